import { Button, Dialog } from '@hlidka/ui';
import { Download } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { CopyButton } from '../copy-button';
import '../../../i18n/areas/two-factor';

/** The recovery codes, shown once: copy, download as a text file, then "I have saved them". */
export function RecoveryCodesDialog({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${t('twoFactor.recovery.fileHeading', { email })}\n\n${codes.join('\n')}\n`;

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'hlidka-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => !isOpen && onDone()}
      isDismissable={false}
      title={t('twoFactor.recovery.dialogTitle')}
      description={t('twoFactor.recovery.dialogDescription')}
      footer={<Button onClick={onDone}>{t('twoFactor.recovery.done')}</Button>}
    >
      <ol
        aria-label={t('twoFactor.recovery.listLabel')}
        className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border bg-muted p-4 font-mono text-sm"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={codes.join('\n')} label={t('twoFactor.recovery.copy')} />
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden="true" />
          {t('twoFactor.recovery.download')}
        </Button>
      </div>
    </Dialog>
  );
}
