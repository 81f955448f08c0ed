import type {
  AuditAction,
  CreateSilenceBody,
  Silence,
  SilenceTargetKind,
  silenceListQuerySchema,
} from '@hlidka/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type SilenceRow, silences } from '../../db/schema/silences';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { actorOf } from '../../monitoring/incidents/actions';
import { findVisibleIncident } from '../../monitoring/incidents/queries';
import { silenceHolds } from '../../monitoring/silences/clear';
import { noteSilence, unresolvedIncidentsOf } from '../../monitoring/silences/notes';
import { requireThingPermission } from '../access/permissions';
import { silenceInScope } from '../access/scope';
import { refuseOutOfScope } from '../access/team-role';
import { auditRowChange } from '../audit/record';
import { findVisibleGroup } from '../websites/groups/service';
import { findVisibleWebsite } from '../websites/service';
import { coveredWebsites } from './covered-websites';
import { silenceMessages as m } from './messages';

export interface SilenceContext {
  db: Db;
  userId: string;
  now: Date;
}

const visibleSilence = silenceInScope;

const holdsNow = (row: SilenceRow, now: Date) => row.clearedAt === null && row.until > now && row.createdAt <= now;

export function toSilence(row: SilenceRow, now: Date, websiteIds: string[]): Silence {
  return {
    id: row.id,
    targetKind: row.targetKind,
    targetId: row.targetId,
    websiteIds,
    reason: row.reason,
    until: row.until.toISOString(),
    createdBy: { userId: row.createdByUserId, name: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    clearedAt: row.clearedAt?.toISOString() ?? null,
    clearedReason: row.clearedReason,
    active: holdsNow(row, now),
  };
}

async function withWebsites(db: DbOrTx, row: SilenceRow, now: Date): Promise<Silence> {
  const covered = await coveredWebsites(db, [row]);
  return toSilence(row, now, covered.get(row.targetId) ?? []);
}

/** The scope (owner and team) of a target the user sees; 404 in its own words otherwise. */
async function scopeOfTarget(
  db: DbOrTx,
  userId: string,
  target: { kind: SilenceTargetKind; id: string },
  now: Date,
): Promise<{ ownerId: string; teamId: string | null }> {
  if (target.kind === 'website') return findVisibleWebsite(db, target.id, userId);
  if (target.kind === 'group') return findVisibleGroup(db, target.id, userId);
  const incident = await findVisibleIncident(db, userId, target.id, now);
  if (!incident) throw new AppError('NOT_FOUND', m.incidentNotFound);
  if (incident.status === 'resolved') throw new AppError('CONFLICT', m.incidentResolved);
  return findVisibleWebsite(db, incident.website.id, userId);
}

/** Silence a target the user sees, noted on the unresolved incidents it covers. */
export async function createSilence(ctx: SilenceContext, body: CreateSilenceBody): Promise<Silence> {
  return ctx.db.transaction(async (tx) => {
    const target = { kind: body.targetKind, id: body.targetId };
    const scope = await scopeOfTarget(tx, ctx.userId, target, ctx.now);
    await requireThingPermission(tx, scope, ctx.userId, 'write', 'silences');
    const actor = await actorOf(tx, ctx.userId);
    const [row] = await tx
      .insert(silences)
      .values({
        targetKind: body.targetKind,
        targetId: body.targetId,
        ownerId: scope.ownerId,
        teamId: scope.teamId,
        reason: body.reason,
        until: new Date(ctx.now.getTime() + body.durationMinutes * 60_000),
        createdByUserId: ctx.userId,
        createdByName: actor.name,
        createdAt: ctx.now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await auditSilence(tx, 'create', null, row);
    await noteSilence(tx, await unresolvedIncidentsOf(tx, target), {
      type: 'silenced',
      actor,
      reason: body.reason,
      at: ctx.now,
    });
    return withWebsites(tx, row, ctx.now);
  });
}

export async function listSilences(
  ctx: SilenceContext,
  query: z.output<typeof silenceListQuerySchema>,
): Promise<Silence[]> {
  const filters: SQL[] = [visibleSilence(ctx.userId)];
  if (query.active) filters.push(silenceHolds(ctx.now));
  if (query.targetKind) filters.push(eq(silences.targetKind, query.targetKind));
  if (query.targetId) filters.push(eq(silences.targetId, query.targetId));
  const rows = await ctx.db
    .select()
    .from(silences)
    .where(and(...filters))
    .orderBy(desc(silences.createdAt), desc(silences.id));
  const covered = await coveredWebsites(ctx.db, rows);
  return rows.map((row) => toSilence(row, ctx.now, covered.get(row.targetId) ?? []));
}

/** Clear a silence by hand (whoever sees it may): alerts go out again. One already ended answers 409. */
export async function clearSilence(ctx: SilenceContext, id: string): Promise<Silence> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(silences)
      .where(and(eq(silences.id, id), visibleSilence(ctx.userId)))
      .for('update');
    if (!row) {
      const [other] = await tx.select({ teamId: silences.teamId }).from(silences).where(eq(silences.id, id));
      return refuseOutOfScope(tx, other?.teamId, ctx.userId, m.notFound);
    }
    await requireThingPermission(tx, row, ctx.userId, 'write', 'silences');
    if (!holdsNow(row, ctx.now)) throw new AppError('CONFLICT', m.alreadyEnded);
    const [cleared] = await tx
      .update(silences)
      .set({ clearedAt: ctx.now, clearedReason: 'manual', clearedByUserId: ctx.userId })
      .where(eq(silences.id, id))
      .returning();
    if (!cleared) throw new AppError('NOT_FOUND', m.notFound);
    await auditSilence(tx, 'clear', row, cleared);
    const actor = await actorOf(tx, ctx.userId);
    const covered = await unresolvedIncidentsOf(tx, { kind: row.targetKind, id: row.targetId });
    await noteSilence(tx, covered, { type: 'silence_cleared', actor, at: ctx.now });
    return withWebsites(tx, cleared, ctx.now);
  });
}

const SILENCE_FIELDS = ['targetKind', 'targetId', 'teamId', 'reason', 'until', 'clearedAt', 'clearedReason'] as const;

function auditSilence(tx: DbOrTx, action: AuditAction, before: SilenceRow | null, after: SilenceRow | null) {
  return auditRowChange(tx, {
    action,
    resourceType: 'silence',
    before,
    after,
    fields: SILENCE_FIELDS,
    name: (row) => row.reason,
  });
}
