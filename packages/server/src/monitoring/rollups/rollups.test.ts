import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkRollupsDaily, checkRollupsHourly } from '../../db/schema/monitoring';
import { upsertRollups } from '../../testing/checks';
import { describeEachDatabase } from '../../testing/databases';
import { insertUser, insertWebsite } from '../../testing/incidents';
import { STATE_DOWN, STATE_NO_DATA, STATE_UP } from '../results/codes';
import { bucketOf, emptyHistogram, HIST_SIZE, histogramQuantile, packHistogram, unpackHistogram } from './histogram';
import { responseSeries, uptimeWindows } from './read';
import type { RollupInput } from './upsert';

const DAY = 86_400_000;
const YEAR_START = Date.UTC(2026, 0, 1);
const NOW = new Date(Date.UTC(2027, 0, 1));
// No data at all on 20 and 21 December (Hlídka was down); one hour of "no data" outcomes on 31 December.
const GAP_FROM = Date.UTC(2026, 11, 20);
const GAP_TO = Date.UTC(2026, 11, 22);
const NO_DATA_FROM = Date.UTC(2026, 11, 31, 12);
const NO_DATA_TO = Date.UTC(2026, 11, 31, 13);

/** One check a minute for a year: down 03:00–03:09 UTC every day, 900 ms at minutes 0, 20 and 40, else 100 ms. */
function* simulatedDay(websiteId: string, day: number): Generator<RollupInput> {
  for (let minute = 0; minute < 1440; minute++) {
    const at = day + minute * 60_000;
    if (at >= GAP_FROM && at < GAP_TO) continue;
    const hour = Math.floor(minute / 60);
    const state =
      at >= NO_DATA_FROM && at < NO_DATA_TO ? STATE_NO_DATA : hour === 3 && minute % 60 < 10 ? STATE_DOWN : STATE_UP;
    yield {
      websiteId,
      checkedAt: new Date(at),
      state,
      intervalSeconds: 60,
      timings: { total: minute % 20 === 0 ? 900 : 100 },
    };
  }
}

describe('histogram', () => {
  it('buckets and interpolates quantiles like the SQL functions', () => {
    const hist = emptyHistogram();
    hist[bucketOf(100)] = 95;
    hist[bucketOf(900)] = 5;
    expect(histogramQuantile(hist, 0.5)).toBeGreaterThanOrEqual(100);
    expect(histogramQuantile(hist, 0.5)).toBeLessThan(150);
    expect(histogramQuantile(hist, 0.99)).toBeGreaterThanOrEqual(750);
    expect(histogramQuantile(emptyHistogram(), 0.5)).toBeNull();
  });

  it('packs into one number whose sum is the sum of the histograms', () => {
    const a = Array.from({ length: HIST_SIZE }, (_, i) => (i * 7919) % 1000);
    const b = Array.from({ length: HIST_SIZE }, (_, i) => (i === HIST_SIZE - 1 ? 999_000 : i));
    expect(unpackHistogram(packHistogram(a))).toEqual(a);
    expect(unpackHistogram(packHistogram(emptyHistogram()))).toEqual(emptyHistogram());
    expect(packHistogram(emptyHistogram())).toBe('0');
    const one = emptyHistogram();
    one[1] = 3;
    expect(packHistogram(one)).toBe('3000000');
    const sum = BigInt(packHistogram(a)) + BigInt(packHistogram(b));
    expect(unpackHistogram(sum)).toEqual(a.map((v, i) => v + (b[i] ?? 0)));
    expect(() => packHistogram([1_000_000])).toThrow(RangeError);
  });
});

describeEachDatabase('packed histograms in SQL', (ctx) => {
  it('convert stored integer arrays (migration 0010) to the same packing, and add up with + and sum()', async () => {
    const h = Array.from({ length: HIST_SIZE }, (_, i) => (i * 31) % 17);
    const result = await ctx.db.execute<{ packed: string; doubled: string; summed: string }>(sql`
      select hlidka_hist_pack(${`{${h.join(',')}}`}::integer[])::text as packed,
        (${packHistogram(h)}::numeric + ${packHistogram(h)}::numeric)::text as doubled,
        (select sum(x)::text from unnest(array[${packHistogram(h)}, ${packHistogram(h)}, '0']::numeric[]) as x) as summed`);
    const row = result.rows[0];
    expect(row?.packed).toBe(packHistogram(h));
    expect(unpackHistogram(row?.doubled ?? '')).toEqual(h.map((v) => 2 * v));
    expect(unpackHistogram(row?.summed ?? '')).toEqual(h.map((v) => 2 * v));
  });
});

