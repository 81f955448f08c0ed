import { randomBytes } from 'node:crypto';
import {
  type CheckSettingFields,
  type CreateWebsiteBody,
  checkSettingFieldsOf,
  type Language,
  mergeSettingFields,
  publicSettingFields,
  type UpdateWebsiteBody,
  type Website,
  type WebsiteSort,
  type WebsiteStatus,
  type websiteListQuerySchema,
} from '@hlidka/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { checkSchedules, type WebsiteRow, websites } from '../../db/schema/monitoring';
import { plans, userPlans } from '../../db/schema/plans';
import { users } from '../../db/schema/users';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { resetIncidentCounters } from '../../monitoring/incidents/engine';
import { recordWebsiteStatusChange } from '../../monitoring/incidents/records';
import { checkWebsiteNow, scheduleRegions, scheduleWebsite } from '../../monitoring/scheduler/schedule';
import { announceDueNow } from '../../monitoring/scheduler/wake';
import { refreshRegionCoverage } from '../../monitoring/worker-health/region-coverage';
import { DEFAULT_PLAN_ID, type PlanConfig, planById } from '../../plans/config';
import { requirePermission, requireThingPermission } from '../access/permissions';
import { groupGranted, usableTeamIds, websiteInScope } from '../access/scope';
import { refuseOutOfScope } from '../access/team-role';
import { forgetChangedItems, storedChangeWatch } from '../changes/watch';
import { checkPolicyOf } from '../escalation/service';
import { auditWebsite } from './audit';
import { checkDependsOn, dependsOnAfterUpdate, dependsOnOf, dropDependentsOutOfScope } from './dependencies/service';
import { refuseDuplicateTarget } from './duplicate-target';
import { checkGroupOfWebsite } from './groups/service';
import { websiteMessages } from './messages';
import { normalizeConfig, type WebsiteConfigInput } from './target-config';

export interface ServiceContext {
  db: Db;
  userId: string;
  /** The reader's language: the order of names follows it. */
  language: Language;
  now: Date;
  allowPrivateTargets: boolean;
  publicUrl: string;
}

/** The plan of a user (default plan without a row). */
export async function planOf(db: DbOrTx, userId: string): Promise<PlanConfig> {
  const [row] = await db
    .select({
      id: plans.id,
      websiteLimit: plans.websiteLimit,
      minIntervalSeconds: plans.minIntervalSeconds,
      teamMemberLimit: plans.teamMemberLimit,
      historyDays: plans.historyDays,
    })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(eq(userPlans.userId, userId))
    .limit(1);
  return row ? { ...row, id: planById(row.id).id } : planById(DEFAULT_PLAN_ID);
}

/** Websites of the user counted against the plan: paused ones do not count (a downgrade pauses the excess). */
export async function websitesOwned(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(websites)
    .where(and(eq(websites.ownerId, userId), sql`${websites.status} <> 'paused'`));
  return Number(row?.n ?? 0);
}

/** A website the caller may see, or 404 (a foreign id looks exactly like a missing one). */
export async function findVisibleWebsite(db: DbOrTx, id: string, userId: string): Promise<WebsiteRow> {
  const [row] = await db
    .select()
    .from(websites)
    .where(and(eq(websites.id, id), websiteInScope(userId)))
    .limit(1);
  return row ?? refuseMissing(db, id, userId);
}

/** A website out of the user's scope: 404 like a missing one, or 403 TWO_FACTOR_REQUIRED to a shut-out member. */
async function refuseMissing(db: DbOrTx, id: string, userId: string): Promise<never> {
  const [row] = await db.select({ teamId: websites.teamId }).from(websites).where(eq(websites.id, id)).limit(1);
  return refuseOutOfScope(db, row?.teamId, userId, websiteMessages.notFound);
}

/**
 * The check configuration of a body, over the stored website's for an update or its test (a field given replaces it;
 * the stored secrets follow `mergeSettingFields`).
 */
function configInput(body: Partial<CreateWebsiteBody & UpdateWebsiteBody>, row?: WebsiteRow): WebsiteConfigInput {
  const given = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  const type = body.type ?? row?.type ?? 'http';
  const url = body.url ?? row?.url ?? '';
  const sameTarget = row !== undefined && type === row.type && url.trim() === row.url;
  const stored = (row?.settings ?? {}) as Partial<CheckSettingFields>;
  const { fields, retype } = mergeSettingFields(type, stored, given, sameTarget);
  if (retype.length > 0) {
    const errors = Object.fromEntries(retype.map((field) => [field, [websiteMessages.secretForNewTarget]]));
    throw new AppError('VALIDATION_ERROR', undefined, { errors });
  }
  return {
    type,
    url,
    intervalSeconds: body.intervalSeconds ?? row?.intervalSeconds ?? 300,
    fields: fields as Partial<CheckSettingFields>,
  };
}

