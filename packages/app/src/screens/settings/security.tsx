import { useAuthProviders, useUser } from '@hlidka/data';
import { useTranslation } from '../../i18n/use-translation';
import { ApiKeys } from './security/api-keys';
import { ChangePassword } from './security/change-password';
import { GoogleLink } from './security/google-link';
import { LoginActivity } from './security/login-activity';
import { Sessions } from './security/sessions';
import { TwoFactorSettings } from './security/two-factor';
import '../../i18n/areas/settings';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';

/** /settings/security: two-factor sign-in, password, sessions, sign-in history and statistics, Google, API keys. */
export default function SecurityScreen() {
  const { t } = useTranslation();
  const { data: user, error, isLoading, mutate } = useUser();
  // Linking needs Google sign-in on this server; an account already linked can still unlink.
  const googleOffered = useAuthProviders().providers?.google === true;
  return (
    <ScreenFrame>
      <PageHeader
        title={t('settings.security.title')}
        description={t('settings.security.description')}
        back={{ href: '/settings', label: t('settings.shared.backToSettings') }}
      />
      {isLoading && !user && (
        <Section title={t('settings.password.title')}>
          <LoadingBlock lines={3} />
        </Section>
      )}
      {error && !user && <LoadError error={error} onRetry={() => void mutate()} />}
      {user && <TwoFactorSettings user={user} />}
      {user && <ChangePassword user={user} />}
      <Sessions />
      <LoginActivity />
      {user && (googleOffered || user.googleLinked) && <GoogleLink user={user} />}
      <ApiKeys />
    </ScreenFrame>
  );
}
