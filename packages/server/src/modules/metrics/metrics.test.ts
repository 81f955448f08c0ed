import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createdApiKeyDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { websites } from '../../db/schema/monitoring';
import { type Monitoring, startMonitoring } from '../../monitoring/index';
import { type RunningServer, startServer } from '../../server';
import { createTestApp, describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser } from '../../testing/auth';
import { generateTestCertificates } from '../../testing/certificates';
import type { TestClock } from '../../testing/clock';
import { testConfig } from '../../testing/config';
import { createPostgresTestDatabase, testDatabaseKinds } from '../../testing/databases';
import { insertUser } from '../../testing/incidents';
import { startHttpsServer } from '../../testing/servers';
import { createApiKey } from '../api-keys/service';
import { createWebsite as addWebsite } from '../websites/service';

const TOKEN = 'metrics-token-0123456789abcdef';

/** A local target whose answer the test switches between up (200) and down (500). */
let targetStatus = 200;
let target: Server;
let targetUrl: string;
beforeAll(async () => {
  target = createServer((_req, res) => res.writeHead(targetStatus).end('ok'));
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

/** The scheduler compares schedule times with the database's clock: the app runs on real time here. */
const realClock: TestClock = { now: () => new Date(), set() {}, advance() {} };

interface Family {
  type: string;
  help: string;
  samples: { name: string; labels: Record<string, string>; value: number }[];
}

/** The text exposition format, parsed strictly enough that a misnamed or unannounced sample fails the test. */
function parseExposition(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const family = (name: string) => {
    let found = families.get(name);
    if (!found) {
      found = { type: '', help: '', samples: [] };
      families.set(name, found);
    }
    return found;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const meta = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.*)$/.exec(line);
    if (meta) {
      const [, kind, name, rest] = meta as unknown as [string, string, string, string];
      if (kind === 'TYPE') family(name).type = rest;
      else family(name).help = rest;
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    expect(sample, `not a sample line: ${line}`).not.toBeNull();
    const [, name, labelText = '', value] = sample as unknown as [string, string, string | undefined, string];
    const labels: Record<string, string> = {};
    for (const match of labelText.matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[match[1] as string] = (match[2] as string).replace(/\\(.)/g, '$1');
    }
    const base = [...families.keys()].find(
      (f) =>
        name === f ||
        (['_bucket', '_sum', '_count'].some((s) => name === f + s) && families.get(f)?.type === 'histogram'),
    );
    expect(base, `sample ${name} without its # TYPE line`).toBeDefined();
    family(base as string).samples.push({ name, labels, value: Number(value) });
  }
  return families;
}

const scrape = (app: FastifyInstance, token?: string) =>
  app.inject({ url: '/metrics', headers: token ? bearer(token) : {} });

/** Websites are added through the websites service (the same rules as the API, without its serialisation). */
async function createWebsite(
  app: FastifyInstance,
  ownerId: string,
  name: string,
  target: { url: string; verifyTls?: boolean } = { url: `${targetUrl}/${encodeURIComponent(name)}` },
) {
  const ctx = {
    db: app.db,
    userId: ownerId,
    language: 'cs' as const,
    now: new Date(),
    allowPrivateTargets: true,
    publicUrl: app.config.publicUrl,
  };
  return addWebsite(ctx, {
    name,
    ...target,
    failuresToOpen: 1,
    successesToResolve: 1,
  });
}

async function apiKeyOf(app: FastifyInstance, user: Registered) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: bearer(user.token),
    payload: { name: 'Grafana' },
  });
  return expectData(created, createdApiKeyDataSchema, 201).secret;
}

