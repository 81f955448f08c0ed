import { and, eq, gt, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { incidents } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import { silences } from '../../db/schema/silences';
import type { DbOrTx } from '../../db/types';
import { noteSilence, unresolvedIncidentsOf } from './notes';

/** SQL: the silence holds at `now` (begun, not run out, not cleared). */
export const silenceHolds = (now: Date): SQL =>
  and(isNull(silences.clearedAt), gt(silences.until, now), lte(silences.createdAt, now)) as SQL;

/**
 * The incident resolved (on recovery or by hand): the silences of it and of its website end, and its website group's
 * too once no other website of the group has an unresolved incident. Noted on the incident's timeline. Called in the
 * transaction that resolves it.
 */
export async function clearSilencesOnRecovery(
  tx: DbOrTx,
  resolved: { incidentId: string; websiteId: string },
  now: Date,
): Promise<void> {
  const [website] = await tx
    .select({ groupId: websites.groupId })
    .from(websites)
    .where(eq(websites.id, resolved.websiteId));
  const targets: SQL[] = [
    and(eq(silences.targetKind, 'incident'), eq(silences.targetId, resolved.incidentId)) as SQL,
    and(eq(silences.targetKind, 'website'), eq(silences.targetId, resolved.websiteId)) as SQL,
  ];
  if (website?.groupId) {
    const [other] = await tx
      .select({ id: incidents.id })
      .from(incidents)
      .innerJoin(websites, eq(websites.id, incidents.websiteId))
      .where(
        and(
          eq(websites.groupId, website.groupId),
          ne(incidents.status, 'resolved'),
          ne(incidents.id, resolved.incidentId),
        ),
      )
      .limit(1);
    if (!other) targets.push(and(eq(silences.targetKind, 'group'), eq(silences.targetId, website.groupId)) as SQL);
  }
  const cleared = await tx
    .update(silences)
    .set({ clearedAt: now, clearedReason: 'recovery' })
    .where(and(silenceHolds(now), or(...targets)))
    .returning({ id: silences.id });
  if (cleared.length > 0) {
    await noteSilence(tx, [resolved.incidentId], { type: 'silence_recovered', actor: null, at: now });
  }
}

/** Silences whose time ran out end as expired (at their `until`), noted on the incidents they covered. */
export async function expireSilences(db: DbOrTx, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(silences)
      .set({ clearedAt: sql`${silences.until}`, clearedReason: 'expiry' })
      .where(and(isNull(silences.clearedAt), lte(silences.until, now)))
      .returning({ targetKind: silences.targetKind, targetId: silences.targetId, until: silences.until });
    for (const silence of expired) {
      const covered = await unresolvedIncidentsOf(tx, { kind: silence.targetKind, id: silence.targetId });
      await noteSilence(tx, covered, { type: 'silence_expired', actor: null, at: silence.until });
    }
    return expired.length;
  });
}
