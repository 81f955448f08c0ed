import { isApiError, useAuth } from '@hlidka/data';
import { Button, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { AuthCard, FormAlert, isValidEmail, TextLink } from './auth-parts';

export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const valid = isValidEmail(email);
    setInvalid(!valid);
    if (!valid) return;
    setBusy(true);
    try {
      await auth.forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('auth.forgot.failed'));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <AuthCard title={t('auth.forgot.sentTitle')}>
        <FormAlert tone="success" title={t('auth.forgot.sentTitle')}>
          {t('auth.forgot.sent', { email: sentTo })}
        </FormAlert>
        <p className="text-center text-sm">
          <TextLink href="/login">{t('common.backToLogin')}</TextLink>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} description={t('auth.forgot.description')}>
      {error && <FormAlert title={t('auth.forgot.failed')}>{error}</FormAlert>}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          isRequired
          isInvalid={invalid}
          errorMessage={invalid ? t('auth.invalidEmail') : undefined}
        />
        <Button type="submit" isLoading={busy} loadingLabel={t('auth.forgot.submitting')}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        <TextLink href="/login">{t('common.backToLogin')}</TextLink>
      </p>
    </AuthCard>
  );
}
