import { defaultCheckSettings } from '@hlidka/contract';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { degradedPeriods, websites } from '../../db/schema/monitoring';
import type { Database } from '../../db/types';
import { describeEachDatabase } from '../../testing/databases';
import { insertUser, insertWebsite, outboxOf, outcome, websiteStatus } from '../../testing/incidents';
import { STATE_UP } from '../results/codes';
import type { CheckOutcome } from '../results/outcome';
import { type CheckRecord, ResultWriter } from '../results/writer';
import { processCheckOutcomes } from './engine';

async function feed(database: Database, ...outcomes: CheckOutcome[]) {
  const last = outcomes.at(-1)?.checkedAt ?? new Date();
  await database.db.transaction((tx) => processCheckOutcomes(tx, outcomes, last));
}

const answered = (websiteId: string, seconds: number, responseMs: number, extra: Partial<CheckOutcome> = {}) =>
  outcome(websiteId, true, seconds, { responseMs, ...extra });

const statusChanges = async (database: Database, websiteId: string) =>
  (await outboxOf(database.db, websiteId))
    .filter((row) => row.type === 'website.status_changed')
    .map((row) => ({ status: row.payload.status, performance: row.payload.performance }));

const periodsOf = (database: Database, websiteId: string) =>
  database.db
    .select({ startedAt: degradedPeriods.startedAt, endedAt: degradedPeriods.endedAt })
    .from(degradedPeriods)
    .where(eq(degradedPeriods.websiteId, websiteId))
    .orderBy(asc(degradedPeriods.startedAt));

