import type { TwoFactorReauthBody } from '@hlidka/contract';
import { Button, Dialog, PasswordField, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../../common/wording';
import '../../../i18n/areas/two-factor';

/**
 * Asks for the password or a recovery code before a sensitive two-factor change. `onConfirm` runs the change and
 * throws the server's error, whose field messages are shown here.
 */
export function ReauthDialog({
  isOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive,
  hasPassword,
  onConfirm,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  destructive?: boolean;
  hasPassword: boolean;
  onConfirm: (body: TwoFactorReauthBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [withPassword, setWithPassword] = useState(hasPassword);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<Wording | null>(null);
  const [busy, setBusy] = useState(false);

  function close(open: boolean) {
    if (!open) {
      setValue('');
      setProblem(null);
      setWithPassword(hasPassword);
    }
    onOpenChange(open);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim()) return setProblem({ key: 'twoFactor.reauth.required' });
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm(withPassword ? { password: value } : { recoveryCode: value.trim() });
      close(false);
    } catch (caught) {
      const fields = fieldErrorWordings(caught);
      setProblem(fields.password ?? fields.recoveryCode ?? errorWording(caught, 'twoFactor.passkeys.failed'));
    } finally {
      setBusy(false);
    }
  }

  const field = {
    value,
    onChange: setValue,
    isRequired: true,
    autoFocus: true,
    isInvalid: Boolean(problem),
    errorMessage: problem ? worded(problem, t) : undefined,
  };

  return (
    <Dialog isOpen={isOpen} onOpenChange={close} title={title} description={description}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {withPassword ? (
          <PasswordField
            key="password"
            label={t('twoFactor.reauth.password')}
            autoComplete="current-password"
            showLabel={t('auth.showPassword')}
            hideLabel={t('auth.hidePassword')}
            {...field}
          />
        ) : (
          <TextField key="recovery" label={t('twoFactor.reauth.recoveryCode')} autoComplete="off" {...field} />
        )}
        {hasPassword && (
          <Button
            variant="link"
            size="sm"
            className="self-start px-0"
            onClick={() => {
              setWithPassword(!withPassword);
              setValue('');
              setProblem(null);
            }}
          >
            {withPassword ? t('twoFactor.reauth.useRecovery') : t('twoFactor.reauth.usePassword')}
          </Button>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)} disabled={busy}>
            {t('twoFactor.reauth.cancel')}
          </Button>
          <Button
            type="submit"
            variant={destructive ? 'destructive' : 'default'}
            isLoading={busy}
            loadingLabel={confirmLabel}
          >
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
