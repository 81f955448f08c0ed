import { randomBytes } from 'node:crypto';
import type { AuditAction } from '@hlidka/contract';
import {
  can,
  type createOnCallLayerBodySchema,
  type createOnCallScheduleBodySchema,
  MAX_ON_CALL_LAYERS,
  type OnCallSchedule,
  type OnCallScheduleSummary,
  type onCallOverrideBodySchema,
  type onCallRotationBodySchema,
  type updateOnCallLayerBodySchema,
  type updateOnCallScheduleBodySchema,
} from '@hlidka/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { onCallLayers, onCallOverrides, onCallRotations, onCallSchedules } from '../../db/schema/on-call';
import { teamMembers, teams } from '../../db/schema/teams';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { requirePermission } from '../access/permissions';
import { teamRoleOf } from '../access/team-role';
import { recordAudit } from '../audit/record';
import { findManagedSchedule, findVisibleSchedule, type ScheduleAccess, visibleSchedule } from './access';
import { onCallMessages as m } from './messages';
import { toSchedule, toScheduleSummary } from './present';
import { loadSchedule } from './spec';

export interface OnCallContext {
  db: Db;
  userId: string;
  now: Date;
  publicUrl: string;
  secret: string;
}

type RotationInput = z.output<typeof onCallRotationBodySchema>;
type OverrideInput = z.output<typeof onCallOverrideBodySchema>;

const newNonce = () => randomBytes(18).toString('base64url');

async function present(ctx: OnCallContext, access: ScheduleAccess): Promise<OnCallSchedule> {
  const stored = await loadSchedule(ctx.db, access.row, ctx.now);
  return toSchedule(stored, { ...ctx, teamName: access.teamName, canEdit: access.canEdit });
}

/** The schedule as it is after a change (read again: the name, the feed's nonce, `updatedAt`). */
const presentAfterChange = (ctx: OnCallContext, id: string) => getOnCallSchedule(ctx, id);

async function teamMemberIds(db: DbOrTx, teamId: string): Promise<Set<string>> {
  const rows = await db.select({ id: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return new Set(rows.map((r) => r.id));
}

/** Every person a rotation names must be a member of the schedule's team. */
async function checkRotations(db: DbOrTx, teamId: string, rotations: RotationInput[] | undefined) {
  if (!rotations) return;
  const members = await teamMemberIds(db, teamId);
  const errors: Record<string, Translated[]> = {};
  rotations.forEach((rotation, i) => {
    rotation.memberIds.forEach((id, j) => {
      if (!members.has(id)) errors[`rotations.${i}.memberIds.${j}`] = [m.notTeamMember];
    });
  });
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, { errors });
}

async function writeRotations(tx: DbOrTx, layerId: string, rotations: RotationInput[]) {
  await tx.delete(onCallRotations).where(eq(onCallRotations.layerId, layerId));
  if (rotations.length === 0) return;
  await tx.insert(onCallRotations).values(
    rotations.map((r, position) => ({
      layerId,
      position,
      frequency: r.frequency,
      handoffTime: r.handoffTime,
      handoffWeekday: r.handoffWeekday,
      timeZone: r.timeZone,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      // The same person twice in a row would only lengthen their turn: kept as given, the order is the user's.
      memberIds: r.memberIds,
    })),
  );
}

/** A schedule's change in the team's audit log (its layers and overrides are changes of the schedule). */
function auditSchedule(
  tx: DbOrTx,
  schedule: { id: string; teamId: string; name: string },
  action: AuditAction,
  before: object | null,
  after: object | null,
) {
  return recordAudit(tx, {
    scope: { ownerId: null, teamId: schedule.teamId },
    action,
    resourceType: 'on_call_schedule',
    resourceId: schedule.id,
    resourceName: schedule.name,
    before,
    after,
  });
}

const touch = (tx: DbOrTx, id: string, now: Date) =>
  tx.update(onCallSchedules).set({ updatedAt: now }).where(eq(onCallSchedules.id, id));

export async function listOnCallSchedules(
  ctx: OnCallContext,
  teamId: string | undefined,
): Promise<OnCallScheduleSummary[]> {
  if (teamId) await requirePermission(ctx.db, teamId, ctx.userId, 'read', 'schedules');
  const rows = await ctx.db
    .select({ row: onCallSchedules, teamName: teams.name })
    .from(onCallSchedules)
    .innerJoin(teams, eq(teams.id, onCallSchedules.teamId))
    .where(and(visibleSchedule(ctx.userId), teamId ? eq(onCallSchedules.teamId, teamId) : undefined))
    .orderBy(asc(teams.name), asc(onCallSchedules.name), asc(onCallSchedules.id));
  const roles = new Map<string, boolean>();
  const out: OnCallScheduleSummary[] = [];
  for (const { row, teamName } of rows) {
    if (!roles.has(row.teamId)) {
      const role = await teamRoleOf(ctx.db, row.teamId, ctx.userId);
      roles.set(row.teamId, role !== null && can(role, 'write', 'schedules'));
    }
    const stored = await loadSchedule(ctx.db, row, ctx.now);
    out.push(toScheduleSummary(stored, { ...ctx, teamName, canEdit: roles.get(row.teamId) ?? false }));
  }
  return out;
}

export async function createOnCallSchedule(
  ctx: OnCallContext,
  body: z.output<typeof createOnCallScheduleBodySchema>,
): Promise<OnCallSchedule> {
  await requirePermission(ctx.db, body.teamId, ctx.userId, 'write', 'schedules');
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(onCallSchedules)
      .values({
        teamId: body.teamId,
        name: body.name,
        timeZone: body.timeZone,
        calendarNonce: newNonce(),
        createdBy: ctx.userId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!created) throw new Error('schedule not inserted');
    await auditSchedule(tx, created, 'create', null, { name: created.name, timeZone: created.timeZone });
    return created;
  });
  return getOnCallSchedule(ctx, row.id);
}