/** Wait (polling, bounded) until the website reaches a status. */
async function waitForStatus(app: FastifyInstance, id: string, status: 'up' | 'down') {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const [row] = await app.db.select({ status: websites.status }).from(websites).where(eq(websites.id, id));
    if (row?.status === status) return;
    if (Date.now() > deadline) throw new Error(`website ${id} is ${row?.status}, not ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Scrape until a website's up gauge has a value (the website figures are cached for a few seconds). */
async function waitForUpGauge(app: FastifyInstance, id: string, value: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const families = parseExposition((await scrape(app, TOKEN)).body);
    const sample = families.get('hlidka_website_up')?.samples.find((s) => s.labels.website_id === id);
    if (sample?.value === value) return families;
    if (Date.now() > deadline) throw new Error(`hlidka_website_up of ${id} is ${sample?.value}, not ${value}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('is off: 404, whatever the token', async () => {
    const t = await createTestApp();
    try {
      expectError(await scrape(t.app), 404, 'NOT_FOUND');
      expectError(await scrape(t.app, TOKEN), 404, 'NOT_FOUND');
    } finally {
      await t.close();
    }
  });
});

describeEachApp(
  'GET /metrics',
  (t) => {
    let monitoring: Monitoring;
    beforeAll(async () => {
      monitoring = await startMonitoring(t.app, { batchDelayMs: 100 });
    });
    afterAll(() => monitoring.stop());

    it('refuses a missing or wrong token with 401 and a Bearer challenge', async () => {
      const missing = await scrape(t.app);
      expectError(missing, 401, 'UNAUTHORIZED');
      expect(missing.headers['www-authenticate']).toContain('Bearer');
      expectError(await scrape(t.app, `${TOKEN}x`), 401, 'UNAUTHORIZED');
      expectError(await scrape(t.app, 'hk_not-a-key-of-anyone-0000000000000000'), 401, 'UNAUTHORIZED');
      const user = await registerUser(t.app);
      // A signed-in user's access token is no metrics token.
      expectError(await scrape(t.app, user.token), 401, 'UNAUTHORIZED');
    });

    it('answers the text format with conventional names, checker figures and the websites’ up gauge that follows checks', async () => {
      const user = await registerUser(t.app);
      targetStatus = 200;
      const website = await createWebsite(t.app, user.user.id, 'Obchod');
      await waitForStatus(t.app, website.id, 'up');
      let families = await waitForUpGauge(t.app, website.id, 1);

      const response = await scrape(t.app, TOKEN);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      for (const [name, f] of families) {
        expect(f.help, name).not.toBe('');
        expect(['counter', 'gauge', 'histogram', 'summary']).toContain(f.type);
        if (f.type === 'counter') expect(name, 'counters end in _total').toMatch(/_total$/);
        if (name.startsWith('hlidka_')) expect(name).toMatch(/^hlidka_[a-z0-9_]+$/);
      }
      const checks = families.get('hlidka_checks_total');
      expect(checks?.type).toBe('counter');
      expect(checks?.samples.find((s) => s.labels.result === 'up')?.value).toBeGreaterThanOrEqual(1);
      const lag = families.get('hlidka_schedule_lag_seconds');
      expect(lag?.type).toBe('histogram');
      const lagCount = lag?.samples.find((s) => s.name === 'hlidka_schedule_lag_seconds_count')?.value ?? 0;
      expect(lagCount).toBeGreaterThanOrEqual(1);
      expect(lag?.samples.find((s) => s.labels.le === '+Inf')?.value).toBe(lagCount);
      // The batch's write time is recorded once its transaction has ended, just after the status it wrote is visible.
      const writeCount = async () =>
        parseExposition((await scrape(t.app, TOKEN)).body)
          .get('hlidka_check_result_write_seconds')
          ?.samples.find((s) => s.name === 'hlidka_check_result_write_seconds_count')?.value ?? 0;
      await expect.poll(writeCount, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
      for (const name of ['hlidka_checks_held', 'hlidka_checks_running', 'hlidka_check_results_pending']) {
        expect(families.get(name)?.type, name).toBe('gauge');
      }
      expect(families.get('process_cpu_user_seconds_total')?.type).toBe('counter');
      const response_ = families
        .get('hlidka_website_response_time_seconds')
        ?.samples.find((s) => s.labels.website_id === website.id);
      expect(response_?.labels).toMatchObject({ name: 'Obchod', type: 'http', team_id: '' });
      expect(response_?.value).toBeGreaterThanOrEqual(0);
      expect(response_?.value).toBeLessThan(10);

      // The target fails; the next check (asked for now) takes the website down and the gauge follows.
      targetStatus = 500;
      const check = await t.app.inject({
        method: 'POST',
        url: `/api/websites/${website.id}/check`,
        headers: bearer(user.token),
      });
      expect(check.statusCode, check.body).toBe(202);
      await waitForStatus(t.app, website.id, 'down');
      families = await waitForUpGauge(t.app, website.id, 0);
      expect(
        families.get('hlidka_checks_total')?.samples.find((s) => s.labels.result === 'down')?.value,
      ).toBeGreaterThanOrEqual(1);
      targetStatus = 200;
    });

    it('gives the TLS certificate’s expiry that the checks saw', async () => {
      const certs = await generateTestCertificates();
      const https = await startHttpsServer(certs.valid);
      try {
        const user = await registerUser(t.app);
        // The test CA is not trusted by the checkers: the certificate is read without verifying it.
        const website = await createWebsite(t.app, user.user.id, 'Zabezpečený web', {
          url: https.url('/ok'),
          verifyTls: false,
        });
        await waitForStatus(t.app, website.id, 'up');
        const deadline = Date.now() + 15_000;
        for (;;) {
          const families = parseExposition((await scrape(t.app, TOKEN)).body);
          const of = (name: string) => families.get(name)?.samples.find((s) => s.labels.website_id === website.id);
          const days = of('hlidka_website_tls_certificate_expiry_days');
          if (days) {
            // The leaf is valid 90 days from its creation a moment ago.
            expect(days.value).toBeGreaterThan(89);
            expect(days.value).toBeLessThanOrEqual(90);
            const at = of('hlidka_website_tls_certificate_expiry_timestamp_seconds')?.value ?? 0;
            expect(Math.abs(at - (Date.now() / 1000 + days.value * 86_400))).toBeLessThan(3600);
            break;
          }
          if (Date.now() > deadline) throw new Error('no certificate expiry for the https website');
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      } finally {
        await https.close();
      }
    });

    it('shows a user’s API key only their websites, without the process’s figures', async () => {
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      const own = await createWebsite(t.app, owner.user.id, 'Můj web');
      const foreign = await createWebsite(t.app, other.user.id, 'Cizí web');
      const key = await apiKeyOf(t.app, owner);

      const response = await scrape(t.app, key);
      expect(response.statusCode, response.body).toBe(200);
      const families = parseExposition(response.body);
      const ids = new Set(families.get('hlidka_website_paused')?.samples.map((s) => s.labels.website_id));
      expect(ids.has(own.id)).toBe(true);
      expect(ids.has(foreign.id)).toBe(false);
      expect(families.has('hlidka_checks_total')).toBe(false);
      expect(families.has('process_cpu_user_seconds_total')).toBe(false);

      // The operator sees both (once the few seconds' cache of the website figures has passed).
      const deadline = Date.now() + 15_000;
      for (;;) {
        const all = parseExposition((await scrape(t.app, TOKEN)).body);
        const allIds = new Set(all.get('hlidka_website_paused')?.samples.map((s) => s.labels.website_id));
        if (allIds.has(own.id) && allIds.has(foreign.id)) break;
        if (Date.now() > deadline) throw new Error('the operator’s scrape lacks a website');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
  },
  { clock: realClock, config: { allowPrivateTargets: true, metricsToken: TOKEN, defaultPlan: 'selfhosted' } },
);

/**
 * `hlidka start --role worker` with METRICS_PORT: the worker's own listener serves its checker figures (with its
 * region) and a health probe, and answers 404 to every other address of the API.
 */
for (const kind of testDatabaseKinds) {
  describe(`a worker's /metrics on METRICS_PORT [${kind}]`, () => {
    const region = 'eu-test';
    let server: RunningServer;
    let dataDir: string;
    let dropDatabase = async () => {};
    const get = (pathname: string, token?: string, init: RequestInit = {}) =>
      fetch(`${server.url}${pathname}`, {
        ...init,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });

    beforeAll(async () => {
      dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-worker-metrics-'));
      let databaseUrl: string | null = null;
      if (kind === 'postgres') {
        const created = await createPostgresTestDatabase();
        databaseUrl = created.url;
        dropDatabase = created.drop;
      }
      server = await startServer(
        testConfig({
          dataDir,
          databaseUrl,
          host: '127.0.0.1',
          metricsToken: TOKEN,
          metricsPort: 0,
          region,
          allowPrivateTargets: true,
          defaultPlan: 'selfhosted',
        }),
        { role: 'worker', logger: pino({ level: 'silent' }) },
      );
    }, 120_000);
    afterAll(async () => {
      await server?.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('listens on METRICS_PORT', () => {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    });

    it('refuses a missing or wrong token, and a user’s API key, with 401 and a Bearer challenge', async () => {
      const missing = await get('/metrics');
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toContain('Bearer');
      expect(((await missing.json()) as { code: string }).code).toBe('UNAUTHORIZED');
      expect((await get('/metrics', `${TOKEN}x`)).status).toBe(401);
      // A valid API key, which the API process would take: a worker serves the operator only.
      const userId = await insertUser(server.database.db);
      const { secret } = await createApiKey(server.database.db, {
        userId,
        name: 'Grafana',
        expiresAt: null,
        now: new Date(),
      });
      const keyed = await get('/metrics', secret);
      expect(keyed.status).toBe(401);
      expect(((await keyed.json()) as { code: string }).code).toBe('UNAUTHORIZED');
    });

    it('gives the operator this worker’s checker figures with its region and Node’s defaults, without website gauges', async () => {
      targetStatus = 200;
      const ownerId = await insertUser(server.database.db);
      const website = await createWebsite(server.app, ownerId, 'Sklad');
      await waitForStatus(server.app, website.id, 'up');
      const upChecks = async () => {
        const response = await get('/metrics', TOKEN);
        expect(response.status).toBe(200);
        const families = parseExposition(await response.text());
        return families.get('hlidka_checks_total')?.samples.find((s) => s.labels.result === 'up')?.labels.region ===
          region
          ? families
          : null;
      };
      await expect.poll(upChecks, { timeout: 15_000 }).not.toBeNull();

      const response = await get('/metrics', TOKEN);
      expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const families = parseExposition(await response.text());
      const checks = families.get('hlidka_checks_total');
      expect(checks?.type).toBe('counter');
      const up = checks?.samples.find((s) => s.labels.result === 'up');
      expect(up?.labels.region).toBe(region);
      expect(up?.value).toBeGreaterThanOrEqual(1);
      const lag = families.get('hlidka_schedule_lag_seconds');
      expect(lag?.type).toBe('histogram');
      expect(lag?.samples.find((s) => s.name === 'hlidka_schedule_lag_seconds_count')?.value).toBeGreaterThanOrEqual(1);
      for (const name of ['hlidka_checks_held', 'hlidka_checks_running', 'hlidka_check_results_pending']) {
        expect(families.get(name)?.samples[0]?.labels.region, name).toBe(region);
      }
      expect(families.has('hlidka_check_result_write_seconds')).toBe(true);
      expect(families.get('process_cpu_user_seconds_total')?.type).toBe('counter');
      // The website gauges are the API process's (read from the database, the same on every process).
      expect([...families.keys()].filter((name) => name.startsWith('hlidka_website_'))).toEqual([]);
    });

    it('answers its health, like the API', async () => {
      const response = await get('/api/health');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { success: boolean; data: { status: string; database: string } };
      expect(body).toMatchObject({ success: true, data: { status: 'ok', database: kind } });
    });

    it('answers 404 to the rest of the API, its documentation and the app', async () => {
      const user = await insertUser(server.database.db);
      const { secret } = await createApiKey(server.database.db, {
        userId: user,
        name: 'Skript',
        expiresAt: null,
        now: new Date(),
      });
      for (const [method, pathname, token] of [
        ['GET', '/api/websites', secret],
        ['GET', '/api/websites', undefined],
        ['POST', '/api/login_check', undefined],
        ['GET', '/api/docs', undefined],
        ['GET', '/api/openapi.json', undefined],
        ['GET', '/', undefined],
        ['GET', '/status/widget.js', undefined],
      ] as const) {
        const response = await get(pathname, token, { method });
        expect(response.status, `${method} ${pathname}`).toBe(404);
        expect(((await response.json()) as { code: string }).code, `${method} ${pathname}`).toBe('NOT_FOUND');
      }
    });
  });
}
