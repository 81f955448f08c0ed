import type { DashboardData, Language } from '@hlidka/contract';
import { and, asc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import { incidents } from '../../db/schema/incidents';
import { checkRollupsHourly, checkSchedules, websiteNameKey, websites, workers } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { decodeMs, STATE_NO_DATA, STATE_UP } from '../../monitoring/results/codes';
import { addHistograms, emptyHistogram, histogramQuantile } from '../../monitoring/rollups/histogram';
import { websiteInScope } from '../access/scope';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const DASHBOARD_LIST_LIMIT = 1000;
/** Points of a sparkline drawn from single checks. */
export const SPARK_CHECKS = 24;
const WORKER_ONLINE_MS = 2 * 60_000;

const percent = (covered: number, down: number) =>
  covered > 0 ? Math.round(((covered - down) / covered) * 100_000) / 1000 : null;

/**
 * The dashboard of a user (optionally one team of theirs: the caller checks membership first), its websites by name
 * in the reader's language.
 */
export async function dashboardFor(
  db: DbOrTx,
  userId: string,
  options: { teamId?: string; now: Date; language: Language },
): Promise<DashboardData> {
  const { now } = options;
  const scope: SQL[] = [websiteInScope(userId)];
  if (options.teamId) scope.push(eq(websites.teamId, options.teamId));
  const where = and(...scope);
  const since24h = new Date(Math.floor((now.getTime() - DAY) / HOUR) * HOUR);

  const lastCheck = db
    .select({
      websiteId: checkSchedules.websiteId,
      lastCheckAt: sql<Date | null>`max(${checkSchedules.lastCheckedAt})`.as('last_check_at'),
      responseMs: sql<
        number | null
      >`(array_agg(${checkSchedules.lastResponseMs} order by ${checkSchedules.lastCheckedAt} desc nulls last))[1]`.as(
        'response_ms',
      ),
    })
    .from(checkSchedules)
    .groupBy(checkSchedules.websiteId)
    .as('last_check');

  const rollups = db
    .select({
      websiteId: checkRollupsHourly.websiteId,
      checks: sql<number>`sum(${checkRollupsHourly.checks})::int`.as('checks'),
      failures: sql<number>`sum(${checkRollupsHourly.failures})::int`.as('failures'),
      downtime: sql<number>`sum(${checkRollupsHourly.downtimeSeconds})::bigint`.as('downtime'),
      covered: sql<number>`sum(${checkRollupsHourly.coveredSeconds})::bigint`.as('covered'),
      responseSum: sql<number>`sum(${checkRollupsHourly.responseSumMs})::bigint`.as('response_sum'),
      responseCount: sql<number>`sum(${checkRollupsHourly.responseCount})::bigint`.as('response_count'),
    })
    .from(checkRollupsHourly)
    .where(gte(checkRollupsHourly.bucket, since24h))
    .groupBy(checkRollupsHourly.websiteId)
    .as('day_rollup');

  const [rows, incidentCounts, workerRows] = await Promise.all([
    db
      .select({
        id: websites.id,
        seq: websites.seq,
        name: websites.name,
        type: websites.type,
        status: websites.status,
        noWorkerRegions: websites.noWorkerRegions,
        lastCode: websites.lastCode,
        lastCheckAt: lastCheck.lastCheckAt,
        responseMs: lastCheck.responseMs,
        checks: rollups.checks,
        failures: rollups.failures,
        downtime: rollups.downtime,
        covered: rollups.covered,
        responseSum: rollups.responseSum,
        responseCount: rollups.responseCount,
        openIncident: sql<boolean>`exists (select 1 from ${incidents} where ${incidents.websiteId} = ${websites.id} and ${incidents.status} <> 'resolved')`,
      })
      .from(websites)
      .leftJoin(lastCheck, eq(lastCheck.websiteId, websites.id))
      .leftJoin(rollups, eq(rollups.websiteId, websites.id))
      .where(where)
      .orderBy(asc(websiteNameKey[options.language]), asc(websites.id)),
    db
      .select({
        active: sql<number>`count(*) filter (where ${incidents.status} <> 'resolved')::int`,
        acknowledged: sql<number>`count(*) filter (where ${incidents.status} = 'acknowledged')::int`,
        resolved24h: sql<number>`count(*) filter (where ${incidents.resolvedAt} >= ${new Date(now.getTime() - DAY)})::int`,
        resolved30d: sql<number>`count(*) filter (where ${incidents.resolvedAt} >= ${new Date(now.getTime() - 30 * DAY)})::int`,
      })
      .from(incidents)
      .innerJoin(websites, eq(websites.id, incidents.websiteId))
      .where(
        and(
          where,
          sql`(${incidents.status} <> 'resolved' or ${incidents.resolvedAt} >= ${new Date(now.getTime() - 30 * DAY)})`,
        ),
      ),
    db
      .select({
        region: workers.region,
        healthy: workers.healthy,
        heartbeatAt: workers.heartbeatAt,
        checksLastMinute: workers.checksLastMinute,
      })
      .from(workers)
      .where(and(gte(workers.heartbeatAt, new Date(now.getTime() - DAY)), sql`${workers.stoppedAt} is null`))
      .orderBy(asc(workers.region), asc(workers.heartbeatAt)),
  ]);

  const counts = { total: rows.length, up: 0, down: 0, paused: 0, pending: 0, maintenance: 0, degraded: 0 };
  let successful = 0;
  let failed = 0;
  let covered = 0;
  let downtime = 0;
  for (const row of rows) {
    counts[row.status]++;
    const checks = Number(row.checks ?? 0);
    const failures = Number(row.failures ?? 0);
    successful += checks - failures;
    failed += failures;
    covered += Number(row.covered ?? 0);
    downtime += Number(row.downtime ?? 0);
  }

  const slowCandidates = rows
    .filter((row) => Number(row.responseCount ?? 0) > 0)
    .map((row) => ({ id: row.id, name: row.name, avg: Number(row.responseSum) / Number(row.responseCount) }))
    .sort((a, b) => b.avg - a.avg)
    .slice(0, 5);
  const histRows = slowCandidates.length
    ? await db
        .select({ websiteId: checkRollupsHourly.websiteId, hist: checkRollupsHourly.hist })
        .from(checkRollupsHourly)
        .where(
          and(
            inArray(
              checkRollupsHourly.websiteId,
              slowCandidates.map((s) => s.id),
            ),
            gte(checkRollupsHourly.bucket, since24h),
          ),
        )
    : [];
  const hists = new Map<string, number[]>();
  for (const row of histRows) {
    hists.set(row.websiteId, addHistograms(hists.get(row.websiteId) ?? emptyHistogram(), row.hist));
  }

  const listed = rows.slice(0, DASHBOARD_LIST_LIMIT);
  const sparks = await sparklines(
    db,
    listed.filter((row) => Number(row.checks ?? 0) > 0).map((row) => row.id),
    since24h,
    now,
  );
  // Fewer than two hourly averages draw no line (a website added this hour): its latest checks instead.
  const sparse = listed.filter((row) => Number(row.checks ?? 0) > 0 && countValues(sparks.get(row.id)?.values) < 2);
  for (const [id, values] of await latestCheckSparks(db, sparse, since24h)) sparks.set(id, values);

  const [incidentRow] = incidentCounts;
  return {
    websites: counts,
    incidents: {
      active: Number(incidentRow?.active ?? 0),
      acknowledged: Number(incidentRow?.acknowledged ?? 0),
      resolved24h: Number(incidentRow?.resolved24h ?? 0),
      resolved30d: Number(incidentRow?.resolved30d ?? 0),
    },
    checks24h: { successful, failed },
    uptime24h: percent(covered, downtime),
    slowest: slowCandidates.map((s) => ({
      id: s.id,
      name: s.name,
      avgResponseMs: Math.round(s.avg),
      p95Ms: histogramQuantile(hists.get(s.id) ?? emptyHistogram(), 0.95),
    })),
    workers: workerRows.map((w) => ({
      region: w.region,
      healthy: w.healthy,
      online: now.getTime() - w.heartbeatAt.getTime() <= WORKER_ONLINE_MS,
      lastSeenAt: w.heartbeatAt.toISOString(),
      checksLastMinute: w.checksLastMinute,
    })),
    list: listed.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      status: row.status,
      ...(row.noWorkerRegions.length > 0 ? { noWorkerRegions: row.noWorkerRegions } : {}),
      ...(row.status === 'maintenance' ? { lastCode: row.lastCode ?? null } : {}),
      responseMs:
        row.responseMs === null || row.responseMs === undefined || row.responseMs < 0 ? null : Number(row.responseMs),
      uptime24h: percent(Number(row.covered ?? 0), Number(row.downtime ?? 0)),
      lastCheckAt: row.lastCheckAt ? new Date(row.lastCheckAt).toISOString() : null,
      incident: Boolean(row.openIncident),
      spark: sparks.get(row.id)?.values ?? [],
      ...failuresOf(sparks.get(row.id)),
    })),
    truncated: rows.length > DASHBOARD_LIST_LIMIT,
    generatedAt: now.toISOString(),
  };
}

