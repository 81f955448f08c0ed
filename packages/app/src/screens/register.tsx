import { PASSWORD_MIN_LENGTH } from '@hlidka/contract';
import { isApiError, useAuth } from '@hlidka/data';
import { Button, Checkbox, PasswordField, TextField } from '@hlidka/ui';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { PRIVACY_URL, TERMS_URL } from '../lib/legal-links';
import { keepingReturnPath, safeReturnPath } from '../lib/redirect';
import { AuthCard, ExternalLink, FormAlert, isValidEmail, TextLink } from './auth-parts';
import { errorWording, fieldErrorWordings, type Wording, worded, wordedAll } from './common/wording';
import '../i18n/areas/terms';

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'passwordConfirm' | 'terms';

export default function RegisterScreen() {
  const { t } = useTranslation();
  const auth = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const referralCode = new URLSearchParams(search).get('ref')?.trim() || undefined;
  // Opened from a team invitation, the invited address is filled in.
  const invitedEmail = new URLSearchParams(search).get('email')?.trim() ?? '';
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    email: invitedEmail,
    password: '',
    passwordConfirm: '',
  });
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  // Kept as wordings, so a switch of language words them again.
  const [problems, setProblems] = useState<Partial<Record<Field, Wording>>>({});
  const errors = wordedAll(problems, t);
  const [error, setError] = useState<Wording | null>(null);
  const [created, setCreated] = useState(false);
  const [busy, setBusy] = useState(false);
  const termsErrorId = useId();

  const set = (field: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  function validate(): Partial<Record<Field, Wording>> {
    const found: Partial<Record<Field, Wording>> = {};
    if (!values.firstName.trim()) found.firstName = { key: 'auth.required' };
    if (!values.lastName.trim()) found.lastName = { key: 'auth.required' };
    if (!isValidEmail(values.email)) found.email = { key: 'auth.invalidEmail' };
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      found.password = { key: 'auth.register.passwordTooShort', params: { count: PASSWORD_MIN_LENGTH } };
    }
    if (values.passwordConfirm !== values.password) found.passwordConfirm = { key: 'auth.register.passwordsMismatch' };
    if (!terms) found.terms = { key: 'auth.register.termsRequired' };
    return found;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setProblems(found);
    setError(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await auth.register({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        password: values.password,
        termsAccepted: true,
        marketingConsent: marketing,
        referralCode,
      });
      if (result.signedIn) navigate(safeReturnPath(search), { replace: true });
      else setCreated(true);
    } catch (caught) {
      if (isApiError(caught)) setProblems(fieldErrorWordings(caught) as Partial<Record<Field, Wording>>);
      setError(errorWording(caught, 'auth.register.failed'));
    } finally {
      setBusy(false);
    }
  }

  const field = (name: Exclude<Field, 'terms'>) => ({
    value: values[name],
    onChange: set(name),
    name,
    isRequired: true,
    isInvalid: Boolean(errors[name]),
    errorMessage: errors[name],
  });

  if (created) {
    return (
      <AuthCard title={t('auth.register.title')}>
        <FormAlert tone="success" title={t('auth.register.checkEmail')} />
        <p className="text-center text-sm">
          <TextLink href={keepingReturnPath('/login', search)}>{t('auth.register.login')}</TextLink>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.register.title')} description={t('auth.register.description')}>
      {error && <FormAlert title={t('auth.register.failed')}>{worded(error, t)}</FormAlert>}
      {referralCode && (
        <p className="text-center text-muted-foreground text-sm">
          {t('auth.register.referral', { code: referralCode })}
        </p>
      )}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('auth.register.firstName')} autoComplete="given-name" {...field('firstName')} />
          <TextField label={t('auth.register.lastName')} autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
        <PasswordField
          label={t('auth.password')}
          description={t('auth.register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          autoComplete="new-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          {...field('password')}
        />
        <PasswordField
          label={t('auth.register.passwordConfirm')}
          autoComplete="new-password"
          showLabel={t('auth.showPassword')}
          hideLabel={t('auth.hidePassword')}
          {...field('passwordConfirm')}
        />
        <div className="flex flex-col gap-1">
          <Checkbox
            name="terms"
            isSelected={terms}
            onChange={setTerms}
            isInvalid={Boolean(errors.terms)}
            isRequired
            aria-describedby={errors.terms ? termsErrorId : undefined}
          >
            {t('auth.register.terms')}
          </Checkbox>
          <p className="flex flex-wrap gap-x-4 gap-y-1 pl-6 text-sm">
            <ExternalLink href={TERMS_URL}>{t('terms.termsLink')}</ExternalLink>
            <ExternalLink href={PRIVACY_URL}>{t('terms.privacyLink')}</ExternalLink>
          </p>
          {errors.terms && (
            <p id={termsErrorId} className="pl-6 text-destructive-text text-xs">
              {errors.terms}
            </p>
          )}
        </div>
        <Checkbox name="marketing" isSelected={marketing} onChange={setMarketing}>
          {t('auth.register.marketing')}
        </Checkbox>
        <Button type="submit" isLoading={busy} loadingLabel={t('auth.register.submitting')}>
          {t('auth.register.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        {t('auth.register.hasAccount')}{' '}
        <TextLink href={keepingReturnPath('/login', search)}>{t('auth.register.login')}</TextLink>
      </p>
    </AuthCard>
  );
}
