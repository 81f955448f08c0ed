// Startup benchmark (issue 26 §4): `npm run bench -- startup [flags]`.
//
//   --websites N (1000)   --interval S (20)   --warmup S (180)   --window S (120)   --restarts N (3)   --latency MS (20)
//
// Runs the built Hlídka (`packages/server/dist/cli.js start`) without DATABASE_URL, on its own embedded PostgreSQL in a
// fresh DATA_DIR, against a loopback target, and prints beside the goals of issue 26:
//   - ready after spawn (first /api/health OK) on the first start (empty DATA_DIR, initdb included) and on restarts;
//   - the time from a restart until every website has been checked again (goal: one interval);
//   - CPU per check of Hlídka and all its descendants (watchdog, postmaster, backends) over a steady window:
//     utime+stime+cutime+cstime summed over the process tree from /proc, divided by the checks made in the window;
//   - memory: PSS (/proc/<pid>/smaps_rollup) summed over the same tree every 5 s of the window: the mean and the peak
//     (judged by the peak; a single reading lands anywhere in the V8 heap's collection cycle);
//   - database bytes per check: pg_database_size growth over the window / checks in the window.
// The window starts after the warm-up: the tables that hold one row per website (schedules, today's rollups) fill
// their pages and reach the size autovacuum keeps them at within the first minutes, which is growth once, not per check.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createAccountWithWebsites, startHlidka, startTarget, waitAllCheckedSince } from './lib/hlidka.mjs';
import { freePort } from './lib/server.mjs';

const { values: flags } = parseArgs({
  options: {
    websites: { type: 'string', default: '1000' },
    interval: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '180' },
    window: { type: 'string', default: '120' },
    restarts: { type: 'string', default: '3' },
    latency: { type: 'string', default: '20' },
  },
});
const N = Number(flags.websites);
const INTERVAL = Number(flags.interval);
const WARMUP = Number(flags.warmup);
const WINDOW = Number(flags.window);
const RESTARTS = Number(flags.restarts);
const CLK_TCK = 100;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid and every descendant of it (by the parent pids in /proc). */
function processTree(rootPid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {}
  }
  const tree = [rootPid];
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/**
 * CPU ticks of a process tree: each process's own and its reaped children's (utime, stime, cutime, cstime). A backend
 * that exits within the window moves its ticks into its parent's cutime, so the sum does not lose them.
 */
function treeTicks(rootPid) {
  let ticks = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
    } catch {}
  }
  return ticks;
}

/** Summed PSS of a process tree, by command name (MB). */
function treePss(rootPid) {
  const byName = {};
  for (const pid of processTree(rootPid)) {
    try {
      const kb = Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
      const name = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
      const key = name === 'postgres' ? 'postgres' : name === 'sh' ? 'watchdog' : 'hlidka';
      byName[key] = (byName[key] ?? 0) + kb / 1024;
    } catch {}
  }
  return byName;
}

/** One row of a query on the embedded server's `hlidka` database, over its Unix socket in DATA_DIR/postgres. */
async function query(dataDir, text) {
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  const client = new pg.Client({ host: join(dataDir, 'postgres'), user: 'hlidka', password, database: 'hlidka' });
  await client.connect();
  try {
    return (await client.query(text)).rows[0];
  } finally {
    await client.end();
  }
}
const databaseSize = async (dataDir) =>
  Number((await query(dataDir, 'select pg_database_size(current_database()) as s')).s);

/** Checks made so far, from the scheduler's stats file (read again when caught mid-write). */
async function readChecks(file) {
  for (let attempt = 0; ; attempt++) {
    try {
      return JSON.parse(readFileSync(file, 'utf8')).checks;
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(50);
    }
  }
}
const seconds = (ms) => +(ms / 1000).toFixed(2);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mark = (ok) => (ok ? 'ok  ' : 'MISS');

