import type {
  AuditAction,
  CreateEscalationPolicyBody,
  EscalationPolicy,
  EscalationStep,
  Language,
  UpdateEscalationPolicyBody,
} from '@hlidka/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type EscalationPolicyRow, escalationPolicies } from '../../db/schema/escalation';
import { websites } from '../../db/schema/monitoring';
import { notificationChannels } from '../../db/schema/notifications';
import { onCallSchedules } from '../../db/schema/on-call';
import { users } from '../../db/schema/users';
import { websiteGroups } from '../../db/schema/website-groups';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { requirePermission, requireThingPermission } from '../access/permissions';
import { escalationPolicyInScope, groupInScope, type Owned, usersInScopeOf, websiteInScope } from '../access/scope';
import { refuseOutOfScope } from '../access/team-role';
import { auditRowChange } from '../audit/record';
import { escalationMessages as m } from './messages';

export interface PolicyContext {
  db: Db;
  userId: string;
  language: Language;
  now: Date;
}

const visiblePolicy = escalationPolicyInScope;

/** A policy the caller may see, or 404 (403 TWO_FACTOR_REQUIRED to a member the team's requirement shuts out). */
export async function findVisiblePolicy(db: DbOrTx, id: string, userId: string): Promise<EscalationPolicyRow> {
  const [row] = await db
    .select()
    .from(escalationPolicies)
    .where(and(eq(escalationPolicies.id, id), visiblePolicy(userId)))
    .limit(1);
  if (row) return row;
  const [policy] = await db
    .select({ teamId: escalationPolicies.teamId })
    .from(escalationPolicies)
    .where(eq(escalationPolicies.id, id));
  return refuseOutOfScope(db, policy?.teamId, userId, m.notFound);
}

const personName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

/** The people a step of an owner's or team's policy may notify: whoever may use its websites. */
export async function peopleInScope(db: DbOrTx, scope: Owned) {
  return db
    .select({ userId: users.id, name: personName, email: users.email })
    .from(users)
    .where(sql`${users.id} in ${usersInScopeOf(scope)}`)
    .orderBy(personName);
}

/** The people the caller may choose for a policy of `teamId` (or their own). */
export async function listPeople(ctx: PolicyContext, teamId: string | undefined) {
  if (teamId) await requirePermission(ctx.db, teamId, ctx.userId, 'read', 'escalationPolicies');
  return peopleInScope(ctx.db, { ownerId: ctx.userId, teamId: teamId ?? null });
}

