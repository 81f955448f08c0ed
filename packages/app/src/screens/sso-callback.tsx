import { ssoCallbackErrors } from '@hlidka/contract';
import { useAuth } from '@hlidka/data';
import { FullScreenSpinner } from '@hlidka/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { AuthCard, FormAlert, TextLink } from './auth-parts';
import { errorWording, type Wording, worded } from './common/wording';
import { TwoFactorStepLater } from './two-factor-step-later';
import '../i18n/areas/sso';

const knownErrors: readonly string[] = [...ssoCallbackErrors, 'sso_required'];

/** Where a finished SSO sign-in lands: the team it signed in to. */
const landing = (params: URLSearchParams) => {
  const teamId = params.get('team_id');
  return teamId && /^[0-9a-f-]{36}$/i.test(teamId) ? `/teams/${teamId}` : '/dashboard';
};

/** /auth/sso/callback: finishes a team's single sign-on, or tells why it failed (one text per failure). */
export default function SsoCallbackScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [params] = useState(() => new URLSearchParams(search));
  const failure = params.get('error');
  const [error, setError] = useState<Wording | null>(() =>
    failure ? { key: `sso.errors.${knownErrors.includes(failure) ? failure : 'unknown'}` } : null,
  );
  const started = useRef(false);
  const [challenge] = useState(() => (failure ? null : auth.googleTwoFactorChallenge(params)));

  useEffect(() => {
    if (started.current || challenge || failure) return;
    started.current = true;
    auth
      .completeSsoSignIn(params)
      .then(() => navigate(landing(params), { replace: true }))
      .catch((caught: unknown) => setError(errorWording(caught, 'sso.errors.unknown')));
  }, [auth, params, navigate, challenge, failure]);

  if (challenge) {
    return (
      <TwoFactorStepLater
        challenge={challenge}
        authMethod="email"
        onSignedIn={() => navigate(landing(params), { replace: true })}
        onRestart={() => navigate('/sso', { replace: true })}
      />
    );
  }
  if (!error) return <FullScreenSpinner label={t('sso.callback.finishing')} />;
  return (
    <AuthCard title={t('sso.callback.failedTitle')}>
      <FormAlert title={t('sso.callback.failedTitle')}>{worded(error, t)}</FormAlert>
      <p className="flex justify-center gap-4 text-center text-sm">
        <TextLink href="/sso">{t('sso.callback.tryAgain')}</TextLink>
        <TextLink href="/login">{t('common.backToLogin')}</TextLink>
      </p>
    </AuthCard>
  );
}
