import { like, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { workers } from '../../db/schema/monitoring';
import { userPlans } from '../../db/schema/plans';
import type { Db } from '../../db/types';
import { seedPlans } from '../../plans/config';
import { writeChecks } from '../../testing/checks';
import { describeEachDatabase } from '../../testing/databases';
import { insertUser, insertWebsite } from '../../testing/incidents';
import { STATE_UP } from '../results/codes';
import type { CheckRecord } from '../results/writer';
import { heartbeatWorker, markWorkerStopped } from '../worker-health/registry';
import { pruneCheckHistory } from './prune';

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 5, 1));

/** One check every 6 hours for the last 120 days. */
async function fillHistory(db: Db, websiteId: string) {
  const records: CheckRecord[] = [];
  for (let at = NOW.getTime() - 120 * DAY; at < NOW.getTime(); at += 6 * 3_600_000) {
    records.push({
      websiteId,
      websiteSeq: 0,
      ownerId: '',
      teamId: null,
      scheduleRegion: '*',
      region: 'local',
      regionId: 1,
      intervalSeconds: 21_600,
      checkedAt: new Date(at),
      nextCheckAt: new Date(at),
      state: STATE_UP,
      code: null,
      message: null,
      statusCode: 200,
      timings: { dns: null, connect: 1, tls: null, firstByte: 2, total: 3 },
    });
  }
  await writeChecks(db, records);
  return records.length;
}

async function rawDays(db: Db, websiteId: string) {
  const result = await db.execute<{ n: number; oldest: string | Date }>(sql`
    select count(*)::int as n, min(r.checked_at) as oldest from check_results r join websites w on w.seq = r.website_seq
    where w.id = ${websiteId}`);
  const row = result.rows[0];
  return { n: Number(row?.n ?? 0), oldestDays: (NOW.getTime() - new Date(row?.oldest ?? NOW).getTime()) / DAY };
}

describeEachDatabase('retention', (ctx) => {
  it('prunes raw checks beyond the owner plan history in small batches and keeps rollups', async () => {
    await seedPlans(ctx.db);
    const freeUser = await insertUser(ctx.db);
    const businessUser = await insertUser(ctx.db);
    await ctx.db.insert(userPlans).values({ userId: businessUser, planId: 'business' });
    const free = await insertWebsite(ctx.db, freeUser, { intervalSeconds: 21_600 });
    const business = await insertWebsite(ctx.db, businessUser, { intervalSeconds: 21_600 });
    const total = await fillHistory(ctx.db, free);
    await fillHistory(ctx.db, business);

    const result = await pruneCheckHistory(ctx.db, { now: NOW, batchSize: 50, perWebsite: 20, pauseMs: 0 });
    const freeLeft = await rawDays(ctx.db, free);
    const businessLeft = await rawDays(ctx.db, business);
    // Free keeps 7 days, Business 90.
    expect(freeLeft.n).toBe(7 * 4);
    expect(freeLeft.oldestDays).toBeLessThanOrEqual(7);
    expect(businessLeft.n).toBe(90 * 4);
    expect(businessLeft.oldestDays).toBeLessThanOrEqual(90);
    expect(result.raw).toBe(total - 7 * 4 + total - 90 * 4);
    // Rollups stay (hourly for 92 days, daily far longer): the 120-day history is still summarised.
    const daily = await ctx.db.execute<{ n: number }>(
      sql`select count(*)::int as n from check_rollups_daily where website_id = ${free}`,
    );
    expect(Number(daily.rows[0]?.n)).toBe(120);
    const again = await pruneCheckHistory(ctx.db, { now: NOW });
    expect(again.raw).toBe(0);
  });

  it('forgets workers not heard from for a day, stopped or not, and keeps the others', async () => {
    const report = async (id: string, hoursAgo: number, stopped = false) => {
      const at = new Date(NOW.getTime() - hoursAgo * 3_600_000);
      const state = { startedAt: at, now: at, healthy: true, unhealthySince: null, checks: 0, failures: 0 };
      await heartbeatWorker(ctx.db, { id, region: 'eu-central' }, state);
      if (stopped) await markWorkerStopped(ctx.db, id, at);
    };
    await report('prune-live', 0);
    await report('prune-quiet', 23);
    await report('prune-stopped', 2, true);
    await report('prune-gone', 25);
    await report('prune-stopped-long-ago', 72, true);

    await pruneCheckHistory(ctx.db, { now: NOW, pauseMs: 0 });
    const left = await ctx.db.select({ id: workers.id }).from(workers).where(like(workers.id, 'prune-%'));
    expect(left.map((w) => w.id).sort()).toEqual(['prune-live', 'prune-quiet', 'prune-stopped']);
  });
});
