import { EMAIL_CHANGE_TOKEN_PARAM } from '@hlidka/contract';
import {
  type UserProfile,
  useCancelEmailChange,
  useConfirmEmailChange,
  useEmailChange,
  useRequestEmailChange,
} from '@hlidka/data';
import { Button, PasswordField, TextField, toast } from '@hlidka/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { isValidEmail } from '../auth-parts';
import { errorText, errorWording, fieldErrorWordings, type Wording, worded, wordedAll } from '../common/wording';
import '../../i18n/areas/settings';
import { useLanguage } from '../../i18n';
import { Field } from '../common/query-states';
import { Section } from '../common/section';

type Errors = Partial<Record<'email' | 'password' | 'form', Wording>>;

/** The sign-in e-mail; a change asks for the password again and is confirmed by a link sent to the new address. */
export function ProfileEmail({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { pending } = useEmailChange();
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Errors>({});
  const errors = wordedAll(problems, t);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Errors = {};
    if (!isValidEmail(email)) next.email = { key: 'settings.email.invalid' };
    else if (email.trim().toLowerCase() === user.email.toLowerCase()) next.email = { key: 'settings.email.same' };
    if (user.hasPassword && !password) next.password = { key: 'settings.shared.required' };
    setProblems(next);
    if (next.email || next.password) return;
    try {
      await request.trigger({ newEmail: email.trim(), password: user.hasPassword ? password : undefined });
      setOpen(false);
      setEmail('');
      setPassword('');
    } catch (caught) {
      const fields = fieldErrorWordings(caught);
      if (fields.password) setProblems({ password: fields.password });
      else if (fields.newEmail) setProblems({ email: fields.newEmail });
      else setProblems({ form: errorWording(caught, 'settings.email.failed') });
    }
  }

  async function withdraw() {
    try {
      await cancel.trigger();
      toast({ title: t('settings.email.withdrawn') });
    } catch (caught) {
      toast({ variant: 'destructive', title: t('settings.email.failed'), description: errorText(caught, '') });
    }
  }

  return (
    <Section
      title={t('settings.email.title')}
      description={t('settings.email.description')}
      actions={
        !open ? (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            {t('settings.email.change')}
          </Button>
        ) : undefined
      }
    >
      <EmailChangeConfirmation />
      <dl>
        <Field strong label={t('settings.email.current')}>
          {user.email}
        </Field>
      </dl>
      {pending && (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-4 py-3 text-sm"
        >
          <p>
            {t('settings.email.sent', { email: pending.newEmail })}{' '}
            <span className="text-muted-foreground">
              {t('settings.email.expires', { date: formatDateTime(pending.expiresAt, lng) })}
            </span>
          </p>
          <Button variant="ghost" size="sm" isLoading={cancel.isMutating} onClick={() => void withdraw()}>
            {t('settings.email.withdraw')}
          </Button>
        </div>
      )}
      {open && (
        <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
          {errors.form && (
            <p role="alert" className="text-destructive-text text-sm">
              {errors.form}
            </p>
          )}
          <TextField
            label={t('settings.email.new')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            isRequired
            isInvalid={Boolean(errors.email)}
            errorMessage={errors.email}
          />
          {user.hasPassword && (
            <PasswordField
              label={t('settings.email.password')}
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              isRequired
              isInvalid={Boolean(errors.password)}
              errorMessage={errors.password}
              showLabel={t('auth.showPassword')}
              hideLabel={t('auth.hidePassword')}
            />
          )}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={request.isMutating} loadingLabel={t('settings.shared.saving')}>
              {t('settings.email.submit')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('settings.shared.cancel')}
            </Button>
          </div>
        </form>
      )}
    </Section>
  );
}

/** The confirmation link opens /settings/profile?emailChangeToken=…: the token is sent once and the result shown. */
function EmailChangeConfirmation() {
  const { t } = useTranslation();
  const search = useSearch();
  const [, navigate] = useLocation();
  const confirm = useConfirmEmailChange();
  const token = new URLSearchParams(search).get(EMAIL_CHANGE_TOKEN_PARAM);
  const sent = useRef<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; wording: Wording } | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    confirm
      .trigger(token)
      .then((answer) =>
        setResult({ ok: true, wording: { key: 'settings.email.confirmed', params: { email: answer.email } } }),
      )
      .catch((caught) => setResult({ ok: false, wording: errorWording(caught, 'settings.email.confirmFailed') }))
      .finally(() => navigate('/settings/profile', { replace: true }));
  }, [token, confirm, navigate]);

  if (!result) return null;
  return (
    <p
      role={result.ok ? 'status' : 'alert'}
      className={
        result.ok
          ? 'rounded-md border border-success/50 px-4 py-3 text-sm'
          : 'rounded-md border border-destructive/50 px-4 py-3 text-destructive-text text-sm'
      }
    >
      {worded(result.wording, t)}
    </p>
  );
}
