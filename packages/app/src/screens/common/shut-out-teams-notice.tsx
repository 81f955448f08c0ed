import { useTeams, useUser } from '@hlidka/data';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { TwoFactorNotice } from './two-factor-notice';
import '../../i18n/areas/shut-out';

/**
 * On the screens whose lists leave out the data of teams that require two-factor sign-in of a member without it
 * (the dashboard, incidents): which teams, and where to turn two-factor on. Nothing for anyone else.
 */
export function ShutOutTeamsNotice() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: user } = useUser();
  const { teams } = useTeams();
  if (!user || user.twoFactorEnabled || !teams) return null;
  const names = teams.filter((team) => team.requireTwoFactor).map((team) => team.name);
  if (names.length === 0) return null;
  const list = new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
  return (
    <TwoFactorNotice
      title={t('shutOut.title', { count: names.length, teams: list })}
      text={t('shutOut.text', { count: names.length })}
      link={t('shutOut.link')}
    />
  );
}