export async function getOnCallSchedule(ctx: OnCallContext, id: string): Promise<OnCallSchedule> {
  return present(ctx, await findVisibleSchedule(ctx.db, id, ctx.userId));
}

export async function updateOnCallSchedule(
  ctx: OnCallContext,
  id: string,
  body: z.output<typeof updateOnCallScheduleBodySchema>,
): Promise<OnCallSchedule> {
  const { row } = await findManagedSchedule(ctx.db, id, ctx.userId);
  await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(onCallSchedules)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.timeZone === undefined ? {} : { timeZone: body.timeZone }),
        updatedAt: ctx.now,
      })
      .where(eq(onCallSchedules.id, id))
      .returning();
    if (updated) {
      await auditSchedule(
        tx,
        updated,
        'update',
        { name: row.name, timeZone: row.timeZone },
        { name: updated.name, timeZone: updated.timeZone },
      );
    }
  });
  return getOnCallSchedule(ctx, id);
}

export async function deleteOnCallSchedule(ctx: OnCallContext, id: string): Promise<void> {
  const { row } = await findManagedSchedule(ctx.db, id, ctx.userId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(onCallSchedules).where(eq(onCallSchedules.id, id));
    await auditSchedule(tx, row, 'delete', { name: row.name, timeZone: row.timeZone }, null);
  });
}

async function layerIdsInOrder(tx: DbOrTx, scheduleId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: onCallLayers.id })
    .from(onCallLayers)
    .where(eq(onCallLayers.scheduleId, scheduleId))
    .orderBy(asc(onCallLayers.position), asc(onCallLayers.createdAt));
  return rows.map((r) => r.id);
}

/** Number the layers 1… in the given order. */
async function renumber(tx: DbOrTx, ids: string[]) {
  for (const [i, id] of ids.entries()) {
    await tx
      .update(onCallLayers)
      .set({ position: i + 1 })
      .where(eq(onCallLayers.id, id));
  }
}

export async function createOnCallLayer(
  ctx: OnCallContext,
  scheduleId: string,
  body: z.output<typeof createOnCallLayerBodySchema>,
): Promise<OnCallSchedule> {
  const access = await findManagedSchedule(ctx.db, scheduleId, ctx.userId);
  await checkRotations(ctx.db, access.row.teamId, body.rotations);
  await ctx.db.transaction(async (tx) => {
    const ids = await layerIdsInOrder(tx, scheduleId);
    if (ids.length >= MAX_ON_CALL_LAYERS) {
      throw new AppError('VALIDATION_ERROR', m.tooManyLayers(MAX_ON_CALL_LAYERS));
    }
    const [layer] = await tx
      .insert(onCallLayers)
      .values({ scheduleId, name: body.name, position: ids.length + 1, createdAt: ctx.now })
      .returning({ id: onCallLayers.id });
    if (!layer) throw new Error('layer not inserted');
    await writeRotations(tx, layer.id, body.rotations);
    await touch(tx, scheduleId, ctx.now);
    await auditSchedule(tx, access.row, 'update', null, { layer: { id: layer.id, ...body } });
  });
  return presentAfterChange(ctx, scheduleId);
}

async function findLayer(db: DbOrTx, scheduleId: string, layerId: string) {
  const [layer] = await db
    .select()
    .from(onCallLayers)
    .where(and(eq(onCallLayers.id, layerId), eq(onCallLayers.scheduleId, scheduleId)));
  if (!layer) throw new AppError('NOT_FOUND', m.layerNotFound);
  return layer;
}