function checkInterval(intervalSeconds: number, plan: PlanConfig) {
  if (intervalSeconds < plan.minIntervalSeconds) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      errors: { intervalSeconds: [websiteMessages.intervalBelowPlan(plan.minIntervalSeconds)] },
    });
  }
}

/** A quorum counts regions: it cannot ask for more of them than the website is checked from. */
function checkRegionQuorum(regions: readonly string[], quorum: number | null) {
  if (quorum !== null && quorum > Math.max(1, regions.length)) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      errors: { regionQuorum: [websiteMessages.quorumAboveRegions(Math.max(1, regions.length))] },
    });
  }
}

/** A budget the timeout cuts off first could never be exceeded by a passing check. */
function checkResponseBudget(degradedAfterMs: number | null, timeoutSeconds: number) {
  if (degradedAfterMs !== null && degradedAfterMs >= timeoutSeconds * 1000) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      errors: { degradedAfterMs: [websiteMessages.budgetAboveTimeout(timeoutSeconds)] },
    });
  }
}

const newPushToken = () => randomBytes(24).toString('base64url');

/** Build the stored configuration of an unsaved website ("test now"), over the saved one it edits when given. */
export function testConfig(body: CreateWebsiteBody, allowPrivateTargets: boolean, saved?: WebsiteRow) {
  return normalizeConfig(configInput(body, saved), { allowPrivateTargets, forTest: true });
}

/**
 * Create a website. The plan limit is counted in the same transaction, with the owner's row locked
 * (`SELECT … FOR UPDATE`), so concurrent creates at the limit cannot exceed it.
 * `paused`: created paused (an import of a monitor paused in its source): never due, and not counted against the plan.
 */
export async function createWebsite(
  ctx: ServiceContext,
  body: CreateWebsiteBody,
  options: { paused?: boolean } = {},
): Promise<WebsiteRow> {
  const { url, settings } = normalizeConfig(configInput(body), { allowPrivateTargets: ctx.allowPrivateTargets });
  const created = await ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.userId)).for('update');
    if (body.teamId) await requirePermission(tx, body.teamId, ctx.userId, 'write', 'websites');
    const plan = await planOf(tx, ctx.userId);
    checkInterval(body.intervalSeconds ?? 300, plan);
    checkRegionQuorum(body.regions ?? [], body.regionQuorum ?? null);
    checkResponseBudget(body.degradedAfterMs ?? null, body.timeoutSeconds ?? 30);
    const used = await websitesOwned(tx, ctx.userId);
    if (!options.paused && used >= plan.websiteLimit) {
      throw new AppError('PLAN_LIMIT_REACHED', websiteMessages.planLimit(plan.websiteLimit, plan.id), {
        status: 403,
      });
    }
    if (!body.allowDuplicate) {
      await refuseDuplicateTarget(tx, { url, ownerId: ctx.userId, teamId: body.teamId ?? null, userId: ctx.userId });
    }
    const groupId = await checkGroupOfWebsite(tx, ctx.userId, body.groupId ?? null, {
      ownerId: ctx.userId,
      teamId: body.teamId ?? null,
    });
    const escalationPolicyId = await checkPolicyOf(tx, ctx.userId, body.escalationPolicyId ?? null, {
      ownerId: ctx.userId,
      teamId: body.teamId ?? null,
    });
    const dependsOn = await checkDependsOn(tx, ctx.userId, body.dependsOn ?? null, {
      id: null,
      ownerId: ctx.userId,
      teamId: body.teamId ?? null,
      groupId,
    });
    const [row] = await tx
      .insert(websites)
      .values({
        ownerId: ctx.userId,
        teamId: body.teamId ?? null,
        groupId,
        escalationPolicyId,
        ...dependsOn,
        name: body.name,
        description: body.description ?? null,
        url,
        settings,
        intervalSeconds: body.intervalSeconds ?? 300,
        timeoutSeconds: body.timeoutSeconds ?? 30,
        failuresToOpen: body.failuresToOpen ?? 2,
        successesToResolve: body.successesToResolve ?? 1,
        regions: body.regions ?? [],
        regionQuorum: body.regionQuorum ?? null,
        degradedAfterMs: body.degradedAfterMs ?? null,
        degradedMode: body.degradedMode ?? 'each',
        degradedWindow: body.degradedWindow ?? 20,
        changeWatch: storedChangeWatch(body.changeWatch ?? null),
        heartbeatToken: settings.type === 'heartbeat' ? newPushToken() : null,
        ...(options.paused ? { status: 'paused' as const } : {}),
        activeSince: ctx.now,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await scheduleWebsite(tx, row, ctx.now);
    if (options.paused) await neverDue(tx, row.id);
    await auditWebsite(tx, 'create', null, row);
    return await coveredRow(tx, row, ctx.now);
  });
  // After the commit: a claim made inside the transaction would not see the schedule row yet.
  announceDueNow();
  return created;
}