/** Policies as the API answers them: the steps' target names and what each is attached to. */
/** The policies as the API shows them to `userId`: the websites and groups they are attached to within their scope. */
async function toPolicies(db: DbOrTx, rows: EscalationPolicyRow[], userId: string): Promise<EscalationPolicy[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const steps = rows.flatMap((row) => row.steps);
  const userIds = [...new Set(steps.flatMap((s) => (s.target.kind === 'user' ? [s.target.userId] : [])))];
  const channelIds = [...new Set(steps.flatMap((s) => (s.target.kind === 'channel' ? [s.target.channelId] : [])))];
  const scheduleIds = [...new Set(steps.flatMap((s) => (s.target.kind === 'schedule' ? [s.target.scheduleId] : [])))];
  const names = new Map<string, string>();
  if (userIds.length > 0) {
    for (const u of await db.select({ id: users.id, name: personName }).from(users).where(inArray(users.id, userIds)))
      names.set(`user:${u.id}`, u.name);
  }
  if (channelIds.length > 0) {
    for (const c of await db
      .select({ id: notificationChannels.id, name: notificationChannels.name })
      .from(notificationChannels)
      .where(inArray(notificationChannels.id, channelIds)))
      names.set(`channel:${c.id}`, c.name);
  }
  if (scheduleIds.length > 0) {
    for (const c of await db
      .select({ id: onCallSchedules.id, name: onCallSchedules.name })
      .from(onCallSchedules)
      .where(inArray(onCallSchedules.id, scheduleIds)))
      names.set(`schedule:${c.id}`, c.name);
  }
  const attachedWebsites = await db
    .select({ id: websites.id, name: websites.name, policyId: websites.escalationPolicyId })
    .from(websites)
    .where(and(inArray(websites.escalationPolicyId, ids), websiteInScope(userId)))
    .orderBy(websites.nameKeyCs);
  const attachedGroups = await db
    .select({ id: websiteGroups.id, name: websiteGroups.name, policyId: websiteGroups.escalationPolicyId })
    .from(websiteGroups)
    .where(and(inArray(websiteGroups.escalationPolicyId, ids), groupInScope(userId)))
    .orderBy(websiteGroups.nameKeyCs);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    teamId: row.teamId,
    ownerId: row.ownerId,
    steps: row.steps.map((step) => ({
      ...step,
      targetName: names.get(targetKey(step.target)) ?? null,
    })),
    repeatCount: row.repeatCount,
    websites: attachedWebsites.filter((w) => w.policyId === row.id).map(({ id, name }) => ({ id, name })),
    groups: attachedGroups.filter((g) => g.policyId === row.id).map(({ id, name }) => ({ id, name })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** `kind:id` of a step's target (the key of its name). */
function targetKey(target: EscalationStep['target']): string {
  switch (target.kind) {
    case 'user':
      return `user:${target.userId}`;
    case 'channel':
      return `channel:${target.channelId}`;
    case 'schedule':
      return `schedule:${target.scheduleId}`;
  }
}

const nameKey: Record<Language, SQL> = {
  cs: sql`${escalationPolicies.nameKeyCs}`,
  en: sql`${escalationPolicies.nameKeyEn}`,
};

export async function listPolicies(ctx: PolicyContext): Promise<EscalationPolicy[]> {
  const rows = await ctx.db
    .select()
    .from(escalationPolicies)
    .where(visiblePolicy(ctx.userId))
    .orderBy(nameKey[ctx.language], escalationPolicies.id);
  return toPolicies(ctx.db, rows, ctx.userId);
}

export async function getPolicy(ctx: PolicyContext, id: string): Promise<EscalationPolicy> {
  const [policy] = await toPolicies(ctx.db, [await findVisiblePolicy(ctx.db, id, ctx.userId)], ctx.userId);
  if (!policy) throw new AppError('NOT_FOUND', m.notFound);
  return policy;
}

/**
 * Every step's target must be usable by the policy: a person who may use its websites; a channel of the caller (or
 * one the policy already had, so a teammate's edit keeps another member's channel); an on-call schedule of the
 * policy's team (a policy without a team has none). Field errors per step.
 */
async function checkSteps(
  tx: DbOrTx,
  callerId: string,
  scope: Owned,
  steps: EscalationStep[],
  keptChannelIds: ReadonlySet<string>,
) {
  const people = new Set((await peopleInScope(tx, scope)).map((p) => p.userId));
  const channelIds = steps.flatMap((s) => (s.target.kind === 'channel' ? [s.target.channelId] : []));
  const own = new Set(
    channelIds.length === 0
      ? []
      : (
          await tx
            .select({ id: notificationChannels.id })
            .from(notificationChannels)
            .where(and(inArray(notificationChannels.id, channelIds), eq(notificationChannels.userId, callerId)))
        ).map((c) => c.id),
  );
  const scheduleIds = steps.flatMap((s) => (s.target.kind === 'schedule' ? [s.target.scheduleId] : []));
  const teamSchedules = new Set(
    scheduleIds.length === 0 || !scope.teamId
      ? []
      : (
          await tx
            .select({ id: onCallSchedules.id })
            .from(onCallSchedules)
            .where(and(inArray(onCallSchedules.id, scheduleIds), eq(onCallSchedules.teamId, scope.teamId)))
        ).map((c) => c.id),
  );
  const errors: Record<string, Translated[]> = {};
  steps.forEach((step, index) => {
    const target = step.target;
    switch (target.kind) {
      case 'user':
        if (!people.has(target.userId)) errors[`steps.${index}.target`] = [m.personNotAllowed];
        break;
      case 'channel':
        if (!own.has(target.channelId) && !keptChannelIds.has(target.channelId))
          errors[`steps.${index}.target`] = [m.channelNotAllowed];
        break;
      case 'schedule':
        if (!teamSchedules.has(target.scheduleId)) errors[`steps.${index}.target`] = [m.scheduleNotAllowed];
        break;
    }
  });
  return errors;
}

/**
 * Attach the policy to exactly these websites and groups (of its owner or team, within the caller's group access);
 * others it had within the caller's access are let go — those outside it (a member limited to some groups does not
 * see them) keep the policy.
 */
async function attach(
  tx: DbOrTx,
  callerId: string,
  policy: Pick<EscalationPolicyRow, 'id' | 'ownerId' | 'teamId'>,
  websiteIds: string[] | undefined,
  groupIds: string[] | undefined,
  now: Date,
) {
  const sameScope = (row: { ownerId: string; teamId: string | null }) =>
    policy.teamId ? row.teamId === policy.teamId : !row.teamId && row.ownerId === policy.ownerId;
  if (websiteIds) {
    const rows =
      websiteIds.length === 0
        ? []
        : await tx
            .select({ id: websites.id, ownerId: websites.ownerId, teamId: websites.teamId })
            .from(websites)
            .where(and(inArray(websites.id, websiteIds), websiteInScope(callerId)));
    if (rows.length !== new Set(websiteIds).size || !rows.every(sameScope)) {
      throw new AppError('VALIDATION_ERROR', undefined, { errors: { websiteIds: [m.websiteNotAllowed] } });
    }
    await tx
      .update(websites)
      .set({ escalationPolicyId: null, updatedAt: now })
      .where(and(eq(websites.escalationPolicyId, policy.id), websiteInScope(callerId)));
    if (rows.length > 0) {
      await tx
        .update(websites)
        .set({ escalationPolicyId: policy.id, updatedAt: now })
        .where(
          inArray(
            websites.id,
            rows.map((r) => r.id),
          ),
        );
    }
  }
  if (groupIds) {
    const rows =
      groupIds.length === 0
        ? []
        : await tx
            .select({ id: websiteGroups.id, ownerId: websiteGroups.ownerId, teamId: websiteGroups.teamId })
            .from(websiteGroups)
            .where(and(inArray(websiteGroups.id, groupIds), groupInScope(callerId)));
    if (rows.length !== new Set(groupIds).size || !rows.every(sameScope)) {
      throw new AppError('VALIDATION_ERROR', undefined, { errors: { groupIds: [m.groupNotAllowed] } });
    }
    await tx
      .update(websiteGroups)
      .set({ escalationPolicyId: null, updatedAt: now })
      .where(and(eq(websiteGroups.escalationPolicyId, policy.id), groupInScope(callerId)));
    if (rows.length > 0) {
      await tx
        .update(websiteGroups)
        .set({ escalationPolicyId: policy.id, updatedAt: now })
        .where(
          inArray(
            websiteGroups.id,
            rows.map((r) => r.id),
          ),
        );
    }
  }
}

function refuseStepErrors(errors: Record<string, Translated[]>) {
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, { errors });
}

export async function createPolicy(ctx: PolicyContext, body: CreateEscalationPolicyBody): Promise<EscalationPolicy> {
  const id = await ctx.db.transaction(async (tx) => {
    const teamId = body.teamId ?? null;
    if (teamId) await requirePermission(tx, teamId, ctx.userId, 'write', 'escalationPolicies');
    const scope = { ownerId: ctx.userId, teamId };
    refuseStepErrors(await checkSteps(tx, ctx.userId, scope, body.steps, new Set()));
    const [created] = await tx
      .insert(escalationPolicies)
      .values({
        ...scope,
        name: body.name,
        steps: body.steps,
        repeatCount: body.repeatCount ?? 0,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await attach(tx, ctx.userId, created, body.websiteIds ?? [], body.groupIds ?? [], ctx.now);
    await auditPolicy(tx, 'create', null, created, body);
    return created.id;
  });
  return getPolicy(ctx, id);
}

/**
 * Whoever sees a policy may change it (as any member may edit the team's websites). The answer is the policy as
 * changed, even when a member limited to some groups let go of its last website of theirs (it then leaves their list).
 */
export async function updatePolicy(
  ctx: PolicyContext,
  id: string,
  body: UpdateEscalationPolicyBody,
): Promise<EscalationPolicy> {
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await findVisiblePolicy(tx, id, ctx.userId);
    await requireThingPermission(tx, row, ctx.userId, 'write', 'escalationPolicies');
    if (body.steps) {
      const kept = new Set(row.steps.flatMap((s) => (s.target.kind === 'channel' ? [s.target.channelId] : [])));
      refuseStepErrors(await checkSteps(tx, ctx.userId, row, body.steps, kept));
    }
    const [updated] = await tx
      .update(escalationPolicies)
      .set({
        name: body.name ?? row.name,
        steps: body.steps ?? row.steps,
        repeatCount: body.repeatCount ?? row.repeatCount,
        updatedAt: ctx.now,
      })
      .where(eq(escalationPolicies.id, id))
      .returning();
    await attach(tx, ctx.userId, row, body.websiteIds, body.groupIds, ctx.now);
    await auditPolicy(tx, 'update', row, updated ?? null, body);
    return updated ?? row;
  });
  const [policy] = await toPolicies(ctx.db, [changed], ctx.userId);
  if (!policy) throw new AppError('NOT_FOUND', m.notFound);
  return policy;
}

/** Its author or a team admin deletes a team's policy; its websites and groups are left without one. */
export async function deletePolicy(ctx: PolicyContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findVisiblePolicy(tx, id, ctx.userId);
    await requireThingPermission(tx, row, ctx.userId, 'delete', 'escalationPolicies', m.deleteForbidden);
    await tx.delete(escalationPolicies).where(eq(escalationPolicies.id, id));
    await auditPolicy(tx, 'delete', row, null, {});
  });
}

