import type { Team, TeamMember } from '@hlidka/contract';
import { isApiError, useUpdateTeam, useUser } from '@hlidka/data';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, Switch, toast } from '@hlidka/ui';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { TwoFactorNotice } from '../common/two-factor-notice';
import '../../i18n/areas/two-factor';
import '../../i18n/areas/teams';

/** Team settings: require two-factor sign-in of members (only someone who has it on may switch it on). */
export function TeamTwoFactorRequirement({ team }: { team: Team }) {
  const { t } = useTranslation();
  const update = useUpdateTeam();
  const { data: user } = useUser();
  const ownOn = user?.twoFactorEnabled === true;

  async function change(requireTwoFactor: boolean) {
    try {
      await update.trigger({ id: team.id, requireTwoFactor });
      toast({ title: t('teams.edit.saved') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('teams.edit.failed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('twoFactor.settings.title')}</CardTitle>
        <CardDescription>{t('twoFactor.team.requireHint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Switch
          isSelected={team.requireTwoFactor}
          isDisabled={update.isMutating || (!ownOn && !team.requireTwoFactor)}
          onChange={(selected) => void change(selected)}
        >
          {t('twoFactor.team.require')}
        </Switch>
        {!ownOn && !team.requireTwoFactor && (
          <p className="text-muted-foreground text-sm">
            {t('twoFactor.team.needsOwn')}{' '}
            <Link href="/settings/security" className="font-medium text-primary underline underline-offset-4">
              {t('twoFactor.team.bannerLink')}
            </Link>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

/** Whether a member signs in with two-factor (beside the role). */
export function MemberTwoFactorBadge({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  return member.twoFactorEnabled ? (
    <Badge variant="success" title={t('twoFactor.team.hasLabel')}>
      <ShieldCheck aria-hidden="true" />
      {t('twoFactor.team.has')}
      <span className="sr-only">: {t('twoFactor.team.hasLabel')}</span>
    </Badge>
  ) : (
    <Badge variant="outline" title={t('twoFactor.team.missingLabel')}>
      {t('twoFactor.team.missing')}
      <span className="sr-only">: {t('twoFactor.team.missingLabel')}</span>
    </Badge>
  );
}

/** Whether the team's two-factor requirement shuts the signed-in user out of its websites and members. */
export function useShutOut(team: Team): boolean {
  const { data: user } = useUser();
  return team.requireTwoFactor && Boolean(user) && !user?.twoFactorEnabled;
}

/** Told to a member whom the team's requirement shuts out: why, and where to turn two-factor on. */
export function TwoFactorRequiredBanner({ team }: { team: Team }) {
  const { t } = useTranslation();
  if (!useShutOut(team)) return null;
  return (
    <TwoFactorNotice
      title={t('twoFactor.team.bannerTitle')}
      text={t('twoFactor.team.bannerText')}
      link={t('twoFactor.team.bannerLink')}
    />
  );
}
