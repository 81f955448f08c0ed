import type {
  AuditAction,
  createMaintenanceWindowBodySchema,
  MaintenanceRecurrence,
  MaintenanceWindow,
  updateMaintenanceWindowBodySchema,
} from '@hlidka/contract';
import { occurrencesBetween, parseRecurrenceRule, windowBounds } from '@hlidka/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type MaintenanceWindowRow,
  maintenanceWindowGroups,
  maintenanceWindowStatusPages,
  maintenanceWindows,
  maintenanceWindowWebsites,
} from '../../db/schema/maintenance';
import { websites } from '../../db/schema/monitoring';
import { statusPageGroups, statusPages } from '../../db/schema/status-pages';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { refuseUnlessCan, requirePermission } from '../access/permissions';
import { maintenanceWindowInScope, statusPageInScope, websiteInScope } from '../access/scope';
import { refuseOutOfScope, teamRoleOf } from '../access/team-role';
import { auditRowChange } from '../audit/record';
import { maintenanceMessages as m } from './messages';

type CreateInput = z.output<typeof createMaintenanceWindowBodySchema>;
type UpdateInput = z.output<typeof updateMaintenanceWindowBodySchema>;

export interface MaintenanceContext {
  db: Db;
  userId: string;
  now: Date;
}

const DAY = 86_400_000;
/** How far ahead the next occurrence is looked for. */
const NEXT_HORIZON_MS = 400 * DAY;

const visibleWindow = maintenanceWindowInScope;

async function findVisible(db: DbOrTx, id: string, userId: string): Promise<MaintenanceWindowRow> {
  const [row] = await db
    .select()
    .from(maintenanceWindows)
    .where(and(eq(maintenanceWindows.id, id), visibleWindow(userId)))
    .limit(1);
  if (row) return row;
  const [window] = await db
    .select({ teamId: maintenanceWindows.teamId })
    .from(maintenanceWindows)
    .where(eq(maintenanceWindows.id, id));
  return refuseOutOfScope(db, window?.teamId, userId, m.notFound);
}

async function findManaged(db: DbOrTx, id: string, userId: string): Promise<MaintenanceWindowRow> {
  const row = await findVisible(db, id, userId);
  if (!row.teamId && row.ownerId === userId) return row;
  const role = row.teamId ? await teamRoleOf(db, row.teamId, userId) : null;
  if (!role) throw new AppError('FORBIDDEN', m.manageForbidden);
  refuseUnlessCan(role, 'write', 'maintenance', m.manageForbidden);
  return row;
}

function checkRecurrence(recurrence: MaintenanceRecurrence | undefined) {
  if (recurrence?.kind !== 'rrule') return;
  const parsed = parseRecurrenceRule(recurrence.rule);
  if ('error' in parsed) {
    throw new AppError('VALIDATION_ERROR', undefined, { errors: { 'recurrence.rule': [m.rule[parsed.error]] } });
  }
}

interface Targets {
  websiteIds: string[];
  statusPageIds: string[];
  groupIds: string[];
}

const visiblePage = statusPageInScope;

/** Every website, status page and group named must be one the user sees. */
async function checkTargets(db: DbOrTx, userId: string, { websiteIds, statusPageIds, groupIds }: Targets) {
  const errors: Record<string, Translated[]> = {};
  if (websiteIds.length > 0) {
    const found = await db
      .select({ id: websites.id })
      .from(websites)
      .where(and(inArray(websites.id, websiteIds), websiteInScope(userId)));
    const known = new Set(found.map((r) => r.id));
    websiteIds.forEach((id, i) => {
      if (!known.has(id)) errors[`websiteIds.${i}`] = [m.websiteNotFound];
    });
  }
  if (statusPageIds.length > 0) {
    const found = await db
      .select({ id: statusPages.id })
      .from(statusPages)
      .where(and(inArray(statusPages.id, statusPageIds), visiblePage(userId)));
    const known = new Set(found.map((r) => r.id));
    statusPageIds.forEach((id, i) => {
      if (!known.has(id)) errors[`statusPageIds.${i}`] = [m.statusPageNotFound];
    });
  }
  if (groupIds.length > 0) {
    const found = await db
      .select({ id: statusPageGroups.id })
      .from(statusPageGroups)
      .innerJoin(statusPages, eq(statusPages.id, statusPageGroups.statusPageId))
      .where(and(inArray(statusPageGroups.id, groupIds), visiblePage(userId)));
    const known = new Set(found.map((r) => r.id));
    groupIds.forEach((id, i) => {
      if (!known.has(id)) errors[`groupIds.${i}`] = [m.groupNotFound];
    });
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, { errors });
}

