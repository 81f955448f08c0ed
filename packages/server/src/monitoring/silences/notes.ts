import type { SilenceTargetKind } from '@hlidka/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { incidentEvents, incidents } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';

export type SilenceNote = 'silenced' | 'silence_cleared' | 'silence_expired' | 'silence_recovered';

/** The unresolved incidents a silence of this target covers: the website's, the group's websites', or the incident. */
export async function unresolvedIncidentsOf(
  tx: DbOrTx,
  target: { kind: SilenceTargetKind; id: string },
): Promise<string[]> {
  const unresolved = ne(incidents.status, 'resolved');
  const rows =
    target.kind === 'incident'
      ? await tx
          .select({ id: incidents.id })
          .from(incidents)
          .where(and(eq(incidents.id, target.id), unresolved))
      : await tx
          .select({ id: incidents.id })
          .from(incidents)
          .innerJoin(websites, eq(websites.id, incidents.websiteId))
          .where(and(eq(target.kind === 'website' ? websites.id : websites.groupId, target.id), unresolved));
  return rows.map((row) => row.id);
}

/**
 * A timeline row on each incident: silenced (with the reason as its text) or the silence's end. No outbox row: it
 * alerts no one.
 */
export async function noteSilence(
  tx: DbOrTx,
  incidentIds: readonly string[],
  note: { type: SilenceNote; actor: { userId: string; name: string } | null; reason?: string; at: Date },
): Promise<void> {
  if (incidentIds.length === 0) return;
  const known = await tx
    .select({ id: incidents.id })
    .from(incidents)
    .where(inArray(incidents.id, [...incidentIds]));
  if (known.length === 0) return;
  await tx.insert(incidentEvents).values(
    known.map(({ id }) => ({
      incidentId: id,
      type: note.type,
      actorUserId: note.actor?.userId ?? null,
      actorName: note.actor?.name ?? null,
      data: note.reason ? { text: note.reason } : {},
      createdAt: note.at,
    })),
  );
}
