import type { TwoFactorChallenge } from '@hlidka/contract';
import { isTwoFactorChallenge } from '@hlidka/contract/two-factor-methods';
import { isApiError, useAuth, useAuthProviders } from '@hlidka/data';
import { Button, PasswordField, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { TFunction } from '../i18n/translator';
import { useTranslation } from '../i18n/use-translation';
import { isExpiredSessionReturn, keepingReturnPath, rememberGoogleReturnPath, safeReturnPath } from '../lib/redirect';
import { AuthCard, FormAlert, isValidEmail, TextLink } from './auth-parts';
import { errorWording, type Wording, worded, wordedAll } from './common/wording';
import { TwoFactorStepLater } from './two-factor-step-later';
import '../i18n/areas/sso';

/** The alert's message in the current language; none when it would only repeat the title. */
function alertMessage(error: { titleKey: string; message?: Wording }, t: TFunction): string | undefined {
  const message = error.message ? worded(error.message, t) : undefined;
  return message && message !== t(error.titleKey) ? message : undefined;
}

export default function LoginScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email?: Wording; password?: Wording }>({});
  const fieldErrors = wordedAll(problems, t);
  // Kept as wordings, so a switch of language words them again.
  const [error, setError] = useState<{ titleKey: string; message?: Wording } | null>(null);
  const [busy, setBusy] = useState<'form' | 'google' | null>(null);
  // Offered only once the server says Google sign-in is set up (GOOGLE_CLIENT_ID / _SECRET).
  const google = useAuthProviders().providers?.google === true;
  // After a correct password, an account with two-factor on asks for the second step here.
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: typeof problems = {};
    if (!isValidEmail(email)) errors.email = { key: 'auth.invalidEmail' };
    if (!password) errors.password = { key: 'auth.required' };
    setProblems(errors);
    setError(null);
    if (errors.email || errors.password) return;
    setBusy('form');
    try {
      const answer = await auth.login({ email: email.trim(), password });
      if (isTwoFactorChallenge(answer)) {
        setChallenge(answer);
        setBusy(null);
        return;
      }
      navigate(safeReturnPath(search), { replace: true });
    } catch (caught) {
      if (isApiError(caught) && (caught.code === 'INVALID_CREDENTIALS' || caught.status === 401)) {
        setError({ titleKey: 'auth.login.failed', message: { key: 'auth.login.invalidCredentials' } });
      } else if (isApiError(caught) && caught.errors.email) {
        setProblems({ email: { key: 'auth.invalidEmail' } });
      } else {
        setError({
          titleKey: 'auth.login.failed',
          message: errorWording(caught, 'auth.login.failed'),
        });
      }
      setBusy(null);
    }
  }

  async function startGoogle() {
    setError(null);
    setBusy('google');
    try {
      rememberGoogleReturnPath(search);
      window.location.assign(await auth.startGoogleSignIn());
    } catch (caught) {
      setError({
        titleKey: 'auth.google.startFailed',
        message: errorWording(caught, 'auth.google.startFailed'),
      });
      setBusy(null);
    }
  }

  if (challenge) {
    return (
      <TwoFactorStepLater
        challenge={challenge}
        authMethod="email"
        onSignedIn={() => navigate(safeReturnPath(search), { replace: true })}
        onRestart={() => {
          setChallenge(null);
          setPassword('');
        }}
      />
    );
  }

  return (
    <AuthCard title={t('auth.login.title')} description={t('auth.login.description')}>
      {error && <FormAlert title={t(error.titleKey)}>{alertMessage(error, t)}</FormAlert>}
      {!error && isExpiredSessionReturn(search) && <FormAlert title={t('auth.login.sessionExpired')} />}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          isInvalid={Boolean(fieldErrors.email)}
          errorMessage={fieldErrors.email}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          isRequired
          isInvalid={Boolean(fieldErrors.password)}
          errorMessage={fieldErrors.password}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
        />
        <div className="text-right text-sm">
          <TextLink href="/forgot-password">{t('auth.login.forgot')}</TextLink>
        </div>
        <Button
          type="submit"
          isLoading={busy === 'form'}
          loadingLabel={t('auth.login.submitting')}
          disabled={busy !== null}
        >
          {t('auth.login.submit')}
        </Button>
      </form>
      {google && (
        <>
          <div className="flex items-center gap-3 text-muted-foreground text-xs">
            <span className="h-px flex-1 bg-border" />
            {t('auth.or')}
            <span className="h-px flex-1 bg-border" />
          </div>
          <Button
            variant="outline"
            onClick={startGoogle}
            isLoading={busy === 'google'}
            loadingLabel={t('common.loading')}
            disabled={busy !== null}
          >
            {t('auth.login.google')}
          </Button>
        </>
      )}
      <p className="text-center text-sm">
        <TextLink href="/sso">{t('sso.loginLink')}</TextLink>
      </p>
      <p className="text-center text-sm">
        {t('auth.login.noAccount')}{' '}
        <TextLink href={keepingReturnPath('/register', search)}>{t('auth.login.register')}</TextLink>
      </p>
    </AuthCard>
  );
}
