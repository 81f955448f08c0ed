import { gunzipSync } from 'node:zlib';
import { dashboardDataSchema, defaultCheckSettings } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { checkRollupsHourly, checkSchedules, websites, workers } from '../../db/schema/monitoring';
import { processCheckOutcomes } from '../../monitoring/incidents/engine';
import { STATE_DOWN, STATE_UP } from '../../monitoring/results/codes';
import type { CheckRecord } from '../../monitoring/results/writer';
import { bucketOf, emptyHistogram } from '../../monitoring/rollups/histogram';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, registerUser } from '../../testing/auth';
import { writeChecks } from '../../testing/checks';
import { insertWebsite, outcome } from '../../testing/incidents';
import { createTeam } from '../../testing/teams';

describeEachApp('dashboard API', (ctx) => {
  it('counts websites, incidents, 24-hour checks and uptime, the slowest websites and workers of the caller only', async () => {
    ctx.clock.set('2026-01-15T10:00:00Z');
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const up = await insertWebsite(ctx.db, alice.user.id, { name: 'A – běží', status: 'up' });
    const down = await insertWebsite(ctx.db, alice.user.id, { name: 'B – padá', status: 'up' });
    await insertWebsite(ctx.db, alice.user.id, { name: 'C – pauza', status: 'paused' });
    // Up before its maintenance window, failing in it: in maintenance, never counted as up.
    const maintained = await insertWebsite(ctx.db, alice.user.id, {
      name: 'D – údržba',
      status: 'up',
      lastCode: 'status',
    });
    const foreign = await insertWebsite(ctx.db, bob.user.id, { name: 'Cizí', status: 'down' });
    await ctx.db.transaction((tx) =>
      processCheckOutcomes(tx, [outcome(down, false, 0), outcome(down, false, 60)], ctx.clock.now()),
    );
    await ctx.db.transaction((tx) =>
      processCheckOutcomes(tx, [outcome(maintained, false, 0, { maintenance: true, code: 'status' })], ctx.clock.now()),
    );
    const hist = emptyHistogram();
    hist[bucketOf(120)] = 60;
    const hour = new Date('2026-01-15T09:00:00Z');
    const old = new Date('2026-01-13T09:00:00Z');
    const row = { bucket: hour, hist: emptyHistogram() };
    await ctx.db.insert(checkRollupsHourly).values([
      {
        ...row,
        websiteId: up,
        checks: 60,
        coveredSeconds: 3600,
        responseSumMs: 60 * 120,
        responseCount: 60,
        maxMs: 200,
        hist,
      },
      { ...row, websiteId: down, checks: 60, failures: 60, downtimeSeconds: 3600, coveredSeconds: 3600 },
      { ...row, websiteId: foreign, checks: 60, failures: 60, downtimeSeconds: 3600, coveredSeconds: 3600 },
      // Older than 24 hours: not counted.
      { ...row, bucket: old, websiteId: up, checks: 60, failures: 60, downtimeSeconds: 3600, coveredSeconds: 3600 },
    ]);
    await ctx.db.insert(checkSchedules).values({
      websiteId: up,
      region: '*',
      nextCheckAt: new Date('2026-01-15T10:01:00Z'),
      lastCheckedAt: new Date('2026-01-15T09:59:30Z'),
      lastResponseMs: 118,
      lastState: 1,
    });
    await ctx.db.insert(workers).values({
      id: `test-${Date.now()}`,
      region: 'eu-central',
      hostname: 'secret-host.internal',
      pid: 4242,
      startedAt: new Date('2026-01-15T08:00:00Z'),
      heartbeatAt: new Date('2026-01-15T09:59:40Z'),
      healthy: true,
      checksLastMinute: 120,
    });

    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(alice.token) });
    const data = expectData(response, dashboardDataSchema);
    expect(data.websites).toEqual({ total: 4, up: 1, down: 1, paused: 1, pending: 0, maintenance: 1, degraded: 0 });
    expect(data.incidents).toEqual({ active: 1, acknowledged: 0, resolved24h: 0, resolved30d: 0 });
    expect(data.checks24h).toEqual({ successful: 60, failed: 60 });
    expect(data.uptime24h).toBe(50);
    expect(data.slowest).toEqual([{ id: up, name: 'A – běží', avgResponseMs: 120, p95Ms: 148 }]);
    expect(data.workers).toEqual([
      {
        region: 'eu-central',
        healthy: true,
        online: true,
        lastSeenAt: '2026-01-15T09:59:40.000Z',
        checksLastMinute: 120,
      },
    ]);
    expect(response.body).not.toContain('secret-host');
    expect(data.list.map((w) => [w.name, w.status, w.incident, w.responseMs, w.uptime24h])).toEqual([
      ['A – běží', 'up', false, 118, 100],
      ['B – padá', 'down', true, null, 0],
      ['C – pauza', 'paused', false, null, null],
      ['D – údržba', 'maintenance', false, null, null],
    ]);
    expect(data.list[3]?.lastCode).toBe('status');
    expect(data.list[0]?.lastCheckAt).toBe('2026-01-15T09:59:30.000Z');
    // The sparkline: one average per hour of the last 24, oldest first; none for a website never checked.
    expect(data.list[0]?.spark).toEqual([...Array.from({ length: 23 }, () => null), 120]);
    expect(data.list[1]?.spark).toEqual(Array.from({ length: 24 }, () => null));
    expect(data.list[2]?.spark).toEqual([]);
    // Failed checks behind each point: the website that only failed still has a trend to draw (red).
    expect(data.list[0]?.sparkFailures).toBeUndefined();
    expect(data.list[1]?.sparkFailures).toEqual([...Array.from({ length: 23 }, () => 0), 60]);
    expect(data.list[2]?.sparkFailures).toBeUndefined();

    const team = await createTeam(ctx.app, bob);
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/dashboard?teamId=${team.id}`, headers: bearer(alice.token) }),
      404,
      'NOT_FOUND',
    );
    expectError(await ctx.app.inject({ method: 'GET', url: '/api/dashboard' }), 401);
  });

  it('counts a website slower than its budget as degraded, apart from the websites up', async () => {
    const erik = await registerUser(ctx.app);
    await insertWebsite(ctx.db, erik.user.id, { name: 'Rychlý', status: 'up', degradedAfterMs: 500 });
    const slow = await insertWebsite(ctx.db, erik.user.id, { name: 'Pomalý', status: 'up', degradedAfterMs: 500 });
    await ctx.db.transaction((tx) =>
      processCheckOutcomes(tx, [outcome(slow, true, 0, { responseMs: 1400 })], ctx.clock.now()),
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(erik.token) });
    const data = expectData(response, dashboardDataSchema);
    expect(data.websites).toEqual({ total: 2, up: 1, down: 0, paused: 0, pending: 0, maintenance: 0, degraded: 1 });
    expect(data.list.find((w) => w.name === 'Pomalý')?.status).toBe('degraded');
  });

  it("draws a new website's trend from its latest checks while it has fewer than two hourly averages", async () => {
    ctx.clock.set('2026-01-15T10:45:00Z');
    const dana = await registerUser(ctx.app);
    const id = await insertWebsite(ctx.db, dana.user.id, { name: 'Nový web', status: 'up', intervalSeconds: 30 });
    const [site] = await ctx.db.select({ seq: websites.seq }).from(websites).where(eq(websites.id, id));
    // 80 checks every 30 s from 10:05, all in the current hour; the 71st fails.
    const records: CheckRecord[] = Array.from({ length: 80 }, (_, i) => ({
      websiteId: id,
      websiteSeq: site?.seq ?? 0,
      ownerId: dana.user.id,
      teamId: null,
      scheduleRegion: '*',
      region: 'local',
      regionId: 1,
      intervalSeconds: 30,
      checkedAt: new Date(Date.UTC(2026, 0, 15, 10, 5, i * 30)),
      nextCheckAt: new Date(Date.UTC(2026, 0, 15, 10, 5, i * 30 + 30)),
      state: i === 70 ? STATE_DOWN : STATE_UP,
      code: i === 70 ? 'timeout' : null,
      message: null,
      statusCode: i === 70 ? null : 200,
      timings: { dns: 1, connect: 2, tls: 3, firstByte: 4, total: 100 + i },
    }));
    await writeChecks(ctx.db, records);

    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(dana.token) });
    const [row] = expectData(response, dashboardDataSchema).list;
    // The last 24 checks, oldest first, the failed one a gap: a line to draw instead of one hourly point.
    expect(row?.spark).toEqual(Array.from({ length: 24 }, (_, i) => (56 + i === 70 ? null : 156 + i)));
    expect(row?.sparkFailures).toEqual(Array.from({ length: 24 }, (_, i) => (56 + i === 70 ? 1 : 0)));
  });

  it('stays under 100 KB on the wire with 1,000 websites', async () => {
    const carol = await registerUser(ctx.app);
    await ctx.db.insert(websites).values(
      Array.from({ length: 1000 }, (_, i) => ({
        ownerId: carol.user.id,
        name: `Web zákazníka číslo ${String(i).padStart(4, '0')}`,
        settings: defaultCheckSettings('http'),
        url: `https://zakaznik-${i}.example.cz/`,
        intervalSeconds: 60,
        status: 'up' as const,
      })),
    );
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(carol.token) });
    const data = expectData(response, dashboardDataSchema);
    expect(data.list).toHaveLength(1000);
    // About 170 bytes a row before compression with these long names; browsers ask for gzip.
    expect(Buffer.byteLength(response.body)).toBeLessThan(200_000);
    const compressed = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { ...bearer(carol.token), 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.byteLength).toBeLessThan(100_000);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8')).data.list).toHaveLength(1000);
  });
});