/** A sparkline: response times (null where no check succeeded) and the failed checks behind each point. */
interface Spark {
  values: (number | null)[];
  failures: number[];
}

/** Hourly average response times of the last 24 hours per website, with each hour's failed checks. */
async function sparklines(db: DbOrTx, ids: string[], since: Date, now: Date): Promise<Map<string, Spark>> {
  const result = new Map<string, Spark>();
  if (ids.length === 0) return result;
  const hours = Math.min(25, Math.max(1, Math.ceil((now.getTime() - since.getTime()) / HOUR)));
  const rows = await db
    .select({
      websiteId: checkRollupsHourly.websiteId,
      bucket: checkRollupsHourly.bucket,
      sum: checkRollupsHourly.responseSumMs,
      count: checkRollupsHourly.responseCount,
      failures: checkRollupsHourly.failures,
    })
    .from(checkRollupsHourly)
    .where(and(inArray(checkRollupsHourly.websiteId, ids), gte(checkRollupsHourly.bucket, since)));
  for (const row of rows) {
    const slot = Math.floor((row.bucket.getTime() - since.getTime()) / HOUR);
    if (slot < 0 || slot >= hours) continue;
    let spark = result.get(row.websiteId);
    if (!spark) {
      spark = { values: Array.from({ length: hours }, () => null), failures: Array.from({ length: hours }, () => 0) };
      result.set(row.websiteId, spark);
    }
    spark.values[slot] = row.count > 0 ? Math.round(Number(row.sum) / row.count) : null;
    spark.failures[slot] = row.failures;
  }
  return result;
}

