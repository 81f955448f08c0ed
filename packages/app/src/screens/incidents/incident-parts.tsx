import type { IncidentStatus } from '@hlidka/contract';
import { Badge } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/incident-labels';

const variants = { open: 'destructive', acknowledged: 'warning', resolved: 'success' } as const;

/** An incident's status as a badge: colour and text (the colour is never the only cue). */
export function IncidentStatusBadge({ status }: { status: IncidentStatus }) {
  const { t } = useTranslation();
  return <Badge variant={variants[status]}>{t(`incidentLabels.status.${status}`)}</Badge>;
}
