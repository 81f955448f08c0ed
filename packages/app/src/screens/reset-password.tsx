import { PASSWORD_MIN_LENGTH } from '@hlidka/contract';
import { isApiError, useAuth } from '@hlidka/data';
import { Button, PasswordField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { AuthCard, FormAlert, TextLink } from './auth-parts';

export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: typeof errors = {};
    if (password.length < PASSWORD_MIN_LENGTH) {
      found.password = t('auth.register.passwordTooShort', { count: PASSWORD_MIN_LENGTH });
    }
    if (confirm !== password) found.confirm = t('auth.register.passwordsMismatch');
    setErrors(found);
    setError(null);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      await auth.resetPassword(token, password);
      setDone(true);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('auth.reset.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (!token || done) {
    return (
      <AuthCard title={t('auth.reset.title')}>
        {done ? (
          <FormAlert tone="success" title={t('auth.reset.done')} />
        ) : (
          <FormAlert title={t('auth.reset.failed')}>{t('auth.reset.missingToken')}</FormAlert>
        )}
        <p className="text-center text-sm">
          <TextLink href={done ? '/login' : '/forgot-password'}>
            {done ? t('common.backToLogin') : t('auth.forgot.title')}
          </TextLink>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} description={t('auth.reset.description')}>
      {error && <FormAlert title={t('auth.reset.failed')}>{error}</FormAlert>}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <PasswordField
          label={t('auth.password')}
          description={t('auth.register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          isRequired
          isInvalid={Boolean(errors.password)}
          errorMessage={errors.password}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
        />
        <PasswordField
          label={t('auth.register.passwordConfirm')}
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          isRequired
          isInvalid={Boolean(errors.confirm)}
          errorMessage={errors.confirm}
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
        />
        <Button type="submit" isLoading={busy} loadingLabel={t('auth.reset.submitting')}>
          {t('auth.reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
