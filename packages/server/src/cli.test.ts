import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase } from './db/embedded/database';
import { LOCK_FILE_NAME } from './db/lock';
import { appMeta } from './db/schema/index';
import { freePort } from './net/free-port';
import { buildCli } from './testing/built-cli';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '../..');

interface Proc {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function run(cli: string, args: string[], env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: repoRoot,
    // DATABASE_URL unset: the default, Hlídka's own PostgreSQL in DATA_DIR (tests that want another pass their own).
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitForHealth(url: string, proc: Proc, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`The server exited early:\n${proc.output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not become healthy:\n${proc.output()}`);
}

async function readMeta(dataDir: string) {
  const database = await openEmbeddedDatabase({ dataDir });
  try {
    const rows = await database.db.select().from(appMeta);
    return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, Record<string, unknown>>;
  } finally {
    await database.close();
  }
}

let cli: string;

beforeAll(() => {
  cli = buildCli().cli;
}, 120_000);

describe('hlidka CLI (built bundle)', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-cli-'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints help', () => {
    const res = spawnSync(process.execPath, [cli, '--help'], { encoding: 'utf8' });
    expect(res.status).toBe(0);
    expect(res.stdout).toMatch(/Usage: hlidka \[command\]/);
    expect(res.stdout).toMatch(/--role all\|api\|worker/);
  });

  it('refuses bad configuration with one line per bad value', () => {
    const res = spawnSync(process.execPath, [cli, 'start'], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: 'http', LOG_LEVEL: 'loud' },
    });
    expect(res.status).toBe(2);
    expect(res.stderr).toMatch(/PORT: must be a whole number between 0 and 65535 \(got "http"\)\n/);
    expect(res.stderr).toMatch(/LOG_LEVEL: must be one of/);
  });

  it('starts on an empty DATA_DIR, serves /api/docs, stops cleanly on SIGTERM and keeps every row on restart', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' };
    const url = `http://127.0.0.1:${port}`;

    const first = run(cli, ['start'], env);
    await waitForHealth(url, first);
    const docs = await fetch(`${url}/api/docs/`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toMatch(/swagger/i);
    const openapi = (await (await fetch(`${url}/api/openapi.json`)).json()) as { paths: Record<string, unknown> };
    expect(openapi.paths['/api/health']).toBeTruthy();
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(true);

    // A second process on the same directory refuses to start.
    const intruder = run(cli, ['start'], { ...env, PORT: String(await freePort()) });
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toMatch(/is in use by another Hlídka process \(pid \d+/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/Stopped cleanly/);
    // The pool's connections end before their server stops: no connection is cut (PostgreSQL's FATAL, our error).
    expect(first.output()).not.toMatch(/FATAL|"level":50/);
    // Its PostgreSQL stopped with it (a clean shutdown removes the pid file).
    expect(first.output()).toMatch(/database: ready in \d+ ms/);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const before = await readMeta(dataDir);
    expect(before.installation?.id).toBeTruthy();
    // A row written outside the server survives too.
    const direct = await openEmbeddedDatabase({ dataDir });
    await direct.db.insert(appMeta).values({ key: 'cli-test', value: { note: 'Žluťoučký kůň' } });
    await direct.close();

    const second = run(cli, [], env);
    await waitForHealth(url, second);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);

    const after = await readMeta(dataDir);
    expect(after.installation).toEqual(before.installation);
    expect(after['cli-test']).toEqual({ note: 'Žluťoučký kůň' });
    expect(after.last_start?.pid).not.toBe(before.last_start?.pid);
  }, 240_000);

  it('migrate applies migrations and exits', () => {
    const res = spawnSync(process.execPath, [cli, 'migrate'], {
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      timeout: 120_000,
    });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/Migrations: 0 applied, \d+ in total\./);
  }, 130_000);

  it('create-user adds a user and refuses a duplicate', () => {
    const args = [cli, 'create-user', '--email', 'admin@example.cz', '--password', 'správné-dlouhé-heslo'];
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const res = spawnSync(process.execPath, [...args, '--first-name', 'Jiří'], {
      encoding: 'utf8',
      env,
      timeout: 120_000,
    });
    expect(res.status, res.stderr).toBe(0);
    expect(res.stdout).toMatch(/^Created user admin@example\.cz \([0-9a-f-]{36}\)\.$/m);
    const again = spawnSync(process.execPath, args, { encoding: 'utf8', env, timeout: 120_000 });
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
  }, 250_000);

  it('payouts lists waiting affiliate payouts; settle-payout refuses an unknown request', () => {
    const env = { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    const list = spawnSync(process.execPath, [cli, 'payouts'], { encoding: 'utf8', env, timeout: 120_000 });
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toBe('No payout requests are waiting.\n');
    const id = '00000000-0000-4000-8000-000000000000';
    const settle = spawnSync(process.execPath, [cli, 'settle-payout', '--id', id, '--outcome', 'paid'], {
      encoding: 'utf8',
      env,
      timeout: 120_000,
    });
    expect(settle.status).toBe(1);
    expect(settle.stderr).toBe(`hlidka: No pending payout request ${id}\n`);
  }, 250_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('hlidka CLI on PostgreSQL', () => {
  it('runs against DATABASE_URL', async () => {
    const { createPostgresTestDatabase } = await import('./testing/databases');
    const created = await createPostgresTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-cli-pg-'));
    try {
      const port = await freePort();
      const proc = run(cli, ['start', '--role', 'api'], {
        DATA_DIR: dataDir,
        DATABASE_URL: created.url,
        PORT: String(port),
        HOST: '127.0.0.1',
      });
      await waitForHealth(`http://127.0.0.1:${port}`, proc);
      const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
        data: { database: string };
      };
      expect(health.data.database).toBe('postgres');
      proc.child.kill('SIGTERM');
      expect(await proc.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await created.drop();
    }
  }, 180_000);
});
