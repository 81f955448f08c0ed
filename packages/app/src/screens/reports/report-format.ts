import { UPTIME_DECIMALS } from '@hlidka/contract';
import { useTranslation } from 'react-i18next';
import { useFormatLanguage } from '../incidents/incident-parts';
import '../../i18n/areas/reports';

/** Report figures as text in the current language: `99,95 %`, `1 h 5 min`, `240 ms`, a dash for no value. */
export function useReportFormat() {
  const { t } = useTranslation();
  const lng = useFormatLanguage();
  const none = t('reports.figures.none');
  const percent = new Intl.NumberFormat(lng === 'cs' ? 'cs-CZ' : 'en-GB', {
    minimumFractionDigits: UPTIME_DECIMALS,
    maximumFractionDigits: UPTIME_DECIMALS,
  });
  return {
    percent: (value: number | null) => (value === null ? none : `${percent.format(value)} %`),
    ms: (value: number | null) => (value === null ? none : `${value} ms`),
    duration: (total: number | null) => {
      if (total === null) return none;
      const seconds = Math.max(0, Math.round(total));
      if (seconds < 60) return t('reports.duration.seconds', { seconds });
      const minutes = Math.floor(seconds / 60);
      if (minutes < 60) return t('reports.duration.minutes', { minutes });
      const hours = Math.floor(minutes / 60);
      if (hours < 24) return t('reports.duration.hours', { hours, minutes: minutes % 60 });
      return t('reports.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
    },
  };
}
