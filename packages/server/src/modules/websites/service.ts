import { randomBytes } from 'node:crypto';
import type {
  CreateWebsiteBody,
  UpdateWebsiteBody,
  Website,
  WebsiteSort,
  WebsiteStatus,
  websiteListQuerySchema,
} from '@hlidka/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { checkSchedules, type WebsiteRow, websites } from '../../db/schema/monitoring';
import { plans, userPlans } from '../../db/schema/plans';
import { users } from '../../db/schema/users';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { resetIncidentCounters } from '../../monitoring/incidents/engine';
import { recordWebsiteStatusChange } from '../../monitoring/incidents/records';
import { checkWebsiteNow, scheduleRegions, scheduleWebsite } from '../../monitoring/scheduler/schedule';
import { DEFAULT_PLAN_ID, type PlanConfig, planById } from '../../plans/config';
import { requireTeamRole, teamRoleOf } from '../teams/access';
import { hasTeamRole } from '../teams/roles';
import { websiteMessages } from './messages';
import { normalizeConfig, type WebsiteConfigInput } from './target-config';

const DAY = 86_400_000;

export interface ServiceContext {
  db: Db;
  userId: string;
  now: Date;
  allowPrivateTargets: boolean;
  publicUrl: string;
}

/** The plan of a user (default plan without a row). */
export async function planOf(db: DbOrTx, userId: string): Promise<PlanConfig> {
  const [row] = await db
    .select({
      id: plans.id,
      name: plans.name,
      websiteLimit: plans.websiteLimit,
      minIntervalSeconds: plans.minIntervalSeconds,
      teamMemberLimit: plans.teamMemberLimit,
      historyDays: plans.historyDays,
    })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(eq(userPlans.userId, userId))
    .limit(1);
  return row ?? planById(DEFAULT_PLAN_ID);
}

/** Websites of the user counted against the plan: paused ones do not count (a downgrade pauses the excess). */
export async function websitesOwned(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(websites)
    .where(and(eq(websites.ownerId, userId), sql`${websites.status} <> 'paused'`));
  return Number(row?.n ?? 0);
}

/** Websites a user may see: own, or of a team they belong to. */
export function visibleTo(userId: string, alias: 'websites' | 'w' = 'websites'): SQL {
  const t = sql.raw(alias);
  return sql`(${t}.owner_id = ${userId} or ${t}.team_id in (select team_id from team_members where user_id = ${userId}))`;
}