/**
 * The saved row with `noWorkerRegions` for its regions as they are now (and the owner's notice when a region has no
 * live worker), so the answer to a save already shows "Žádný pracovník v oblasti …" instead of "Čeká na kontrolu".
 */
async function coveredRow(tx: DbOrTx, row: WebsiteRow, now: Date): Promise<WebsiteRow> {
  await refreshRegionCoverage(tx, now, [row.id]);
  const [fresh] = await tx.select().from(websites).where(eq(websites.id, row.id));
  return fresh ?? row;
}

/** A team's website: as the permission table lets the caller's role; a personal one: its owner always. */
async function requireWrite(db: DbOrTx, row: WebsiteRow, userId: string, action: 'edit' | 'delete') {
  if (action === 'delete') {
    await requireThingPermission(db, row, userId, 'delete', 'websites', websiteMessages.deleteForbidden);
  } else await requireThingPermission(db, row, userId, 'write', 'websites');
}

/**
 * The group after an update: the one given (checked against the website's team after the update), else the current
 * one — unless the website moved to another team (or out of one), which leaves its group behind.
 */
async function groupAfterUpdate(
  tx: DbOrTx,
  userId: string,
  given: string | null | undefined,
  row: WebsiteRow,
  teamId: string | null,
): Promise<string | null> {
  if (given !== undefined) return checkGroupOfWebsite(tx, userId, given, { ownerId: row.ownerId, teamId });
  return teamId === row.teamId ? row.groupId : null;
}

/** The escalation policy after an update: the one given, else the one it had while its team stays. */
async function policyAfterUpdate(
  tx: DbOrTx,
  userId: string,
  given: string | null | undefined,
  row: WebsiteRow,
  teamId: string | null,
): Promise<string | null> {
  if (given !== undefined) return checkPolicyOf(tx, userId, given, { ownerId: row.ownerId, teamId });
  return teamId === row.teamId ? row.escalationPolicyId : null;
}

