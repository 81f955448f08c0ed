import { randomBytes } from 'node:crypto';
import type { AuditAction } from '@hlidka/contract';
import {
  type BadgeUptimeWindow,
  type createStatusPageBodySchema,
  PLAN_TABLE,
  type StatusPage,
  type updateStatusPageBodySchema,
} from '@hlidka/contract';
import { and, asc, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isUniqueViolation, pgConstraint } from '../../db/errors';
import { websites } from '../../db/schema/monitoring';
import { type StatusPageRow, statusPageGroups, statusPages, statusPageWebsites } from '../../db/schema/status-pages';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { UPTIME_WINDOWS, uptimeOver } from '../../monitoring/rollups/read';
import { refuseUnlessCan, requirePermission } from '../access/permissions';
import { statusPageInScope, websiteInScope } from '../access/scope';
import { refuseOutOfScope, teamRoleOf } from '../access/team-role';
import { auditRowChange, settableFields } from '../audit/record';
import { planOf } from '../websites/service';
import { statusPageMessages as m } from './messages';

export type CreateInput = z.output<typeof createStatusPageBodySchema>;
export type UpdateInput = z.output<typeof updateStatusPageBodySchema>;
type GroupsInput = CreateInput['groups'];

export interface StatusPageContext {
  db: Db;
  userId: string;
  now: Date;
  publicUrl: string;
  /** The project's password hashing (argon2id), for a private page's password. */
  hashPassword: (password: string) => Promise<string>;
}

const newBadgeKey = () => randomBytes(9).toString('base64url');

/** Pages the user sees (the access scope): own pages without a team, and the pages of teams they may use. */
function visiblePage(userId: string) {
  return statusPageInScope(userId);
}

async function findVisiblePage(db: DbOrTx, id: string, userId: string): Promise<StatusPageRow> {
  const [row] = await db
    .select()
    .from(statusPages)
    .where(and(eq(statusPages.id, id), visiblePage(userId)))
    .limit(1);
  if (row) return row;
  const [page] = await db.select({ teamId: statusPages.teamId }).from(statusPages).where(eq(statusPages.id, id));
  return refuseOutOfScope(db, page?.teamId, userId, m.notFound);
}

/** The owner changes a personal page; a team's page whoever the permission table lets (admins, the owner). */
async function requireManage(db: DbOrTx, page: StatusPageRow, userId: string) {
  if (!page.teamId && page.ownerId === userId) return;
  const role = page.teamId ? await teamRoleOf(db, page.teamId, userId) : null;
  if (!role) throw new AppError('FORBIDDEN', m.manageForbidden);
  refuseUnlessCan(role, 'write', 'statusPages', m.manageForbidden);
}

/** A page the user may change (its owner or an admin of its team), or 404 / 403. */
/** Whether a signed-in user may read a members-only page: the one scope rule, as for managing it. */
export async function pageVisibleTo(db: DbOrTx, pageId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: statusPages.id })
    .from(statusPages)
    .where(and(eq(statusPages.id, pageId), visiblePage(userId)))
    .limit(1);
  return row !== undefined;
}

/** A page's access as saved: a password page needs a password, an allowlist page at least one address. */
function checkAccess(
  access: StatusPageRow['access'],
  allowlist: string[],
  hasPassword: boolean,
): Record<string, (typeof m.passwordRequired)[]> {
  if (access === 'password' && !hasPassword) return { password: [m.passwordRequired] };
  if (access === 'allowlist' && allowlist.length === 0) return { allowlist: [m.allowlistRequired] };
  return {};
}

function requireValidAccess(errors: Record<string, (typeof m.passwordRequired)[]>) {
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, { errors });
}

export async function findManagedPage(db: DbOrTx, id: string, userId: string): Promise<StatusPageRow> {
  const page = await findVisiblePage(db, id, userId);
  await requireManage(db, page, userId);
  return page;
}