/** A website the caller may see, or 404 (a foreign id looks exactly like a missing one). */
export async function findVisibleWebsite(db: DbOrTx, id: string, userId: string): Promise<WebsiteRow> {
  const [row] = await db
    .select()
    .from(websites)
    .where(and(eq(websites.id, id), visibleTo(userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', websiteMessages.notFound);
  return row;
}

function configInput(body: Partial<CreateWebsiteBody & UpdateWebsiteBody>, row?: WebsiteRow): WebsiteConfigInput {
  const s = row?.settings ?? {};
  const pick = <K extends keyof typeof body>(key: K, fallback: unknown) =>
    (body[key] !== undefined ? body[key] : fallback) as never;
  return {
    type: pick('type', row?.type ?? 'http'),
    url: pick('url', row?.url ?? ''),
    intervalSeconds: pick('intervalSeconds', row?.intervalSeconds ?? 300),
    method: pick('method', s.method ?? 'GET'),
    headers: pick('headers', s.headers ?? {}),
    body: pick('body', s.body ?? null),
    expectedStatus: pick('expectedStatus', s.expectedStatus),
    keyword: pick('keyword', s.keyword ?? null),
    followRedirects: pick('followRedirects', s.followRedirects ?? true),
    maxRedirects: pick('maxRedirects', s.maxRedirects ?? 5),
    maxResponseTimeMs: pick('maxResponseTimeMs', s.maxResponseTimeMs ?? null),
    verifyTls: pick('verifyTls', s.verifyTls ?? true),
    tlsWarnDays: pick('tlsWarnDays', s.tlsWarnDays ?? null),
    graceSeconds: pick('graceSeconds', s.graceSeconds ?? 60),
  };
}

function checkInterval(intervalSeconds: number, plan: PlanConfig) {
  if (intervalSeconds < plan.minIntervalSeconds) {
    throw new AppError('VALIDATION_ERROR', undefined, {
      errors: { intervalSeconds: [websiteMessages.intervalBelowPlan(plan.minIntervalSeconds)] },
    });
  }
}

const newPushToken = () => randomBytes(24).toString('base64url');

/** Build the stored configuration of an unsaved website ("test now"). */
export function testConfig(body: CreateWebsiteBody, allowPrivateTargets: boolean) {
  return normalizeConfig(configInput(body), { allowPrivateTargets });
}

/**
 * Create a website. The plan limit is counted in the same transaction, with the owner's row locked
 * (`SELECT … FOR UPDATE`), so concurrent creates at the limit cannot exceed it (PGlite serialises transactions anyway).
 */
export async function createWebsite(ctx: ServiceContext, body: CreateWebsiteBody): Promise<WebsiteRow> {
  const { url, settings } = normalizeConfig(configInput(body), { allowPrivateTargets: ctx.allowPrivateTargets });
  return ctx.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ctx.userId)).for('update');
    if (body.teamId) await requireTeamRole(tx, body.teamId, ctx.userId, 'member');
    const plan = await planOf(tx, ctx.userId);
    checkInterval(body.intervalSeconds ?? 300, plan);
    const used = await websitesOwned(tx, ctx.userId);
    if (used >= plan.websiteLimit) {
      throw new AppError('PLAN_LIMIT_REACHED', websiteMessages.planLimit(plan.websiteLimit, plan.name), {
        status: 403,
      });
    }
    const type = body.type ?? 'http';
    const [row] = await tx
      .insert(websites)
      .values({
        ownerId: ctx.userId,
        teamId: body.teamId ?? null,
        name: body.name,
        description: body.description ?? null,
        type,
        url,
        settings,
        intervalSeconds: body.intervalSeconds ?? 300,
        timeoutSeconds: body.timeoutSeconds ?? 30,
        failuresToOpen: body.failuresToOpen ?? 2,
        successesToResolve: body.successesToResolve ?? 1,
        regions: body.regions ?? [],
        heartbeatToken: type === 'heartbeat' ? newPushToken() : null,
        activeSince: ctx.now,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await scheduleWebsite(tx, row, ctx.now);
    return row;
  });
}

/** Members of the website's team may change it; the owner always. */
async function requireWrite(db: DbOrTx, row: WebsiteRow, userId: string, action: 'edit' | 'delete') {
  if (row.ownerId === userId) return;
  if (!row.teamId) throw new AppError('NOT_FOUND', websiteMessages.notFound);
  const role = await teamRoleOf(db, row.teamId, userId);
  if (!role) throw new AppError('NOT_FOUND', websiteMessages.notFound);
  if (action === 'delete' && !hasTeamRole(role, 'admin'))
    throw new AppError('FORBIDDEN', websiteMessages.deleteForbidden);
}

export async function updateWebsite(ctx: ServiceContext, id: string, body: UpdateWebsiteBody): Promise<WebsiteRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await findVisibleWebsite(tx, id, ctx.userId);
    await requireWrite(tx, row, ctx.userId, 'edit');
    const merged = configInput(body, row);
    const { url, settings } = normalizeConfig(merged, { allowPrivateTargets: ctx.allowPrivateTargets });
    if (body.teamId) await requireTeamRole(tx, body.teamId, ctx.userId, 'member');
    if (body.intervalSeconds !== undefined && body.intervalSeconds !== row.intervalSeconds) {
      checkInterval(body.intervalSeconds, await planOf(tx, row.ownerId));
    }
    const type = body.type ?? row.type;
    const [updated] = await tx
      .update(websites)
      .set({
        name: body.name ?? row.name,
        description: body.description !== undefined ? body.description : row.description,
        teamId: body.teamId !== undefined ? body.teamId : row.teamId,
        type,
        url,
        settings,
        intervalSeconds: merged.intervalSeconds,
        timeoutSeconds: body.timeoutSeconds ?? row.timeoutSeconds,
        failuresToOpen: body.failuresToOpen ?? row.failuresToOpen,
        successesToResolve: body.successesToResolve ?? row.successesToResolve,
        regions: body.regions ?? row.regions,
        heartbeatToken: type === 'heartbeat' ? (row.heartbeatToken ?? newPushToken()) : null,
        updatedAt: ctx.now,
      })
      .where(eq(websites.id, id))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', websiteMessages.notFound);
    const regionsChanged =
      body.regions !== undefined && scheduleRegions(body.regions).join() !== scheduleRegions(row.regions).join();
    const timingChanged = merged.intervalSeconds !== row.intervalSeconds || type !== row.type || url !== row.url;
    if (updated.status !== 'paused' && (regionsChanged || timingChanged)) {
      await scheduleWebsite(tx, updated, ctx.now, { immediate: true });
    }
    return updated;
  });
}

