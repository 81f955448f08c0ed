// HTTP checker micro-benchmark (issue 18 §6): `npm run bench -- http-checker [flags]`.
//
//   --checks N (5000)   --concurrency N (50)   --latency MS (20)   --warmup N (500)   --mode http|keyword|both (both)
//
// Bundles the checker from source (packages/server/src/checkers/http.ts; the server's dist is one bundle with hashed
// chunks) with esbuild into a temporary file, starts bench/lib/target-server.mjs in its own process, and runs N checks
// at a fixed concurrency in this process. Prints the CPU of this process per check (process.cpuUsage, user + system)
// and checks/s, after a warm-up that is not measured.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
const { values: flags } = parseArgs({
  options: {
    checks: { type: 'string', default: '5000' },
    concurrency: { type: 'string', default: '50' },
    latency: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '500' },
    mode: { type: 'string', default: 'both' },
  },
});
const CHECKS = Number(flags.checks);
const CONCURRENCY = Number(flags.concurrency);
const WARMUP = Number(flags.warmup);
const modes = flags.mode === 'both' ? ['http', 'keyword'] : [flags.mode];

async function bundleChecker(dir) {
  const outfile = join(dir, 'http-checker.mjs');
  await build({
    entryPoints: [join(root, 'packages/server/src/checkers/http.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node22',
    // Everything bundled (zod and @hlidka/contract too), so the file runs from a temporary directory.
    logLevel: 'error',
  });
  return import(outfile);
}

function startTarget() {
  const child = spawn(process.execPath, [join(root, 'bench/lib/target-server.mjs')], {
    env: { ...process.env, LATENCY_MS: flags.latency, FAILURE_RATE: '0' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`target exited ${code}`)));
    child.stdout.once('data', (d) => resolve({ child, url: `http://127.0.0.1:${JSON.parse(String(d)).port}` }));
  });
}

async function runChecks(checker, config, count) {
  const context = { deadlineMs: 10_000, allowPrivateTargets: true };
  let next = 0;
  let failed = 0;
  let firstFailure = null;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        const result = await checker.runHttpCheck(config, context);
        if (!result.ok) {
          failed++;
          firstFailure ??= `${result.code}: ${result.message}`;
        }
      }
    }),
  );
  return { failed, firstFailure };
}

const dir = mkdtempSync(join(tmpdir(), 'hlidka-http-bench-'));
const target = await startTarget();
try {
  const checker = await bundleChecker(dir);
  for (const mode of modes) {
    const input = { url: `${target.url}/bench`, ...(mode === 'keyword' ? { keyword: { value: 'pořádku' } } : {}) };
    const config = (mode === 'keyword' ? checker.keywordConfigSchema : checker.httpConfigSchema).parse(input);
    await runChecks(checker, config, WARMUP);
    globalThis.gc?.();
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const { failed, firstFailure } = await runChecks(checker, config, CHECKS);
    const wallMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const figures = {
      mode,
      checks: CHECKS,
      concurrency: CONCURRENCY,
      latencyMs: Number(flags.latency),
      cpuMsPerCheck: +(cpuMs / CHECKS).toFixed(4),
      userMsPerCheck: +(cpu.user / 1000 / CHECKS).toFixed(4),
      systemMsPerCheck: +(cpu.system / 1000 / CHECKS).toFixed(4),
      checksPerSecond: +((CHECKS / wallMs) * 1000).toFixed(0),
      failed,
      loadAverage: +loadavg()[0].toFixed(1),
    };
    console.log(JSON.stringify(figures));
    console.log(
      `${mode}: ${figures.cpuMsPerCheck} ms CPU per check (user ${figures.userMsPerCheck}, system ${figures.systemMsPerCheck}), ${figures.checksPerSecond} checks/s, ${failed} failed${firstFailure ? ` (${firstFailure})` : ''}`,
    );
  }
} finally {
  target.child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}
