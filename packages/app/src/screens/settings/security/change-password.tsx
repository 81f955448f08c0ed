import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@hlidka/contract';
import { type UserProfile, useChangePassword } from '@hlidka/data';
import { Button, PasswordField, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorWording, type Wording, wordedAll } from '../../common/wording';
import '../../../i18n/areas/settings';
import { Section } from '../../common/section';

type Errors = Partial<Record<'current' | 'next' | 'confirm' | 'form', Wording>>;

/** Change the password (current and new); the server signs out every other session. */
export function ChangePassword({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Errors>({});
  const errors = wordedAll(problems, t);
  const labels = { showLabel: t('auth.showPassword'), hideLabel: t('auth.hidePassword') };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (user.hasPassword && !current) found.current = { key: 'settings.shared.required' };
    if (next.length < PASSWORD_MIN_LENGTH)
      found.next = { key: 'auth.register.passwordTooShort', params: { count: PASSWORD_MIN_LENGTH } };
    else if (next.length > PASSWORD_MAX_LENGTH)
      found.next = { key: 'settings.shared.tooLong', params: { count: PASSWORD_MAX_LENGTH } };
    if (confirm !== next) found.confirm = { key: 'auth.register.passwordsMismatch' };
    setProblems(found);
    if (Object.keys(found).length) return;
    try {
      const result = await change.trigger({
        currentPassword: user.hasPassword ? current : undefined,
        newPassword: next,
      });
      toast({
        title: t('settings.password.changed'),
        description: t('settings.password.othersSignedOut', { count: result.otherSessionsRevoked }),
      });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (caught) {
      setProblems({ form: errorWording(caught, 'settings.password.failed') });
    }
  }

  return (
    <Section
      title={user.hasPassword ? t('settings.password.title') : t('settings.password.setTitle')}
      description={t('settings.password.description')}
    >
      <form noValidate onSubmit={submit} className="flex max-w-md flex-col gap-4">
        {errors.form && (
          <p role="alert" className="text-destructive-text text-sm">
            {errors.form}
          </p>
        )}
        {user.hasPassword && (
          <PasswordField
            label={t('settings.password.current')}
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            isRequired
            isInvalid={Boolean(errors.current)}
            errorMessage={errors.current}
            {...labels}
          />
        )}
        <PasswordField
          label={t('settings.password.new')}
          autoComplete="new-password"
          value={next}
          onChange={setNext}
          isRequired
          description={t('auth.register.passwordHint', { count: PASSWORD_MIN_LENGTH })}
          isInvalid={Boolean(errors.next)}
          errorMessage={errors.next}
          {...labels}
        />
        <PasswordField
          label={t('settings.password.confirm')}
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          isRequired
          isInvalid={Boolean(errors.confirm)}
          errorMessage={errors.confirm}
          {...labels}
        />
        <div>
          <Button type="submit" isLoading={change.isMutating} loadingLabel={t('settings.shared.saving')}>
            {t('settings.password.submit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
