import { saveFile, useAccountExport } from '@hlidka/data';
import { Button, toast } from '@hlidka/ui';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/settings';
import { Section } from '../common/section';
import { errorText } from '../common/wording';

/** "Export my data": GET /api/user/export, saved as the JSON file the server names. */
export function ExportData() {
  const { t } = useTranslation();
  const download = useAccountExport();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      const file = await download();
      saveFile(file.blob, file.filename);
      toast({ title: t('settings.export.done') });
    } catch (caught) {
      toast({ variant: 'destructive', title: t('settings.export.failed'), description: errorText(caught, '') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Section title={t('settings.export.title')} description={t('settings.export.description')}>
      <div>
        <Button
          variant="outline"
          isLoading={busy}
          loadingLabel={t('settings.export.running')}
          onClick={() => void run()}
        >
          <Download aria-hidden="true" />
          {t('settings.export.button')}
        </Button>
      </div>
    </Section>
  );
}