const target = await startTarget({ latencyMs: Number(flags.latency) });
const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'hlidka-startup-'));
const statsFile = join(dataDir, 'scheduler-stats.json');
const base = `http://127.0.0.1:${port}`;
const env = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  PUBLIC_URL: base,
  DATABASE_URL: '',
  ALLOW_PRIVATE_TARGETS: 'true',
  HLIDKA_DEFAULT_PLAN: 'selfhosted',
  HLIDKA_STATS_FILE: statsFile,
};
const f = { websites: N, intervalS: INTERVAL, warmupS: WARMUP, windowS: WINDOW, loadAtStart: +loadavg()[0].toFixed(1) };
let hlidka = null;
try {
  hlidka = await startHlidka(env);
  f.firstReadyS = seconds(hlidka.readyMs);
  // CPU spent until ready (Hlídka, initdb, PostgreSQL): less at the mercy of the machine's load than the wall time.
  f.firstReadyCpuS = seconds((treeTicks(hlidka.pid) * 1000) / CLK_TCK);
  const createStarted = Date.now();
  const session = await createAccountWithWebsites(base, { target: target.url, count: N, intervalSeconds: INTERVAL });
  f.createS = seconds(Date.now() - createStarted);

  // Warm-up (at least the first checks, spread over min(interval, 60 s)), then the steady window, aligned to the 5-s
  // stats, with the process tree's PSS read every 5 s.
  await sleep(Math.max(WARMUP, Math.min(INTERVAL, 60) + 5) * 1000);
  const checks0 = await readChecks(statsFile);
  const ticks0 = treeTicks(hlidka.pid);
  const bytes0 = await databaseSize(dataDir);
  const t0 = Date.now();
  const pssReadings = [];
  while (Date.now() - t0 < WINDOW * 1000) {
    await sleep(5000);
    pssReadings.push(treePss(hlidka.pid));
  }
  await sleep(5000 - ((Date.now() - t0) % 5000) + 200);
  const checks = (await readChecks(statsFile)) - checks0;
  const cpuMs = ((treeTicks(hlidka.pid) - ticks0) * 1000) / CLK_TCK;
  const wallS = (Date.now() - t0) / 1000;
  f.bytesPerCheck = Math.round(((await databaseSize(dataDir)) - bytes0) / checks);
  const raw = await query(
    dataDir,
    `select pg_total_relation_size('check_results') as bytes, (select count(*) from check_results) as n`,
  );
  f.rawBytesPerCheck = Math.round(Number(raw.bytes) / Number(raw.n));
  f.checksPerSecond = +(checks / wallS).toFixed(1);
  f.cpuMsPerCheck = +(cpuMs / checks).toFixed(3);
  f.cpuPercent = +((cpuMs / (wallS * 1000)) * 100).toFixed(1);
  const totalOf = (pss) => Object.values(pss).reduce((sum, mb) => sum + mb, 0);
  const peak = pssReadings.reduce((max, pss) => (totalOf(pss) > totalOf(max) ? pss : max));
  f.pssMb = Math.round(totalOf(peak));
  f.pssMeanMb = Math.round(pssReadings.reduce((sum, pss) => sum + totalOf(pss), 0) / pssReadings.length);
  f.pssByPartMb = Object.fromEntries(Object.entries(peak).map(([name, mb]) => [name, Math.round(mb)]));
  f.processes = processTree(hlidka.pid).length;
  f.loadAfterWindow = +loadavg()[0].toFixed(1);

  f.restartReadyS = [];
  f.restartReadyCpuS = [];
  f.restartAllCheckedS = [];
  for (let i = 0; i < RESTARTS; i++) {
    await hlidka.stop();
    hlidka = null;
    await sleep(2000);
    const restartAt = Date.now();
    hlidka = await startHlidka(env);
    f.restartReadyS.push(seconds(hlidka.readyMs));
    f.restartReadyCpuS.push(seconds((treeTicks(hlidka.pid) * 1000) / CLK_TCK));
    await session.login();
    f.restartAllCheckedS.push(await waitAllCheckedSince(base, session, restartAt, 10 * INTERVAL * 1000));
  }
  f.loadAtEnd = +loadavg()[0].toFixed(1);
} finally {
  await hlidka?.stop();
  target.child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(JSON.stringify(f));
const worstRecheck = f.restartAllCheckedS.includes(null) ? null : Math.max(...f.restartAllCheckedS);
const parts = Object.entries(f.pssByPartMb)
  .map(([name, mb]) => `${name} ${mb}`)
  .join(', ');
console.log(
  [
    `startup: ${N} websites at ${INTERVAL} s, embedded PostgreSQL, warm-up ${WARMUP} s, window ${WINDOW} s, load average ${f.loadAtStart} → ${f.loadAfterWindow} → ${f.loadAtEnd}`,
    `  ${mark(f.firstReadyS <= 6)} ready, first start   ${f.firstReadyS} s (empty DATA_DIR, initdb included; CPU ${f.firstReadyCpuS} s)   goal ≤ 6 s`,
    `  ${mark(median(f.restartReadyS) <= 2)} ready, restart       ${f.restartReadyS.join(', ')} s (median ${median(f.restartReadyS)}; CPU ${f.restartReadyCpuS.join(', ')} s)   goal ≤ 2 s`,
    `  ${mark(worstRecheck !== null && worstRecheck <= INTERVAL)} all re-checked      ${f.restartAllCheckedS.join(', ')} s after the restart's spawn   goal ≤ ${INTERVAL} s (one interval)`,
    `  ${mark(f.cpuMsPerCheck <= 0.8)} CPU per check       ${f.cpuMsPerCheck} ms (Hlídka + PostgreSQL, ${f.processes} processes; ${f.cpuPercent}% of one core, ${f.checksPerSecond} checks/s)   goal ≤ 0.8 ms (0.5)`,
    `  ${mark(f.pssMb <= 250)} memory (PSS)        peak ${f.pssMb} MB (${parts}), mean ${f.pssMeanMb} MB   goal ≤ 250 MB`,
    `  ${mark(f.bytesPerCheck <= 100)} database per check  ${f.bytesPerCheck} B (pg_database_size growth over the window; raw row + index ${f.rawBytesPerCheck} B)   goal ≤ 100 B`,
  ].join('\n'),
);
