// Runs on the machine's own Node (which may be older than the project's): plain ESM, no dependencies.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

export function installReason() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(join(root, 'node_modules'))) return 'node_modules is missing';
  if (!existsSync(join(root, 'node_modules', '.bin', 'node'))) return 'the project’s Node 24 is missing';
  if (!existsSync(marker)) return 'the install is incomplete';
  if (mtime(join(root, 'package-lock.json')) > mtime(marker)) return 'package-lock.json changed';
  return null;
}

export function ensureInstall(log = console.log) {
  const reason = installReason();
  if (!reason) return;
  log(`▸ Installing dependencies (${reason}) …`);
  // `npm ci` cannot be used: the registry does not serve other platforms' optional packages.
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    log('✗ npm install failed. Check the registry connection and the output above, then run the command again.');
    process.exit(result.status ?? 1);
  }
}

/** Re-runs an npm script so that it executes on the project's Node 24 from node_modules/.bin. */
export function runOnProjectNode(script, args) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', ...args], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
