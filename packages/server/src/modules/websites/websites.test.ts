import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  planQuotaDataSchema,
  responseSeriesDataSchema,
  testWebsiteDataSchema,
  websiteChecksDataSchema,
  websiteDataSchema,
  websiteDetailDataSchema,
  websiteListDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRollupsDaily, checkSchedules, websites } from '../../db/schema/monitoring';
import { userPlans } from '../../db/schema/plans';
import { users } from '../../db/schema/users';
import type { Db } from '../../db/types';
import { emptyHistogram } from '../../monitoring/rollups/histogram';
import { createTestApp, describeEachApp, type TestApp } from '../../test/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../auth/test-helpers';
import { addMember, createTeam } from '../teams/test-helpers';

let target: Server;
let targetUrl: string;

beforeAll(async () => {
  target = createServer((req, res) => {
    if (req.url === '/down') {
      res.writeHead(503).end('down');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Vítejte na Hlídce</h1>');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

export async function setPlan(db: Db, userId: string, planId: string) {
  await db
    .insert(userPlans)
    .values({ userId, planId })
    .onConflictDoUpdate({ target: userPlans.userId, set: { planId } });
}

describeEachApp('websites API', (t) => {
  let owner: Registered;
  let stranger: Registered;

  const create = (user: Registered, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/websites', headers: bearer(user.token), payload });
  const get = (user: Registered, url: string) => t.app.inject({ url, headers: bearer(user.token) });

  beforeAll(async () => {
    owner = await registerUser(t.app);
    stranger = await registerUser(t.app);
    await setPlan(t.db, owner.user.id, 'pro');
  });

  it('creates an HTTP website, schedules it and answers it in the contract shape', async () => {
    const res = await create(owner, { name: 'Hlavní web', url: `${targetUrl}/`, intervalSeconds: 30 });
    const { website } = expectData(res, websiteDataSchema, 201);
    expect(res.json().message).toBe('Web byl přidán.');
    expect(website).toMatchObject({
      name: 'Hlavní web',
      type: 'http',
      status: 'pending',
      intervalSeconds: 30,
      failuresToOpen: 2,
      successesToResolve: 1,
      method: 'GET',
      maxRedirects: 5,
      ownerId: owner.user.id,
    });
    const schedules = await t.db.select().from(checkSchedules).where(eq(checkSchedules.websiteId, website.id));
    expect(schedules).toHaveLength(1);
    expect(schedules[0]?.region).toBe('*');
    // A website added by hand is checked at once (a burst of creations is spread: see scheduler/schedule.test.ts).
    expect(schedules[0]?.nextCheckAt.getTime()).toBe(t.clock.now().getTime());
  });

  it('answers translated field errors for bad configurations', async () => {
    const bad = expectError(
      await create(owner, { name: '', url: 'ftp://example.com', intervalSeconds: 5 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.errors?.name).toBeDefined();
    expect(bad.errors?.intervalSeconds?.[0]).toBe('Musí být alespoň 10.');
    const ftp = expectError(await create(owner, { name: 'FTP', url: 'ftp://example.com' }), 400);
    expect(ftp.errors?.url).toEqual(['Podporujeme jen adresy http:// a https://.']);
    const keyword = expectError(await create(owner, { name: 'K', type: 'keyword', url: targetUrl }), 400);
    expect(keyword.errors?.keyword).toEqual(['Zadejte hledaný text.']);
    const body = expectError(await create(owner, { name: 'B', url: targetUrl, body: 'x' }), 400);
    expect(body.errors?.body).toEqual(['Požadavky GET a HEAD nemohou mít tělo.']);
    const tcp = expectError(await create(owner, { name: 'T', type: 'tcp', url: 'no-port' }), 400);
    expect(tcp.errors?.url).toBeDefined();
    const redirects = expectError(await create(owner, { name: 'R', url: targetUrl, maxRedirects: 6 }), 400);
    expect(redirects.errors?.maxRedirects).toEqual(['Může být nejvýše 5.']);
    const day = expectError(await create(owner, { name: 'D', url: targetUrl, intervalSeconds: 86_401 }), 400);
    expect(day.errors?.intervalSeconds).toBeDefined();
  });

  it('refuses an interval below the plan minimum', async () => {
    const user = await registerUser(t.app);
    const res = expectError(await create(user, { name: 'Rychlý', url: targetUrl, intervalSeconds: 60 }), 400);
    expect(res.errors?.intervalSeconds).toEqual(['Váš tarif umožňuje interval kontrol nejméně 300 s.']);
  });

  it('creates tcp, tls and heartbeat websites with normalised targets and a push URL', async () => {
    const tcp = expectData(
      await create(owner, { name: 'DB', type: 'tcp', url: '127.0.0.1:5432', intervalSeconds: 60 }),
      websiteDataSchema,
      201,
    );
    expect(tcp.website.url).toBe('127.0.0.1:5432');
    const tls = expectData(
      await create(owner, { name: 'Cert', type: 'tls', url: 'https://127.0.0.1/x', intervalSeconds: 3600 }),
      websiteDataSchema,
      201,
    );
    expect(tls.website.url).toBe('127.0.0.1:443');
    const hb = expectData(
      await create(owner, { name: 'Cron', type: 'heartbeat', intervalSeconds: 3600 }),
      websiteDataSchema,
      201,
    );
    expect(hb.website.pushUrl).toMatch(/\/api\/push\/[A-Za-z0-9_-]{32}$/);
    const token = hb.website.pushUrl?.split('/').at(-1) ?? '';
    const ping = await t.app.inject({ method: 'POST', url: `/api/push/${token}` });
    expect(ping.statusCode).toBe(200);
    const [row] = await t.db.select().from(websites).where(eq(websites.id, hb.website.id));
    expect(row?.lastPingAt?.toISOString()).toBe(t.clock.now().toISOString());
    expectError(await t.app.inject({ url: '/api/push/unknown-token-unknown-token' }), 404, 'NOT_FOUND');
  });

  it('hides websites from strangers with 404 and lets team members see team websites', async () => {
    const { website } = expectData(
      await create(owner, { name: 'Soukromý', url: targetUrl, intervalSeconds: 60 }),
      websiteDataSchema,
      201,
    );
    for (const [method, url] of [
      ['GET', `/api/websites/${website.id}`],
      ['PUT', `/api/websites/${website.id}`],
      ['DELETE', `/api/websites/${website.id}`],
      ['POST', `/api/websites/${website.id}/pause`],
      ['POST', `/api/websites/${website.id}/check`],
      ['GET', `/api/websites/${website.id}/checks`],
      ['GET', `/api/websites/${website.id}/response-times`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(stranger.token),
        ...(method === 'PUT' ? { payload: { name: 'x' } } : {}),
      });
      expect(expectError(res, 404, 'NOT_FOUND').message).toBe('Web nebyl nalezen');
    }
    const list = expectData(await get(stranger, '/api/websites'), websiteListDataSchema);
    expect(list.websites.map((w) => w.id)).not.toContain(website.id);

    const team = await createTeam(t.app, owner);
    const shared = expectData(
      await create(owner, { name: 'Týmový', url: targetUrl, intervalSeconds: 60, teamId: team.id }),
      websiteDataSchema,
      201,
    );
    const member = await addMember(t, owner, team.id);
    const seen = expectData(await get(member, `/api/websites/${shared.website.id}`), websiteDetailDataSchema);
    expect(seen.website.name).toBe('Týmový');
    expectError(await get(member, `/api/websites/${website.id}`), 404);
    // A member may not delete; a stranger cannot attach a website to a foreign team.
    expectError(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/websites/${shared.website.id}`,
        headers: bearer(member.token),
      }),
      403,
    );
    expectError(await create(stranger, { name: 'X', url: 'https://example.com', teamId: team.id }), 404);
    const teamList = expectData(await get(member, `/api/websites?teamId=${team.id}`), websiteListDataSchema);
    expect(teamList.websites.map((w) => w.id)).toEqual([shared.website.id]);
  });

  it('lists with filters, allow-listed sorts and pagination', async () => {
    const user = await registerUser(t.app);
    await setPlan(t.db, user.user.id, 'pro');
    for (const name of ['Alfa', 'Beta', 'Gama', 'Delta']) {
      expectData(
        await create(user, { name, url: `${targetUrl}/${name}`, intervalSeconds: 60 }),
        websiteDataSchema,
        201,
      );
    }
    const page = expectData(
      await get(user, '/api/websites?sort=name&order=desc&limit=3&page=1'),
      websiteListDataSchema,
    );
    expect(page.websites.map((w) => w.name)).toEqual(['Gama', 'Delta', 'Beta']);
    expect(page.pagination).toEqual({ page: 1, limit: 3, total: 4, totalPages: 2 });
    const search = expectData(await get(user, '/api/websites?search=elt'), websiteListDataSchema);
    expect(search.websites.map((w) => w.name)).toEqual(['Delta']);
    for (const sort of ['status', 'uptime', 'responseTime', 'lastCheck', 'checksCount', 'incidentsCount']) {
      expectData(await get(user, `/api/websites?sort=${sort}`), websiteListDataSchema);
    }
    // Sorts by a figure (30-day rollups) order by it, websites without data last, and page by it.
    const all = expectData(await get(user, '/api/websites'), websiteListDataSchema).websites;
    const idOf = (name: string) => all.find((w) => w.name === name)?.id ?? '';
    const day = new Date(Math.floor(t.clock.now().getTime() / 86_400_000) * 86_400_000 - 86_400_000);
    await t.db.insert(checkRollupsDaily).values([
      { websiteId: idOf('Beta'), bucket: day, checks: 50, failures: 0, coveredSeconds: 3000, hist: emptyHistogram() },
      {
        websiteId: idOf('Delta'),
        bucket: day,
        checks: 100,
        failures: 10,
        coveredSeconds: 6000,
        downtimeSeconds: 600,
        hist: emptyHistogram(),
      },
    ]);
    const names = async (query: string) =>
      expectData(await get(user, `/api/websites?${query}`), websiteListDataSchema).websites.map((w) => w.name);
    // (Websites without data come last, in id order.)
    expect((await names('sort=checksCount&order=desc')).slice(0, 2)).toEqual(['Delta', 'Beta']);
    expect((await names('sort=uptime&order=asc')).slice(0, 2)).toEqual(['Delta', 'Beta']);
    expect((await names('sort=uptime&order=desc')).slice(0, 2)).toEqual(['Beta', 'Delta']);
    expect(await names('sort=checksCount&order=desc&limit=1&page=2')).toEqual(['Beta']);
    const sorted = expectData(await get(user, '/api/websites?sort=checksCount&order=desc'), websiteListDataSchema);
    expect(sorted.websites.map((w) => [w.checksCount, w.uptime])).toEqual([
      [100, 90],
      [50, 100],
      [0, null],
      [0, null],
    ]);
    expectError(await get(user, '/api/websites?sort=password'), 400, 'VALIDATION_ERROR');
    expectError(await get(user, '/api/websites?sort=name;drop'), 400);
    const pending = expectData(await get(user, '/api/websites?status=pending'), websiteListDataSchema);
    expect(pending.pagination.total).toBe(4);
  });

  it('updates, pauses, resumes, queues a check and deletes', async () => {
    const { website } = expectData(
      await create(owner, { name: 'Změny', url: targetUrl, intervalSeconds: 60 }),
      websiteDataSchema,
      201,
    );
    const updated = expectData(
      await t.app.inject({
        method: 'PUT',
        url: `/api/websites/${website.id}`,
        headers: bearer(owner.token),
        payload: { name: 'Změněno', intervalSeconds: 120, keyword: { value: 'Vítejte' }, type: 'keyword' },
      }),
      websiteDataSchema,
    );
    expect(updated.website).toMatchObject({ name: 'Změněno', intervalSeconds: 120, type: 'keyword' });
    expect(updated.website.keyword).toEqual({ value: 'Vítejte', mode: 'present', caseSensitive: true });

    const paused = expectData(
      await t.app.inject({ method: 'POST', url: `/api/websites/${website.id}/pause`, headers: bearer(owner.token) }),
      websiteDataSchema,
    );
    expect(paused.website.status).toBe('paused');
    expect(paused.website.nextCheckAt).toBeNull();
    const resumed = expectData(
      await t.app.inject({ method: 'POST', url: `/api/websites/${website.id}/resume`, headers: bearer(owner.token) }),
      websiteDataSchema,
    );
    expect(resumed.website.status).toBe('pending');
    expect(resumed.website.nextCheckAt).toBe(t.clock.now().toISOString());
    const queued = await t.app.inject({
      method: 'POST',
      url: `/api/websites/${website.id}/check`,
      headers: bearer(owner.token),
    });
    expect(queued.statusCode).toBe(202);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/websites/${website.id}`,
      headers: bearer(owner.token),
    });
    expect(deleted.statusCode).toBe(200);
    expectError(await get(owner, `/api/websites/${website.id}`), 404);
  });

  it('answers detail with uptime windows, paged checks and a series (empty before any check)', async () => {
    const { website } = expectData(
      await create(owner, { name: 'Detail', url: targetUrl, intervalSeconds: 60 }),
      websiteDataSchema,
      201,
    );
    const detail = expectData(await get(owner, `/api/websites/${website.id}`), websiteDetailDataSchema);
    expect(detail.uptime['24h']).toEqual({
      uptime: null,
      checks: 0,
      failures: 0,
      downtimeSeconds: 0,
      noDataSeconds: 86_400,
      coveredSeconds: 0,
    });
    const checks = expectData(await get(owner, `/api/websites/${website.id}/checks`), websiteChecksDataSchema);
    expect(checks.checks).toEqual([]);
    for (const range of ['24h', '7d', '30d', '90d']) {
      const series = expectData(
        await get(owner, `/api/websites/${website.id}/response-times?range=${range}`),
        responseSeriesDataSchema,
      );
      expect(series.series.points).toEqual([]);
    }
  });

  it('tests an unsaved configuration and answers the result with timings', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/websites/test',
      headers: bearer(owner.token),
      payload: { type: 'keyword', url: `${targetUrl}/`, keyword: { value: 'Hlídce' }, timeoutSeconds: 5 },
    });
    const { result } = expectData(res, testWebsiteDataSchema);
    expect(result).toMatchObject({ ok: true, code: null, statusCode: 200 });
    expect(result.timings.total).toBeGreaterThanOrEqual(0);
    expect(result.timings.connect).not.toBeNull();
    const down = expectData(
      await t.app.inject({
        method: 'POST',
        url: '/api/websites/test',
        headers: bearer(owner.token),
        payload: { url: `${targetUrl}/down`, timeoutSeconds: 5 },
      }),
      testWebsiteDataSchema,
    );
    expect(down.result).toMatchObject({ ok: false, code: 'status', statusCode: 503 });
  });

  it('enforces the plan limit with 403 PLAN_LIMIT_REACHED and a translated message', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      expectData(await create(user, { name: `Web ${i}`, url: targetUrl }), websiteDataSchema, 201);
    }
    const refused = expectError(await create(user, { name: 'Čtvrtý', url: targetUrl }), 403, 'PLAN_LIMIT_REACHED');
    expect(refused.message).toBe('Váš tarif Free umožňuje nejvýše 3 weby. Pro další weby přejděte na vyšší tarif.');
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, user.user.id));
    const en = expectError(await create(user, { name: 'Fourth', url: targetUrl }), 403, 'PLAN_LIMIT_REACHED');
    expect(en.message).toBe('Your Free plan allows at most 3 websites. Upgrade to add more.');
    const quota = expectData(await get(user, '/api/websites/quota'), planQuotaDataSchema);
    expect(quota.quota).toMatchObject({ planId: 'free', websiteLimit: 3, websitesUsed: 3, minIntervalSeconds: 300 });
  });

  it('lets exactly one of two concurrent creates at the limit succeed', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await registerUser(t.app);
      for (let i = 0; i < 2; i++) {
        expectData(await create(user, { name: `Web ${i}`, url: targetUrl }), websiteDataSchema, 201);
      }
      const results = await Promise.all([
        create(user, { name: 'A', url: targetUrl }),
        create(user, { name: 'B', url: targetUrl }),
        create(user, { name: 'C', url: targetUrl }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 403, 403]);
      const owned = await t.db.select().from(websites).where(eq(websites.ownerId, user.user.id));
      expect(owned).toHaveLength(3);
    }
  });
});

describe('target safety at save time (private targets not allowed)', () => {
  let t: TestApp;
  let user: Registered;
  beforeAll(async () => {
    t = await createTestApp({ config: { allowPrivateTargets: false } });
    user = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it.each([
    'http://127.0.0.1/',
    'http://localhost:8080/',
    'http://10.0.0.5/',
    'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://[::ffff:127.0.0.1]/',
  ])('refuses %s with a translated field error', async (url) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: bearer(user.token),
      payload: { name: 'Interní', url },
    });
    const body = expectError(res, 400, 'VALIDATION_ERROR');
    expect(body.errors?.url?.[0]).toMatch(/ALLOW_PRIVATE_TARGETS=true/);
  });

  it('refuses a private TCP target and a private test-now target', async () => {
    const tcp = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: bearer(user.token),
      payload: { name: 'Redis', type: 'tcp', url: '10.1.2.3:6379' },
    });
    expect(expectError(tcp, 400).errors?.url?.[0]).toMatch(/soukromé/);
    const test = await t.app.inject({
      method: 'POST',
      url: '/api/websites/test',
      headers: bearer(user.token),
      payload: { url: 'http://127.0.0.1:1/' },
    });
    expectError(test, 400, 'VALIDATION_ERROR');
  });
});
