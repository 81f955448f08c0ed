import { sql } from 'drizzle-orm';
import type { Db } from '../../db/types';
import { DEFAULT_HISTORY_DAYS } from '../../plans/config';
import { pruneWorkers } from '../worker-health/registry';

export interface PruneOptions {
  now: Date;
  /** The plan of owners without a subscription (`config.defaultPlan`; default `free`). */
  defaultPlan?: string;
  /** Rows deleted per statement (default 5000), per website per statement (default 1000). */
  batchSize?: number;
  perWebsite?: number;
  /** Pause between batches so that check writes interleave (default 20 ms). */
  pauseMs?: number;
  /** Hourly rollups kept (default 92 days), daily rollups kept (default 800 days). */
  hourlyDays?: number;
  dailyDays?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delete raw checks older than the owner's plan history (default 30 days) in small batches, each an index range scan
 * per website (on its hours), then old rollups, the writer's batch ids older than a day and the workers not heard from
 * for a day. Returns the number of raw and rollup rows deleted.
 */
export async function pruneCheckHistory(db: Db, options: PruneOptions): Promise<{ raw: number; rollups: number }> {
  const batch = options.batchSize ?? 5000;
  const perWebsite = options.perWebsite ?? 1000;
  const now = options.now.toISOString();
  const cutoff = sql`(${now}::timestamptz - coalesce(p.history_days, ${DEFAULT_HISTORY_DAYS}) * interval '1 day')`;
  let raw = 0;
  for (;;) {
    const result = await db.execute<{ n: number }>(sql`
      with doomed as (
        select r.ctid as id
        from websites w
        left join user_plans up on up.user_id = w.owner_id
        left join plans p on p.id = coalesce(up.plan_id, ${options.defaultPlan ?? 'free'})
        cross join lateral (
          select r.ctid from check_results r
          where r.website_seq = w.seq
            and hlidka_hour(r.checked_at) <= hlidka_hour(${cutoff})
            and r.checked_at < ${cutoff}
          order by hlidka_hour(r.checked_at)
          limit ${perWebsite}
        ) r
        limit ${batch}
      ),
      deleted as (delete from check_results where ctid = any(array(select id from doomed)) returning 1)
      select count(*)::int as n from deleted`);
    const n = Number(result.rows[0]?.n ?? 0);
    raw += n;
    if (n === 0) break;
    await sleep(options.pauseMs ?? 20);
  }
  let rollups = 0;
  for (const [table, days] of [
    ['check_rollups_hourly', options.hourlyDays ?? 92],
    ['check_rollups_daily', options.dailyDays ?? 800],
  ] as const) {
    const result = await db.execute<{ n: number }>(sql`
      with deleted as (
        delete from ${sql.raw(table)} where bucket < ${now}::timestamptz - ${days} * interval '1 day' returning 1
      ) select count(*)::int as n from deleted`);
    rollups += Number(result.rows[0]?.n ?? 0);
  }
  // The result writer's batch ids only matter while a batch may still be retried (seconds).
  await db.execute(sql`delete from check_result_batches where written_at < ${now}::timestamptz - interval '1 day'`);
  await pruneWorkers(db, options.now);
  return { raw, rollups };
}
