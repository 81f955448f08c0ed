import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDuration, formatMs, formatPercent } from '../../lib/format';
import '../../i18n/areas/reports';

/** Report figures as text in the current language: `99,95 %`, `1 h 5 min`, `240 ms`, a dash for no value. */
export function useReportFormat() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const none = t('reports.figures.none');
  return {
    percent: (value: number | null) => (value === null ? none : formatPercent(value, lng)),
    ms: (value: number | null) => (value === null ? none : formatMs(value, lng)),
    duration: (total: number | null) => (total === null ? none : formatDuration(total)),
  };
}