/** The failures behind a sparkline, when any check failed. */
function failuresOf(spark: Spark | undefined): { sparkFailures?: number[] } {
  return spark?.failures.some((count) => count > 0) ? { sparkFailures: spark.failures } : {};
}

const countValues = (values: (number | null)[] | undefined) => values?.filter((value) => value !== null).length ?? 0;

/**
 * The latest real checks (up to SPARK_CHECKS, oldest first) of each website since `since`: the response time of a
 * successful check, null (and a failure) for a failed one. Only for websites with too few hourly rollups, so few raw rows.
 */
async function latestCheckSparks(
  db: DbOrTx,
  sites: { id: string; seq: number }[],
  since: Date,
): Promise<Map<string, Spark>> {
  const result = new Map<string, Spark>();
  if (sites.length === 0) return result;
  const from = since.toISOString();
  const seqs = `{${sites.map((site) => Number(site.seq)).join(',')}}`;
  const rows = await db.execute<{ seq: number; total: number; state: number }>(sql`
    select w.seq, r.total_ms as total, r.state
    from unnest(${seqs}::integer[]) as w(seq)
    cross join lateral (
      select r.checked_at, r.total_ms, r.state from check_results r
      where r.website_seq = w.seq
        -- The raw index is on (website, hour): the hour bound makes it a range scan.
        and hlidka_hour(r.checked_at) >= hlidka_hour(${from}::timestamptz)
        and r.checked_at >= ${from}::timestamptz
        and r.state <> ${STATE_NO_DATA}
      order by r.checked_at desc
      limit ${SPARK_CHECKS}
    ) r
    order by w.seq, r.checked_at`);
  const idOf = new Map(sites.map((site) => [Number(site.seq), site.id]));
  for (const row of rows.rows) {
    const id = idOf.get(Number(row.seq));
    if (!id) continue;
    const spark = result.get(id) ?? { values: [], failures: [] };
    const up = Number(row.state) === STATE_UP;
    spark.values.push(up ? decodeMs(Number(row.total)) : null);
    spark.failures.push(up ? 0 : 1);
    result.set(id, spark);
  }
  return result;
}
