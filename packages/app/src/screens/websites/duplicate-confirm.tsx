import { isApiError } from '@hlidka/data';
import { AlertDialog, toast } from '@hlidka/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { UnsavedChangesGuard } from '../../shell/unsaved-changes';
import '../../i18n/areas/websites';

/**
 * A save the server answered with 409 DUPLICATE_WEBSITE (the owner or team already checks this address) asks whether
 * to save anyway: a warning to confirm past, not a refusal, since a second check of one address can be meant. The
 * error still reaches the form, which shows the server's words (naming the other website) under the address.
 */
export function useDuplicateConfirm<V>(save: (values: V, allowDuplicate: boolean) => Promise<void>): {
  submit: (values: V, guard: UnsavedChangesGuard) => Promise<void>;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  // The values the server warned about, to send again once confirmed, with the form's unsaved-changes guard.
  const [warning, setWarning] = useState<{ values: V; guard: UnsavedChangesGuard } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(values: V, guard: UnsavedChangesGuard) {
    try {
      await save(values, false);
    } catch (caught) {
      if (isApiError(caught) && caught.code === 'DUPLICATE_WEBSITE') setWarning({ values, guard });
      throw caught;
    }
  }

  async function saveAnyway({ values, guard }: { values: V; guard: UnsavedChangesGuard }) {
    setSaving(true);
    try {
      // Saved: the navigation to the website that follows is no leaving with unsaved changes.
      await guard.whileSaving(() => save(values, true));
      setWarning(null);
    } catch (caught) {
      setWarning(null);
      toast({
        variant: 'destructive',
        title: t('websites.toast.saveFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    } finally {
      setSaving(false);
    }
  }

  const dialog = (
    <AlertDialog
      isOpen={warning !== null}
      onOpenChange={(open) => (open ? undefined : setWarning(null))}
      title={t('websites.duplicate.title')}
      description={`${t('websites.duplicate.description')} ${t('websites.duplicate.hint')}`}
      confirmLabel={t('websites.duplicate.confirm')}
      confirmingLabel={t('websites.duplicate.saving')}
      isConfirming={saving}
      cancelLabel={t('websites.duplicate.cancel')}
      onConfirm={() => (warning ? void saveAnyway(warning) : undefined)}
    />
  );
  return { submit, dialog };
}