export async function deleteWebsite(ctx: ServiceContext, id: string) {
  await ctx.db.transaction(async (tx) => {
    const row = await findVisibleWebsite(tx, id, ctx.userId);
    await requireWrite(tx, row, ctx.userId, 'delete');
    await tx.delete(websites).where(eq(websites.id, id));
  });
}

/** Pause: no checks; the schedule row stays (with its last result) but is never due. Paused time is no data. */
export async function pauseWebsite(ctx: ServiceContext, id: string): Promise<WebsiteRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await findVisibleWebsite(tx, id, ctx.userId);
    await requireWrite(tx, row, ctx.userId, 'edit');
    if (row.status === 'paused') return row;
    await tx
      .update(checkSchedules)
      .set({ nextCheckAt: sql`'infinity'::timestamptz`, leaseUntil: null, leasedBy: null })
      .where(eq(checkSchedules.websiteId, id));
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
    }
    return updated ?? row;
  });
}

export async function resumeWebsite(ctx: ServiceContext, id: string): Promise<WebsiteRow> {
  return ctx.db.transaction(async (tx) => {
    const row = await findVisibleWebsite(tx, id, ctx.userId);
    await requireWrite(tx, row, ctx.userId, 'edit');
    if (row.status !== 'paused') return row;
    // A resumed website counts against its owner's plan again (the owner's row is locked as in createWebsite).
    await tx.select({ id: users.id }).from(users).where(eq(users.id, row.ownerId)).for('update');
    const plan = await planOf(tx, row.ownerId);
    if ((await websitesOwned(tx, row.ownerId)) >= plan.websiteLimit) {
      throw new AppError('PLAN_LIMIT_REACHED', websiteMessages.planLimit(plan.websiteLimit, plan.name), {
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
    return updated ?? row;
  });
}

export async function queueCheck(ctx: ServiceContext, id: string) {
  const row = await findVisibleWebsite(ctx.db, id, ctx.userId);
  await requireWrite(ctx.db, row, ctx.userId, 'edit');
  if (row.status === 'paused') return;
  await checkWebsiteNow(ctx.db, id, ctx.now);
}

/** A heartbeat ping: remember it; a down or pending heartbeat is re-evaluated at once. */
export async function recordPing(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(websites)
    .set({ lastPingAt: now })
    .where(and(eq(websites.heartbeatToken, token), eq(websites.type, 'heartbeat')))
    .returning({ id: websites.id, status: websites.status });
  if (!row) return false;
  if (row.status === 'down' || row.status === 'pending') await checkWebsiteNow(db, row.id, now);
  return true;
}

// ---- reading ----

interface ListRow extends Record<string, unknown> {
  id: string;
  last_checked_at: string | Date | null;
  last_response_ms: number | null;
  last_code: string | null;
  next_check_at: string | Date | null;
  checks_30d: number | string | null;
  covered_30d: number | string | null;
  downtime_30d: number | string | null;
  incidents_count: number | string | null;
}

/**
 * The value a list sorts by, per website: a column, or one correlated lookup (an index probe) of the same figure the
 * list shows (`websiteQuery`), so sorting never computes the other figures for every website.
 */
function sortKeys(since: Date): Record<WebsiteSort, SQL> {
  const from = sql`${since.toISOString()}::timestamptz`;
  return {
    name: sql`lower(w.name)`,
    status: sql`w.status`,
    createdAt: sql`w.created_at`,
    responseTime: sql`(select s.last_response_ms from check_schedules s where s.website_id = w.id
      order by s.last_checked_at desc nulls last limit 1)`,
    lastCheck: sql`(select max(s.last_checked_at) from check_schedules s where s.website_id = w.id)`,
    checksCount: sql`(select sum(d.checks) from check_rollups_daily d where d.website_id = w.id and d.bucket >= ${from})`,
    uptime: sql`(select case when sum(d.covered_seconds) > 0
        then (sum(d.covered_seconds) - sum(d.downtime_seconds))::float8 * 100 / sum(d.covered_seconds) end
      from check_rollups_daily d where d.website_id = w.id and d.bucket >= ${from})`,
    incidentsCount: sql`(select count(*) from incidents i where i.website_id = w.id)`,
  };
}

const iso = (v: string | Date | null | undefined) => (v == null ? null : new Date(v).toISOString());
const num = (v: number | string | null | undefined) => (v == null ? 0 : Number(v));

function websiteQuery(where: SQL, since: Date) {
  return sql`
    from websites w
    left join lateral (
      select s.last_checked_at, s.last_response_ms, s.last_code,
        (select min(x.next_check_at) from check_schedules x where x.website_id = w.id) as next_check_at
      from check_schedules s where s.website_id = w.id
      order by s.last_checked_at desc nulls last limit 1
    ) last on true
    left join lateral (
      select sum(d.checks) as checks_30d, sum(d.covered_seconds) as covered_30d, sum(d.downtime_seconds) as downtime_30d
      from check_rollups_daily d where d.website_id = w.id and d.bucket >= ${since.toISOString()}::timestamptz
    ) stats on true
    left join lateral (select count(*) as incidents_count from incidents i where i.website_id = w.id) inc on true
    where ${where}`;
}

const selectColumns = sql`
  w.*, last.last_checked_at, last.last_response_ms, last.last_code, last.next_check_at,
  stats.checks_30d, stats.covered_30d, stats.downtime_30d, inc.incidents_count,
  case when coalesce(stats.covered_30d, 0) > 0
    then (stats.covered_30d - stats.downtime_30d)::float8 * 100 / stats.covered_30d end as uptime_30d`;

export function serializeWebsite(row: WebsiteRow, extra: Partial<ListRow>, publicUrl: string): Website {
  const s = row.settings ?? {};
  const covered = num(extra.covered_30d);
  const downtime = num(extra.downtime_30d);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    url: row.url,
    type: row.type,
    status: row.status,
    teamId: row.teamId,
    ownerId: row.ownerId,
    intervalSeconds: row.intervalSeconds,
    timeoutSeconds: row.timeoutSeconds,
    method: s.method ?? 'GET',
    headers: s.headers ?? {},
    body: s.body ?? null,
    expectedStatus: s.expectedStatus ?? ['2xx', '3xx'],
    keyword: s.keyword ?? null,
    followRedirects: s.followRedirects ?? true,
    maxRedirects: s.maxRedirects ?? 5,
    maxResponseTimeMs: s.maxResponseTimeMs ?? null,
    verifyTls: s.verifyTls ?? true,
    tlsWarnDays: s.tlsWarnDays ?? null,
    graceSeconds: s.graceSeconds ?? 60,
    failuresToOpen: row.failuresToOpen,
    successesToResolve: row.successesToResolve,
    regions: row.regions,
    pushUrl: row.heartbeatToken ? `${publicUrl}/api/push/${row.heartbeatToken}` : null,
    statusChangedAt: iso(row.statusChangedAt),
    lastCheckAt: iso(extra.last_checked_at),
    lastResponseMs: extra.last_response_ms == null ? null : Number(extra.last_response_ms),
    lastCode: extra.last_code ?? null,
    nextCheckAt: row.status === 'paused' ? null : iso(extra.next_check_at),
    uptime: covered > 0 ? Math.round(((covered - downtime) / covered) * 100_000) / 1000 : null,
    checksCount: num(extra.checks_30d),
    incidentsCount: num(extra.incidents_count),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Raw rows of `w.*` come back snake_cased: map to the Drizzle row shape. */
function rowFromRaw(raw: Record<string, unknown>): WebsiteRow {
  const date = (v: unknown) => (v == null ? null : new Date(v as string));
  return {
    id: raw.id as string,
    seq: Number(raw.seq),
    ownerId: raw.owner_id as string,
    teamId: (raw.team_id as string | null) ?? null,
    name: raw.name as string,
    description: (raw.description as string | null) ?? null,
    type: raw.type as WebsiteRow['type'],
    url: raw.url as string,
    settings: (typeof raw.settings === 'string' ? JSON.parse(raw.settings) : raw.settings) as WebsiteRow['settings'],
    intervalSeconds: Number(raw.interval_seconds),
    timeoutSeconds: Number(raw.timeout_seconds),
    failuresToOpen: Number(raw.failures_to_open),
    successesToResolve: Number(raw.successes_to_resolve),
    regions: (typeof raw.regions === 'string' ? JSON.parse(raw.regions) : raw.regions) as string[],
    status: raw.status as WebsiteRow['status'],
    statusChangedAt: date(raw.status_changed_at),
    heartbeatToken: (raw.heartbeat_token as string | null) ?? null,
    lastPingAt: date(raw.last_ping_at),
    tlsWarnedValidTo: date(raw.tls_warned_valid_to),
    activeSince: date(raw.active_since) as Date,
    createdAt: date(raw.created_at) as Date,
    updatedAt: date(raw.updated_at) as Date,
  };
}

export async function listWebsites(ctx: ServiceContext, query: z.output<typeof websiteListQuerySchema>) {
  const conditions: SQL[] = [visibleTo(ctx.userId, 'w')];
  if (query.status) conditions.push(sql`w.status = ${query.status as WebsiteStatus}`);
  if (query.teamId === 'personal') conditions.push(sql`w.team_id is null and w.owner_id = ${ctx.userId}`);
  else if (query.teamId) {
    await requireTeamRole(ctx.db, query.teamId, ctx.userId, 'member');
    conditions.push(sql`w.team_id = ${query.teamId}`);
  }
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(w.name ilike ${pattern} or w.url ilike ${pattern} or coalesce(w.description, '') ilike ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const since = new Date(ctx.now.getTime() - 30 * DAY);
  const direction = query.order === 'desc' ? 'desc' : 'asc';
  const order = sql.raw(`sort_key ${direction} nulls last, w.id ${direction}`);
  const offset = (query.page - 1) * query.limit;
  // Two steps, so a page costs the page and not the whole list: the page's ids by the one sort key (a column, or one
  // index probe per website), then the page's figures (last check, 30-day rollups, incidents) for those ids only.
  const [page, count] = await Promise.all([
    ctx.db.execute<{ id: string }>(
      sql`select w.id, ${sortKeys(since)[query.sort]} as sort_key from websites w where ${where}
        order by ${order} limit ${query.limit} offset ${offset}`,
    ),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from websites w where ${where}`),
  ]);
  const ids = page.rows.map((row) => row.id);
  const rows = ids.length
    ? await ctx.db.execute<ListRow>(
        sql`select ${selectColumns} ${websiteQuery(
          sql`w.id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
          since,
        )}`,
      )
    : { rows: [] as ListRow[] };
  const position = new Map(ids.map((id, index) => [id, index]));
  const ordered = [...rows.rows].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  const total = Number(count.rows[0]?.n ?? 0);
  return {
    websites: ordered.map((raw) => serializeWebsite(rowFromRaw(raw), raw, ctx.publicUrl)),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}

/** One website with its list figures (last check, 30-day uptime, counts). */
export async function getWebsite(ctx: ServiceContext, id: string): Promise<Website> {
  const since = new Date(ctx.now.getTime() - 30 * DAY);
  const result = await ctx.db.execute<ListRow>(
    sql`select ${selectColumns} ${websiteQuery(sql`w.id = ${id} and ${visibleTo(ctx.userId, 'w')}`, since)}`,
  );
  const raw = result.rows[0];
  if (!raw) throw new AppError('NOT_FOUND', websiteMessages.notFound);
  return serializeWebsite(rowFromRaw(raw), raw, ctx.publicUrl);
}
