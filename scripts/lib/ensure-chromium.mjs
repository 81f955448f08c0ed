import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium fonts-liberation';

/** Makes sure Debian's Chromium is installed; installs it as root with apt, otherwise says how. */
export function ensureChromium(log = console.log) {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    log(`✗ Chromium is missing at ${CHROMIUM_PATH}. Install it with:\n    sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  log('▸ Installing Chromium for the browser tests (apt-get) …');
  const result = spawnSync('sh', ['-c', `${INSTALL} > /tmp/hlidka-apt.log 2>&1`], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    log(`✗ Installing Chromium failed (log: /tmp/hlidka-apt.log). Run it yourself:\n    ${INSTALL}`);
    process.exit(1);
  }
}

export function chromiumVersion() {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim();
}
