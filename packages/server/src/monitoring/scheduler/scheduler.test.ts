import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents } from '../../db/schema/incidents';
import { checkRollupsHourly, checkSchedules, websites, workers } from '../../db/schema/monitoring';
import type { Db } from '../../db/types';
import { describeEachDatabase } from '../../testing/databases';
import { insertUser, insertWebsite } from '../../testing/incidents';
import { processCheckOutcomes } from '../incidents/engine';
import { STATE_NO_DATA, STATE_UP } from '../results/codes';
import { NetworkHealth } from '../worker-health/network-health';
import { checkWebsiteNow, scheduleWebsite } from './schedule';
import { nextCheckAfter, nextGridPoint, Scheduler } from './scheduler';

let target: Server;
let targetUrl: string;
const hits = new Map<string, number>();

beforeAll(async () => {
  target = createServer((req, res) => {
    hits.set(req.url ?? '', (hits.get(req.url ?? '') ?? 0) + 1);
    // /slow/…: a check that stays in flight for 1.5 s.
    if (req.url?.startsWith('/slow/')) setTimeout(() => res.writeHead(200).end('ok'), 1500);
    else res.writeHead(200).end('ok');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(fn: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await fn()) return;
    await sleep(200);
  }
  throw new Error('condition not met in time');
}

async function rawRows(db: Db, websiteId: string) {
  const result = await db.execute<{ checked_at: Date | string; state: number; code: number }>(sql`
    select r.checked_at, r.state, r.code from check_results r join websites w on w.seq = r.website_seq
    where w.id = ${websiteId} order by r.checked_at`);
  return result.rows.map((r) => ({
    at: new Date(r.checked_at).getTime(),
    state: Number(r.state),
    code: Number(r.code),
  }));
}

describe('nextGridPoint', () => {
  it('stays on the schedule grid whatever the completion time', () => {
    expect(nextGridPoint(1000, 10_000, 1500)).toBe(11_000);
    expect(nextGridPoint(1000, 10_000, 10_999)).toBe(11_000);
    // A check that finished after its next slot skips to the following one (never bursts to catch up).
    expect(nextGridPoint(1000, 10_000, 11_000)).toBe(21_000);
    expect(nextGridPoint(1000, 10_000, 35_000)).toBe(41_000);
    expect(nextGridPoint(5000, 10_000, 4000)).toBe(15_000);
  });
});

describe('nextCheckAfter', () => {
  const timings = { dns: null, connect: null, tls: null, firstByte: null, total: 0 };
  const ok = { ok: true, code: null, message: '', timings } as const;
  it('a heartbeat whose next signal is due before its interval is judged just after that deadline', () => {
    const c = { due: 1000, intervalSeconds: 300 };
    expect(nextCheckAfter(c, ok, 1500)).toBe(301_000);
    expect(nextCheckAfter(c, { ...ok, nextDueAt: 60_000 }, 1500)).toBe(61_000);
    expect(nextCheckAfter(c, { ...ok, nextDueAt: 900_000 }, 1500)).toBe(301_000);
    expect(nextCheckAfter(c, { ...ok, nextDueAt: 500 }, 1500)).toBe(1500);
  });
});

describeEachDatabase('scheduler', (ctx) => {
  it('checks due websites on their grid, once per slot, writes raw rows, rollups and status', async () => {
    const owner = await insertUser(ctx.db);
    const ids: string[] = [];
    const start = Date.now() + 2000;
    for (let i = 0; i < 20; i++) {
      const id = await insertWebsite(ctx.db, owner, {
        name: `Web ${i}`,
        url: `${targetUrl}/grid/${ctx.kind}/${i}`,
        intervalSeconds: 10,
        timeoutSeconds: 5,
      });
      await ctx.db
        .insert(checkSchedules)
        .values({ websiteId: id, region: '*', nextCheckAt: new Date(start + i * 100) });
      ids.push(id);
    }
    const scheduler = new Scheduler({
      db: ctx.db,
      region: 'test',
      allowPrivateTargets: true,
      pollMs: 100,
      batchDelayMs: 200,
      hooks: { inTransaction: (tx, outcomes, now) => processCheckOutcomes(tx, outcomes, now) },
    });
    await scheduler.start();
    try {
      await waitFor(async () => (await rawRows(ctx.db, ids[19] as string)).length >= 2, 20_000);
    } finally {
      await scheduler.stop();
    }
    for (const [i, id] of ids.entries()) {
      const rows = await rawRows(ctx.db, id);
      expect(rows.length, `website ${i}`).toBeGreaterThanOrEqual(2);
      expect(rows.every((r) => r.state === STATE_UP)).toBe(true);
      const first = rows[0]?.at ?? 0;
      const second = rows[1]?.at ?? 0;
      // The first check ran in its first slot and the second in the next one, however late a busy machine started
      // them (a raw row keeps whole seconds, so a check on time may read up to a second early); the exact no-drift
      // property is the grid assertion on next_check_at below.
      const slotOf = (at: number) => Math.floor((at - (start + i * 100) + 1000) / 10_000);
      expect([slotOf(first), slotOf(second)]).toEqual([0, 1]);
      const [schedule] = await ctx.db.select().from(checkSchedules).where(eq(checkSchedules.websiteId, id));
      expect(schedule?.leaseUntil).toBeNull();
      expect(((schedule?.nextCheckAt.getTime() ?? 0) - (start + i * 100)) % 10_000).toBe(0);
      expect(hits.get(`/grid/${ctx.kind}/${i}`)).toBe(rows.length);
    }
    const [website] = await ctx.db
      .select()
      .from(websites)
      .where(eq(websites.id, ids[0] as string));
    expect(website?.status).toBe('up');
    const [rollup] = await ctx.db
      .select({ checks: sql<number>`sum(${checkRollupsHourly.checks})::int` })
      .from(checkRollupsHourly)
      .where(
        sql`${checkRollupsHourly.websiteId} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    const total = (await Promise.all(ids.map((id) => rawRows(ctx.db, id)))).reduce((n, rows) => n + rows.length, 0);
    expect(rollup?.checks).toBe(total);
    const [worker] = await ctx.db.select().from(workers).where(eq(workers.id, scheduler.id));
    expect(worker).toMatchObject({ region: 'test', healthy: true });
    expect(worker?.stoppedAt).not.toBeNull();
    expect(scheduler.lag.quantile(0.5)).toBeLessThan(2000);
  });

  it('spreads overdue websites over their interval after downtime (a gap, no burst)', async () => {
    const owner = await insertUser(ctx.db);
    const id = await insertWebsite(ctx.db, owner, { url: `${targetUrl}/late`, intervalSeconds: 120 });
    await ctx.db
      .insert(checkSchedules)
      .values({ websiteId: id, region: '*', nextCheckAt: new Date(Date.now() - 3_600_000) });
    const scheduler = new Scheduler({ db: ctx.db, region: 'test', allowPrivateTargets: true, pollMs: 100 });
    await scheduler.start();
    // Resynced: the hour-old due time has moved into the coming interval.
    await waitFor(async () => ((await scheduleOf(id))?.nextCheckAt.getTime() ?? 0) > Date.now() - 5000, 10_000);
    await scheduler.stop();
    const schedule = await scheduleOf(id);
    const due = schedule?.nextCheckAt.getTime() ?? 0;
    expect(due).toBeGreaterThan(Date.now() - 5000);
    if (schedule?.lastCheckedAt) {
      // The random slot fell within the first claim's look-ahead: checked at once, the next check one interval on.
      expect(due).toBeLessThanOrEqual(schedule.lastCheckedAt.getTime() + 120_000 + 1000);
    } else {
      // Within the interval less the start-up time and one claim-and-write cycle: checked within one interval.
      expect(due).toBeLessThanOrEqual(Date.now() + 120_000 - 3000);
    }
  });

  async function scheduleOf(websiteId: string) {
    const [row] = await ctx.db.select().from(checkSchedules).where(eq(checkSchedules.websiteId, websiteId));
    return row;
  }

  it('"check now" wakes the scheduler of this process: the check starts long before the next poll', async () => {
    await ctx.db.delete(checkSchedules);
    const owner = await insertUser(ctx.db);
    const path = `/${ctx.kind}/woken`;
    const id = await insertWebsite(ctx.db, owner, { url: `${targetUrl}${path}`, intervalSeconds: 3600 });
    await ctx.db
      .insert(checkSchedules)
      .values({ websiteId: id, region: '*', nextCheckAt: new Date(Date.now() + 3_600_000) });
    const scheduler = new Scheduler({ db: ctx.db, region: 'test', allowPrivateTargets: true, pollMs: 60_000 });
    await scheduler.start();
    try {
      // The first poll ran at start and found nothing due; the next one is a minute away.
      await sleep(300);
      expect(hits.get(path) ?? 0).toBe(0);
      await checkWebsiteNow(ctx.db, id, new Date());
      await waitFor(async () => (hits.get(path) ?? 0) >= 1, 10_000);
    } finally {
      await scheduler.stop();
    }
  });

  it('"check now" during a running check checks again right after it (not at the next interval)', async () => {
    await ctx.db.delete(checkSchedules);
    const owner = await insertUser(ctx.db);
    const path = `/slow/${ctx.kind}/now`;
    const id = await insertWebsite(ctx.db, owner, { url: `${targetUrl}${path}`, intervalSeconds: 3600 });
    await ctx.db.insert(checkSchedules).values({ websiteId: id, region: '*', nextCheckAt: new Date() });
    const scheduler = new Scheduler({
      db: ctx.db,
      region: 'test',
      allowPrivateTargets: true,
      pollMs: 100,
      batchDelayMs: 100,
    });
    await scheduler.start();
    try {
      await waitFor(async () => (hits.get(path) ?? 0) >= 1, 10_000);
      // The check is in flight (the target answers after 1.5 s) and its row is leased.
      expect((await scheduleOf(id))?.leaseUntil).not.toBeNull();
      await checkWebsiteNow(ctx.db, id, new Date());
      await waitFor(async () => (await rawRows(ctx.db, id)).length >= 2, 15_000);
    } finally {
      await scheduler.stop();
    }
    expect(hits.get(path)).toBe(2);
    // The grid restarts from the request: the next check is an interval after the second one.
    const rows = await rawRows(ctx.db, id);
    const next = (await scheduleOf(id))?.nextCheckAt.getTime() ?? 0;
    expect(next - (rows[1]?.at ?? 0)).toBeGreaterThan(3_590_000);
  });

  it('"check now" while a claimed check waits for its time is answered by that check (no second one)', async () => {
    await ctx.db.delete(checkSchedules);
    const owner = await insertUser(ctx.db);
    const path = `/waiting/${ctx.kind}`;
    const id = await insertWebsite(ctx.db, owner, { url: `${targetUrl}${path}`, intervalSeconds: 3600 });
    const due = new Date(Date.now() + 3000);
    await ctx.db.insert(checkSchedules).values({ websiteId: id, region: '*', nextCheckAt: due });
    const scheduler = new Scheduler({
      db: ctx.db,
      region: 'test',
      allowPrivateTargets: true,
      pollMs: 100,
      batchDelayMs: 100,
      lookaheadMs: 5000,
    });
    await scheduler.start();
    try {
      await waitFor(async () => (await scheduleOf(id))?.leaseUntil != null, 5000);
      expect(hits.get(path)).toBeUndefined();
      await checkWebsiteNow(ctx.db, id, new Date());
      await waitFor(async () => (await rawRows(ctx.db, id)).length >= 1, 10_000);
      await waitFor(async () => (await scheduleOf(id))?.leaseUntil === null, 5000);
    } finally {
      await scheduler.stop();
    }
    expect(hits.get(path)).toBe(1);
    expect((await scheduleOf(id))?.nextCheckAt.getTime()).toBe(due.getTime() + 3_600_000);
  });

  it('records no data and opens no incident while its own network fails', async () => {
    // Only these websites are due (the earlier tests' healthy websites would make up more than 10 % of the checks).
    await ctx.db.delete(checkSchedules);
    const owner = await insertUser(ctx.db);
    const ids: string[] = [];
    for (let i = 0; i < 12; i++) {
      // Closed ports on 12 loopback addresses: connection refused everywhere, like a dead network.
      const id = await insertWebsite(ctx.db, owner, {
        url: `http://127.0.0.${i + 2}:9/`,
        intervalSeconds: 10,
        timeoutSeconds: 2,
      });
      await scheduleWebsite(ctx.db, { id, intervalSeconds: 10, regions: [] }, new Date(), { immediate: true });
      ids.push(id);
    }
    const scheduler = new Scheduler({
      db: ctx.db,
      region: 'test',
      allowPrivateTargets: true,
      pollMs: 100,
      batchDelayMs: 200,
      health: new NetworkHealth(),
      hooks: { inTransaction: (tx, outcomes, now) => processCheckOutcomes(tx, outcomes, now) },
    });
    await scheduler.start();
    try {
      await waitFor(
        async () => (await Promise.all(ids.map((id) => rawRows(ctx.db, id)))).every((r) => r.length >= 2),
        25_000,
      );
    } finally {
      await scheduler.stop();
    }
    const rows = (await Promise.all(ids.map((id) => rawRows(ctx.db, id)))).flat();
    // The first checks (fewer than 10 hosts seen) count as down; from the tenth host on the worker knows it is itself.
    rows.sort((a, b) => a.at - b.at);
    const firstAt = rows[0]?.at ?? 0;
    const firstRound = rows.filter((r) => r.at < firstAt + 5000);
    const laterRounds = rows.filter((r) => r.at >= firstAt + 5000);
    expect(firstRound.filter((r) => r.state === STATE_NO_DATA).length).toBeGreaterThanOrEqual(2);
    expect(laterRounds.length).toBeGreaterThanOrEqual(12);
    expect(
      laterRounds.every((r) => r.state === STATE_NO_DATA),
      JSON.stringify(rows.map((r) => [r.at - firstAt, r.state, r.code])),
    ).toBe(true);
    const opened = await ctx.db
      .select()
      .from(incidents)
      .where(
        sql`${incidents.websiteId} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(opened).toEqual([]);
    const [worker] = await ctx.db.select().from(workers).where(eq(workers.id, scheduler.id));
    expect(worker?.healthy).toBe(false);
  });
});
