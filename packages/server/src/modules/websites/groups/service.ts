import type {
  AuditAction,
  CreateWebsiteGroupBody,
  Language,
  UpdateWebsiteGroupBody,
  WebsiteGroup,
  WebsiteGroupStatusCounts,
} from '@hlidka/contract';
import { websiteStatusValues } from '@hlidka/contract';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { websites } from '../../../db/schema/monitoring';
import { teams } from '../../../db/schema/teams';
import { users } from '../../../db/schema/users';
import { type WebsiteGroupRow, websiteGroups } from '../../../db/schema/website-groups';
import type { Db, DbOrTx } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import { requirePermission, requireThingPermission } from '../../access/permissions';
import { groupInScope } from '../../access/scope';
import { refuseOutOfScope } from '../../access/team-role';
import { auditRowChange } from '../../audit/record';
import { checkPolicyOf } from '../../escalation/service';
import { groupMessages as m } from './messages';

export interface GroupContext {
  db: Db;
  userId: string;
  language: Language;
  now: Date;
}

/** The one scope, with the member's group access (scope.ts). */
const visibleGroup = (userId: string) => groupInScope(userId);

/** A group the caller may see, or 404 (403 TWO_FACTOR_REQUIRED to a member the team's requirement shuts out). */
export async function findVisibleGroup(db: DbOrTx, id: string, userId: string): Promise<WebsiteGroupRow> {
  const [row] = await db
    .select()
    .from(websiteGroups)
    .where(and(eq(websiteGroups.id, id), visibleGroup(userId)))
    .limit(1);
  if (row) return row;
  const [group] = await db.select({ teamId: websiteGroups.teamId }).from(websiteGroups).where(eq(websiteGroups.id, id));
  return refuseOutOfScope(db, group?.teamId, userId, m.notFound);
}

/**
 * The name must be free among the groups of the same owner (personal) or team, ignoring case. The owner's or team's
 * row is locked first, so two saves of one name at once cannot both pass.
 */
