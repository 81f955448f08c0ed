import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSchedules } from '../../db/schema/monitoring';
import { type BuiltCli, buildCli } from '../../testing/built-cli';
import { createTestDatabase, type TestDatabase } from '../../testing/databases';
import { insertUser, insertWebsite } from '../../testing/incidents';

/** Wait for a state, polling; fails with the last state seen when it does not come within `ms`. */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms: number,
  what: () => string,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what()}: state not reached: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Three real `hlidka start --role worker` processes on one PostgreSQL database: no check runs twice in a slot, and
 * when one is killed (SIGKILL: no cleanup), its websites continue within a lease.
 */
/**
 * The phase (ms within the interval) of a website's grid: the one closest to all its checks' phases (a check starts a
 * little after its slot, a taken-over one up to a lease late, and a raw row keeps whole seconds).
 */
function gridOrigin(times: number[], interval: number): number {
  const phases = times.map((t) => ((t % interval) + interval) % interval);
  const distance = (a: number, b: number) => Math.min(Math.abs(a - b), interval - Math.abs(a - b));
  const spread = (origin: number) => phases.reduce((sum, phase) => sum + distance(phase, origin), 0);
  return phases.reduce((best, phase) => (spread(phase) < spread(best) ? phase : best), phases[0] ?? 0);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('three worker processes on PostgreSQL', () => {
  let built: BuiltCli;
  let dataDir: string;
  let db: TestDatabase;
  let target: Server;
  let targetUrl: string;
  const hits: { path: string; at: number }[] = [];
  const workers: ChildProcess[] = [];
  const output: string[] = [];

  beforeAll(async () => {
    built = buildCli();
    dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-workers-'));
    db = await createTestDatabase('postgres');
    target = createServer((req, res) => {
      hits.push({ path: req.url ?? '', at: Date.now() });
      res.writeHead(200).end('ok');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill('SIGKILL');
    await new Promise<void>((resolve) => target.close(() => resolve()));
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('share the work without duplicates and take over a killed worker within a lease', {
    timeout: 120_000,
  }, async () => {
    const owner = await insertUser(db.database.db);
    const ids: string[] = [];
    const base = new Map<string, number>();
    const now = Date.now();
    for (let i = 0; i < 60; i++) {
      const id = await insertWebsite(db.database.db, owner, {
        url: `${targetUrl}/w/${i}`,
        intervalSeconds: 10,
        timeoutSeconds: 2,
      });
      const first = now + 3000 + (i % 10) * 1000;
      await db.database.db.insert(checkSchedules).values({ websiteId: id, region: '*', nextCheckAt: new Date(first) });
      base.set(id, first);
      ids.push(id);
    }
    const env = {
      ...process.env,
      DATABASE_URL: db.url ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ALLOW_PRIVATE_TARGETS: 'true',
      JWT_SECRET: 'workers-test-secret-workers-test-secret-0123',
      // Lease = timeout (2 s) + lookahead (2 s) + 2 s.
      HLIDKA_LEASE_MARGIN_MS: '2000',
    };
    for (let i = 0; i < 3; i++) {
      const child = spawn(process.execPath, [built.cli, 'start', '--role', 'worker'], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (d) => output.push(String(d)));
      child.stderr?.on('data', (d) => output.push(String(d)));
      workers.push(child);
    }
    // Three rounds of checks with all three workers: every website checked three times.
    const checksSince = async (since: number) => {
      const result = await db.database.db.execute<{ n: number }>(sql`
        select count(r.*)::int as n from websites w
        left join check_results r on r.website_seq = w.seq and r.checked_at > ${new Date(since).toISOString()}::timestamptz
        where w.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by w.id`);
      return result.rows.map((row) => Number(row.n));
    };
    await until(
      () => checksSince(0),
      (counts) => counts.length === ids.length && counts.every((n) => n >= 3),
      60_000,
      () => `three rounds of checks\n${output.join('')}`,
    );
    const alive = await db.database.query(
      `select id from workers where stopped_at is null and heartbeat_at > now() - interval '30 seconds'`,
    );
    expect(alive, output.join('')).toHaveLength(3);

    // Kill one without cleanup; its leases expire and the others take its websites over.
    const killedAt = Date.now();
    workers[0]?.kill('SIGKILL');
    // Every website checked again after the kill, the killed worker's ones once their leases have expired.
    await until(
      () => checksSince(killedAt),
      (counts) => counts.length === ids.length && counts.every((n) => n >= 1),
      40_000,
      () => `checks after the kill\n${output.join('')}`,
    );
    for (const worker of workers.slice(1)) worker.kill('SIGTERM');
    await Promise.all(
      workers
        .slice(1)
        .map((w) => new Promise((resolve) => (w.exitCode !== null ? resolve(null) : w.once('exit', resolve)))),
    );

    // No website was checked twice in one 10-second slot of its grid.
    const rows = await db.database.db.execute<{ website_id: string; checked_at: Date | string }>(sql`
      select w.id as website_id, r.checked_at from check_results r join websites w on w.seq = r.website_seq order by r.checked_at`);
    const byWebsite = new Map<string, number[]>();
    for (const row of rows.rows) {
      const list = byWebsite.get(row.website_id) ?? [];
      list.push(new Date(row.checked_at).getTime());
      byWebsite.set(row.website_id, list);
    }
    expect(byWebsite.size).toBe(60);
    for (const [id, times] of byWebsite) {
      // A slot taken over after a lease expired runs late, but still once: slots are unique. The website's grid is not
      // `base` (workers that start late spread overdue first checks over the interval), and any check may start late
      // on a busy machine, a taken-over one by up to a lease: the grid is the phase closest to all of them.
      const origin = gridOrigin(times, 10_000);
      const slots = times.map((t) => Math.floor((t - origin + 1000) / 10_000));
      expect(
        new Set(slots).size,
        `website ${id}: ${times.map((t) => t - (base.get(id) ?? 0)).join(' ')} killed ${killedAt - (base.get(id) ?? 0)}`,
      ).toBe(slots.length);
      // Checked within one interval (10 s) plus a lease (6 s) after the kill, at the latest.
      const after = times.filter((t) => t > killedAt && t <= killedAt + 16_500);
      expect(
        after.length,
        `website ${id} after the kill: ${times.map((t) => t - killedAt).join(' ')}`,
      ).toBeGreaterThanOrEqual(1);
    }
    // Every HTTP request is one stored check (nothing ran twice and was dropped).
    expect(hits.length).toBeGreaterThanOrEqual(rows.rows.length);
    expect(hits.length - rows.rows.length).toBeLessThanOrEqual(20);
  });
});
