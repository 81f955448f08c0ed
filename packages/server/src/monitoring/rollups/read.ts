import type { SeriesPoint, SeriesRange, UptimeFigures } from '@hlidka/contract';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { checkResults, checkRollupsDaily, checkRollupsHourly, hourOf } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { decodeMs, decodeTimings, STATE_DOWN, STATE_NO_DATA } from '../results/codes';
import { histogramQuantile } from './histogram';
import { dayBucket, hourBucket } from './upsert';

const HOUR = 3_600_000;
const DAY = 86_400_000;

export const UPTIME_WINDOWS = { '24h': DAY, '7d': 7 * DAY, '30d': 30 * DAY, '90d': 90 * DAY } as const;
export type UptimeWindow = keyof typeof UPTIME_WINDOWS;

interface Sums {
  checks: number;
  failures: number;
  downtime: number;
  covered: number;
}

async function sumRollups(
  db: DbOrTx,
  table: typeof checkRollupsHourly | typeof checkRollupsDaily,
  websiteId: string,
  from: Date,
  to: Date,
): Promise<Sums> {
  if (from >= to) return { checks: 0, failures: 0, downtime: 0, covered: 0 };
  const [row] = await db
    .select({
      checks: sql<number>`coalesce(sum(${table.checks}), 0)::int`,
      failures: sql<number>`coalesce(sum(${table.failures}), 0)::int`,
      downtime: sql<number>`coalesce(sum(${table.downtimeSeconds}), 0)::bigint`,
      covered: sql<number>`coalesce(sum(${table.coveredSeconds}), 0)::bigint`,
    })
    .from(table)
    .where(and(eq(table.websiteId, websiteId), gte(table.bucket, from), lt(table.bucket, to)));
  return {
    checks: Number(row?.checks ?? 0),
    failures: Number(row?.failures ?? 0),
    downtime: Number(row?.downtime ?? 0),
    covered: Number(row?.covered ?? 0),
  };
}

/**
 * Uptime over the last `windowMs`, from rollups only: hourly rows for the partial days at both ends, daily rows for
 * the whole days between (at most 2×24 + 90 rows for 90 days). Never reads raw checks.
 */
export async function uptimeOver(db: DbOrTx, websiteId: string, now: Date, windowMs: number): Promise<UptimeFigures> {
  const start = hourBucket(new Date(now.getTime() - windowMs));
  const end = new Date(hourBucket(now).getTime() + HOUR);
  const firstWholeDay = new Date(Math.ceil(start.getTime() / DAY) * DAY);
  const lastWholeDayEnd = dayBucket(end);
  let sums: Sums;
  if (firstWholeDay >= lastWholeDayEnd) {
    sums = await sumRollups(db, checkRollupsHourly, websiteId, start, end);
  } else {
    const parts = [
      await sumRollups(db, checkRollupsHourly, websiteId, start, firstWholeDay),
      await sumRollups(db, checkRollupsDaily, websiteId, firstWholeDay, lastWholeDayEnd),
      await sumRollups(db, checkRollupsHourly, websiteId, lastWholeDayEnd, end),
    ];
    sums = parts.reduce((a, b) => ({
      checks: a.checks + b.checks,
      failures: a.failures + b.failures,
      downtime: a.downtime + b.downtime,
      covered: a.covered + b.covered,
    }));
  }
  const covered = Math.min(sums.covered, Math.round(windowMs / 1000));
  return {
    uptime: sums.covered > 0 ? Math.round(((sums.covered - sums.downtime) / sums.covered) * 100_000) / 1000 : null,
    checks: sums.checks,
    failures: sums.failures,
    downtimeSeconds: sums.downtime,
    noDataSeconds: Math.max(0, Math.round(windowMs / 1000) - covered),
    coveredSeconds: covered,
  };
}

export async function uptimeWindows(db: DbOrTx, websiteId: string, now: Date) {
  const out = {} as Record<UptimeWindow, UptimeFigures>;
  for (const [name, ms] of Object.entries(UPTIME_WINDOWS) as [UptimeWindow, number][]) {
    out[name] = await uptimeOver(db, websiteId, now, ms);
  }
  return out;
}

/** Response-time series: raw points for 24 h, hourly rollups for 7 d, daily rollups beyond. */
export async function responseSeries(
  db: DbOrTx,
  website: { id: string; seq: number },
  now: Date,
  range: SeriesRange,
): Promise<{ resolution: 'raw' | 'hour' | 'day'; points: SeriesPoint[] }> {
  if (range === '24h') {
    const rows = await db
      .select({
        at: checkResults.checkedAt,
        total: checkResults.totalMs,
        state: checkResults.state,
        dns: checkResults.dnsMs,
        connect: checkResults.connectMs,
        tls: checkResults.tlsMs,
        firstByte: checkResults.firstByteMs,
      })
      .from(checkResults)
      .where(
        and(
          eq(checkResults.websiteSeq, website.seq),
          // The raw index is on (website, hour): the hour bound makes it a range scan.
          gte(hourOf(checkResults.checkedAt), hourOf(new Date(now.getTime() - DAY))),
          gte(checkResults.checkedAt, new Date(now.getTime() - DAY)),
        ),
      )
      .orderBy(asc(checkResults.checkedAt));
    return {
      resolution: 'raw',
      points: rows.map((r) => ({
        at: r.at.toISOString(),
        responseMs: r.state === STATE_NO_DATA ? null : decodeMs(r.total),
        p95Ms: null,
        maxMs: null,
        checks: r.state === STATE_NO_DATA ? 0 : 1,
        failures: r.state === STATE_DOWN ? 1 : 0,
        state: r.state === STATE_NO_DATA ? 'no_data' : r.state === STATE_DOWN ? 'down' : 'up',
        timings: r.state === STATE_NO_DATA ? null : decodeTimings(r),
      })),
    };
  }
  const table = range === '7d' ? checkRollupsHourly : checkRollupsDaily;
  const from = new Date(now.getTime() - UPTIME_WINDOWS[range]);
  const rows = await db
    .select({
      bucket: table.bucket,
      checks: table.checks,
      failures: table.failures,
      sum: table.responseSumMs,
      count: table.responseCount,
      hist: table.hist,
      max: table.maxMs,
    })
    .from(table)
    .where(and(eq(table.websiteId, website.id), gte(table.bucket, range === '7d' ? hourBucket(from) : dayBucket(from))))
    .orderBy(asc(table.bucket));
  return {
    resolution: range === '7d' ? 'hour' : 'day',
    points: rows.map((r) => ({
      at: r.bucket.toISOString(),
      responseMs: r.count > 0 ? Math.round(Number(r.sum) / r.count) : null,
      p95Ms: r.max === null ? null : Math.min(r.max, histogramQuantile(r.hist, 0.95) ?? r.max),
      maxMs: r.max,
      checks: r.checks,
      failures: r.failures,
      state: r.checks === 0 ? 'no_data' : r.failures > 0 ? 'down' : 'up',
    })),
  };
}
