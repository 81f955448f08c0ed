import type { IncidentStatus } from '@hlidka/contract';
import { Badge } from '@hlidka/ui';
import { useTranslation } from 'react-i18next';
import '../../i18n/areas/incident-labels';

const variants = { open: 'destructive', acknowledged: 'warning', resolved: 'success' } as const;

/** An incident's status as a badge: colour and text (the colour is never the only cue). */
export function IncidentStatusBadge({ status }: { status: IncidentStatus }) {
  const { t } = useTranslation();
  return <Badge variant={variants[status]}>{t(`incidentLabels.status.${status}`)}</Badge>;
}
