import { isApiError, useAuth, useAuthProviders } from '@hlidka/data';
import { Button, PasswordField, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { isExpiredSessionReturn, keepingReturnPath, rememberGoogleReturnPath, safeReturnPath } from '../lib/redirect';
import { AuthCard, FormAlert, isValidEmail, TextLink } from './auth-parts';

export default function LoginScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<{ title: string; message?: string } | null>(null);
  const [busy, setBusy] = useState<'form' | 'google' | null>(null);
  // Offered only once the server says Google sign-in is set up (GOOGLE_CLIENT_ID / _SECRET).
  const google = useAuthProviders().providers?.google === true;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors: typeof fieldErrors = {};
    if (!isValidEmail(email)) errors.email = t('auth.invalidEmail');
    if (!password) errors.password = t('auth.required');
    setFieldErrors(errors);
    setError(null);
    if (errors.email || errors.password) return;
    setBusy('form');
    try {
      await auth.login({ email: email.trim(), password });
      navigate(safeReturnPath(search), { replace: true });
    } catch (caught) {
      if (isApiError(caught) && (caught.code === 'INVALID_CREDENTIALS' || caught.status === 401)) {
        setError({ title: t('auth.login.failed'), message: t('auth.login.invalidCredentials') });
      } else if (isApiError(caught) && caught.errors.email) {
        setFieldErrors({ email: t('auth.invalidEmail') });
      } else {
        setError({ title: t('auth.login.failed'), message: isApiError(caught) ? caught.message : undefined });
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
        title: t('auth.google.startFailed'),
        message: isApiError(caught) && caught.message !== t('auth.google.startFailed') ? caught.message : undefined,
      });
      setBusy(null);
    }
  }

  return (
    <AuthCard title={t('auth.login.title')} description={t('auth.login.description')}>
      {error && <FormAlert title={error.title}>{error.message}</FormAlert>}
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
        {t('auth.login.noAccount')}{' '}
        <TextLink href={keepingReturnPath('/register', search)}>{t('auth.login.register')}</TextLink>
      </p>
    </AuthCard>
  );
}
