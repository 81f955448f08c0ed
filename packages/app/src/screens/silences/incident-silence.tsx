import type { Incident as IncidentShape } from '@hlidka/contract';
import { useTranslation } from '../../i18n/use-translation';
import { incidentTitle } from '../../lib/incident-text';
import { SilenceBadge } from './silence-badge';
import { SilenceControl } from './silence-control';
import { useSilenceOfWebsite } from './use-silence-of';

type Incident = Pick<IncidentShape, 'id' | 'status' | 'website'>;

/**
 * An unresolved incident's silence: its own, or its website's or group's (the same alerts are held back). A resolved
 * incident has no alerts left to hold back, and shows none.
 */
function useIncidentSilence(incident: Incident) {
  const silence = useSilenceOfWebsite(incident.website.id);
  return incident.status === 'resolved' ? null : silence;
}

export function IncidentSilenceBadge({ incident }: { incident: Incident }) {
  const silence = useIncidentSilence(incident);
  return silence ? <SilenceBadge silence={silence} /> : null;
}

/** "Ztlumit upozornění" (of this incident) or "Zrušit ztlumení"; none once resolved. */
export function IncidentSilenceControl({ incident }: { incident: Incident }) {
  const { t } = useTranslation();
  const silence = useIncidentSilence(incident);
  if (incident.status === 'resolved') return null;
  return (
    <SilenceControl
      target={{ kind: 'incident', id: incident.id, name: incidentTitle(t, incident) }}
      silence={silence}
    />
  );
}
