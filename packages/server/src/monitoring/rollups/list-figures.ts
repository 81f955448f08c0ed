import { type SQL, sql } from 'drizzle-orm';
import { pgArray } from '../../db/array-literal';
import type { Db, Tx } from '../../db/types';
import { STATE_DOWN, STATE_NO_DATA } from '../results/codes';
import { dayBucket } from './upsert';

const DAY = 86_400_000;

/**
 * The websites list's figures live on the `websites` row (last check, 30-day checks / covered / downtime seconds and
 * the uptime derived from them, incidents), so every sort of the list orders one table. This file keeps them:
 * `listFiguresStatement` in each result batch's statement, `rollListFigures` when the UTC day changes.
 *
 * The 30-day window is the daily rollups from the 29th UTC day back through today (what the list showed when it summed
 * `check_rollups_daily` per request). The row's sums are always the daily rollups from its `figures_from` on: checks
 * add to them as they land, and moving `figures_from` subtracts the days that left the window. No-data outcomes add no
 * checks and no covered time, so uptime never counts them (as in the rollups).
 */
export const LIST_WINDOW_DAYS = 30;

/** First day (UTC midnight) of the list's 30-day window at `now`. */
export function listWindowStart(now: Date): Date {
  return new Date(dayBucket(now).getTime() - (LIST_WINDOW_DAYS - 1) * DAY);
}

/** What the figures need of one check (a CheckRecord with its maintenance flag). */
export interface ListFigureInput {
  websiteId: string;
  checkedAt: Date;
  state: number;
  intervalSeconds: number;
  code: string | null;
  timings: { total: number };
  /** During a maintenance window: neither up nor down. */
  inMaintenance?: boolean;
}

/**
 * Add a batch's checks to the websites' list figures: one UPDATE … FROM unnest(…) for the whole batch (one row per
 * website, sorted by id), in the batch's transaction. The latest check wins the "last check" columns unless a newer one
 * is already there (batches of different regions may land out of order). No column written here is indexed, so the
 * updates stay HOT. `within` (a relation with an `id` column) narrows the websites touched, as in upsert.ts.
 */
export function listFiguresStatement(records: readonly ListFigureInput[], within: SQL): SQL | null {
  if (records.length === 0) return null;
  const per = new Map<
    string,
    { last: ListFigureInput; checks: number; covered: number; downtime: number; websiteId: string }
  >();
  for (const r of records) {
    let f = per.get(r.websiteId);
    if (!f) {
      f = { websiteId: r.websiteId, last: r, checks: 0, covered: 0, downtime: 0 };
      per.set(r.websiteId, f);
    } else if (f.last.checkedAt <= r.checkedAt) f.last = r;
    if (r.state === STATE_NO_DATA) continue;
    f.checks += 1;
    if (r.inMaintenance) continue;
    f.covered += r.intervalSeconds;
    if (r.state === STATE_DOWN) f.downtime += r.intervalSeconds;
  }
  const rows = [...per.values()].sort((a, b) => (a.websiteId < b.websiteId ? -1 : a.websiteId > b.websiteId ? 1 : 0));
  const col = <T extends string | number | null>(fn: (f: (typeof rows)[number]) => T) => pgArray(rows.map(fn));
  return sql`
    update websites w set
      last_checked_at = case when w.last_checked_at > v.checked_at then w.last_checked_at else v.checked_at end,
      last_response_ms = case when w.last_checked_at > v.checked_at then w.last_response_ms else v.total_ms end,
      last_code = case when w.last_checked_at > v.checked_at then w.last_code else v.code end,
      checks_30d = w.checks_30d + v.checks,
      covered_seconds_30d = w.covered_seconds_30d + v.covered,
      downtime_seconds_30d = w.downtime_seconds_30d + v.downtime
    from unnest(
      ${col((f) => f.websiteId)}::uuid[],
      ${col((f) => f.last.checkedAt.toISOString())}::timestamptz[],
      ${col((f) => Math.round(f.last.timings.total))}::integer[],
      ${col((f) => f.last.code)}::text[],
      ${col((f) => f.checks)}::integer[],
      ${col((f) => f.covered)}::bigint[],
      ${col((f) => f.downtime)}::bigint[]
    ) as v(website_id, checked_at, total_ms, code, checks, covered, downtime)
    where w.id = v.website_id and w.id in (select id from ${within})`;
}

/**
 * Move every website's 30-day figures to the window of `now`: subtract the daily rollups of the days that left it and
 * set `figures_from`. A website already there is not touched, so this is cheap to call often and safe to run from
 * several processes at once (a row another process moved meanwhile no longer matches). Returns the rows moved.
 */
export async function rollListFigures(db: Db | Tx, now: Date): Promise<number> {
  const from = listWindowStart(now).toISOString();
  const result = await db.execute<{ n: number }>(sql`
    with moved as (update websites w set
      checks_30d = w.checks_30d - x.checks,
      covered_seconds_30d = w.covered_seconds_30d - x.covered,
      downtime_seconds_30d = w.downtime_seconds_30d - x.downtime,
      figures_from = ${from}::timestamptz
    from websites o cross join lateral (
      select coalesce(sum(d.checks), 0)::int as checks, coalesce(sum(d.covered_seconds), 0) as covered,
        coalesce(sum(d.downtime_seconds), 0) as downtime
      from check_rollups_daily d
      where d.website_id = o.id and d.bucket >= o.figures_from and d.bucket < ${from}::timestamptz
    ) x
    where o.figures_from < ${from}::timestamptz and w.id = o.id and w.figures_from = o.figures_from
    returning 1)
    select count(*)::int as n from moved`);
  return Number(result.rows[0]?.n ?? 0);
}
