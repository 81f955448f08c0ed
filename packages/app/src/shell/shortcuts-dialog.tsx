import { Dialog } from '@hlidka/ui';
import { useTranslation } from '../i18n/use-translation';
import '../i18n/areas/shell';

const items = ['main', 'nav', 'search', 'settings', 'sidebar', 'help'] as const;

/** The keyboard shortcuts' help (Alt+0), loaded when it first opens. */
export default function ShortcutsDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      title={t('shell.shortcutsTitle')}
      closeLabel={t('common.close')}
    >
      <ul className="flex flex-col gap-2 text-sm">
        {items.map((item) => (
          <li key={item}>{t(`shell.shortcuts.${item}`)}</li>
        ))}
      </ul>
    </Dialog>
  );
}
