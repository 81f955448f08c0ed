// Issue 26 §5: acknowledged writes survive a crash. The built CLI runs on its own embedded PostgreSQL in an empty
// DATA_DIR, takes API writes, and every process of it (Hlídka, the watchdog, the postmaster and its backends) is killed
// with SIGKILL in the middle of that load. The next start on the same DATA_DIR (PostgreSQL's crash recovery, no repair
// by hand) must hold every write whose 2xx answer arrived.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort } from '../../net/free-port';
import { type BuiltCli, buildCli } from '../../testing/built-cli';

const ACKNOWLEDGED_BEFORE_KILL = 60;
const WRITERS = 4;

let built: BuiltCli;
let dataDir: string;
const started: ChildProcess[] = [];

beforeAll(() => {
  built = buildCli();
  dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-crash-'));
}, 180_000);

afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) killGroup(child.pid);
  rmSync(dataDir, { recursive: true, force: true });
});

function killGroup(pid: number | undefined) {
  try {
    if (pid) process.kill(-pid, 'SIGKILL');
  } catch {}
}

/** `hlidka start` in a process group of its own; resolves once /api/health answers. */
async function start(port: number) {
  const child = spawn(process.execPath, [built.cli, 'start'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      HLIDKA_DEFAULT_PLAN: 'selfhosted',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`hlidka start exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`hlidka start did not answer /api/health:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { child, output: () => output };
}

/** `pid` and its descendants with their process groups (Linux /proc). */
function processTree(pid: number) {
  const procs = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const fields = (readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
        return [{ pid: Number(entry), ppid: Number(fields[1]), pgid: Number(fields[2]) }];
      } catch {
        return [];
      }
    });
  const tree = procs.filter((p) => p.pid === pid);
  for (const member of tree) tree.push(...procs.filter((p) => p.ppid === member.pid));
  return tree;
}

const alive = (pid: number) => {
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z');
  } catch {
    return false;
  }
};

/** The parts of the API's answers this test reads. */
interface Answer {
  data?: { token?: string; website?: { id: string } };
}

async function json(port: number, method: string, route: string, token?: string, body?: unknown) {
  const res = await fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Answer | null };
}

it.runIf(process.platform === 'linux')(
  'finds every acknowledged write after kill -9 of Hlídka and its PostgreSQL under load',
  async () => {
    const port = await freePort();
    const first = await start(port);
    expect(first.output()).toContain('database: durability fsync=on, full_page_writes=on, synchronous_commit=on');

    const email = 'pad@example.cz';
    const password = 'Kůň pije z řeky 42';
    const registered = await json(port, 'POST', '/api/register', undefined, {
      ...{ email, password, firstName: 'Pád', lastName: 'Serveru', termsAccepted: true, marketingConsent: false },
    });
    expect(registered.status).toBe(201);
    const token = registered.body?.data?.token as string;

    // Writers create websites until the processes are gone; an id counts once its 201 has arrived.
    const acknowledged: string[] = [];
    let attempted = 0;
    let reachedKillPoint: () => void = () => {};
    const killPoint = new Promise<void>((resolve) => {
      reachedKillPoint = resolve;
    });
    const writers = Array.from({ length: WRITERS }, async () => {
      for (;;) {
        const n = attempted++;
        const res = await json(port, 'POST', '/api/websites', token, {
          name: `Web ${n}`,
          url: `http://example.invalid/${n}`,
          intervalSeconds: 300,
          timeoutSeconds: 10,
        }).catch(() => null);
        if (!res) return; // the connection died with the server: not acknowledged
        if (res.status !== 201) throw new Error(`create ${n}: ${res.status} ${JSON.stringify(res.body)}`);
        acknowledged.push(res.body?.data?.website?.id as string);
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) reachedKillPoint();
      }
    });
    await Promise.race([killPoint, Promise.all(writers)]);

    // Everything at once: PostgreSQL's group first (the watchdog would otherwise see Hlídka go and stop it cleanly).
    const tree = processTree(first.child.pid as number);
    const hlidkaGroup = first.child.pid as number;
    const groups = [...new Set(tree.map((p) => p.pgid).filter((group) => group !== hlidkaGroup)), hlidkaGroup];
    expect(tree.length).toBeGreaterThanOrEqual(4); // Hlídka, the watchdog, the postmaster, backends
    for (const group of groups) process.kill(-group, 'SIGKILL');
    await Promise.all(writers);
    const deadline = Date.now() + 30_000;
    while (tree.some((p) => alive(p.pid))) {
      if (Date.now() > deadline) throw new Error('processes outlived SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    // Not a clean shutdown: the postmaster had no time to remove its pid file.
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);
    expect(attempted).toBeGreaterThan(acknowledged.length); // some writes were in flight when it died

    console.info(`${acknowledged.length} writes acknowledged of ${attempted} sent when every process was killed`);
    const second = await start(port);
    try {
      const login = await json(port, 'POST', '/api/login_check', undefined, { email, password });
      expect(login.status).toBe(200);
      const fresh = login.body?.data?.token as string;
      const missing: string[] = [];
      for (const id of acknowledged) {
        const res = await json(port, 'GET', `/api/websites/${id}`, fresh);
        if (res.status !== 200 || res.body?.data?.website?.id !== id) missing.push(id);
      }
      expect(missing).toEqual([]);
    } finally {
      const exited = new Promise((resolve) => second.child.once('exit', resolve));
      second.child.kill('SIGTERM');
      await exited;
    }
  },
  300_000,
);
