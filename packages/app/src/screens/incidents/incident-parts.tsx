import type { IncidentStatus } from '@hlidka/contract';
import { Badge } from '@hlidka/ui';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import type { FormatLanguage } from '../../lib/format';
import '../../i18n/areas/incidents';

const variants = { open: 'destructive', acknowledged: 'warning', resolved: 'success' } as const;

/** An incident's status as a badge: colour and text (the colour is never the only cue). */
export function IncidentStatusBadge({ status }: { status: IncidentStatus }) {
  const { t } = useTranslation();
  return <Badge variant={variants[status]}>{t(`incidents.status.${status}`)}</Badge>;
}

/** The app's language for date formatting. */
export function useFormatLanguage(): FormatLanguage {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

/** "42 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function formatDuration(t: TFunction, totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  if (seconds < 60) return t('incidents.duration.seconds', { count: seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('incidents.duration.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return t('incidents.duration.hours', { hours, minutes: minutes % 60 });
  return t('incidents.duration.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}