export async function updateOnCallLayer(
  ctx: OnCallContext,
  scheduleId: string,
  layerId: string,
  body: z.output<typeof updateOnCallLayerBodySchema>,
): Promise<OnCallSchedule> {
  const access = await findManagedSchedule(ctx.db, scheduleId, ctx.userId);
  const before = await findLayer(ctx.db, scheduleId, layerId);
  await checkRotations(ctx.db, access.row.teamId, body.rotations);
  await ctx.db.transaction(async (tx) => {
    if (body.name !== undefined)
      await tx.update(onCallLayers).set({ name: body.name }).where(eq(onCallLayers.id, layerId));
    if (body.rotations !== undefined) await writeRotations(tx, layerId, body.rotations);
    if (body.position !== undefined) {
      const others = (await layerIdsInOrder(tx, scheduleId)).filter((id) => id !== layerId);
      others.splice(Math.min(body.position - 1, others.length), 0, layerId);
      await renumber(tx, others);
    }
    await touch(tx, scheduleId, ctx.now);
    await auditSchedule(
      tx,
      access.row,
      'update',
      { layer: { id: layerId, name: before.name, position: before.position } },
      { layer: { id: layerId, ...body } },
    );
  });
  return presentAfterChange(ctx, scheduleId);
}

export async function deleteOnCallLayer(ctx: OnCallContext, scheduleId: string, layerId: string) {
  const access = await findManagedSchedule(ctx.db, scheduleId, ctx.userId);
  const before = await findLayer(ctx.db, scheduleId, layerId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(onCallLayers).where(eq(onCallLayers.id, layerId));
    await auditSchedule(tx, access.row, 'update', { layer: { id: layerId, name: before.name } }, null);
    await renumber(tx, await layerIdsInOrder(tx, scheduleId));
    await touch(tx, scheduleId, ctx.now);
  });
  return presentAfterChange(ctx, scheduleId);
}

async function checkOverride(db: DbOrTx, teamId: string, body: OverrideInput) {
  const members = await teamMemberIds(db, teamId);
  if (!members.has(body.userId)) {
    throw new AppError('VALIDATION_ERROR', undefined, { errors: { userId: [m.notTeamMember] } });
  }
}

export async function createOnCallOverride(ctx: OnCallContext, scheduleId: string, body: OverrideInput) {
  const access = await findManagedSchedule(ctx.db, scheduleId, ctx.userId);
  await checkOverride(ctx.db, access.row.teamId, body);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(onCallOverrides).values({
      scheduleId,
      userId: body.userId,
      startsAt: new Date(body.startsAt),
      endsAt: new Date(body.endsAt),
      createdAt: ctx.now,
    });
    await touch(tx, scheduleId, ctx.now);
    await auditSchedule(tx, access.row, 'update', null, { override: body });
  });
  return presentAfterChange(ctx, scheduleId);
}

async function findOverride(db: DbOrTx, scheduleId: string, overrideId: string) {
  const [found] = await db
    .select({ id: onCallOverrides.id })
    .from(onCallOverrides)
    .where(and(eq(onCallOverrides.id, overrideId), eq(onCallOverrides.scheduleId, scheduleId)));
  if (!found) throw new AppError('NOT_FOUND', m.overrideNotFound);
}

export async function updateOnCallOverride(
  ctx: OnCallContext,
  scheduleId: string,
  overrideId: string,
  body: OverrideInput,
) {
  const access = await findManagedSchedule(ctx.db, scheduleId, ctx.userId);
  await findOverride(ctx.db, scheduleId, overrideId);
  await checkOverride(ctx.db, access.row.teamId, body);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(onCallOverrides)
      .set({ userId: body.userId, startsAt: new Date(body.startsAt), endsAt: new Date(body.endsAt) })
      .where(eq(onCallOverrides.id, overrideId));
    await touch(tx, scheduleId, ctx.now);
    await auditSchedule(tx, access.row, 'update', null, { override: { id: overrideId, ...body } });
  });
  return presentAfterChange(ctx, scheduleId);
}

export async function deleteOnCallOverride(ctx: OnCallContext, scheduleId: string, overrideId: string) {
  const access = await findManagedSchedule(ctx.db, scheduleId, ctx.userId);
  await findOverride(ctx.db, scheduleId, overrideId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(onCallOverrides).where(eq(onCallOverrides.id, overrideId));
    await auditSchedule(tx, access.row, 'update', { override: { id: overrideId } }, null);
    await touch(tx, scheduleId, ctx.now);
  });
  return presentAfterChange(ctx, scheduleId);
}

/** A new secret for the feed: the old address stops working. */
export async function rotateCalendarToken(ctx: OnCallContext, scheduleId: string): Promise<string> {
  const access = await findManagedSchedule(ctx.db, scheduleId, ctx.userId);
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(onCallSchedules)
      .set({ calendarNonce: newNonce(), updatedAt: ctx.now })
      .where(eq(onCallSchedules.id, scheduleId));
    await auditSchedule(tx, access.row, 'regenerate', null, { calendarToken: 'new' });
  });
  return (await presentAfterChange(ctx, scheduleId)).calendarUrl;
}
