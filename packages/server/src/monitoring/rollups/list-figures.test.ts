import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { websites } from '../../db/schema/monitoring';
import type { Db } from '../../db/types';
import { describeEachDatabase } from '../../testing/databases';
import { insertUser, insertWebsite, outcome } from '../../testing/incidents';
import { processCheckOutcomes } from '../incidents/engine';
import { type ResultState, STATE_DOWN, STATE_NO_DATA, STATE_UP } from '../results/codes';
import { type CheckRecord, ResultWriter } from '../results/writer';
import { pruneCheckHistory } from '../retention/prune';
import { listWindowStart, rollListFigures } from './list-figures';

const DAY = 86_400_000;

async function figuresOf(db: Db, id: string) {
  const [row] = await db
    .select({
      checks: websites.checks30d,
      covered: websites.coveredSeconds30d,
      downtime: websites.downtimeSeconds30d,
      uptime: websites.uptime30d,
      from: websites.figuresFrom,
      incidents: websites.incidentsCount,
    })
    .from(websites)
    .where(eq(websites.id, id));
  return row;
}

/** The list's 30-day figures as the list computed them per request: summed from the daily rollups. */
async function fromRollups(db: Db, id: string, now: Date) {
  const result = await db.execute<{ checks: number | null; covered: number | null; downtime: number | null }>(sql`
    select sum(checks)::int as checks, sum(covered_seconds)::int as covered, sum(downtime_seconds)::int as downtime
    from check_rollups_daily where website_id = ${id} and bucket >= ${listWindowStart(now).toISOString()}::timestamptz`);
  const row = result.rows[0];
  return { checks: Number(row?.checks ?? 0), covered: Number(row?.covered ?? 0), downtime: Number(row?.downtime ?? 0) };
}

describeEachDatabase('websites list figures', (ctx) => {
  async function write(id: string, times: Date[], state: ResultState = STATE_UP) {
    const [row] = await ctx.db.select({ seq: websites.seq }).from(websites).where(eq(websites.id, id));
    const writer = new ResultWriter({ db: ctx.db, maxBatch: 50 });
    for (const checkedAt of times) {
      const record: CheckRecord = {
        websiteId: id,
        websiteSeq: row?.seq ?? 0,
        ownerId: '',
        teamId: null,
        scheduleRegion: '*',
        region: 'local',
        regionId: 1,
        intervalSeconds: 3600,
        checkedAt,
        nextCheckAt: new Date(checkedAt.getTime() + 3_600_000),
        state,
        code: state === STATE_UP ? null : 'timeout',
        message: null,
        statusCode: null,
        timings: { dns: null, connect: 1, tls: null, firstByte: null, total: 50 },
      };
      writer.add(record);
    }
    await writer.close();
  }

  it('adds checks as they land, moves the 30-day window with the day, and ignores pruning of raw checks', async () => {
    const owner = await insertUser(ctx.db);
    const id = await insertWebsite(ctx.db, owner, { intervalSeconds: 3600 });
    // Created with the window of the database's day; move it back to a fixed day's window first.
    const day0 = new Date(Date.UTC(2026, 2, 1));
    await ctx.db
      .update(websites)
      .set({ figuresFrom: listWindowStart(new Date(day0.getTime() - 40 * DAY)) })
      .where(eq(websites.id, id));
    // One check an hour for 40 days before day0, every tenth failing; no-data outcomes on top.
    const hours = Array.from({ length: 40 * 24 }, (_, i) => new Date(day0.getTime() - 40 * DAY + i * 3_600_000));
    await write(
      id,
      hours.filter((_, i) => i % 10 !== 0),
      STATE_UP,
    );
    await write(
      id,
      hours.filter((_, i) => i % 10 === 0),
      STATE_DOWN,
    );
    await write(id, [new Date(day0.getTime() - 3 * DAY + 1000)], STATE_NO_DATA);

    // Until the window moves, the row holds everything since its figures_from.
    expect(await figuresOf(ctx.db, id)).toMatchObject({ checks: 960, covered: 960 * 3600, downtime: 96 * 3600 });
    const now = new Date(day0.getTime() + 3_600_000);
    expect(await rollListFigures(ctx.db, now)).toBeGreaterThanOrEqual(1);
    const expected = await fromRollups(ctx.db, id, now);
    expect(expected.checks).toBe(29 * 24);
    expect(await figuresOf(ctx.db, id)).toMatchObject({
      ...expected,
      from: listWindowStart(now),
      uptime: ((expected.covered - expected.downtime) * 100) / expected.covered,
    });
    // Moving again on the same day changes nothing.
    expect(await rollListFigures(ctx.db, now)).toBe(0);

    // A day later, checks of the new day add and the oldest day leaves.
    const later = new Date(now.getTime() + DAY);
    await write(id, [new Date(later.getTime() - 60_000), later], STATE_DOWN);
    await rollListFigures(ctx.db, later);
    const expectedLater = await fromRollups(ctx.db, id, later);
    expect(expectedLater.checks).toBe(28 * 24 + 2);
    expect(await figuresOf(ctx.db, id)).toMatchObject(expectedLater);

    // Retention prunes raw checks, not the rollups the figures come from: the counts stay.
    const pruned = await pruneCheckHistory(ctx.db, { now: later, pauseMs: 0 });
    expect(pruned.raw).toBeGreaterThan(0);
    expect(await figuresOf(ctx.db, id)).toMatchObject(expectedLater);
  });

  it('counts each incident the engine opens', async () => {
    const owner = await insertUser(ctx.db);
    const id = await insertWebsite(ctx.db, owner, { failuresToOpen: 2 });
    const run = (outcomes: ReturnType<typeof outcome>[]) =>
      ctx.db.transaction((tx) => processCheckOutcomes(tx, outcomes, new Date(Date.UTC(2026, 0, 15, 11))));
    await run([outcome(id, false, 0), outcome(id, false, 60)]);
    expect((await figuresOf(ctx.db, id))?.incidents).toBe(1);
    // Still failing: the same incident, no new count.
    await run([outcome(id, false, 120)]);
    expect((await figuresOf(ctx.db, id))?.incidents).toBe(1);
    await run([outcome(id, true, 180)]);
    await run([outcome(id, false, 240), outcome(id, false, 300)]);
    expect((await figuresOf(ctx.db, id))?.incidents).toBe(2);
  });
});