/** A policy in the audit log: its name, steps and repeats, and the websites and groups given with the change. */
function auditPolicy(
  tx: DbOrTx,
  action: AuditAction,
  before: EscalationPolicyRow | null,
  after: EscalationPolicyRow | null,
  body: { websiteIds?: string[] | undefined; groupIds?: string[] | undefined },
) {
  const attached = { websiteIds: body.websiteIds ?? null, groupIds: body.groupIds ?? null };
  const none = { websiteIds: null, groupIds: null };
  return auditRowChange(tx, {
    action,
    resourceType: 'escalation_policy',
    before: before && { ...before, ...none },
    after: after && { ...after, ...attached },
    fields: ['name', 'steps', 'repeatCount', 'teamId', 'websiteIds', 'groupIds'] as const,
  });
}

/**
 * The policy a website or group saved with `escalationPolicyId` gets: one the caller sees, of the same team (or,
 * without a team, of the same owner); null clears it. A field error otherwise.
 */
export async function checkPolicyOf(
  db: DbOrTx,
  userId: string,
  policyId: string | null,
  thing: { ownerId: string; teamId: string | null },
): Promise<string | null> {
  if (policyId === null) return null;
  const [policy] = await db
    .select()
    .from(escalationPolicies)
    .where(and(eq(escalationPolicies.id, policyId), visiblePolicy(userId)))
    .limit(1);
  if (!policy) throw new AppError('VALIDATION_ERROR', undefined, { errors: { escalationPolicyId: [m.notFound] } });
  const sameScope = thing.teamId ? policy.teamId === thing.teamId : !policy.teamId && policy.ownerId === thing.ownerId;
  if (!sameScope) {
    throw new AppError('VALIDATION_ERROR', undefined, { errors: { escalationPolicyId: [m.policyOtherScope] } });
  }
  return policy.id;
}
