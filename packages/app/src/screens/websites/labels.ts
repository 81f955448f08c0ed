import type { WebsiteType } from '@hlidka/contract';
import type { MonitorStatus } from '@hlidka/ui';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDuration, formatMs, formatNumber, formatPercent, intlLocale } from '../../lib/format';
import '../../i18n/areas/website-labels';

// The labels and number formats the websites and dashboard screens share (the dashboard loads these, not the websites
// screens' texts).

/** The visible text of every website status (StatusBadge labels). */
export function useStatusLabels(): Record<MonitorStatus, string> {
  const { t } = useTranslation();
  return {
    up: t('websiteLabels.status.up'),
    down: t('websiteLabels.status.down'),
    paused: t('websiteLabels.status.paused'),
    pending: t('websiteLabels.status.pending'),
    maintenance: t('websiteLabels.status.maintenance'),
    degraded: t('websiteLabels.status.degraded'),
    no_data: t('websiteLabels.status.no_data'),
  };
}

/**
 * The status labels of one website: a heartbeat that has not been judged yet (`pending`) is waiting for its first ping,
 * and says so wherever its status shows (list, detail, dashboard).
 */
export function useStatusLabelsOf(): (type: WebsiteType | undefined) => Record<MonitorStatus, string> {
  const { t } = useTranslation();
  const labels = useStatusLabels();
  const heartbeat = { ...labels, pending: t('websiteLabels.waitingForFirstPing') };
  return (type) => (type === 'heartbeat' ? heartbeat : labels);
}

/** Figures of the websites screens in the language's format, a dash or "Bez dat" for none (lib/format does the rest). */
export function useFormats() {
  const lng = useLanguage();
  const { t } = useTranslation();
  return {
    lng,
    locale: intlLocale(lng),
    count: (value: number) => formatNumber(value, lng),
    ms: (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatMs(value, lng)),
    percent: (value: number | null | undefined) =>
      value === null || value === undefined ? t('websiteLabels.noData') : formatPercent(value, lng),
    duration: formatDuration,
  };
}
