// The embedded PostgreSQL on its real binaries: first start (initdb), a second start on the same data, stopping with
// the process that owns it (SIGTERM, and kill -9 with or without its watchdog), the password file.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmbeddedPostgres, PASSWORD_FILE_NAME, startEmbeddedPostgres } from './index';
import { isAlive } from './pid-file';

const owner = fileURLToPath(new URL('../../testing/embedded-owner.ts', import.meta.url));

async function answer(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(`select current_setting('fsync') as fsync, current_setting('full_page_writes') as fpw`))
      .rows[0];
  } finally {
    await client.end();
  }
}

async function until(what: string, condition: () => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The parent of `pid` (Linux /proc). */
function parentOf(pid: number): number {
  return Number(/^PPid:\s+(\d+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
}

/** The children of `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((child) => {
      try {
        return parentOf(child) === pid;
      } catch {
        return false;
      }
    });
}

interface Owner {
  child: ChildProcess;
  pid: number;
  exited: Promise<number | null>;
}

/** Start the embedded server in a process of its own (testing/embedded-owner.ts). */
async function startOwner(dataDir: string): Promise<Owner> {
  const child = spawn(process.execPath, ['--import', 'tsx', owner, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let out = '';
  child.stderr?.on('data', (chunk) => {
    out += chunk;
  });
  const pid = await new Promise<number>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      out += chunk;
      const line = out.match(/^(\{.*\})$/m)?.[1];
      if (line) resolve((JSON.parse(line) as { pid: number }).pid);
    });
    exited.then((code) => reject(new Error(`The owner exited (${code}):\n${out}`)));
  });
  return { child, pid, exited };
}

describe.runIf(process.platform === 'linux')('embedded PostgreSQL', () => {
  let dataDir: string;
  const lines: string[] = [];
  const log = { info: (_: object, m?: string) => lines.push(m ?? ''), warn: () => {}, error: () => {} };

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-embedded-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('initialises on the first start, answers with durable settings, keeps its password in a 0600 file', async () => {
    const server = await startEmbeddedPostgres({ dataDir, log });
    try {
      expect(await answer(server.url)).toEqual({ fsync: 'on', fpw: 'on' });
      expect(lines[0]).toBe(`database: starting embedded PostgreSQL in ${path.join(dataDir, 'postgres')}`);
      expect(lines).toContainEqual(expect.stringMatching(/^database: initialised in \d+ ms$/));
      expect(lines.at(-1)).toMatch(/^database: ready in \d+ ms$/);
      const password = path.join(dataDir, PASSWORD_FILE_NAME);
      expect(statSync(password).mode & 0o777).toBe(0o600);
      expect(server.url).toContain(readFileSync(password, 'utf8').trim());
      // A Unix socket in DATA_DIR, no TCP port.
      expect(new URL(server.url).searchParams.get('host')).toBe(path.join(dataDir, 'postgres'));
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      await client.query('create table kept (note text)');
      await client.query(`insert into kept values ('Žluťoučký kůň')`);
      await client.end();
    } finally {
      await server.stop();
    }
    expect(isAlive(server.pid)).toBe(false);
  }, 120_000);

  it('reuses the data on a second start', async () => {
    lines.length = 0;
    const server = await startEmbeddedPostgres({ dataDir, log });
    try {
      expect(lines.some((line) => line.startsWith('database: initialised'))).toBe(false);
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      expect((await client.query('select note from kept')).rows).toEqual([{ note: 'Žluťoučký kůň' }]);
      await client.end();
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('stops with its owner on SIGTERM: no postgres process is left', async () => {
    const first = await startOwner(dataDir);
    expect(isAlive(first.pid)).toBe(true);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(isAlive(first.pid)).toBe(false);
  }, 120_000);

  it('after kill -9 of its owner, the watchdog stops the server and the next start works', async () => {
    const first = await startOwner(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    await until('the orphaned server stops', () => !isAlive(first.pid));
    const next = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await answer(next.url)).toEqual({ fsync: 'on', fpw: 'on' });
    } finally {
      await next.stop();
    }
  }, 180_000);

  it('after kill -9 of its owner and of the watchdog, the next start stops the orphan and starts afresh', async () => {
    const first = await startOwner(dataDir);
    // The watchdog (a shell, the server's parent) and its reader of the owner's pipe, which would stop the server.
    const watchdog = parentOf(first.pid);
    expect(parentOf(watchdog)).toBe(first.child.pid);
    for (const reader of childrenOf(watchdog).filter((pid) => pid !== first.pid)) process.kill(reader, 'SIGKILL');
    process.kill(watchdog, 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;
    // Without its watchdog, the server outlives its owner…
    expect(isAlive(first.pid)).toBe(true);
    lines.length = 0;
    let next: EmbeddedPostgres | undefined;
    try {
      next = await startEmbeddedPostgres({
        dataDir,
        log: { ...log, warn: (_: object, m?: string) => lines.push(m ?? '') },
      });
      // …until the next start stops it and runs its own.
      expect(isAlive(first.pid)).toBe(false);
      expect(lines).toContain(`database: stopping the PostgreSQL server a previous run left (pid ${first.pid})`);
      expect(next.pid).not.toBe(first.pid);
      expect(await answer(next.url)).toEqual({ fsync: 'on', fpw: 'on' });
    } finally {
      await next?.stop();
      if (isAlive(first.pid)) process.kill(first.pid, 'SIGKILL');
    }
  }, 180_000);

  it.runIf(process.getuid?.() === 0)('as root, names a directory above DATA_DIR its user may not enter', async () => {
    const shut = mkdtempSync(path.join(tmpdir(), 'hlidka-shut-'));
    try {
      mkdirSync(path.join(shut, 'data'));
      await expect(startEmbeddedPostgres({ dataDir: path.join(shut, 'data') })).rejects.toThrow(
        new RegExp(`who may not enter ${shut}: allow it \\(chmod o\\+x ${shut}\\)`),
      );
    } finally {
      rmSync(shut, { recursive: true, force: true });
    }
  });
});
