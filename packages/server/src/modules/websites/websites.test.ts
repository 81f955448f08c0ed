import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  planQuotaDataSchema,
  responseSeriesDataSchema,
  testWebsiteDataSchema,
  type Website,
  websiteChecksDataSchema,
  websiteDataSchema,
  websiteDetailDataSchema,
  websiteListDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchedules, websites } from '../../db/schema/monitoring';
import { userPlans } from '../../db/schema/plans';
import { users } from '../../db/schema/users';
import type { Db } from '../../db/types';
import { type ResultState, STATE_DOWN, STATE_NO_DATA, STATE_UP } from '../../monitoring/results/codes';
import type { CheckRecord } from '../../monitoring/results/writer';
import { createTestApp, describeEachApp, type TestApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import { writeChecks } from '../../testing/checks';
import { addMember, createTeam } from '../../testing/teams';

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

/** A finished check of the named website (60 s interval) as the scheduler hands it to the writer. */
function checkOf(list: Website[], name: string, checkedAt: Date, state: ResultState, totalMs = 120): CheckRecord {
  const website = list.find((w) => w.name === name);
  if (!website) throw new Error(`No website ${name}`);
  return {
    websiteId: website.id,
    websiteSeq: 0,
    ownerId: website.ownerId,
    teamId: website.teamId,
    scheduleRegion: '*',
    region: 'local',
    regionId: 1,
    intervalSeconds: 60,
    checkedAt,
    nextCheckAt: new Date(checkedAt.getTime() + 60_000),
    state,
    code: state === STATE_UP ? null : 'status',
    message: null,
    statusCode: state === STATE_UP ? 200 : 503,
    timings: { dns: 1, connect: 2, tls: null, firstByte: 100, total: totalMs },
  };
}

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

  it('keeps a region quorum within the regions the website is checked from', async () => {
    const over = expectError(
      await create(owner, { name: 'Q', url: `${targetUrl}/q`, regions: ['eu', 'us'], regionQuorum: 3 }),
      400,
      'VALIDATION_ERROR',
    );
    expect(over.errors?.regionQuorum).toEqual(['Shoda může žádat nejvýše 2 oblasti: web se kontroluje ze 2 oblastí.']);
    const { website } = expectData(
      await create(owner, { name: 'Q', url: `${targetUrl}/q`, regions: ['eu', 'us', 'asia'], regionQuorum: 3 }),
      websiteDataSchema,
      201,
    );
    expect(website).toMatchObject({ regions: ['eu', 'us', 'asia'], regionQuorum: 3 });
    const edit = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/websites/${website.id}`,
        headers: bearer(owner.token),
        payload,
      });
    // Dropping regions below the saved quorum is refused too.
    const fewer = expectError(await edit({ regions: ['eu'] }), 400, 'VALIDATION_ERROR');
    expect(fewer.errors?.regionQuorum).toEqual([
      'Shoda může žádat nejvýše 1 oblast: web se kontroluje z jediné oblasti.',
    ]);
    const majority = expectData(await edit({ regions: ['eu'], regionQuorum: null }), websiteDataSchema).website;
    expect(majority).toMatchObject({ regions: ['eu'], regionQuorum: null });
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
      await create(owner, { name: 'Soukromý', url: `${targetUrl}/soukromy`, intervalSeconds: 60 }),
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
      await create(owner, { name: 'Týmový', url: `${targetUrl}/tymovy`, intervalSeconds: 60, teamId: team.id }),
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
    // A search counts and pages in one scan: its total, a later page, and a page past the end (total still told).
    const searchPage = async (query: string) =>
      expectData(await get(user, `/api/websites?search=a&sort=name&${query}`), websiteListDataSchema);
    const second = await searchPage('order=desc&limit=2&page=2');
    expect(second.websites.map((w) => w.name)).toEqual(['Beta', 'Alfa']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 4, totalPages: 2 });
    const past = await searchPage('limit=2&page=5');
    expect(past.websites).toEqual([]);
    expect(past.pagination.total).toBe(4);
    expect((await searchPage('limit=10')).websites.map((w) => w.name)).toEqual(['Alfa', 'Beta', 'Delta', 'Gama']);
    for (const sort of ['status', 'uptime', 'responseTime', 'lastCheck', 'checksCount', 'incidentsCount']) {
      expectData(await get(user, `/api/websites?sort=${sort}`), websiteListDataSchema);
    }
    // Sorts by a figure (30-day rollups) order by it, websites without data last, and page by it.
    const all = expectData(await get(user, '/api/websites'), websiteListDataSchema).websites;
    // Checks land through the result writer (raw rows, rollups and the list figures on the website rows).
    const day = new Date(Math.floor(t.clock.now().getTime() / 86_400_000) * 86_400_000 - 86_400_000);
    await writeChecks(t.db, [
      ...Array.from({ length: 50 }, (_, i) => checkOf(all, 'Beta', new Date(day.getTime() + i * 60_000), STATE_UP)),
      ...Array.from({ length: 100 }, (_, i) =>
        checkOf(all, 'Delta', new Date(day.getTime() + i * 60_000), i < 10 ? STATE_DOWN : STATE_UP),
      ),
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

  it('keeps the list figures as checks land and sorts by each of them', async () => {
    const user = await registerUser(t.app);
    await setPlan(t.db, user.user.id, 'pro');
    for (const name of ['Jedna', 'Dva', 'Tři']) {
      expectData(
        await create(user, { name, url: `${targetUrl}/${name}`, intervalSeconds: 60 }),
        websiteDataSchema,
        201,
      );
    }
    const all = expectData(await get(user, '/api/websites'), websiteListDataSchema).websites;
    const now = t.clock.now().getTime();
    const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000);
    // Jedna: two checks, the later one in an earlier batch than the older one (the newer one stays the last check).
    await writeChecks(t.db, [checkOf(all, 'Jedna', at(5), STATE_UP, 300), checkOf(all, 'Dva', at(20), STATE_UP, 80)]);
    await writeChecks(t.db, [
      checkOf(all, 'Jedna', at(10), STATE_DOWN, 900),
      checkOf(all, 'Dva', at(2), STATE_DOWN, 40),
    ]);
    // A no-data outcome is the last check but counts neither as a check nor as up or down time.
    await writeChecks(t.db, [checkOf(all, 'Dva', at(1), STATE_NO_DATA, 0)]);
    const list = expectData(await get(user, '/api/websites?sort=name'), websiteListDataSchema).websites;
    const figures = Object.fromEntries(
      list.map((w) => [w.name, [w.lastCheckAt, w.lastResponseMs, w.checksCount, w.uptime, w.incidentsCount]]),
    );
    expect(figures).toEqual({
      Dva: [at(1).toISOString(), 0, 2, 50, 0],
      Jedna: [at(5).toISOString(), 300, 2, 50, 0],
      Tři: [null, null, 0, null, 0],
    });
    const names = async (query: string) =>
      expectData(await get(user, `/api/websites?${query}`), websiteListDataSchema).websites.map((w) => w.name);
    expect(await names('sort=lastCheck&order=desc')).toEqual(['Dva', 'Jedna', 'Tři']);
    expect(await names('sort=lastCheck&order=asc')).toEqual(['Jedna', 'Dva', 'Tři']);
    expect(await names('sort=responseTime&order=asc')).toEqual(['Dva', 'Jedna', 'Tři']);
    expect(await names('sort=responseTime&order=desc')).toEqual(['Jedna', 'Dva', 'Tři']);
    // Pages read from the end of the list keep the requested order (rows without data stay last).
    expect(await names('sort=responseTime&order=desc&limit=1&page=3')).toEqual(['Tři']);
    expect(await names('sort=responseTime&order=desc&limit=2&page=2')).toEqual(['Tři']);
    expect(await names('sort=responseTime&order=asc&limit=1&page=2')).toEqual(['Jedna']);
    expect(await names('sort=name&order=desc&limit=2&page=2')).toEqual(['Dva']);
    // The detail answers the same figures.
    const detail = expectData(await get(user, `/api/websites/${list[0]?.id}`), websiteDetailDataSchema);
    expect(detail.website).toEqual(list[0]);
  });

  it('pages the checks of a website within a from/to range', async () => {
    const { website } = expectData(
      await create(owner, { name: 'Historie', url: `${targetUrl}/historie`, intervalSeconds: 60 }),
      websiteDataSchema,
      201,
    );
    const base = new Date(Math.floor(t.clock.now().getTime() / 3_600_000) * 3_600_000 - 5 * 3_600_000);
    const at = (minutes: number) => new Date(base.getTime() + minutes * 60_000);
    // One check every 30 minutes for 4 hours (hours 0–3), every third one failing.
    await writeChecks(
      t.db,
      Array.from({ length: 8 }, (_, i) =>
        checkOf([website], 'Historie', at(i * 30), i % 3 === 0 ? STATE_DOWN : STATE_UP),
      ),
    );
    const checks = async (query: string) =>
      expectData(await get(owner, `/api/websites/${website.id}/checks?${query}`), websiteChecksDataSchema);
    const all = await checks('');
    expect(all.pagination.total).toBe(8);
    // [from, to): from 00:30 (inclusive) to 02:30 (exclusive), across hours.
    const range = await checks(`from=${at(30).toISOString()}&to=${at(150).toISOString()}`);
    expect(range.checks.map((c) => c.checkedAt)).toEqual([at(120), at(90), at(60), at(30)].map((d) => d.toISOString()));
    expect(range.pagination.total).toBe(4);
    const fromOnly = await checks(`from=${encodeURIComponent(at(180).toISOString().replace('Z', '+00:00'))}`);
    expect(fromOnly.checks.map((c) => c.checkedAt)).toEqual([at(210), at(180)].map((d) => d.toISOString()));
    const toOnly = await checks(`to=${at(30).toISOString()}&failed=true`);
    expect(toOnly.checks.map((c) => [c.checkedAt, c.state])).toEqual([[at(0).toISOString(), 'down']]);
    const paged = await checks(`from=${at(0).toISOString()}&to=${at(240).toISOString()}&limit=3&page=3`);
    expect(paged.checks.map((c) => c.checkedAt)).toEqual([at(30), at(0)].map((d) => d.toISOString()));
    expect(paged.pagination).toEqual({ page: 3, limit: 3, total: 8, totalPages: 3 });

    const bad = expectError(
      await get(owner, `/api/websites/${website.id}/checks?from=yesterday`),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.errors).toEqual({ from: ['Zadejte datum a čas ve formátu ISO 8601.'] });
    const reversed = expectError(
      await get(owner, `/api/websites/${website.id}/checks?from=${at(60).toISOString()}&to=${at(0).toISOString()}`),
      400,
      'VALIDATION_ERROR',
    );
    expect(reversed.errors).toEqual({ to: ['Konec období musí být po jeho začátku.'] });
  });

  it('updates, pauses, resumes, queues a check and deletes', async () => {
    const { website } = expectData(
      await create(owner, { name: 'Změny', url: `${targetUrl}/zmeny`, intervalSeconds: 60 }),
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
      await create(owner, { name: 'Detail', url: `${targetUrl}/detail`, intervalSeconds: 60 }),
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

  it('warns of an address the same owner or team already checks, and saves it once confirmed', async () => {
    const user = await registerUser(t.app);
    await setPlan(t.db, user.user.id, 'pro');
    const address = `${targetUrl}/obchod`;
    expectData(await create(user, { name: 'Obchod', url: address }), websiteDataSchema, 201);
    // The same address written differently (normalised: scheme and host case, default port) is the same.
    const again = expectError(
      await create(user, { name: 'Obchod 2', url: address.replace('http://', 'HTTP://') }),
      409,
      'DUPLICATE_WEBSITE',
    );
    expect(again.errors?.url).toEqual(['Tuto adresu už sledujete jako web „Obchod“.']);
    const confirmed = await create(user, { name: 'Obchod 2', url: address, allowDuplicate: true });
    expectData(confirmed, websiteDataSchema, 201);
    // Someone else's website with the address is no concern of this user.
    expectData(await create(await registerUser(t.app), { name: 'Cizí', url: address }), websiteDataSchema, 201);

    // An address moved onto another website's by an edit is a duplicate too.
    const other = expectData(await create(user, { name: 'Blog', url: `${targetUrl}/blog` }), websiteDataSchema, 201);
    const edit = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/websites/${other.website.id}`,
        headers: bearer(user.token),
        payload,
      });
    expectError(await edit({ url: address }), 409, 'DUPLICATE_WEBSITE');
    expectData(await edit({ name: 'Blog', url: `${targetUrl}/blog` }), websiteDataSchema);
    expectData(await edit({ url: address, allowDuplicate: true }), websiteDataSchema);

    // A team's website counts for every member of the team.
    const team = await createTeam(t.app, user);
    expectData(
      await create(user, { name: 'Týmový', url: `${targetUrl}/tym`, teamId: team.id }),
      websiteDataSchema,
      201,
    );
    const member = await addMember(t, user, team.id);
    expectError(
      await create(member, { name: 'Můj týmový', url: `${targetUrl}/tym`, teamId: team.id }),
      409,
      'DUPLICATE_WEBSITE',
    );
    expectData(await create(member, { name: 'Můj vlastní', url: `${targetUrl}/tym` }), websiteDataSchema, 201);
  });

  it('enforces the plan limit with 403 PLAN_LIMIT_REACHED and a translated message', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 3; i++) {
      expectData(await create(user, { name: `Web ${i}`, url: `${targetUrl}/web-${i}` }), websiteDataSchema, 201);
    }
    const refused = expectError(
      await create(user, { name: 'Čtvrtý', url: `${targetUrl}/ctvrty` }),
      403,
      'PLAN_LIMIT_REACHED',
    );
    expect(refused.message).toBe('Váš tarif Zdarma umožňuje nejvýše 3 weby. Pro další weby přejděte na vyšší tarif.');
    await t.db.update(users).set({ language: 'en' }).where(eq(users.id, user.user.id));
    const en = expectError(
      await create(user, { name: 'Fourth', url: `${targetUrl}/fourth` }),
      403,
      'PLAN_LIMIT_REACHED',
    );
    expect(en.message).toBe('Your Free plan allows at most 3 websites. Upgrade to add more.');
    const quota = expectData(await get(user, '/api/websites/quota'), planQuotaDataSchema);
    expect(quota.quota).toMatchObject({ planId: 'free', websiteLimit: 3, websitesUsed: 3, minIntervalSeconds: 300 });
  });

  it('lets exactly one of two concurrent creates at the limit succeed', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await registerUser(t.app);
      for (let i = 0; i < 2; i++) {
        expectData(await create(user, { name: `Web ${i}`, url: `${targetUrl}/web-${i}` }), websiteDataSchema, 201);
      }
      const results = await Promise.all([
        create(user, { name: 'A', url: `${targetUrl}/a` }),
        create(user, { name: 'B', url: `${targetUrl}/b` }),
        create(user, { name: 'C', url: `${targetUrl}/c` }),
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
