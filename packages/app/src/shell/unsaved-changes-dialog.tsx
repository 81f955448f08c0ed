import { AlertDialog } from '@hlidka/ui';
import { useTranslation } from '../i18n/use-translation';
import '../i18n/areas/shell';

/** "Stay" or "Leave without saving", loaded when a dirty form first holds a navigation back. */
export default function UnsavedChangesDialog({
  isOpen,
  onStay,
  onLeave,
}: {
  isOpen: boolean;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={t('shell.unsaved.title')}
      description={t('shell.unsaved.description')}
      cancelLabel={t('shell.unsaved.stay')}
      confirmLabel={t('shell.unsaved.leave')}
      variant="destructive"
      onConfirm={onLeave}
    />
  );
}
