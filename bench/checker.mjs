// Checker benchmark (issue 4 §8): `npm run bench -- checker [flags]`.
//
//   --websites N      (1000)     --interval S   (20)
//   --duration S                (180)           --latency MS      (20)       --failure-rate (0)
//   --no-restart  --no-curl  --no-dashboard  --profile DIR (V8 CPU profiles of the Hlídka process, for where time goes)
//   BENCH_NODE_ARGS='--trace-gc'  (environment: Node flags for the Hlídka process alone)
//
// Starts a target server in its own process, the built Hlídka (`packages/server/dist/cli.js start`) in another on
// a fresh PostgreSQL database (BENCH_DATABASE_URL's server), creates N websites through the API, lets them run, and prints checks/s
// achieved vs expected, schedule lag p50/p99 over the measuring window, CPU ms per check and CPU % of the Hlídka process,
// RSS with the main thread's V8 heap, database bytes
// per stored check (all tables, and the raw table with its index alone), the time from a restart until every website is
// checked again, the median difference between our total time and curl's time_total, and the dashboard's first data
// load. The goals of issue 4 §8 are printed beside the figures.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import pg from 'pg';
import { api, createAccountWithWebsites, startHlidka, startTarget, waitAllCheckedSince } from './lib/hlidka.mjs';
import { createPostgresDatabase, freePort } from './lib/server.mjs';

const { values: flags } = parseArgs({
  options: {
    websites: { type: 'string', default: '1000' },
    interval: { type: 'string', default: '20' },
    duration: { type: 'string', default: '180' },
    latency: { type: 'string', default: '20' },
    'failure-rate': { type: 'string', default: '0' },
    'no-restart': { type: 'boolean', default: false },
    'no-curl': { type: 'boolean', default: false },
    'no-dashboard': { type: 'boolean', default: false },
    profile: { type: 'string' },
  },
});
const N = Number(flags.websites);
const INTERVAL = Number(flags.interval);
const DURATION = Number(flags.duration);
const kinds = ['postgres'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const CLK_TCK = 100;
// Node flags for the Hlídka process only (CPU profiles, or BENCH_NODE_ARGS='--trace-gc' or a V8 setting to compare).
const nodeArgs = [
  ...(flags.profile ? ['--cpu-prof', `--cpu-prof-dir=${flags.profile}`] : []),
  ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
];

function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14, 15)
}
/** CPU ticks per thread (main thread = the pid). */
function threadTicks(pid) {
  const out = new Map();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const fields = stat.split(') ')[1].split(' ');
      out.set(tid, {
        name: tid === String(pid) ? 'main' : name,
        ticks: Number(fields[11]) + Number(fields[12]),
        systemTicks: Number(fields[12]),
      });
    } catch {}
  }
  return out;
}
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const readStats = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};
/** Quantile of the lags between two stats readings (their `lagBins` subtract: the scheduler's start is left out). */
function windowLag(before, after, q) {
  const earlier = new Map(before?.lagBins ?? []);
  const bins = (after?.lagBins ?? [])
    .map(([ms, count]) => [ms, count - (earlier.get(ms) ?? 0)])
    .filter(([, count]) => count > 0);
  const total = bins.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [ms, count] of bins) {
    seen += count;
    if (seen >= q * total) return ms;
  }
  return bins.at(-1)[0];
}

