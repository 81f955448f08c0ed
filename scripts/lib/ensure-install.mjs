// Runs on the machine's own Node (which may be older than the project's): plain ESM, no dependencies.
//
// The install itself runs on the project's Node 24 (the pinned npm package `node`), so the packages' `engines`
// hold for the Node that installs them and npm has nothing to warn about. On a fresh clone that Node is fetched
// first into a temporary directory; later installs use node_modules/node. npm's output is kept in a log and
// shown when the install fails; on success only its warnings are shown, if it has any.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const NODE_VERSION = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).devDependencies.node;

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function installedNodeVersion() {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', 'node', 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

export function installReason() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(join(root, 'node_modules', '.bin', 'node'))) return 'the project’s Node 24 is missing';
  if (installedNodeVersion() !== NODE_VERSION) return `the project’s Node is not ${NODE_VERSION}`;
  if (!existsSync(marker)) return 'the install is incomplete';
  if (mtime(join(root, 'package-lock.json')) > mtime(marker)) return 'package-lock.json changed';
  return null;
}

/**
 * Runs a command with its output (stdout and stderr, in order) in `logFile`. Returns whether it succeeded; on failure
 * prints the whole log, on success only npm's warnings in it.
 */
function quietly(command, args, { cwd, env, logFile, log }) {
  const fd = openSync(logFile, 'w');
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const output = readFileSync(logFile, 'utf8');
  if (result.status === 0) {
    const warnings = output.split('\n').filter((line) => /^npm (warn|WARN|error|ERR)/.test(line));
    if (warnings.length) log(warnings.join('\n'));
    return true;
  }
  log(`\n${output.trimEnd()}\n`);
  return false;
}

function seconds(since) {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}

export function ensureInstall(log = console.log) {
  const reason = installReason();
  if (!reason) return;
  const logFile = join(tmpdir(), `hlidka-install-${process.pid}.log`);
  const failed = (what) => {
    log(`✗ ${what} failed (output above, also in ${logFile}). Check the registry connection, then run it again.`);
    process.exit(1);
  };

  let nodeBin = join(root, 'node_modules', 'node', 'bin');
  let bootstrap = null;
  if (installedNodeVersion() !== NODE_VERSION || !existsSync(join(nodeBin, 'node'))) {
    const started = Date.now();
    process.stdout.write(`▸ Fetching the project’s Node ${NODE_VERSION} to install with …`);
    bootstrap = mkdtempSync(join(tmpdir(), 'hlidka-node-'));
    writeFileSync(
      join(bootstrap, 'package.json'),
      JSON.stringify({ private: true, dependencies: { node: NODE_VERSION }, allowScripts: { node: true } }),
    );
    const args = ['install', '--no-audit', '--no-fund', '--no-package-lock'];
    if (!quietly('npm', args, { cwd: bootstrap, env: process.env, logFile, log })) failed('Fetching Node');
    nodeBin = join(bootstrap, 'node_modules', 'node', 'bin');
    log(` ${seconds(started)}`);
  }

  const started = Date.now();
  process.stdout.write(`▸ Installing dependencies on Node ${NODE_VERSION} (${reason}) …`);
  // npm itself (`#!/usr/bin/env node`) and every install script run on the project's Node: first on PATH.
  const env = { ...process.env, PATH: `${nodeBin}${delimiter}${process.env.PATH ?? ''}` };
  // `npm ci` cannot be used: the registry does not serve other platforms' optional packages.
  const ok = quietly('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, env, logFile, log });
  if (bootstrap) rmSync(bootstrap, { recursive: true, force: true });
  if (!ok) failed('npm install');
  rmSync(logFile, { force: true });
  log(` ${seconds(started)}`);
}

/**
 * Re-runs an npm script so that it executes on the project's Node 24 from node_modules/.bin, and exits with its
 * status. Ctrl-C reaches every process of the terminal's group, the script's own included, so this one waits for the
 * script to finish (and show its last lines) instead of passing SIGINT on or dying first.
 */
export function runOnProjectNode(script, args) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], { cwd: root, stdio: 'inherit' });
  process.on('SIGINT', () => {});
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
