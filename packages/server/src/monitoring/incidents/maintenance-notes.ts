import { and, eq, ne } from 'drizzle-orm';
import { incidentEvents, incidents } from '../../db/schema/incidents';
import type { DbOrTx } from '../../db/types';

/**
 * Note on the website's unresolved incident (if any) that a maintenance window began or ended. A timeline row only:
 * no outbox row, so no one is alerted; the incident's alerts wait for the end of the window.
 */
export async function noteMaintenanceOnIncident(
  tx: DbOrTx,
  websiteId: string,
  type: 'maintenance_started' | 'maintenance_ended',
  now: Date,
): Promise<void> {
  const [incident] = await tx
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.websiteId, websiteId), ne(incidents.status, 'resolved')));
  if (!incident) return;
  await tx.insert(incidentEvents).values({ incidentId: incident.id, type, data: {}, createdAt: now });
}
