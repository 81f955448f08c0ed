import { eq, sql } from 'drizzle-orm';
import { incidentEvents, incidents } from '../../db/schema/incidents';
import type { DbOrTx } from '../../db/types';

type DependencyNote = 'dependency_linked' | 'dependent_linked' | 'dependency_recovered';

/** A timeline row naming the other website (no outbox row: the note alerts no one). */
export async function noteDependency(
  tx: DbOrTx,
  incidentId: string,
  type: DependencyNote,
  otherName: string,
  now: Date,
) {
  await tx.insert(incidentEvents).values({ incidentId, type, data: { text: otherName }, createdAt: now });
}

/**
 * Link a child's incident to its parent's: its alerts are held back from now until the parent recovers (its own wait,
 * if any, ends: the parent's incident speaks for it). Noted on both timelines.
 */
export async function linkToParent(
  tx: DbOrTx,
  child: { incidentId: string; name: string },
  parent: { incidentId: string; name: string },
  now: Date,
): Promise<void> {
  await tx
    .update(incidents)
    .set({ parentIncidentId: parent.incidentId, alertsHeldUntil: null, alertsReleasedAt: null })
    .where(eq(incidents.id, child.incidentId));
  await noteDependency(tx, child.incidentId, 'dependency_linked', parent.name, now);
  await noteDependency(tx, parent.incidentId, 'dependent_linked', child.name, now);
}

/** Hold the incident's alerts until `until` (or later, when it already waits longer). */
export async function holdAlerts(tx: DbOrTx, incidentId: string, until: Date): Promise<void> {
  await tx
    .update(incidents)
    .set({
      alertsHeldUntil: sql`greatest(coalesce(${incidents.alertsHeldUntil}, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)`,
    })
    .where(eq(incidents.id, incidentId));
}