export async function updateWebsite(ctx: ServiceContext, id: string, body: UpdateWebsiteBody): Promise<WebsiteRow> {
  let rescheduled = false;
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await findVisibleWebsite(tx, id, ctx.userId);
    await requireWrite(tx, row, ctx.userId, 'edit');
    const merged = configInput(body, row);
    const { url, settings } = normalizeConfig(merged, { allowPrivateTargets: ctx.allowPrivateTargets });
    if (body.teamId) await requirePermission(tx, body.teamId, ctx.userId, 'write', 'websites');
    if (body.intervalSeconds !== undefined && body.intervalSeconds !== row.intervalSeconds) {
      checkInterval(body.intervalSeconds, await planOf(tx, row.ownerId));
    }
    const regions = body.regions ?? row.regions;
    const regionQuorum = body.regionQuorum !== undefined ? body.regionQuorum : row.regionQuorum;
    checkRegionQuorum(regions, regionQuorum);
    const degradedAfterMs = body.degradedAfterMs !== undefined ? body.degradedAfterMs : row.degradedAfterMs;
    checkResponseBudget(degradedAfterMs, body.timeoutSeconds ?? row.timeoutSeconds);
    const type = settings.type;
    const teamId = body.teamId !== undefined ? body.teamId : row.teamId;
    if (!body.allowDuplicate && (url !== row.url || teamId !== row.teamId)) {
      await refuseDuplicateTarget(tx, { url, ownerId: row.ownerId, teamId, exceptId: row.id, userId: ctx.userId });
    }
    const groupId = await groupAfterUpdate(tx, ctx.userId, body.groupId, row, teamId);
    const changeWatch = body.changeWatch !== undefined ? storedChangeWatch(body.changeWatch) : row.changeWatch;
    if (body.changeWatch !== undefined || url !== row.url) {
      await forgetChangedItems(tx, id, row.changeWatch, changeWatch, url !== row.url);
    }
    const escalationPolicyId = await policyAfterUpdate(tx, ctx.userId, body.escalationPolicyId, row, teamId);
    const dependsOn = await dependsOnAfterUpdate(tx, ctx.userId, body.dependsOn, row, { teamId, groupId });
    const [updated] = await tx
      .update(websites)
      .set({
        name: body.name ?? row.name,
        description: body.description !== undefined ? body.description : row.description,
        teamId,
        groupId,
        escalationPolicyId,
        ...dependsOn,
        url,
        settings,
        intervalSeconds: merged.intervalSeconds,
        timeoutSeconds: body.timeoutSeconds ?? row.timeoutSeconds,
        failuresToOpen: body.failuresToOpen ?? row.failuresToOpen,
        successesToResolve: body.successesToResolve ?? row.successesToResolve,
        regions,
        regionQuorum,
        degradedAfterMs,
        degradedMode: body.degradedMode ?? row.degradedMode,
        degradedWindow: body.degradedWindow ?? row.degradedWindow,
        changeWatch,
        heartbeatToken: type === 'heartbeat' ? (row.heartbeatToken ?? newPushToken()) : null,
        updatedAt: ctx.now,
      })
      .where(eq(websites.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', websiteMessages.notFound);
    if (teamId !== row.teamId) await dropDependentsOutOfScope(tx, updated);
    const regionsChanged =
      body.regions !== undefined && scheduleRegions(body.regions).join() !== scheduleRegions(row.regions).join();
    const timingChanged = merged.intervalSeconds !== row.intervalSeconds || type !== row.type || url !== row.url;
    if (updated.status !== 'paused' && (regionsChanged || timingChanged)) {
      await scheduleWebsite(tx, updated, ctx.now, { immediate: true });
      rescheduled = true;
    }
    await auditWebsite(tx, 'update', row, updated);
    return await coveredRow(tx, updated, ctx.now);
  });
  if (rescheduled) announceDueNow();
  return updated;
}

export async function deleteWebsite(ctx: ServiceContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await findVisibleWebsite(tx, id, ctx.userId);
    await requireWrite(tx, row, ctx.userId, 'delete');
    await tx.delete(websites).where(eq(websites.id, id));
    await auditWebsite(tx, 'delete', row, null);
  });
}

/** A paused website's schedule rows stay (with their last results) but are never due. */
async function neverDue(db: DbOrTx, websiteId: string) {
  await db
    .update(checkSchedules)
    .set({ nextCheckAt: sql`'infinity'::timestamptz`, leaseUntil: null, leasedBy: null })
    .where(eq(checkSchedules.websiteId, websiteId));
}

/** Pause: no checks; the schedule row stays (with its last result) but is never due. Paused time is no data. */
export async function pauseWebsite(ctx: ServiceContext, id: string): Promise<WebsiteRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await findVisibleWebsite(tx, id, ctx.userId);
    await requireWrite(tx, row, ctx.userId, 'edit');
    if (row.status === 'paused') return row;
    await neverDue(tx, id);
    const [updated] = await tx
      .update(websites)
      .set({ status: 'paused', statusChangedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(websites.id, id))
      .returning();
    // The outbox row tells the notifications worker (event website.paused) and live clients.
    if (updated) {
      await recordWebsiteStatusChange(tx, {
        website: updated,
        status: 'paused',
        previousStatus: row.status,
        now: ctx.now,
      });
      await auditWebsite(tx, 'pause', row, updated);
      return await coveredRow(tx, updated, ctx.now);
    }
    return row;
  });
}

export async function resumeWebsite(ctx: ServiceContext, id: string): Promise<WebsiteRow> {
  const resumed = await ctx.db.transaction(async (tx) => {
    const row = await findVisibleWebsite(tx, id, ctx.userId);
    await requireWrite(tx, row, ctx.userId, 'edit');
    if (row.status !== 'paused') return row;
    // A resumed website counts against its owner's plan again (the owner's row is locked as in createWebsite).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.ownerId)).for('update');
    const plan = await planOf(tx, row.ownerId);
    if ((await websitesOwned(tx, row.ownerId)) >= plan.websiteLimit) {
      throw new AppError('PLAN_LIMIT_REACHED', websiteMessages.planLimit(plan.websiteLimit, plan.id), {
        status: 403,
      });
    }
    const [updated] = await tx
      .update(websites)
      .set({ status: 'pending', statusChangedAt: ctx.now, activeSince: ctx.now, updatedAt: ctx.now })
      .where(eq(websites.id, id))
      .returning();
    await resetIncidentCounters(tx, id);
    await tx
      .update(checkSchedules)
      .set({ nextCheckAt: ctx.now, leaseUntil: null, leasedBy: null })
      .where(eq(checkSchedules.websiteId, id));
    if (updated) await auditWebsite(tx, 'resume', row, updated);
    return updated ? await coveredRow(tx, updated, ctx.now) : row;
  });
  if (resumed.status !== 'paused') announceDueNow();
  return resumed;
}

