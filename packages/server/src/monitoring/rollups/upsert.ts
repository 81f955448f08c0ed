import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../../db/array-literal';
import { STATE_DOWN, STATE_NO_DATA, STATE_UP } from '../results/codes';
import { bucketOf, emptyHistogram, packHistogram } from './histogram';

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** What a rollup upsert needs of one check (a CheckRecord with its maintenance flag). */
export interface RollupInput {
  websiteId: string;
  checkedAt: Date;
  state: number;
  intervalSeconds: number;
  timings: { total: number };
  /** During a maintenance window: the check's time is maintenance, neither up nor down. */
  inMaintenance?: boolean;
}

interface RollupDelta {
  websiteId: string;
  bucket: Date;
  checks: number;
  failures: number;
  noData: number;
  downtimeSeconds: number;
  noDataSeconds: number;
  coveredSeconds: number;
  maintenanceSeconds: number;
  responseSumMs: number;
  responseCount: number;
  maxMs: number | null;
  hist: number[];
}

export const hourBucket = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR);
export const dayBucket = (d: Date) => new Date(Math.floor(d.getTime() / DAY) * DAY);

/** Sum a batch of checks into one delta per website and bucket. Response times count for successful checks only. */
function aggregate(records: readonly RollupInput[], bucketFn: (d: Date) => Date): RollupDelta[] {
  const out = new Map<string, RollupDelta>();
  for (const r of records) {
    const bucket = bucketFn(r.checkedAt);
    const key = `${r.websiteId}|${bucket.getTime()}`;
    let d = out.get(key);
    if (!d) {
      d = {
        websiteId: r.websiteId,
        bucket,
        checks: 0,
        failures: 0,
        noData: 0,
        downtimeSeconds: 0,
        noDataSeconds: 0,
        coveredSeconds: 0,
        maintenanceSeconds: 0,
        responseSumMs: 0,
        responseCount: 0,
        maxMs: null,
        hist: emptyHistogram(),
      };
      out.set(key, d);
    }
    if (r.state === STATE_NO_DATA) {
      d.noData += 1;
      d.noDataSeconds += r.intervalSeconds;
      continue;
    }
    d.checks += 1;
    if (r.inMaintenance) d.maintenanceSeconds += r.intervalSeconds;
    else d.coveredSeconds += r.intervalSeconds;
    if (r.state === STATE_DOWN) {
      if (r.inMaintenance) continue;
      d.failures += 1;
      d.downtimeSeconds += r.intervalSeconds;
    } else if (r.state === STATE_UP) {
      const ms = Math.max(0, Math.round(r.timings.total));
      d.responseSumMs += ms;
      d.responseCount += 1;
      d.maxMs = d.maxMs === null ? ms : Math.max(d.maxMs, ms);
      const i = bucketOf(ms);
      d.hist[i] = (d.hist[i] ?? 0) + 1;
    }
  }
  // Sorted so that concurrent writers lock rollup rows in the same order (no deadlocks on PostgreSQL).
  return [...out.values()].sort((a, b) =>
    a.websiteId === b.websiteId ? a.bucket.getTime() - b.bucket.getTime() : a.websiteId < b.websiteId ? -1 : 1,
  );
}

/**
 * Merge deltas into a rollup table: one multi-row upsert of plain additions. Histograms are packed numerics
 * (histogram.ts), so merging one is `r.hist + excluded.hist`; percentiles are worked out from them on read.
 * Only websites in `within` (a relation with an `id` column) get rows: the result writer passes the batch's websites
 * that still exist, so a website deleted while its check ran loses its rows, not the batch.
 */
function rollupDeltasStatement(table: RollupTable, deltas: readonly RollupDelta[], within: SQL): SQL | null {
  if (deltas.length === 0) return null;
  const t = sql.raw(table);
  const col = <T extends string | number | null>(fn: (d: RollupDelta) => T) => pgArray(deltas.map(fn));
  return sql`
    insert into ${t} as r
      (website_id, bucket, checks, failures, no_data, downtime_seconds, no_data_seconds, covered_seconds,
       maintenance_seconds, response_sum_ms, response_count, max_ms, hist)
    select v.* from unnest(
      ${col((d) => d.websiteId)}::uuid[],
      ${col((d) => d.bucket.toISOString())}::timestamptz[],
      ${col((d) => d.checks)}::integer[],
      ${col((d) => d.failures)}::integer[],
      ${col((d) => d.noData)}::integer[],
      ${col((d) => d.downtimeSeconds)}::integer[],
      ${col((d) => d.noDataSeconds)}::integer[],
      ${col((d) => d.coveredSeconds)}::integer[],
      ${col((d) => d.maintenanceSeconds)}::integer[],
      ${col((d) => d.responseSumMs)}::bigint[],
      ${col((d) => d.responseCount)}::integer[],
      ${col((d) => d.maxMs)}::integer[],
      ${col((d) => packHistogram(d.hist))}::numeric[]
    ) as v(website_id, bucket, checks, failures, no_data, downtime_seconds, no_data_seconds, covered_seconds,
           maintenance_seconds, response_sum_ms, response_count, max_ms, hist)
    where v.website_id in (select id from ${within})
    on conflict (website_id, bucket) do update set
      checks = r.checks + excluded.checks,
      failures = r.failures + excluded.failures,
      no_data = r.no_data + excluded.no_data,
      downtime_seconds = r.downtime_seconds + excluded.downtime_seconds,
      no_data_seconds = r.no_data_seconds + excluded.no_data_seconds,
      covered_seconds = r.covered_seconds + excluded.covered_seconds,
      maintenance_seconds = r.maintenance_seconds + excluded.maintenance_seconds,
      response_sum_ms = r.response_sum_ms + excluded.response_sum_ms,
      response_count = r.response_count + excluded.response_count,
      max_ms = greatest(r.max_ms, excluded.max_ms),
      hist = r.hist + excluded.hist`;
}

type RollupTable = 'check_rollups_hourly' | 'check_rollups_daily';

/** The hourly and daily rollup upserts of a batch of checks (null where there is nothing to add). */
export function rollupStatements(
  records: readonly RollupInput[],
  within: SQL,
): { hourly: SQL | null; daily: SQL | null } {
  return {
    hourly: rollupDeltasStatement('check_rollups_hourly', aggregate(records, hourBucket), within),
    daily: rollupDeltasStatement('check_rollups_daily', aggregate(records, dayBucket), within),
  };
}
