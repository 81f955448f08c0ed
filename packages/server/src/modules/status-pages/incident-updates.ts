import type { IncidentUpdate } from '@hlidka/contract';
import { asc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/incidents';
import { type IncidentUpdateRow, incidentUpdates } from '../../db/schema/status-pages';
import type { DbOrTx } from '../../db/types';
import { noteOutboxWrite } from '../../events/outbox-writes';
import { AppError } from '../../http/app-error';
import { findVisibleIncident } from '../../monitoring/incidents/index';
import { statusPageMessages as m } from './messages';

export function toIncidentUpdate(row: IncidentUpdateRow): IncidentUpdate {
  return {
    id: row.id,
    incidentId: row.incidentId,
    status: row.status,
    message: { cs: row.messageCs, en: row.messageEn },
    createdAt: row.createdAt.toISOString(),
  };
}

async function requireIncident(db: DbOrTx, userId: string, incidentId: string, now: Date) {
  const incident = await findVisibleIncident(db, userId, incidentId, now);
  if (!incident) throw new AppError('NOT_FOUND', m.incidentNotFound);
  return incident;
}

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
  const incident = await requireIncident(db, input.userId, input.incidentId, input.now);
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
    return inserted;
  });
  noteOutboxWrite();
  return toIncidentUpdate(row);
}