export async function toStatusPage(db: DbOrTx, row: StatusPageRow, publicUrl: string): Promise<StatusPage> {
  const groups = await db
    .select()
    .from(statusPageGroups)
    .where(eq(statusPageGroups.statusPageId, row.id))
    .orderBy(asc(statusPageGroups.position));
  const entries = await db
    .select({
      groupId: statusPageWebsites.groupId,
      websiteId: statusPageWebsites.websiteId,
      displayName: statusPageWebsites.displayName,
      badgeKey: statusPageWebsites.badgeKey,
      websiteName: websites.name,
    })
    .from(statusPageWebsites)
    .innerJoin(websites, eq(websites.id, statusPageWebsites.websiteId))
    .where(eq(statusPageWebsites.statusPageId, row.id))
    .orderBy(asc(statusPageWebsites.position));
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    teamId: row.teamId,
    description: row.description,
    footer: row.footer,
    logoUrl: row.logoUrl,
    accentColor: row.accentColor,
    language: row.language,
    timeZone: row.timeZone,
    showResponseTimes: row.showResponseTimes,
    customDomain: row.customDomain,
    published: row.published,
    access: row.access,
    allowlist: row.allowlist,
    hasPassword: row.passwordHash !== null,
    groups: groups.map((g) => ({
      id: g.id,
      name: g.name,
      websites: entries
        .filter((e) => e.groupId === g.id)
        .map(({ websiteId, websiteName, displayName, badgeKey }) => ({
          websiteId,
          websiteName,
          displayName,
          badgeKey,
        })),
    })),
    publicUrl: `${publicUrl}/status/${row.slug}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listStatusPages(ctx: StatusPageContext) {
  const rows = await ctx.db
    .select()
    .from(statusPages)
    .where(visiblePage(ctx.userId))
    .orderBy(asc(statusPages.name), asc(statusPages.id));
  const plan = PLAN_TABLE[(await planOf(ctx.db, ctx.userId)).id];
  return {
    statusPages: await Promise.all(rows.map((row) => toStatusPage(ctx.db, row, ctx.publicUrl))),
    used: rows.filter((row) => row.ownerId === ctx.userId).length,
    limit: plan.statusPageLimit,
    customDomains: plan.customDomains,
  };
}

export async function getStatusPage(ctx: StatusPageContext, id: string): Promise<StatusPage> {
  return toStatusPage(ctx.db, await findVisiblePage(ctx.db, id, ctx.userId), ctx.publicUrl);
}

export async function slugAvailable(db: DbOrTx, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: statusPages.id })
    .from(statusPages)
    .where(and(eq(statusPages.slug, slug), exceptId ? ne(statusPages.id, exceptId) : undefined))
    .limit(1);
  return !row;
}

async function checkAddresses(
  ctx: StatusPageContext,
  ownerId: string,
  input: { slug?: string; customDomain?: string | null },
  exceptId?: string,
) {
  const errors: Record<string, (typeof m.slugTaken)[]> = {};
  if (input.slug !== undefined && !(await slugAvailable(ctx.db, input.slug, exceptId))) errors.slug = [m.slugTaken];
  const domain = input.customDomain;
  if (domain) {
    const plan = await planOf(ctx.db, ownerId);
    if (!PLAN_TABLE[plan.id].customDomains) {
      throw new AppError('PLAN_LIMIT_REACHED', m.customDomainsNotInPlan(plan.id), {
        errors: { customDomain: [m.customDomainsNotInPlan(plan.id)] },
      });
    }
    if (domain === new URL(ctx.publicUrl).hostname) errors.customDomain = [m.domainIsOurs];
    else {
      const [taken] = await ctx.db
        .select({ id: statusPages.id })
        .from(statusPages)
        .where(and(eq(statusPages.customDomain, domain), exceptId ? ne(statusPages.id, exceptId) : undefined))
        .limit(1);
      if (taken) errors.customDomain = [m.domainTaken];
    }
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, { errors });
}

/** Every website of the layout must be one the editor sees, and on the page once. */
async function checkLayout(db: DbOrTx, userId: string, groups: GroupsInput) {
  const ids = groups.flatMap((g) => g.websites.map((w) => w.websiteId));
  if (ids.length === 0) return;
  const visible = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(inArray(websites.id, ids), websiteInScope(userId)));
  const known = new Set(visible.map((r) => r.id));
  const seen = new Set<string>();
  const errors: Record<string, (typeof m.websiteTwice)[]> = {};
  groups.forEach((group, g) => {
    group.websites.forEach((entry, w) => {
      const field = `groups.${g}.websites.${w}.websiteId`;
      if (!known.has(entry.websiteId)) errors[field] = [m.websiteNotFound];
      else if (seen.has(entry.websiteId)) errors[field] = [m.websiteTwice];
      seen.add(entry.websiteId);
    });
  });
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, { errors });
}

/**
 * Replace a page's layout. Groups given with the id of one of the page's groups keep it (windows of maintenance may
 * cover them); the others are new, and groups left out go. Each website keeps its badge key (embedded badges keep
 * working).
 */
async function writeLayout(tx: DbOrTx, pageId: string, groups: GroupsInput) {
  const keys = new Map(
    (
      await tx
        .select({ websiteId: statusPageWebsites.websiteId, badgeKey: statusPageWebsites.badgeKey })
        .from(statusPageWebsites)
        .where(eq(statusPageWebsites.statusPageId, pageId))
    ).map((r) => [r.websiteId, r.badgeKey]),
  );
  const existing = new Set(
    (
      await tx
        .select({ id: statusPageGroups.id })
        .from(statusPageGroups)
        .where(eq(statusPageGroups.statusPageId, pageId))
    ).map((r) => r.id),
  );
  const kept = groups.map((g) => g.id).filter((id): id is string => id !== undefined && existing.has(id));
  await tx.delete(statusPageWebsites).where(eq(statusPageWebsites.statusPageId, pageId));
  await tx
    .delete(statusPageGroups)
    .where(
      and(eq(statusPageGroups.statusPageId, pageId), kept.length ? notInArray(statusPageGroups.id, kept) : undefined),
    );
  let position = 0;
  for (const [index, group] of groups.entries()) {
    let groupId: string;
    if (group.id !== undefined && existing.has(group.id)) {
      groupId = group.id;
      await tx
        .update(statusPageGroups)
        .set({ name: group.name, position: index })
        .where(eq(statusPageGroups.id, groupId));
    } else {
      const [row] = await tx
        .insert(statusPageGroups)
        .values({ statusPageId: pageId, name: group.name, position: index })
        .returning({ id: statusPageGroups.id });
      if (!row) throw new Error('status page group insert returned nothing');
      groupId = row.id;
    }
    if (group.websites.length === 0) continue;
    await tx.insert(statusPageWebsites).values(
      group.websites.map((entry) => ({
        groupId,
        statusPageId: pageId,
        websiteId: entry.websiteId,
        displayName: entry.displayName ?? null,
        position: position++,
        badgeKey: keys.get(entry.websiteId) ?? newBadgeKey(),
      })),
    );
  }
}

/** Two saves racing for one slug or domain: the index decides, and the loser hears why. */
async function addressesUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const field = pgConstraint(error) === 'status_pages_custom_domain_key' ? 'customDomain' : 'slug';
    throw new AppError('VALIDATION_ERROR', undefined, {
      errors: { [field]: [field === 'slug' ? m.slugTaken : m.domainTaken] },
    });
  }
}

async function pagesOwned(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(statusPages)
    .where(eq(statusPages.ownerId, userId));
  return Number(row?.n ?? 0);
}

export async function createStatusPage(ctx: StatusPageContext, body: CreateInput): Promise<StatusPage> {
  if (body.teamId) await requirePermission(ctx.db, body.teamId, ctx.userId, 'write', 'statusPages');
  const plan = await planOf(ctx.db, ctx.userId);
  const limit = PLAN_TABLE[plan.id].statusPageLimit;
  if ((await pagesOwned(ctx.db, ctx.userId)) >= limit) {
    throw new AppError('PLAN_LIMIT_REACHED', m.planLimit(limit, plan.id));
  }
  requireValidAccess(checkAccess(body.access, body.allowlist, body.password !== undefined));
  await checkAddresses(ctx, ctx.userId, body);
  await checkLayout(ctx.db, ctx.userId, body.groups);
  const passwordHash = body.password === undefined ? null : await ctx.hashPassword(body.password);
  const row = await addressesUnique(() =>
    ctx.db.transaction(async (tx) => {
      const { groups, password: _password, ...fields } = body;
      const [inserted] = await tx
        .insert(statusPages)
        .values({ ...fields, passwordHash, ownerId: ctx.userId, createdAt: ctx.now, updatedAt: ctx.now })
        .returning();
      if (!inserted) throw new Error('status page insert returned nothing');
      await writeLayout(tx, inserted.id, groups);
      await auditPage(tx, 'create', null, inserted, groups);
      return inserted;
    }),
  );
  return toStatusPage(ctx.db, row, ctx.publicUrl);
}

export async function updateStatusPage(ctx: StatusPageContext, id: string, body: UpdateInput): Promise<StatusPage> {
  const page = await findVisiblePage(ctx.db, id, ctx.userId);
  await requireManage(ctx.db, page, ctx.userId);
  if (body.teamId && body.teamId !== page.teamId) {
    await requirePermission(ctx.db, body.teamId, ctx.userId, 'write', 'statusPages');
  }
  await checkAddresses(
    ctx,
    page.ownerId,
    {
      ...(body.slug !== undefined && body.slug !== page.slug ? { slug: body.slug } : {}),
      ...(body.customDomain !== undefined && body.customDomain !== page.customDomain
        ? { customDomain: body.customDomain }
        : {}),
    },
    page.id,
  );
  requireValidAccess(
    checkAccess(
      body.access ?? page.access,
      body.allowlist ?? page.allowlist,
      body.password !== undefined || page.passwordHash !== null,
    ),
  );
  if (body.groups) await checkLayout(ctx.db, ctx.userId, body.groups);
  // A new password replaces the old one; the old one's cookies stop working with it (they carry its fingerprint).
  const passwordHash = body.password === undefined ? undefined : await ctx.hashPassword(body.password);
  const row = await addressesUnique(() =>
    ctx.db.transaction(async (tx) => {
      const { groups, password: _password, ...fields } = body;
      const [updated] = await tx
        .update(statusPages)
        .set({ ...fields, ...(passwordHash === undefined ? {} : { passwordHash }), updatedAt: ctx.now })
        .where(eq(statusPages.id, page.id))
        .returning();
      if (!updated) throw new AppError('NOT_FOUND', m.notFound);
      if (groups) await writeLayout(tx, page.id, groups);
      await auditPage(tx, 'update', page, updated, groups);
      return updated;
    }),
  );
  return toStatusPage(ctx.db, row, ctx.publicUrl);
}

export async function deleteStatusPage(ctx: StatusPageContext, id: string): Promise<StatusPageRow> {
  const page = await findVisiblePage(ctx.db, id, ctx.userId);
  await requireManage(ctx.db, page, ctx.userId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(statusPages).where(eq(statusPages.id, page.id));
    await auditPage(tx, 'delete', page, null, undefined);
  });
  return page;
}

/** A status page in the audit log: its settings (the password only as set, the layout when given). */
function auditPage(
  tx: DbOrTx,
  action: AuditAction,
  before: StatusPageRow | null,
  after: StatusPageRow | null,
  layout: unknown,
) {
  const fields = settableFields(after ?? before);
  const withLayout = (row: StatusPageRow | null, given: unknown) => row && { ...row, layout: given ?? null };
  return auditRowChange(tx, {
    action,
    resourceType: 'status_page',
    before: withLayout(before, null),
    after: withLayout(after, layout),
    fields: [...fields, 'layout'] as const,
  });
}

/** The custom domains of the published pages, with their pages' slugs: the map requests are routed by. */
export async function publishedCustomDomains(db: DbOrTx): Promise<[string, string][]> {
  const rows = await db
    .select({ domain: statusPages.customDomain, slug: statusPages.slug })
    .from(statusPages)
    .where(and(isNotNull(statusPages.customDomain), eq(statusPages.published, true)));
  return rows.map((r) => [r.domain as string, r.slug]);
}

/** The uptime badge's figure: the uptime over `window` of the website with `badgeKey` on the page (404 without it). */
export async function badgeUptime(db: DbOrTx, pageId: string, badgeKey: string, window: BadgeUptimeWindow, now: Date) {
  const [entry] = await db
    .select({ websiteId: statusPageWebsites.websiteId })
    .from(statusPageWebsites)
    .where(and(eq(statusPageWebsites.statusPageId, pageId), eq(statusPageWebsites.badgeKey, badgeKey)))
    .limit(1);
  if (!entry) throw new AppError('NOT_FOUND', m.notFound);
  return (await uptimeOver(db, entry.websiteId, now, UPTIME_WINDOWS[window])).uptime;
}