const pct = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function run(kind, target) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hlidka-checker-'));
  const database = await createPostgresDatabase();
  const statsFile = join(dataDir, 'scheduler-stats.json');
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    PUBLIC_URL: base,
    DATABASE_URL: database.url,
    ALLOW_PRIVATE_TARGETS: 'true',
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    HLIDKA_STATS_FILE: statsFile,
  };
  const figures = { kind, websites: N, intervalS: INTERVAL };
  let hlidka = await startHlidka(env, { nodeArgs });
  try {
    const createStarted = Date.now();
    const session = await createAccountWithWebsites(base, { target, count: N, intervalSeconds: INTERVAL });
    figures.createSeconds = (Date.now() - createStarted) / 1000;

    // Warm-up: first checks are spread over min(interval, 60 s).
    await sleep(Math.min(INTERVAL, 60) * 1000 + 2000);
    const s0 = readStats(statsFile);
    const cpu0 = cpuTicks(hlidka.pid);
    const threads0 = threadTicks(hlidka.pid);
    const t0 = Date.now();
    const dbBytes0 = await pgSize(database.url);
    await sleep(DURATION * 1000);
    await sleep(5000 - ((Date.now() - t0) % 5000)); // align with the 5-s stats file
    const s1 = readStats(statsFile);
    const cpu1 = cpuTicks(hlidka.pid);
    const threads1 = threadTicks(hlidka.pid);
    const t1 = Date.now();
    // Where the CPU went, by thread (ms per check): main = checks + scheduling + HTTP API.
    const byThread = [];
    for (const [tid, { name, ticks, systemTicks }] of threads1) {
      const spent = ticks - (threads0.get(tid)?.ticks ?? 0);
      const inKernel = systemTicks - (threads0.get(tid)?.systemTicks ?? 0);
      if (spent > 0) byThread.push({ tid, name, ms: (spent * 1000) / CLK_TCK, systemMs: (inKernel * 1000) / CLK_TCK });
    }
    byThread.sort((a, b) => b.ms - a.ms);
    figures.rssMb = Math.round(rssMb(hlidka.pid));
    // Where the memory is: the main thread's V8 heap.
    if (s1.memory) {
      const mb = (bytes) => Math.round(bytes / 1048576);
      figures.mainHeapMb = { used: mb(s1.memory.heapUsed), total: mb(s1.memory.heapTotal) };
    }
    // Other work on the machine inflates CPU and lag figures: the 1-minute load average at the end of the window.
    figures.loadAverage = +loadavg()[0].toFixed(1);
    const checks = s1.checks - s0.checks;
    const wallS = (t1 - t0) / 1000;
    const cpuMs = ((cpu1 - cpu0) * 1000) / CLK_TCK;
    figures.checksPerSecond = +(checks / wallS).toFixed(1);
    figures.expectedPerSecond = +(N / INTERVAL).toFixed(1);
    // Over the measuring window only (the start, with every first check due at once, is left out).
    figures.lagP50Ms = windowLag(s0, s1, 0.5);
    figures.lagP99Ms = windowLag(s0, s1, 0.99);
    figures.lagMaxMs = windowLag(s0, s1, 1);
    figures.lagP99SinceStartMs = s1.lagP99Ms;
    figures.cpuMsPerCheck = +(cpuMs / checks).toFixed(3);
    figures.cpuPercent = +((cpuMs / (wallS * 1000)) * 100).toFixed(1);
    figures.cpuMsPerCheckByThread = Object.fromEntries(
      byThread.slice(0, 4).map((t) => [`${t.name}:${t.tid}`, +(t.ms / checks).toFixed(3)]),
    );
    // The kernel's part (sockets opened and closed, reads, writes, file I/O): no code of ours makes it smaller.
    figures.systemMsPerCheck = +(byThread.reduce((sum, t) => sum + t.systemMs, 0) / checks).toFixed(3);
    const rel = await pgQuery(
      database.url,
      `select pg_total_relation_size('check_results') as bytes, (select count(*) from check_results) as n`,
    );
    figures.rawBytesPerCheck = Math.round(Number(rel.bytes) / Number(rel.n));
    figures.dbBytesPerCheck = Math.round(((await pgSize(database.url)) - dbBytes0) / checks);

    if (!flags['no-curl']) figures.curl = await compareWithCurl(base, session.token(), target);
    if (!flags['no-dashboard']) figures.dashboard = await dashboardLoad(base, session.token());

    if (!flags['no-restart']) {
      await hlidka.stop();
      await sleep(5000);
      const restartAt = Date.now();
      hlidka = await startHlidka(env, { nodeArgs });
      await session.login();
      figures.restartReadySeconds = +((Date.now() - restartAt) / 1000).toFixed(1);
      figures.restartAllCheckedSeconds = await waitAllCheckedSince(base, session, restartAt, 10 * INTERVAL * 1000);
    }
    return figures;
  } finally {
    await hlidka.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
}

async function pgQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows[0];
  } finally {
    await client.end();
  }
}
const pgSize = async (url) => Number((await pgQuery(url, 'select pg_database_size(current_database()) as s')).s);

