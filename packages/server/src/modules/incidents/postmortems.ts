import type { Postmortem } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { incidents } from '../../db/schema/incidents';
import { type IncidentPostmortemRow, incidentPostmortems } from '../../db/schema/postmortems';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { actorOf, requireIncidentWrite } from '../../monitoring/incidents/actions';
import { auditIncidentPart } from '../../monitoring/incidents/audit';
import { findVisibleIncident, refuseIncident } from '../../monitoring/incidents/index';

// Postmortems of resolved incidents (issue 29 §4): the team reads them where it may see the incident and writes them
// where its role may change incidents (the permission table); a published one reaches the status pages
// (status-pages/public-page.ts) and their feeds. Saving touches the incident's `updatedAt`, which is in every status
// page's fingerprint, so the pages show the change at once.

export const postmortemMessages = {
  notResolved: {
    cs: 'Postmortem lze napsat až k vyřešenému incidentu.',
    en: 'A postmortem can be written once the incident is resolved.',
  },
  notFound: { cs: 'Postmortem nebyl nalezen', en: 'Postmortem not found' },
  savedDraft: { cs: 'Koncept postmortemu uložen', en: 'Postmortem draft saved' },
  published: { cs: 'Postmortem zveřejněn', en: 'Postmortem published' },
  deleted: { cs: 'Postmortem smazán', en: 'Postmortem deleted' },
};

/** What the audit log keeps of a postmortem: its text and whether it is published. */
const auditOf = (row: IncidentPostmortemRow | undefined) =>
  row ? { body: row.body, published: row.publishedAt !== null } : null;

export function toPostmortem(row: IncidentPostmortemRow): Postmortem {
  return {
    incidentId: row.incidentId,
    body: row.body,
    published: row.publishedAt !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: { userId: row.updatedByUserId, name: row.updatedByName },
  };
}

/** The incident if the user may see it, else 404 (or 403 TWO_FACTOR_REQUIRED), exactly as the incident itself. */
async function requireIncident(db: DbOrTx, userId: string, incidentId: string, now: Date) {
  const incident = await findVisibleIncident(db, userId, incidentId, now);
  if (!incident) return refuseIncident(db, userId, incidentId);
  return incident;
}

export async function getPostmortem(db: DbOrTx, userId: string, incidentId: string, now: Date) {
  await requireIncident(db, userId, incidentId, now);
  const [row] = await db.select().from(incidentPostmortems).where(eq(incidentPostmortems.incidentId, incidentId));
  return row ? toPostmortem(row) : null;
}

/** Write or change the postmortem; `published` publishes it (keeping the first publication's time) or takes it back. */
export async function savePostmortem(
  db: DbOrTx,
  input: { userId: string; incidentId: string; body: string; published: boolean; now: Date },
): Promise<Postmortem> {
  const incident = await requireIncidentWrite(db, input.userId, input.incidentId, input.now);
  if (incident.status !== 'resolved') throw new AppError('CONFLICT', postmortemMessages.notResolved);
  const row = await db.transaction(async (tx) => {
    const actor = await actorOf(tx, input.userId);
    const [current] = await tx
      .select()
      .from(incidentPostmortems)
      .where(eq(incidentPostmortems.incidentId, input.incidentId))
      .for('update');
    const publishedAt = input.published ? (current?.publishedAt ?? input.now) : null;
    const values = {
      body: input.body,
      publishedAt,
      updatedByUserId: actor.userId,
      updatedByName: actor.name,
      updatedAt: input.now,
    };
    const [saved] = await tx
      .insert(incidentPostmortems)
      .values({ incidentId: input.incidentId, createdAt: input.now, ...values })
      .onConflictDoUpdate({ target: incidentPostmortems.incidentId, set: values })
      .returning();
    await tx.update(incidents).set({ updatedAt: input.now }).where(eq(incidents.id, input.incidentId));
    await auditIncidentPart(tx, input.incidentId, {
      action: current ? 'update' : 'create',
      resourceType: 'postmortem',
      resourceId: input.incidentId,
      before: auditOf(current),
      after: auditOf(saved),
    });
    return saved;
  });
  if (!row) throw new Error('postmortem upsert returned nothing');
  return toPostmortem(row);
}

export async function deletePostmortem(db: DbOrTx, userId: string, incidentId: string, now: Date): Promise<void> {
  await requireIncidentWrite(db, userId, incidentId, now);
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(incidentPostmortems)
      .where(eq(incidentPostmortems.incidentId, incidentId))
      .returning();
    if (!deleted) throw new AppError('NOT_FOUND', postmortemMessages.notFound);
    await tx.update(incidents).set({ updatedAt: now }).where(eq(incidents.id, incidentId));
    await auditIncidentPart(tx, incidentId, {
      action: 'delete',
      resourceType: 'postmortem',
      resourceId: incidentId,
      before: auditOf(deleted),
    });
  });
}
