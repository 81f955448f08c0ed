import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { websites } from '../../db/schema/monitoring';
import { userPlans } from '../../db/schema/plans';
import type { Db } from '../../db/types';
import { seedPlans } from '../../plans/config';
import { describeEachDatabase } from '../../testing/databases';
import { insertUser, insertWebsite } from '../../testing/incidents';
import { STATE_UP } from '../results/codes';
import { insertRawResults } from '../results/writer';
import { upsertRollups } from '../rollups/upsert';
import { pruneCheckHistory } from './prune';

const DAY = 86_400_000;
const NOW = new Date(Date.UTC(2026, 5, 1));

async function seqOf(db: Db, id: string) {
  const [row] = await db.select({ seq: websites.seq }).from(websites).where(eq(websites.id, id));
  return row?.seq ?? 0;
}

/** One check every 6 hours for the last 120 days. */
async function fillHistory(db: Db, websiteId: string) {
  const seq = await seqOf(db, websiteId);
  const records = [];
  for (let at = NOW.getTime() - 120 * DAY; at < NOW.getTime(); at += 6 * 3_600_000) {
    records.push({
      websiteId,
      websiteSeq: seq,
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
    } as const);
  }
  await insertRawResults(db, records);
  await upsertRollups(db, records);
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
});
