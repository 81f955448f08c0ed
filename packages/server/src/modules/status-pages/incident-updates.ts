import type { IncidentUpdate } from '@hlidka/contract';
import { and, asc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/incidents';
import { type IncidentUpdateRow, incidentUpdates } from '../../db/schema/status-pages';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { requireIncidentWrite } from '../../monitoring/incidents/actions';
import { auditIncidentPart } from '../../monitoring/incidents/audit';
import { findVisibleIncident, refuseIncident } from '../../monitoring/incidents/index';
import { statusPageMessages as m } from './messages';

export function toIncidentUpdate(row: IncidentUpdateRow): IncidentUpdate {
  return {
    id: row.id,
    incidentId: row.incidentId,
    status: row.status,
    message: { cs: row.messageCs, en: row.messageEn },
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/**
 * The incident, if the user may use its website (the one scope: access/scope.ts, through `findVisibleIncident`), else
 * 404 like a missing one, or 403 TWO_FACTOR_REQUIRED to a member the team's requirement shuts out. Listing, posting,
 * editing and deleting updates all ask this one question.
 */
async function requireIncident(db: DbOrTx, userId: string, incidentId: string, now: Date) {
  const incident = await findVisibleIncident(db, userId, incidentId, now);
  if (!incident) return refuseIncident(db, userId, incidentId);
  return incident;
}

/** What the audit log keeps of a public update. */
const updateFields = (row: IncidentUpdateRow) => ({
  status: row.status,
  messageCs: row.messageCs,
  messageEn: row.messageEn,
});

const auditUpdate = (
  tx: DbOrTx,
  action: 'create' | 'update' | 'delete',
  before: IncidentUpdateRow | null,
  after: IncidentUpdateRow | null,
) => {
  const row = (after ?? before) as IncidentUpdateRow;
  return auditIncidentPart(tx, row.incidentId, {
    action,
    resourceType: 'incident_update',
    resourceId: row.id,
    before: before && updateFields(before),
    after: after && updateFields(after),
  });
};

const ofIncident = (incidentId: string, updateId: string) =>
  and(eq(incidentUpdates.id, updateId), eq(incidentUpdates.incidentId, incidentId));

export async function listIncidentUpdates(db: DbOrTx, userId: string, incidentId: string, now: Date) {
  await requireIncident(db, userId, incidentId, now);
  const rows = await db
    .select()
    .from(incidentUpdates)
    .where(eq(incidentUpdates.incidentId, incidentId))
    .orderBy(asc(incidentUpdates.createdAt), asc(incidentUpdates.id));
  return rows.map(toIncidentUpdate);
}

export async function postIncidentUpdate(
  db: DbOrTx,
  input: {
    userId: string;
    incidentId: string;
    status: IncidentUpdate['status'];
    message: { cs: string | null; en: string | null };
    now: Date;
  },
): Promise<IncidentUpdate> {
  const incident = await requireIncidentWrite(db, input.userId, input.incidentId, input.now);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(incidentUpdates)
      .values({
        incidentId: input.incidentId,
        status: input.status,
        messageCs: input.message.cs,
        messageEn: input.message.en,
        authorId: input.userId,
        createdAt: input.now,
      })
      .returning();
    if (!inserted) throw new Error('incident update insert returned nothing');
    // The status pages' subscribers hear of it through the notification pipeline (subscriber-notices.ts).
    await tx.insert(outbox).values({
      type: 'incident.update_posted',
      payload: {
        incidentId: input.incidentId,
        updateId: inserted.id,
        websiteId: incident.website.id,
        at: input.now.toISOString(),
      },
      createdAt: input.now,
    });
    await auditUpdate(tx, 'create', null, inserted);
    return inserted;
  });
  return toIncidentUpdate(row);
}

/**
 * Change a posted update's status or text. It keeps its time (its place in the incident's story) and records when it
 * was edited, which the public page shows. Nothing is sent again: subscribers heard of it when it was posted (the
 * notice reads the update when it goes out, so an edit made before that goes out once, corrected).
 */
export async function editIncidentUpdate(
  db: DbOrTx,
  input: {
    userId: string;
    incidentId: string;
    updateId: string;
    status?: IncidentUpdate['status'];
    message?: { cs: string | null; en: string | null };
    now: Date;
  },
): Promise<IncidentUpdate> {
  await requireIncidentWrite(db, input.userId, input.incidentId, input.now);
  const row = await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(incidentUpdates)
      .where(ofIncident(input.incidentId, input.updateId))
      .for('update');
    if (!current) throw new AppError('NOT_FOUND', m.updateNotFound);
    const next = {
      status: input.status ?? current.status,
      messageCs: input.message ? input.message.cs : current.messageCs,
      messageEn: input.message ? input.message.en : current.messageEn,
    };
    const unchanged =
      next.status === current.status && next.messageCs === current.messageCs && next.messageEn === current.messageEn;
    if (unchanged) return current;
    const [updated] = await tx
      .update(incidentUpdates)
      .set({ ...next, editedAt: input.now })
      .where(ofIncident(input.incidentId, input.updateId))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', m.updateNotFound);
    await auditUpdate(tx, 'update', current, updated);
    return updated;
  });
  return toIncidentUpdate(row);
}

/** Delete a posted update: it leaves the incident's updates and every status page (and its feed) at once. */
export async function deleteIncidentUpdate(
  db: DbOrTx,
  input: { userId: string; incidentId: string; updateId: string; now: Date },
): Promise<void> {
  await requireIncidentWrite(db, input.userId, input.incidentId, input.now);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(incidentUpdates).where(ofIncident(input.incidentId, input.updateId)).returning();
    if (!deleted) throw new AppError('NOT_FOUND', m.updateNotFound);
    await auditUpdate(tx, 'delete', deleted, null);
  });
}
