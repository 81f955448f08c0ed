// Runs every suite and ends with one line: `N passed, N failed` (', N skipped' when any were skipped).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { checkChromiumVersion } from './lib/visual-baselines.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const updateVisual = args.includes('--update-visual');
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };

function step(title, command, commandArgs) {
  console.log(`\n▸ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`✓ ${title} (${seconds} s)`);
    return true;
  }
  console.log(`✗ ${title} failed (${seconds} s)`);
  return false;
}

function count(title, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(title);
  }
  return ok;
}

/** A check that is one test: lint, typecheck, build. */
function check(title, command, commandArgs) {
  return count(title, step(title, command, commandArgs));
}

/** Checks that need nothing of each other, at once (the machine has two cores; one check alone keeps one busy). */
async function checksAtOnce(checks) {
  const started = Date.now();
  const results = await Promise.all(
    checks.map(
      ([title, command, commandArgs]) =>
        new Promise((resolve) => {
          console.log(`\n▸ ${title}`);
          const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit', env });
          child.on('close', (code) => resolve(code === 0));
          child.on('error', () => resolve(false));
        }),
    ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  checks.forEach(([title], i) => {
    console.log(results[i] ? `✓ ${title} (${seconds} s together)` : `✗ ${title} failed`);
    count(title, results[i]);
  });
}

// Vitest's default is one worker fewer than the cores: on a 2-core machine a single one, so every file waited for the
// one before, most of them idle on Chromium, PostgreSQL or the network. Passed on the command line because a project's
// own config does not inherit the root's maxWorkers.
const WORKERS = '--maxWorkers=3';

const outDir = join(root, 'node_modules', '.cache', 'hlidka-test');

/** One Vitest run with its JSON report and the files whose worker died of a signal (./lib/worker-crash-reporter.mjs). */
function vitest(title, name, vitestArgs) {
  mkdirSync(outDir, { recursive: true });
  const report = join(outDir, `${name}.json`);
  const crashFile = join(outDir, `${name}-worker-crashes.json`);
  rmSync(report, { force: true });
  rmSync(crashFile, { force: true });
  env.HLIDKA_WORKER_CRASHES = crashFile;
  const ok = step(title, 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    '--reporter=./scripts/lib/worker-crash-reporter.mjs',
    `--outputFile.json=${report}`,
    WORKERS,
    ...vitestArgs,
  ]);
  return { ok, json: readJson(report), crashes: readJson(crashFile) };
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Adds a report's tests to the totals, leaving out `leftOut` files; returns how many failed. */
function tally(json, leftOut = new Set()) {
  let failed = 0;
  for (const file of json.testResults) {
    if (leftOut.has(file.name)) continue;
    // A file that fails to load has no tests of its own; count it so the run cannot look green.
    if (file.status === 'failed' && file.assertionResults.length === 0) failed += 1;
    for (const test of file.assertionResults) {
      if (test.status === 'passed') totals.passed += 1;
      else if (test.status === 'failed') failed += 1;
      else totals.skipped += 1;
    }
  }
  totals.failed += failed;
  return failed;
}

/**
 * Files whose worker was killed by a signal run once more, on their own, and count by that run; only when the crashes
 * were the run's only unhandled errors. A failing test is never run again.
 */
function againAfterCrashes(first) {
  const { crashes } = first;
  if (first.ok || !crashes || crashes.crashes.length === 0 || crashes.unhandledErrors !== crashes.crashes.length) {
    return null;
  }
  for (const crash of crashes.crashes) {
    console.log(
      `\n⚠ The worker running ${crash.file} was killed by ${crash.signal} (a crash of Node, not a failed test).`,
    );
  }
  const projects = [...new Set(crashes.crashes.map((crash) => crash.project).filter(Boolean))];
  const again = vitest('The crashed test files, once more', 'vitest-again', [
    ...projects.flatMap((project) => ['--project', project]),
    ...crashes.crashes.map((crash) => crash.file),
  ]);
  return again;
}

function runVitest(vitestArgs) {
  const title = 'Tests (unit, server, stories in Chromium, visual, end-to-end)';
  const first = vitest(title, 'vitest', vitestArgs);
  if (!first.json) {
    // No report: vitest itself failed to start.
    totals.failed += 1;
    failures.push('vitest');
    return;
  }
  const again = againAfterCrashes(first);
  const crashed = new Set(again ? first.crashes.crashes.map((crash) => crash.file) : []);
  let failed = tally(first.json, crashed);
  if (again) {
    if (again.json) failed += tally(again.json);
    if (!again.ok && failed === 0) {
      totals.failed += 1;
      failures.push('the crashed test files, run again');
    }
    return;
  }
  if (!first.ok && failed === 0) {
    totals.failed += 1;
    failures.push('vitest');
  }
}

ensureChromium();
checkChromiumVersion({ record: updateVisual });

if (updateVisual) {
  runVitest(['--project', 'storybook', '--update']);
} else {
  check('Lint and format (Biome)', 'npx', ['biome', 'check', '.']);
  const built = check('Build (turbo)', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  await checksAtOnce([
    ['Typecheck (turbo)', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']],
    [
      'Typecheck (Storybook and end-to-end tests)',
      'sh',
      ['-c', 'npx tsc -p .storybook/tsconfig.json && npx tsc -p tests/tsconfig.json'],
    ],
  ]);
  if (built) runVitest([]);
  else {
    totals.failed += 1;
    failures.push('tests not run: the build failed');
  }
}

if (failures.length) console.log(`\nFailed: ${failures.join('; ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed === 0 ? 0 : 1);
