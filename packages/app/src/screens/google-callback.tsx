import { useAuth } from '@hlidka/data';
import { FullScreenSpinner } from '@hlidka/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { setGoogleReturnInProgress } from '../lib/google-return';
import { takeGoogleReturnPath } from '../lib/redirect';
import { AuthCard, FormAlert, TextLink } from './auth-parts';
import { errorWording, type Wording, worded } from './common/wording';
import { TwoFactorStepLater } from './two-factor-step-later';
import '../i18n/areas/sso';

/** /auth/callback and /auth/google/callback: finishes a Google sign-in (spec §5 rules and messages). */
export default function GoogleCallbackScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const search = useSearch();
  const [, navigate] = useLocation();
  // A team that requires its single sign-on refuses Google for its members: say so in the reader's language.
  const [error, setError] = useState<Wording | null>(() =>
    new URLSearchParams(search).get('error') === 'sso_required' ? { key: 'sso.errors.sso_required' } : null,
  );
  const started = useRef(false);
  // An account with two-factor on comes back with a challenge instead of tokens.
  const [challenge] = useState(() => auth.googleTwoFactorChallenge(search));

  useEffect(() => {
    if (started.current || challenge || error) return;
    started.current = true;
    setGoogleReturnInProgress(true);
    auth
      .completeGoogleSignIn(search)
      .then(() => navigate(takeGoogleReturnPath(), { replace: true }))
      .catch((caught: unknown) => setError(errorWording(caught, 'auth.google.failed')))
      .finally(() => setGoogleReturnInProgress(false));
  }, [auth, search, navigate, challenge, error]);

  if (challenge) {
    return (
      <TwoFactorStepLater
        challenge={challenge}
        authMethod="google"
        onSignedIn={() => navigate(takeGoogleReturnPath(), { replace: true })}
        onRestart={() => navigate('/login', { replace: true })}
      />
    );
  }
  if (!error) return <FullScreenSpinner label={t('auth.google.finishing')} />;
  return (
    <AuthCard title={t('auth.google.failedTitle')}>
      <FormAlert title={t('auth.google.failed')}>{worded(error, t)}</FormAlert>
      <p className="text-center text-sm">
        <TextLink href="/login">{t('common.backToLogin')}</TextLink>
      </p>
    </AuthCard>
  );
}