describeEachDatabase('degraded state (response-time budget)', (ctx) => {
  it('each check over the budget makes an up website degraded, one within it up again; the period is kept', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner, { degradedAfterMs: 800 });
    await feed(ctx.database, answered(site, 0, 300));
    expect(await websiteStatus(ctx.db, site)).toBe('up');
    await feed(ctx.database, answered(site, 60, 800));
    expect(await websiteStatus(ctx.db, site)).toBe('up');
    await feed(ctx.database, answered(site, 120, 1840));
    expect(await websiteStatus(ctx.db, site)).toBe('degraded');
    await feed(ctx.database, answered(site, 180, 1900));
    await feed(ctx.database, answered(site, 240, 310));
    expect(await websiteStatus(ctx.db, site)).toBe('up');

    expect(await statusChanges(ctx.database, site)).toEqual([
      { status: 'up', performance: { responseMs: 300, budgetMs: 800, mode: 'each' } },
      { status: 'degraded', performance: { responseMs: 1840, budgetMs: 800, mode: 'each' } },
      { status: 'up', performance: { responseMs: 310, budgetMs: 800, mode: 'each' } },
    ]);
    expect(await periodsOf(ctx.database, site)).toEqual([
      { startedAt: new Date('2026-01-15T10:02:00.000Z'), endedAt: new Date('2026-01-15T10:04:00.000Z') },
    ]);
  });

  it('a website without a budget, or of a type that measures no response time, is never degraded', async () => {
    const owner = await insertUser(ctx.db);
    const plain = await insertWebsite(ctx.db, owner);
    await feed(ctx.database, answered(plain, 0, 25_000));
    expect(await websiteStatus(ctx.db, plain)).toBe('up');
    const heartbeat = await insertWebsite(ctx.db, owner, {
      settings: defaultCheckSettings('heartbeat'),
      url: '',
      degradedAfterMs: 10,
    });
    await feed(ctx.database, answered(heartbeat, 0, 5000));
    expect(await websiteStatus(ctx.db, heartbeat)).toBe('up');
  });

  it('a recovering website over its budget comes back degraded; a failure confirmed still makes it down', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner, { degradedAfterMs: 500 });
    await feed(ctx.database, outcome(site, false, 0), outcome(site, false, 30));
    expect(await websiteStatus(ctx.db, site)).toBe('down');
    await feed(ctx.database, answered(site, 60, 2000));
    expect(await websiteStatus(ctx.db, site)).toBe('degraded');
    // One failure is not confirmed: still degraded; the second makes it down and ends the period.
    await feed(ctx.database, outcome(site, false, 90));
    expect(await websiteStatus(ctx.db, site)).toBe('degraded');
    await feed(ctx.database, outcome(site, false, 120));
    expect(await websiteStatus(ctx.db, site)).toBe('down');
    const [period] = await periodsOf(ctx.database, site);
    expect(period?.endedAt).toEqual(new Date('2026-01-15T10:02:00.000Z'));
  });

  it('maintenance wins over degraded: a slow check in a window shows maintenance, the first one after decides', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner, { degradedAfterMs: 500 });
    await feed(ctx.database, answered(site, 0, 100));
    await feed(ctx.database, answered(site, 60, 3000, { maintenance: true }));
    expect(await websiteStatus(ctx.db, site)).toBe('maintenance');
    await feed(ctx.database, answered(site, 120, 3000, { maintenance: true }));
    expect(await websiteStatus(ctx.db, site)).toBe('maintenance');
    await feed(ctx.database, answered(site, 180, 3000));
    expect(await websiteStatus(ctx.db, site)).toBe('degraded');
    // Degraded when a window begins: the period ends with it.
    await feed(ctx.database, answered(site, 240, 3000, { maintenance: true }));
    expect(await websiteStatus(ctx.db, site)).toBe('maintenance');
    const [period] = await periodsOf(ctx.database, site);
    expect(period?.endedAt).toEqual(new Date('2026-01-15T10:04:00.000Z'));
  });

  it('turning the budget off brings a degraded website back up at its next check', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner, { degradedAfterMs: 500 });
    await feed(ctx.database, answered(site, 0, 900));
    expect(await websiteStatus(ctx.db, site)).toBe('degraded');
    await ctx.db.update(websites).set({ degradedAfterMs: null }).where(eq(websites.id, site));
    await feed(ctx.database, answered(site, 60, 900));
    expect(await websiteStatus(ctx.db, site)).toBe('up');
  });

  it('p95 of the last N checks: one slow check in twenty is tolerated, two are not (stored results, through the writer)', async () => {
    const owner = await insertUser(ctx.db);
    const site = await insertWebsite(ctx.db, owner, { degradedAfterMs: 1000, degradedMode: 'p95', degradedWindow: 20 });
    const [row] = await ctx.db.select({ seq: websites.seq }).from(websites).where(eq(websites.id, site));
    const start = Date.parse('2026-01-15T10:00:00.000Z');
    const record = (i: number, totalMs: number): CheckRecord => ({
      websiteId: site,
      websiteSeq: row?.seq ?? 0,
      ownerId: owner,
      teamId: null,
      scheduleRegion: '*',
      region: 'local',
      regionId: 1,
      intervalSeconds: 30,
      checkedAt: new Date(start + i * 30_000),
      nextCheckAt: new Date(start + (i + 1) * 30_000),
      state: STATE_UP,
      code: null,
      message: null,
      statusCode: 200,
      timings: { dns: null, connect: 1, tls: null, firstByte: totalMs - 1, total: totalMs },
    });
    const write = async (...records: CheckRecord[]) => {
      const writer = new ResultWriter({
        db: ctx.db,
        hooks: { inTransaction: (tx, outcomes, now) => processCheckOutcomes(tx, outcomes, now) },
        now: () => records.at(-1)?.checkedAt ?? new Date(),
      });
      for (const r of records) writer.add(r);
      await writer.close();
    };
    await write(...Array.from({ length: 18 }, (_, i) => record(i, 200)));
    expect(await websiteStatus(ctx.db, site)).toBe('up');
    // Each check alone would be over the budget; the 95th percentile of twenty is not yet.
    await write(record(18, 4000));
    await write(record(19, 200));
    expect(await websiteStatus(ctx.db, site)).toBe('up');
    await write(record(20, 4000));
    expect(await websiteStatus(ctx.db, site)).toBe('degraded');
    const [, degraded] = await statusChanges(ctx.database, site);
    expect(degraded).toEqual({ status: 'degraded', performance: { responseMs: 4000, budgetMs: 1000, mode: 'p95' } });
    // Fast checks push the slow ones out of the window.
    await write(...Array.from({ length: 19 }, (_, i) => record(21 + i, 150)));
    expect(await websiteStatus(ctx.db, site)).toBe('up');
  });
});
