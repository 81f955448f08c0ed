import type { AcknowledgementVia, IncidentDetail, IncidentNote } from '@hlidka/contract';
import { and, eq } from 'drizzle-orm';
import { incidentNotes, incidents } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import { users } from '../../db/schema/users';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import type { Language } from '../../http/types';
import { requireThingPermission } from '../../modules/access/permissions';
import { websiteInScope } from '../../modules/access/scope';
import { auditIncident } from './audit';
import { resetIncidentCounters } from './engine';
import { incidentMessages } from './messages';
import { findVisibleIncident, incidentDetail, refuseIncident } from './queries';
import { type Actor, recordIncidentChange, type WebsiteRef } from './records';

/** The person acting, named as the timeline keeps them (their name, else their e-mail). */
export async function actorOf(tx: DbOrTx, userId: string): Promise<Actor> {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const name = `${row?.firstName ?? ''} ${row?.lastName ?? ''}`.trim() || row?.email || '';
  return { userId, name };
}

/** The incident row and its website, locked for the change; 404 when the user may not see it. */
async function lockVisible(tx: DbOrTx, userId: string, incidentId: string) {
  const [row] = await tx
    .select({
      incident: incidents,
      website: {
        id: websites.id,
        name: websites.name,
        url: websites.url,
        ownerId: websites.ownerId,
        teamId: websites.teamId,
      },
    })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .where(and(eq(incidents.id, incidentId), websiteInScope(userId)))
    .for('update', { of: incidents })
    .limit(1);
  if (!row) return refuseIncident(tx, userId, incidentId);
  await requireThingPermission(tx, row.website, userId, 'write', 'incidents');
  return row as { incident: typeof incidents.$inferSelect; website: WebsiteRef };
}

/**
 * The incident, if the user may see it (else 404 like a missing one, or 403 TWO_FACTOR_REQUIRED), and their role may
 * change the team's incidents (the permission table; else 403 FORBIDDEN): what its public updates and its postmortem
 * ask before any change.
 */
export async function requireIncidentWrite(db: DbOrTx, userId: string, incidentId: string, now: Date) {
  const incident = await findVisibleIncident(db, userId, incidentId, now);
  if (!incident) return refuseIncident(db, userId, incidentId);
  const [owner] = await db
    .select({ ownerId: websites.ownerId, teamId: websites.teamId })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .where(eq(incidents.id, incidentId));
  if (owner) await requireThingPermission(db, owner, userId, 'write', 'incidents');
  return incident;
}

async function insertNote(
  tx: DbOrTx,
  target: { incident: typeof incidents.$inferSelect; website: WebsiteRef },
  actor: Actor,
  body: string,
  now: Date,
): Promise<IncidentNote> {
  const [note] = await tx
    .insert(incidentNotes)
    .values({
      incidentId: target.incident.id,
      authorUserId: actor.userId,
      authorName: actor.name,
      body,
      createdAt: now,
    })
    .returning();
  if (!note) throw new Error('The note was not stored');
  await recordIncidentChange(tx, {
    type: 'note',
    incident: target.incident,
    website: target.website,
    actor,
    now,
    note: { id: note.id, body },
  });
  await auditIncident(tx, target.website, {
    action: 'note',
    before: target.incident,
    after: target.incident,
    note: body,
  });
  return {
    id: note.id,
    author: { userId: actor.userId, name: actor.name },
    body: note.body,
    createdAt: note.createdAt.toISOString(),
  };
}

async function detailAfter(
  db: Db,
  userId: string,
  incidentId: string,
  now: Date,
  language: Language = 'cs',
): Promise<IncidentDetail> {
  const incident = await findVisibleIncident(db, userId, incidentId, now, language);
  if (!incident) throw new AppError('NOT_FOUND', incidentMessages.notFound);
  return incidentDetail(db, incident);
}

/** Locks an incident the user may see; a resolved one is refused with `failed` (409). */
async function lockUnresolved(tx: DbOrTx, userId: string, incidentId: string, failed: Translated) {
  const target = await lockVisible(tx, userId, incidentId);
  if (target.incident.status === 'resolved') {
    throw new AppError('CONFLICT', failed, { errors: { status: [incidentMessages.alreadyResolved] } });
  }
  return { target, actor: await actorOf(tx, userId) };
}

async function updateIncident(tx: DbOrTx, incidentId: string, changes: Partial<typeof incidents.$inferInsert>) {
  const [updated] = await tx.update(incidents).set(changes).where(eq(incidents.id, incidentId)).returning();
  if (!updated) throw new AppError('NOT_FOUND', incidentMessages.notFound);
  return updated;
}