/** Our total vs curl's time_total for the same URLs, interleaved; median of the differences. */
async function compareWithCurl(base, token, target) {
  const exec = promisify(execFile);
  const diffs = [];
  const ours = [];
  const theirs = [];
  for (let i = 0; i < 30; i++) {
    const url = `${target}/curl/${i}`;
    const res = await api(base, 'POST', '/api/websites/test', { token, body: { url, timeoutSeconds: 10 } });
    const { stdout } = await exec('curl', ['-s', '-o', '/dev/null', '-w', '%{time_total}', url]);
    const curlMs = Number(stdout) * 1000;
    const ourMs = res.json.data.result.timings.total;
    ours.push(ourMs);
    theirs.push(curlMs);
    diffs.push(ourMs - curlMs);
  }
  return {
    medianDiffMs: +pct(diffs, 0.5).toFixed(2),
    ourMedianMs: +pct(ours, 0.5).toFixed(2),
    curlMedianMs: +pct(theirs, 0.5).toFixed(2),
  };
}

/** What the dashboard screen loads first: the dashboard summary and the first page of websites. */
async function dashboardLoad(base, token) {
  const started = performance.now();
  const [dashboard, websites] = await Promise.all([
    api(base, 'GET', '/api/dashboard', { token }),
    api(base, 'GET', '/api/websites?limit=20&sort=status', { token }),
  ]);
  const ms = performance.now() - started;
  return {
    dashboardStatus: dashboard.status,
    bytes: dashboard.bytes + websites.bytes,
    dashboardBytes: dashboard.bytes,
    websitesBytes: websites.bytes,
    ms: +ms.toFixed(1),
  };
}

/** Issue 18's goals: CPU per check by scale. */
function cpuGoal() {
  if (N >= 10_000) return '≤ 0.5 ms at 10,000';
  return '≤ 0.6 ms at 1,000 on PostgreSQL';
}
const rssGoal = () => 'none on PostgreSQL';

const target = await startTarget({ latencyMs: Number(flags.latency), failureRate: Number(flags['failure-rate']) });
try {
  for (const kind of kinds) {
    const started = Date.now();
    const figures = await run(kind, target.url);
    figures.benchSeconds = Math.round((Date.now() - started) / 1000);
    console.log(JSON.stringify(figures));
    const f = figures;
    const threads = Object.entries(f.cpuMsPerCheckByThread)
      .map(([name, ms]) => `${name.split(':')[0]} ${ms}`)
      .join(', ');
    console.log(
      [
        `${kind}: ${N} websites at ${INTERVAL} s`,
        `  checks/s            ${f.checksPerSecond} of ${f.expectedPerSecond} expected`,
        `  schedule lag        p50 ${f.lagP50Ms} ms, p99 ${f.lagP99Ms} ms, max ${f.lagMaxMs} ms in the window (p99 since start ${f.lagP99SinceStartMs} ms)   (goal: p99 < 1000 ms)`,
        `  CPU per check       ${f.cpuMsPerCheck} ms (${threads}; in the kernel ${f.systemMsPerCheck}), ${f.cpuPercent}% of one core   (goal: ${cpuGoal()})`,
        `  RSS                 ${f.rssMb} MB${f.mainHeapMb ? ` (main V8 heap ${f.mainHeapMb.used} of ${f.mainHeapMb.total} MB)` : ''}   (goal: ${rssGoal()})`,
        `  machine load        ${f.loadAverage} (1-min load average at the end of the window)`,
        `  database per check  ${f.dbBytesPerCheck} B (every table), raw row + index ${f.rawBytesPerCheck ?? '?'} B   (goal: raw ≤ 100 B)`,
        ...(f.restartAllCheckedSeconds !== undefined
          ? [
              `  restart             all checked again ${f.restartAllCheckedSeconds} s after the restart (ready in ${f.restartReadySeconds} s; goal: within ${INTERVAL} s)`,
            ]
          : []),
        ...(f.curl
          ? [
              `  ours − curl         median ${f.curl.medianDiffMs} ms (ours ${f.curl.ourMedianMs} ms, curl ${f.curl.curlMedianMs} ms)`,
            ]
          : []),
        ...(f.dashboard
          ? [`  dashboard 1st load  ${f.dashboard.bytes} B in ${f.dashboard.ms} ms   (goal: < 100 KB, < 300 ms)`]
          : []),
      ].join('\n'),
    );
  }
} finally {
  target.child.kill('SIGTERM');
}