async function writeTargets(tx: DbOrTx, windowId: string, targets: Targets) {
  await tx.delete(maintenanceWindowWebsites).where(eq(maintenanceWindowWebsites.windowId, windowId));
  await tx.delete(maintenanceWindowStatusPages).where(eq(maintenanceWindowStatusPages.windowId, windowId));
  await tx.delete(maintenanceWindowGroups).where(eq(maintenanceWindowGroups.windowId, windowId));
  const websiteIds = [...new Set(targets.websiteIds)];
  const statusPageIds = [...new Set(targets.statusPageIds)];
  const groupIds = [...new Set(targets.groupIds)];
  if (websiteIds.length > 0) {
    await tx.insert(maintenanceWindowWebsites).values(websiteIds.map((websiteId) => ({ windowId, websiteId })));
  }
  if (statusPageIds.length > 0) {
    await tx
      .insert(maintenanceWindowStatusPages)
      .values(statusPageIds.map((statusPageId) => ({ windowId, statusPageId })));
  }
  if (groupIds.length > 0) {
    await tx.insert(maintenanceWindowGroups).values(groupIds.map((groupId) => ({ windowId, groupId })));
  }
}

async function targetsOf(db: DbOrTx, windowId: string): Promise<Targets> {
  const [sites, pages, groups] = await Promise.all([
    db
      .select({ id: maintenanceWindowWebsites.websiteId })
      .from(maintenanceWindowWebsites)
      .where(eq(maintenanceWindowWebsites.windowId, windowId)),
    db
      .select({ id: maintenanceWindowStatusPages.statusPageId })
      .from(maintenanceWindowStatusPages)
      .where(eq(maintenanceWindowStatusPages.windowId, windowId)),
    db
      .select({ id: maintenanceWindowGroups.groupId })
      .from(maintenanceWindowGroups)
      .where(eq(maintenanceWindowGroups.windowId, windowId)),
  ]);
  return {
    websiteIds: sites.map((r) => r.id),
    statusPageIds: pages.map((r) => r.id),
    groupIds: groups.map((r) => r.id),
  };
}