/**
 * Acknowledge an open incident ("someone is on it"). Acknowledging an acknowledged incident changes nothing (a note
 * is still added); a resolved one answers 409 'Nepodařilo se potvrdit incident.'.
 */
export async function acknowledgeIncident(
  db: Db,
  userId: string,
  incidentId: string,
  options: { note?: string; now: Date; language?: Language },
): Promise<IncidentDetail> {
  const { now } = options;
  await db.transaction(async (tx) => {
    const { target, actor } = await lockUnresolved(tx, userId, incidentId, incidentMessages.acknowledgeFailed);
    if (target.incident.status === 'open') {
      const before = target.incident;
      const updated = await updateIncident(tx, incidentId, {
        status: 'acknowledged',
        acknowledgedAt: now,
        acknowledgedByUserId: userId,
        updatedAt: now,
      });
      target.incident = updated;
      await recordIncidentChange(tx, { type: 'acknowledged', incident: updated, website: target.website, actor, now });
      await auditIncident(tx, target.website, { action: 'acknowledge', before, after: updated });
    }
    if (options.note) await insertNote(tx, target, actor, options.note, now);
  });
  return detailAfter(db, userId, incidentId, now, options.language);
}

/**
 * Acknowledge from an alert's signed link (an e-mail, a chat button): the link is the authority, so there is no
 * session and no scope here (the caller has checked the link's recipient). Only an open incident changes; returns
 * whether this call acknowledged it.
 */
export async function acknowledgeFromAlert(
  db: Db,
  incidentId: string,
  actor: { userId: string | null; name: string },
  via: AcknowledgementVia,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        incident: incidents,
        website: {
          id: websites.id,
          name: websites.name,
          url: websites.url,
          ownerId: websites.ownerId,
          teamId: websites.teamId,
        },
      })
      .from(incidents)
      .innerJoin(websites, eq(websites.id, incidents.websiteId))
      .where(eq(incidents.id, incidentId))
      .for('update', { of: incidents })
      .limit(1);
    if (row?.incident.status !== 'open') return false;
    const updated = await updateIncident(tx, incidentId, {
      status: 'acknowledged',
      acknowledgedAt: now,
      acknowledgedByUserId: actor.userId,
      updatedAt: now,
    });
    await recordIncidentChange(tx, { type: 'acknowledged', incident: updated, website: row.website, actor, via, now });
    // The link's recipient acted (no one is signed in): their entry in the website's log, when they are a user.
    if (actor.userId) {
      const by = { userId: actor.userId, email: actor.name };
      await auditIncident(tx, row.website, { action: 'acknowledge', before: row.incident, after: updated }, by);
    }
    return true;
  });
}

/**
 * Resolve an incident by hand. The website's failure streak is forgotten, so if it keeps failing a new incident
 * opens only after new confirmed failures. A resolved incident answers 409 'Nepodařilo se vyřešit incident.'.
 */
export async function resolveIncidentByHand(
  db: Db,
  userId: string,
  incidentId: string,
  options: { note?: string; now: Date; language?: Language },
): Promise<IncidentDetail> {
  const { now } = options;
  await db.transaction(async (tx) => {
    const { target, actor } = await lockUnresolved(tx, userId, incidentId, incidentMessages.resolveFailed);
    const before = target.incident;
    const updated = await updateIncident(tx, incidentId, {
      status: 'resolved',
      resolvedAt: now,
      resolvedByUserId: userId,
      updatedAt: now,
    });
    target.incident = updated;
    if (options.note) await insertNote(tx, target, actor, options.note, now);
    await recordIncidentChange(tx, { type: 'resolved', incident: updated, website: target.website, actor, now });
    await auditIncident(tx, target.website, { action: 'resolve', before, after: updated });
    await resetIncidentCounters(tx, target.website.id);
  });
  return detailAfter(db, userId, incidentId, now, options.language);
}

/** Add a note to an incident (any state). */
export async function addIncidentNote(
  db: Db,
  userId: string,
  incidentId: string,
  body: string,
  now: Date,
  language: Language = 'cs',
): Promise<{ note: IncidentNote; incident: IncidentDetail }> {
  const note = await db.transaction(async (tx) => {
    const target = await lockVisible(tx, userId, incidentId);
    const actor = await actorOf(tx, userId);
    await tx.update(incidents).set({ updatedAt: now }).where(eq(incidents.id, incidentId));
    return insertNote(tx, target, actor, body, now);
  });
  return { note, incident: await detailAfter(db, userId, incidentId, now, language) };
}