export async function queueCheck(ctx: ServiceContext, id: string) {
  const row = await findVisibleWebsite(ctx.db, id, ctx.userId);
  await requireWrite(ctx.db, row, ctx.userId, 'edit');
  if (row.status === 'paused') return;
  await checkWebsiteNow(ctx.db, id, ctx.now);
}

// ---- reading ----

/** The stored sort key of the name in each language (Czech: ch after h, č after c…; see db/schema/sort-key.ts). */
const nameKeys: Record<Language, SQL> = { cs: sql`w.name_key_cs`, en: sql`w.name_key_en` };

/**
 * What the list sorts by: a column of the website row (the list's figures are kept there, see
 * monitoring/rollups/list-figures.ts), and whether it can be null (no check yet). Name, status and incidents have an
 * index per owner; the figures that change with every check have none (their updates stay HOT), so those sorts read
 * the caller's rows.
 */
const sortKeys = (language: Language): Record<WebsiteSort, { key: SQL; nullable: boolean }> => ({
  name: { key: nameKeys[language], nullable: false },
  status: { key: sql`w.status`, nullable: false },
  createdAt: { key: sql`w.created_at`, nullable: false },
  responseTime: { key: sql`w.last_response_ms`, nullable: true },
  lastCheck: { key: sql`w.last_checked_at`, nullable: true },
  checksCount: { key: sql`w.checks_30d`, nullable: false },
  uptime: { key: sql`w.uptime_30d`, nullable: true },
  incidentsCount: { key: sql`w.incidents_count`, nullable: false },
});

const iso = (v: string | Date | null | undefined) => (v == null ? null : new Date(v).toISOString());

/** The earliest next check of the website's schedule rows (one per region). */
const nextCheckAt = sql<
  string | Date | null
>`(select min(x.next_check_at) from check_schedules x where x.website_id = ${websites.id})`;