export async function toMaintenanceWindow(
  db: DbOrTx,
  row: MaintenanceWindowRow,
  now: Date,
): Promise<MaintenanceWindow> {
  const targets = await targetsOf(db, row.id);
  const timing = {
    startsAtLocal: row.startsAtLocal,
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    recurrence: row.recurrence,
  };
  const around = occurrencesBetween(timing, now, new Date(now.getTime() + NEXT_HORIZON_MS));
  const ongoing = around.find((o) => o.startsAt <= now) ?? null;
  const next = around.find((o) => o.startsAt > now) ?? null;
  const occurrence = (o: { startsAt: Date; endsAt: Date } | null) =>
    o ? { startsAt: o.startsAt.toISOString(), endsAt: o.endsAt.toISOString() } : null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    teamId: row.teamId,
    startsAt: row.startsAtLocal,
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    recurrence: row.recurrence,
    ...targets,
    notifyMinutesBefore: row.notifyMinutesBefore,
    ongoing: occurrence(ongoing),
    next: occurrence(next),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listMaintenanceWindows(ctx: MaintenanceContext) {
  const rows = await ctx.db
    .select()
    .from(maintenanceWindows)
    .where(visibleWindow(ctx.userId))
    .orderBy(asc(maintenanceWindows.firstStartsAt), asc(maintenanceWindows.id));
  return Promise.all(rows.map((row) => toMaintenanceWindow(ctx.db, row, ctx.now)));
}

export async function getMaintenanceWindow(ctx: MaintenanceContext, id: string) {
  return toMaintenanceWindow(ctx.db, await findVisible(ctx.db, id, ctx.userId), ctx.now);
}

export async function createMaintenanceWindow(ctx: MaintenanceContext, body: CreateInput) {
  if (body.teamId) await requirePermission(ctx.db, body.teamId, ctx.userId, 'write', 'maintenance');
  checkRecurrence(body.recurrence);
  await checkTargets(ctx.db, ctx.userId, body);
  const timing = {
    startsAtLocal: body.startsAt,
    timeZone: body.timeZone,
    durationMinutes: body.durationMinutes,
    recurrence: body.recurrence,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(maintenanceWindows)
      .values({
        ownerId: ctx.userId,
        teamId: body.teamId,
        title: body.title,
        description: body.description,
        startsAtLocal: body.startsAt,
        timeZone: body.timeZone,
        durationMinutes: body.durationMinutes,
        recurrence: body.recurrence,
        notifyMinutesBefore: body.notifyMinutesBefore,
        ...windowBounds(timing),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!inserted) throw new Error('maintenance window insert returned nothing');
    await writeTargets(tx, inserted.id, body);
    await auditWindow(tx, 'create', null, inserted);
    return inserted;
  });
  return toMaintenanceWindow(ctx.db, row, ctx.now);
}

export async function updateMaintenanceWindow(ctx: MaintenanceContext, id: string, body: UpdateInput) {
  const current = await findManaged(ctx.db, id, ctx.userId);
  if (body.teamId && body.teamId !== current.teamId) {
    await requirePermission(ctx.db, body.teamId, ctx.userId, 'write', 'maintenance');
  }
  checkRecurrence(body.recurrence);
  await checkTargets(ctx.db, ctx.userId, {
    websiteIds: body.websiteIds ?? [],
    statusPageIds: body.statusPageIds ?? [],
    groupIds: body.groupIds ?? [],
  });
  const timing = {
    startsAtLocal: body.startsAt ?? current.startsAtLocal,
    timeZone: body.timeZone ?? current.timeZone,
    durationMinutes: body.durationMinutes ?? current.durationMinutes,
    recurrence: body.recurrence ?? current.recurrence,
  };
  const row = await ctx.db.transaction(async (tx) => {
    const targetsBefore = await targetsOf(tx, current.id);
    const [updated] = await tx
      .update(maintenanceWindows)
      .set({
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.teamId !== undefined ? { teamId: body.teamId } : {}),
        ...(body.notifyMinutesBefore !== undefined ? { notifyMinutesBefore: body.notifyMinutesBefore } : {}),
        startsAtLocal: timing.startsAtLocal,
        timeZone: timing.timeZone,
        durationMinutes: timing.durationMinutes,
        recurrence: timing.recurrence,
        ...windowBounds(timing),
        updatedAt: ctx.now,
      })
      .where(eq(maintenanceWindows.id, current.id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', m.notFound);
    if (body.websiteIds !== undefined || body.statusPageIds !== undefined || body.groupIds !== undefined) {
      const before = await targetsOf(tx, current.id);
      const targets = {
        websiteIds: body.websiteIds ?? before.websiteIds,
        statusPageIds: body.statusPageIds ?? before.statusPageIds,
        groupIds: body.groupIds ?? before.groupIds,
      };
      if (targets.websiteIds.length + targets.statusPageIds.length + targets.groupIds.length === 0) {
        throw new AppError('VALIDATION_ERROR', undefined, { errors: { websiteIds: [m.nothingCovered] } });
      }
      await writeTargets(tx, current.id, targets);
    }
    await auditWindow(tx, 'update', { ...current, targets: targetsBefore }, updated);
    return updated;
  });
  return toMaintenanceWindow(ctx.db, row, ctx.now);
}

export async function deleteMaintenanceWindow(ctx: MaintenanceContext, id: string) {
  const row = await findManaged(ctx.db, id, ctx.userId);
  await ctx.db.transaction(async (tx) => {
    const targets = await targetsOf(tx, row.id);
    await tx.delete(maintenanceWindows).where(eq(maintenanceWindows.id, row.id));
    await auditWindow(tx, 'delete', { ...row, targets }, null);
  });
}

/** A maintenance window in the audit log: what a person sets (its computed bounds left out), with its targets. */
async function auditWindow(
  tx: DbOrTx,
  action: AuditAction,
  before: (MaintenanceWindowRow & { targets: unknown }) | null,
  after: MaintenanceWindowRow | null,
) {
  const targets = after ? await targetsOf(tx, after.id) : null;
  return auditRowChange(tx, {
    action,
    resourceType: 'maintenance_window',
    before,
    after: after && { ...after, targets },
    fields: [
      'title',
      'description',
      'teamId',
      'startsAtLocal',
      'timeZone',
      'durationMinutes',
      'recurrence',
      'notifyMinutesBefore',
      'targets',
    ] as const,
    name: (row) => row.title,
  });
}