describeEachDatabase('a year of simulated checks', (ctx) => {
  it('produces the right rollups and uptime windows without reading raw checks', { timeout: 120_000 }, async () => {
    const owner = await insertUser(ctx.db);
    const websiteId = await insertWebsite(ctx.db, owner, { intervalSeconds: 60 });
    for (let day = YEAR_START; day < NOW.getTime(); day += DAY) {
      await ctx.db.transaction((tx) => upsertRollups(tx, [...simulatedDay(websiteId, day)]));
    }
    // Half a day again in two more batches: upserts merge into existing buckets.
    const extra = [...simulatedDay(websiteId, Date.UTC(2025, 11, 31))];
    await ctx.db.transaction((tx) => upsertRollups(tx, extra.slice(0, 700)));
    await ctx.db.transaction((tx) => upsertRollups(tx, extra.slice(700)));

    // Nothing raw exists: every figure below comes from the rollups.
    const raw = await ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from check_results`);
    expect(Number(raw.rows[0]?.n)).toBe(0);

    const [normal] = await ctx.db
      .select()
      .from(checkRollupsDaily)
      .where(
        sql`${checkRollupsDaily.websiteId} = ${websiteId} and ${checkRollupsDaily.bucket} = ${new Date(Date.UTC(2026, 5, 1)).toISOString()}::timestamptz`,
      );
    expect(normal).toMatchObject({
      checks: 1440,
      failures: 10,
      downtimeSeconds: 600,
      coveredSeconds: 86_400,
      noData: 0,
      maxMs: 900,
    });
    const p50 = histogramQuantile(normal?.hist ?? [], 0.5);
    expect(p50).toBeGreaterThanOrEqual(100);
    expect(p50).toBeLessThanOrEqual(150);
    // Every response counted once in the packed histogram (the later upserts merged into it by numeric addition).
    expect(normal?.hist.reduce((a, b) => a + b, 0)).toBe(1430);
    expect(normal?.hist[bucketOf(900)]).toBe(71);
    expect(normal?.responseCount).toBe(1430);
    const [hour3] = await ctx.db
      .select()
      .from(checkRollupsHourly)
      .where(
        sql`${checkRollupsHourly.websiteId} = ${websiteId} and ${checkRollupsHourly.bucket} = ${new Date(Date.UTC(2026, 5, 1, 3)).toISOString()}::timestamptz`,
      );
    expect(hour3).toMatchObject({ checks: 60, failures: 10, downtimeSeconds: 600 });
    const hourly = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(checkRollupsHourly)
      .where(eq(checkRollupsHourly.websiteId, websiteId));
    expect(hourly[0]?.n).toBe((365 - 2) * 24 + 24);

    const windows = await uptimeWindows(ctx.db, websiteId, NOW);
    const expectWindow = (days: number, gapDays: number) => {
      const covered = (days - gapDays) * 86_400 - 3600;
      const downtime = (days - gapDays) * 600;
      return {
        checks: (days - gapDays) * 1440 - 60,
        failures: (days - gapDays) * 10,
        downtimeSeconds: downtime,
        coveredSeconds: covered,
        noDataSeconds: days * 86_400 - covered,
        uptime: Math.round(((covered - downtime) / covered) * 100_000) / 1000,
      };
    };
    expect(windows['24h']).toEqual(expectWindow(1, 0));
    expect(windows['7d']).toEqual(expectWindow(7, 0));
    expect(windows['30d']).toEqual(expectWindow(30, 2));
    expect(windows['90d']).toEqual(expectWindow(90, 2));
    expect(windows['24h'].uptime).toBe(99.275);

    // A window that does not start on a day boundary mixes hourly and daily rows.
    const midday = new Date(Date.UTC(2026, 6, 10, 15));
    const sevenDays = (await uptimeWindows(ctx.db, websiteId, midday))['7d'];
    expect(sevenDays).toMatchObject({ checks: 7 * 1440 + 60, failures: 70, downtimeSeconds: 4200 });

    const week = await responseSeries(ctx.db, { id: websiteId, seq: 0 }, NOW, '7d');
    expect(week.resolution).toBe('hour');
    expect(week.points).toHaveLength(7 * 24);
    expect(week.points.find((p) => p.at === '2026-12-31T12:00:00.000Z')?.state).toBe('no_data');
    const quarter = await responseSeries(ctx.db, { id: websiteId, seq: 0 }, NOW, '90d');
    expect(quarter.resolution).toBe('day');
    expect(quarter.points).toHaveLength(88);
    expect(quarter.points[0]?.maxMs).toBe(900);
  });
});