export function serializeWebsite(
  row: WebsiteRow,
  extra: { nextCheckAt?: string | Date | null },
  publicUrl: string,
): Website {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    url: row.url,
    type: row.type,
    status: row.status,
    teamId: row.teamId,
    groupId: row.groupId,
    escalationPolicyId: row.escalationPolicyId,
    dependsOn: dependsOnOf(row),
    ownerId: row.ownerId,
    intervalSeconds: row.intervalSeconds,
    timeoutSeconds: row.timeoutSeconds,
    ...publicSettingFields(checkSettingFieldsOf(row.settings)),
    failuresToOpen: row.failuresToOpen,
    successesToResolve: row.successesToResolve,
    regions: row.regions,
    regionQuorum: row.regionQuorum,
    degradedAfterMs: row.degradedAfterMs,
    degradedMode: row.degradedMode,
    degradedWindow: row.degradedWindow,
    changeWatch: row.changeWatch,
    noWorkerRegions: row.noWorkerRegions,
    pushUrl: row.heartbeatToken ? `${publicUrl}/api/push/${row.heartbeatToken}` : null,
    runStartedAt: iso(row.runStartedAt),
    statusChangedAt: iso(row.statusChangedAt),
    lastCheckAt: iso(row.lastCheckedAt),
    lastResponseMs: row.lastResponseMs,
    lastCode: row.lastCode,
    nextCheckAt: row.status === 'paused' ? null : iso(extra.nextCheckAt),
    uptime: row.uptime30d == null ? null : Math.round(row.uptime30d * 1000) / 1000,
    checksCount: row.checks30d,
    incidentsCount: row.incidentsCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Website rows by id with their next check, serialized, in the order of `ids`. */
async function websitesByIds(ctx: ServiceContext, ids: readonly string[]): Promise<Website[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ row: websites, nextCheckAt })
    .from(websites)
    .where(inArray(websites.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.row.id, serializeWebsite(r.row, r, ctx.publicUrl)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function listWebsites(ctx: ServiceContext, query: z.output<typeof websiteListQuerySchema>) {
  const filters: SQL[] = [];
  if (query.status) filters.push(sql`w.status = ${query.status as WebsiteStatus}`);
  if (query.teamId === 'personal') filters.push(sql`w.team_id is null`);
  else if (query.teamId) {
    await requirePermission(ctx.db, query.teamId, ctx.userId, 'read', 'websites');
    filters.push(sql`w.team_id = ${query.teamId}`);
  }
  if (query.groupId === 'none') filters.push(sql`w.group_id is null`);
  else if (query.groupId) filters.push(sql`w.group_id = ${query.groupId}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push(
      sql`(w.name ilike ${pattern} or w.url ilike ${pattern} or coalesce(w.description, '') ilike ${pattern})`,
    );
  }
  const { key, nullable } = sortKeys(ctx.language)[query.sort];
  // The scope (websiteInScope) in two disjoint branches — own websites, and the usable teams' websites owned by
  // someone else — so the first can walk an (owner, sort key) index in order instead of sorting every visible row.
  const own = sql.join(
    [
      sql`w.owner_id = ${ctx.userId}`,
      sql`(w.team_id is null or (w.team_id in ${usableTeamIds(ctx.userId)} and ${groupGranted(ctx.userId, 'w')}))`,
      ...filters,
    ],
    sql` and `,
  );
  const teams = sql.join(
    [
      sql`w.team_id in ${usableTeamIds(ctx.userId)}`,
      groupGranted(ctx.userId, 'w'),
      sql`w.owner_id <> ${ctx.userId}`,
      ...(query.teamId === 'personal' ? [sql`false`] : []),
      ...filters,
    ],
    sql` and `,
  );
  const visible = (columns: SQL) =>
    sql`select ${columns} from websites w where ${own} union all select ${columns} from websites w where ${teams}`;
  const countVisible = async () => {
    const [count] = (await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from (${visible(sql`1`)}) v`))
      .rows;
    return Number(count?.n ?? 0);
  };

  const offset = (query.page - 1) * query.limit;
  const order = (direction: 'asc' | 'desc', nulls: string) =>
    sql`order by v.sort_key ${sql.raw(direction + nulls)}, v.id ${sql.raw(direction)}`;
  if (query.search) {
    // A search reads every visible row anyway (no index serves "contains"): count and page in that one scan.
    const found = await ctx.db.execute<{ id: string; total: number }>(sql`
      select v.id, count(*) over ()::int as total from (${visible(sql`w.id, ${key} as sort_key`)}) v
      ${order(query.order, nullable ? ' nulls last' : '')}
      limit ${query.limit} offset ${offset}`);
    const first = found.rows[0];
    const total = first ? Number(first.total) : await countVisible();
    const pagination = { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
    const ids = found.rows.map((row) => row.id);
    return { websites: await websitesByIds(ctx, ids), pagination };
  }
  const total = await countVisible();
  const pagination = { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
  if (offset >= total) return { websites: [], pagination };

  // A page in the second half is read from the other end (reversed order, offset from the end, rows turned back), so
  // no page skips more than half of the list.
  const size = Math.min(query.limit, total - offset);
  const fromEnd = total - offset - size;
  const reversed = fromEnd < offset;
  const ascending = (query.order === 'desc') === reversed;
  const direction = ascending ? 'asc' : 'desc';
  // The requested order puts rows without the figure last; read from the other end, they come first.
  const nulls = nullable ? (reversed ? ' nulls first' : ' nulls last') : '';
  const page = await ctx.db.execute<{ id: string }>(sql`
    select v.id from (${visible(sql`w.id, ${key} as sort_key`)}) v
    ${order(direction, nulls)}
    limit ${size} offset ${reversed ? fromEnd : offset}`);
  const ids = page.rows.map((row) => row.id);
  if (reversed) ids.reverse();
  return { websites: await websitesByIds(ctx, ids), pagination };
}

/** One website with its list figures (last check, 30-day uptime, counts). */
export async function getWebsite(ctx: ServiceContext, id: string): Promise<Website> {
  const [row] = await ctx.db
    .select({ row: websites, nextCheckAt })
    .from(websites)
    .where(and(eq(websites.id, id), websiteInScope(ctx.userId)))
    .limit(1);
  if (!row) return refuseMissing(ctx.db, id, ctx.userId);
  return serializeWebsite(row.row, row, ctx.publicUrl);
}
