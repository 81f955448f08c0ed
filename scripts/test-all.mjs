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

function runVitest(vitestArgs) {
  const outDir = join(root, 'node_modules', '.cache', 'hlidka-test');
  mkdirSync(outDir, { recursive: true });
  const report = join(outDir, 'vitest.json');
  rmSync(report, { force: true });
  const ok = step('Tests (unit, server, stories in Chromium, visual, end-to-end)', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    WORKERS,
    ...vitestArgs,
  ]);
  let counted = false;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    // A file that fails to load has no tests of its own; count it so the run cannot look green.
    const brokenFiles = json.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    );
    totals.failed += brokenFiles.length;
    counted = true;
  } catch {
    // No report: vitest itself failed to start.
  }
  if (!ok && (!counted || totals.failed === 0)) {
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
