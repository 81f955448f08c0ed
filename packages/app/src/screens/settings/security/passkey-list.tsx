import type { Passkey } from '@hlidka/contract';
import {
  isApiError,
  useAddPasskey,
  usePasskeyRegistrationOptions,
  useRemovePasskey,
  useRenamePasskey,
} from '@hlidka/data';
import { AlertDialog, Badge, Button, Dialog, EmptyState, TextField, toast } from '@hlidka/ui';
import { Fingerprint } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../i18n';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDate } from '../../../lib/format';
import { createPasskey, PasskeyUnavailable } from '../../../lib/passkeys';
import { errorText, type Wording, worded } from '../../common/wording';
import '../../../i18n/areas/two-factor';
import '../../../i18n/areas/settings';

/** Passkeys: add one (name, then the browser's prompt), rename, remove. */
export function PasskeyList({
  passkeys,
  onRecoveryCodes,
}: {
  passkeys: Passkey[];
  onRecoveryCodes: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const options = usePasskeyRegistrationOptions();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<Wording | null>(null);
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<{ passkey: Passkey; name: string } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim() || t('twoFactor.passkeys.defaultName');
    if (trimmed.length > 100) return setNameProblem({ key: 'settings.shared.tooLong', params: { count: 100 } });
    setNameProblem(null);
    setAdding(true);
    try {
      const credential = await createPasskey(await options.trigger());
      const result = await add.trigger({ name: trimmed, credential });
      setName('');
      toast({ title: t('twoFactor.passkeys.added') });
      if (result.recoveryCodes) onRecoveryCodes(result.recoveryCodes);
    } catch (caught) {
      const description =
        caught instanceof PasskeyUnavailable
          ? t(caught.reason === 'cancelled' ? 'twoFactor.step.passkeyCancelled' : 'twoFactor.step.passkeyUnsupported')
          : errorText(caught, '');
      toast({ variant: 'destructive', title: t('twoFactor.passkeys.addFailed'), description });
    } finally {
      setAdding(false);
    }
  }

  async function saveName(event: FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    const trimmed = renaming.name.trim();
    if (!trimmed) return;
    try {
      await rename.trigger({ id: renaming.passkey.id, name: trimmed });
      toast({ title: t('twoFactor.passkeys.renamed') });
      setRenaming(null);
    } catch (caught) {
      toast({ variant: 'destructive', title: t('twoFactor.passkeys.failed'), description: errorText(caught, '') });
    }
  }

  async function confirmRemove() {
    if (!removing) return;
    try {
      await remove.trigger(removing.id);
      toast({ title: t('twoFactor.passkeys.removed') });
    } catch (caught) {
      toast({
        variant: 'destructive',
        title: t('twoFactor.passkeys.failed'),
        description: isApiError(caught) ? caught.message : '',
      });
    }
    setRemoving(null);
  }

  return (
    <div className="flex flex-col gap-3">
      {passkeys.length === 0 ? (
        <EmptyState
          headingLevel={4}
          icon={<Fingerprint />}
          title={t('twoFactor.passkeys.empty')}
          description={t('twoFactor.passkeys.emptyDescription')}
        />
      ) : (
        <ul className="flex flex-col divide-y rounded-md border" aria-label={t('twoFactor.passkeys.title')}>
          {passkeys.map((key) => (
            <li key={key.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="flex flex-wrap items-center gap-2 font-medium text-sm">
                  {key.name}
                  {key.backedUp && <Badge variant="secondary">{t('twoFactor.passkeys.synced')}</Badge>}
                </p>
                <p className="text-muted-foreground text-xs">
                  {t('twoFactor.passkeys.details', {
                    created: formatDate(key.createdAt, lng),
                    used: key.lastUsedAt ? formatDate(key.lastUsedAt, lng) : t('twoFactor.passkeys.never'),
                  })}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRenaming({ passkey: key, name: key.name })}
                  aria-label={t('twoFactor.passkeys.renameOne', { name: key.name })}
                >
                  {t('twoFactor.passkeys.rename')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setRemoving(key)}
                  aria-label={t('twoFactor.passkeys.removeOne', { name: key.name })}
                >
                  {t('twoFactor.passkeys.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
        <TextField
          label={t('twoFactor.passkeys.nameLabel')}
          description={t('twoFactor.passkeys.nameHint')}
          name="passkey-name"
          value={name}
          onChange={setName}
          isInvalid={Boolean(nameProblem)}
          errorMessage={nameProblem ? worded(nameProblem, t) : undefined}
          className="w-full sm:w-72"
        />
        <Button
          type="submit"
          variant="outline"
          className="sm:mt-6"
          isLoading={adding}
          loadingLabel={t('twoFactor.passkeys.adding')}
        >
          <Fingerprint aria-hidden="true" />
          {t('twoFactor.passkeys.add')}
        </Button>
      </form>
      {renaming && (
        <Dialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setRenaming(null)}
          title={t('twoFactor.passkeys.renameTitle')}
        >
          <form noValidate onSubmit={saveName} className="flex flex-col gap-4">
            <TextField
              label={t('twoFactor.passkeys.nameLabel')}
              value={renaming.name}
              onChange={(value) => setRenaming({ ...renaming, name: value })}
              isRequired
              autoFocus
            />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setRenaming(null)}>
                {t('twoFactor.reauth.cancel')}
              </Button>
              <Button type="submit" isLoading={rename.isMutating} loadingLabel={t('twoFactor.passkeys.save')}>
                {t('twoFactor.passkeys.save')}
              </Button>
            </div>
          </form>
        </Dialog>
      )}
      <AlertDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => !isOpen && setRemoving(null)}
        title={t('twoFactor.passkeys.removeTitle')}
        description={t('twoFactor.passkeys.removeDescription', { name: removing?.name ?? '' })}
        confirmLabel={t('twoFactor.passkeys.remove')}
        cancelLabel={t('twoFactor.reauth.cancel')}
        variant="destructive"
        isConfirming={remove.isMutating}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}
