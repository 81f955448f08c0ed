import { useAccountDeletionCheck, useDeleteAccount } from '@hlidka/data';
import { Button, Dialog, PasswordField, TextField, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/settings';
import { LoadError, LoadingBlock } from '../common/query-states';
import { Section } from '../common/section';
import { errorText } from '../common/wording';

/**
 * Deleting the account (spec §4): the deletion check first, then a confirmation (password, or a typed phrase for an
 * account without one). On success the session ends, every cached answer is dropped and the browser goes to `/`.
 */
export function DeleteAccount() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Section
      title={t('settings.delete.title')}
      description={t('settings.delete.description')}
      className="border-destructive/40"
    >
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {t('settings.delete.button')}
        </Button>
      </div>
      {open && <DeleteDialog onClose={() => setOpen(false)} />}
    </Section>
  );
}

function DeleteDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const check = useAccountDeletionCheck(true);
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [phrase, setPhrase] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const info = check.data;
  const ready = info?.canDelete
    ? info.requiresPassword
      ? password.length > 0
      : phrase.trim() === (info.confirmationPhrase ?? '')
    : false;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!info || !ready) return;
    setFailure(null);
    try {
      await remove.trigger(info.requiresPassword ? { password } : { confirmation: phrase.trim() });
      toast({ title: t('settings.delete.done') });
      navigate('/', { replace: true });
    } catch (caught) {
      setFailure(errorText(caught, t('settings.delete.failed')));
    }
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && !remove.isMutating && onClose()}
      title={t('settings.delete.dialogTitle')}
      closeLabel={t('common.close')}
    >
      {check.isLoading && !info && <LoadingBlock lines={3} />}
      {check.error && !info && <LoadError error={check.error} onRetry={() => void check.mutate()} />}
      {info && !info.canDelete && (
        <div role="alert" className="flex flex-col gap-2 text-sm">
          <p className="font-medium">{t('settings.delete.blocked')}</p>
          <ul className="list-disc pl-5">
            {info.blockers.map((blocker) => (
              <li key={blocker.code}>{blocker.message}</li>
            ))}
          </ul>
        </div>
      )}
      {info?.canDelete && (
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 text-sm">
            <p>{t('settings.delete.willDelete')}</p>
            <ul className="list-disc pl-5 text-muted-foreground">
              {info.willDelete.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          {info.requiresPassword ? (
            <PasswordField
              label={t('settings.delete.password')}
              autoComplete="current-password"
              value={password}
              onChange={setPassword}
              isRequired
              showLabel={t('auth.showPassword')}
              hideLabel={t('auth.hidePassword')}
            />
          ) : (
            <TextField
              label={t('settings.delete.phrase', { phrase: info.confirmationPhrase ?? '' })}
              value={phrase}
              onChange={setPhrase}
              isRequired
              autoComplete="off"
            />
          )}
          {failure && (
            <p role="alert" className="text-destructive-text text-sm">
              {failure}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={remove.isMutating} onClick={onClose}>
              {t('settings.shared.cancel')}
            </Button>
            <Button
              type="submit"
              variant="destructive"
              disabled={!ready}
              isLoading={remove.isMutating}
              loadingLabel={t('settings.delete.deleting')}
            >
              {t('settings.delete.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