async function refuseTakenName(
  tx: DbOrTx,
  scope: { ownerId: string; teamId: string | null },
  name: string,
  exceptId?: string,
) {
  if (scope.teamId) await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, scope.teamId)).for('update');
  else await tx.select({ id: users.id }).from(users).where(eq(users.id, scope.ownerId)).for('update');
  const sameScope = scope.teamId
    ? eq(websiteGroups.teamId, scope.teamId)
    : and(isNull(websiteGroups.teamId), eq(websiteGroups.ownerId, scope.ownerId));
  const [taken] = await tx
    .select({ id: websiteGroups.id })
    .from(websiteGroups)
    .where(
      and(
        sameScope,
        sql`lower(${websiteGroups.name}) = lower(${name})`,
        ...(exceptId ? [ne(websiteGroups.id, exceptId)] : []),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('DUPLICATE_GROUP_NAME', m.nameTaken, { errors: { name: [m.nameTaken] } });
}

const emptyCounts = (): WebsiteGroupStatusCounts =>
  Object.fromEntries(websiteStatusValues.map((status) => [status, 0])) as WebsiteGroupStatusCounts;

/** Groups as the API answers them, with how many of their websites are in each status. */
async function toGroups(db: DbOrTx, rows: WebsiteGroupRow[]): Promise<WebsiteGroup[]> {
  if (rows.length === 0) return [];
  const counted = await db
    .select({ groupId: websites.groupId, status: websites.status, n: sql<number>`count(*)::int` })
    .from(websites)
    .where(
      inArray(
        websites.groupId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(websites.groupId, websites.status);
  return rows.map((row) => {
    const statusCounts = emptyCounts();
    for (const count of counted) if (count.groupId === row.id) statusCounts[count.status] = Number(count.n);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      teamId: row.teamId,
      ownerId: row.ownerId,
      escalationPolicyId: row.escalationPolicyId,
      websiteCount: Object.values(statusCounts).reduce((sum, n) => sum + n, 0),
      statusCounts,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

const nameKey: Record<Language, SQL> = {
  cs: sql`${websiteGroups.nameKeyCs}`,
  en: sql`${websiteGroups.nameKeyEn}`,
};

export async function listGroups(ctx: GroupContext): Promise<WebsiteGroup[]> {
  const rows = await ctx.db
    .select()
    .from(websiteGroups)
    .where(visibleGroup(ctx.userId))
    .orderBy(nameKey[ctx.language], websiteGroups.id);
  return toGroups(ctx.db, rows);
}

export async function getGroup(ctx: GroupContext, id: string): Promise<WebsiteGroup> {
  const [group] = await toGroups(ctx.db, [await findVisibleGroup(ctx.db, id, ctx.userId)]);
  if (!group) throw new AppError('NOT_FOUND', m.notFound);
  return group;
}

export async function createGroup(ctx: GroupContext, body: CreateWebsiteGroupBody): Promise<WebsiteGroup> {
  const row = await ctx.db.transaction(async (tx) => {
    const teamId = body.teamId ?? null;
    if (teamId) await requirePermission(tx, teamId, ctx.userId, 'write', 'groups');
    await refuseTakenName(tx, { ownerId: ctx.userId, teamId }, body.name);
    const escalationPolicyId = await checkPolicyOf(tx, ctx.userId, body.escalationPolicyId ?? null, {
      ownerId: ctx.userId,
      teamId,
    });
    const [created] = await tx
      .insert(websiteGroups)
      .values({
        ownerId: ctx.userId,
        teamId,
        escalationPolicyId,
        name: body.name,
        description: body.description ?? null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!created) throw new Error('insert returned no row');
    await auditGroup(tx, 'create', null, created);
    return created;
  });
  const [group] = await toGroups(ctx.db, [row]);
  if (!group) throw new Error('the created group was not read back');
  return group;
}

/** Whoever sees a group may rename it (as any member may edit the team's websites). */
export async function updateGroup(ctx: GroupContext, id: string, body: UpdateWebsiteGroupBody): Promise<WebsiteGroup> {
  await ctx.db.transaction(async (tx) => {
    const row = await findVisibleGroup(tx, id, ctx.userId);
    await requireThingPermission(tx, row, ctx.userId, 'write', 'groups');
    if (body.name !== undefined) await refuseTakenName(tx, row, body.name, row.id);
    const escalationPolicyId =
      body.escalationPolicyId !== undefined
        ? await checkPolicyOf(tx, ctx.userId, body.escalationPolicyId, row)
        : row.escalationPolicyId;
    const [updated] = await tx
      .update(websiteGroups)
      .set({
        escalationPolicyId,
        name: body.name ?? row.name,
        description: body.description !== undefined ? body.description : row.description,
        updatedAt: ctx.now,
      })
      .where(eq(websiteGroups.id, id))
      .returning();
    await auditGroup(tx, 'update', row, updated);
  });
  return getGroup(ctx, id);
}

/** Its author or a team admin deletes a team's group; its websites stay, without a group (ON DELETE SET NULL). */
export async function deleteGroup(ctx: GroupContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findVisibleGroup(tx, id, ctx.userId);
    await requireThingPermission(tx, row, ctx.userId, 'delete', 'groups', m.deleteForbidden);
    await tx.delete(websiteGroups).where(eq(websiteGroups.id, id));
    await auditGroup(tx, 'delete', row, null);
  });
}

const GROUP_FIELDS = ['name', 'description', 'teamId', 'escalationPolicyId'] as const;

function auditGroup(tx: DbOrTx, action: AuditAction, before: WebsiteGroupRow | null, after?: WebsiteGroupRow | null) {
  return auditRowChange(tx, { action, resourceType: 'website_group', before, after, fields: GROUP_FIELDS });
}

/**
 * The group a website saved with `groupId` goes into: one the caller sees, of the website's team (or, without a team,
 * of the website's owner); null clears it. A field error otherwise.
 */
export async function checkGroupOfWebsite(
  db: DbOrTx,
  userId: string,
  groupId: string | null,
  website: { ownerId: string; teamId: string | null },
): Promise<string | null> {
  if (groupId === null) return null;
  const [group] = await db
    .select()
    .from(websiteGroups)
    .where(and(eq(websiteGroups.id, groupId), visibleGroup(userId)))
    .limit(1);
  if (!group) throw new AppError('VALIDATION_ERROR', undefined, { errors: { groupId: [m.notFound] } });
  const sameScope = website.teamId
    ? group.teamId === website.teamId
    : !group.teamId && group.ownerId === website.ownerId;
  if (!sameScope) throw new AppError('VALIDATION_ERROR', undefined, { errors: { groupId: [m.otherScope] } });
  return group.id;
}
