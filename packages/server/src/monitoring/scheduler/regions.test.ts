import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { incidents, outbox, websiteIncidentState } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import { notificationDeliveries } from '../../db/schema/notifications';
import { type BuiltCli, buildCli } from '../../testing/built-cli';
import { createTestDatabase, type TestDatabase } from '../../testing/databases';
import { insertUser, insertWebsite } from '../../testing/incidents';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp';
import { scheduleWebsite } from './schedule';

/** Each worker's region and the loopback address its checks leave from (CHECK_SOURCE_ADDRESS). */
const REGIONS = { eu: '127.0.0.2', us: '127.0.0.3', asia: '127.0.0.4' } as const;
type Region = keyof typeof REGIONS;

/**
 * Three real `hlidka start --role worker` processes on one PostgreSQL database, each in its own region and leaving
 * from its own loopback address. The target refuses the connections of the regions told to fail, as a website would
 * that one region's network cannot reach. One failing region of three opens nothing; a second one (a majority) opens
 * one incident, and its owner gets exactly one alert, though every worker delivers notifications.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('multi-region confirmation with three worker processes', () => {
  let built: BuiltCli;
  let dataDir: string;
  let db: TestDatabase;
  let smtp: TestSmtpServer;
  let target: Server;
  let targetUrl: string;
  const refused = new Set<string>();
  const workers: ChildProcess[] = [];
  const output: string[] = [];

  beforeAll(async () => {
    built = buildCli();
    dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-regions-'));
    db = await createTestDatabase('postgres');
    smtp = await startTestSmtpServer();
    target = createServer((_req, res) => res.writeHead(200).end('ok'));
    target.on('connection', (socket) => {
      if (refused.has(socket.remoteAddress ?? '')) socket.destroy();
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
  }, 180_000);

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await new Promise<void>((resolve) => target.close(() => resolve()));
    await smtp?.close();
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const refuse = (...regions: Region[]) => {
    refused.clear();
    for (const region of regions) refused.add(REGIONS[region]);
  };

  async function counters(websiteId: string) {
    const rows = await db.database.db
      .select()
      .from(websiteIncidentState)
      .where(eq(websiteIncidentState.websiteId, websiteId));
    return new Map(rows.map((row) => [row.region, row]));
  }

  /** Each region's latest stored check (counters stop being written once a streak reaches its threshold). */
  async function lastChecks(websiteId: string) {
    const rows = await db.database.db.execute<{ region: string; last: Date | string }>(sql`
      select g.name as region, max(r.checked_at) as last from check_results r
      join check_regions g on g.id = r.region_id join websites w on w.seq = r.website_seq
      where w.id = ${websiteId} group by g.name`);
    return new Map(rows.rows.map((row) => [row.region, new Date(row.last).getTime()]));
  }

  /** Every region has checked since `since`, and `check` holds of the counters. */
  async function waitForRegions(
    websiteId: string,
    since: Date,
    check: (state: Awaited<ReturnType<typeof counters>>) => void,
  ) {
    await vi.waitFor(
      async () => {
        const last = await lastChecks(websiteId);
        for (const region of Object.keys(REGIONS)) {
          expect(last.get(region) ?? 0, `${region} has checked`).toBeGreaterThan(since.getTime());
        }
        check(await counters(websiteId));
      },
      { timeout: 90_000, interval: 500 },
    );
  }

  const incidentsOf = (websiteId: string) =>
    db.database.db.select().from(incidents).where(eq(incidents.websiteId, websiteId));

  /** Nothing left to deliver: every outbox event fanned out and every delivery sent (or failed for good). */
  const settled = () =>
    vi.waitFor(
      async () => {
        const events = await db.database.db.select().from(outbox).where(isNull(outbox.processedAt));
        const deliveries = await db.database.db
          .select()
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.status, 'pending'));
        expect({ events: events.length, deliveries: deliveries.length }).toEqual({ events: 0, deliveries: 0 });
      },
      { timeout: 60_000, interval: 500 },
    );

  it('one region failing opens nothing; two open one incident with one alert, and it says who saw what', {
    timeout: 300_000,
  }, async () => {
    const owner = await insertUser(db.database.db);
    const websiteId = await insertWebsite(db.database.db, owner, {
      name: 'Obchod',
      url: targetUrl,
      intervalSeconds: 10,
      timeoutSeconds: 2,
      failuresToOpen: 2,
      regions: Object.keys(REGIONS),
    });
    const started = new Date();
    await scheduleWebsite(
      db.database.db,
      { id: websiteId, intervalSeconds: 10, regions: Object.keys(REGIONS) },
      started,
      {
        immediate: true,
      },
    );
    refuse('asia');
    for (const [region, address] of Object.entries(REGIONS)) {
      const child = spawn(process.execPath, [built.cli, 'start', '--role', 'worker'], {
        env: {
          ...process.env,
          DATABASE_URL: db.url ?? '',
          DATA_DIR: dataDir,
          PUBLIC_URL: 'http://127.0.0.1:9',
          SMTP_URL: smtp.url,
          LOG_LEVEL: 'warn',
          ALLOW_PRIVATE_TARGETS: 'true',
          JWT_SECRET: 'regions-test-secret-regions-test-secret-0123',
          REGION: region,
          CHECK_SOURCE_ADDRESS: address,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => output.push(String(d)));
      child.stderr?.on('data', (d) => output.push(String(d)));
      workers.push(child);
    }

    // Asia cannot reach the website: its failure is confirmed (two in a row) while Europe and America see it up.
    await waitForRegions(websiteId, started, (state) => {
      expect(state.get('asia')?.consecutiveFailures, output.join('')).toBe(2);
      expect(state.get('eu')?.consecutiveSuccesses).toBeGreaterThanOrEqual(1);
      expect(state.get('us')?.consecutiveSuccesses).toBeGreaterThanOrEqual(1);
    });
    const asiaConfirmed = new Date();
    await waitForRegions(websiteId, asiaConfirmed, (state) => expect(state.get('asia')?.consecutiveFailures).toBe(2));
    expect(await incidentsOf(websiteId)).toEqual([]);
    const [up] = await db.database.db.select().from(websites).where(eq(websites.id, websiteId));
    expect(up?.status).toBe('up');

    // America loses it too: two of three agree.
    refuse('asia', 'us');
    await vi.waitFor(async () => expect(await incidentsOf(websiteId)).toHaveLength(1), {
      timeout: 90_000,
      interval: 500,
    });
    const [incident] = await incidentsOf(websiteId);
    expect(incident?.regionVerdicts?.quorum).toBe(2);
    const seen = Object.fromEntries(incident?.regionVerdicts?.verdicts.map((v) => [v.region, v.failing]) ?? []);
    expect(seen).toEqual({ eu: false, us: true, asia: true });
    const opened = await smtp.waitFor(1);
    // Every region checks again after the incident opened; still one incident, and one alert once all is delivered.
    await waitForRegions(websiteId, incident?.createdAt ?? new Date(), () => {});
    await settled();
    expect(await incidentsOf(websiteId)).toHaveLength(1);
    expect(smtp.received).toHaveLength(1);
    expect(opened[0]?.to).toHaveLength(1);

    // Both reach it again: the incident resolves, with one more message.
    refuse();
    await vi.waitFor(async () => expect((await incidentsOf(websiteId))[0]?.status).toBe('resolved'), {
      timeout: 90_000,
      interval: 500,
    });
    await smtp.waitFor(2);
    await settled();
    expect(await incidentsOf(websiteId)).toHaveLength(1);
    expect(smtp.received).toHaveLength(2);
  });
});
