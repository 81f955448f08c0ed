import type { Website } from '@hlidka/contract';
import { StatusBadge } from '@hlidka/ui';
import { useTranslation } from 'react-i18next';
import { useStatusLabelsOf } from './labels';
import '../../i18n/areas/website-labels';

/**
 * A website's state in one word, the same on every screen (list, detail, dashboard, team): its status in the words of
 * its type (a heartbeat's pending waits for its first ping), except that a website not yet checked because no live
 * worker serves its regions says "Žádný pracovník v oblasti …" instead (still pending).
 */
export function WebsiteStatusBadge({
  website,
}: {
  website: Pick<Website, 'status'> & { type?: Website['type']; noWorkerRegions?: string[] };
}) {
  const { t } = useTranslation();
  const labels = useStatusLabelsOf()(website.type);
  const regions = website.noWorkerRegions ?? [];
  const noWorker = website.status === 'pending' && regions.length > 0;
  return (
    <StatusBadge
      status={website.status}
      labels={noWorker ? { ...labels, pending: t('websiteLabels.noWorker', { regions: regions.join(', ') }) } : labels}
    />
  );
}
