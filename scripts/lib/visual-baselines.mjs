import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { chromiumVersion } from './ensure-chromium.mjs';

const recordPath = new URL('../../.storybook/baselines-chromium.txt', import.meta.url).pathname;

/**
 * Visual baselines are only comparable in the Chromium that took them. Says so plainly when the installed
 * Chromium differs from the recorded one; `record` (used by test:visual:update) writes the current version.
 */
export function checkChromiumVersion({ record = false, log = console.log } = {}) {
  const current = chromiumVersion();
  if (record || !existsSync(recordPath)) {
    writeFileSync(recordPath, `${current}\n`);
    return;
  }
  const recorded = readFileSync(recordPath, 'utf8').trim();
  if (recorded !== current) {
    log(
      `! Visual baselines were taken with "${recorded}", but this machine has "${current}".\n` +
        '  Screenshot differences may come from the browser, not the code. After checking them, run\n' +
        '  `npm run test:visual:update` to take new baselines with this Chromium.',
    );
  }
}
