// `npm run chromatic`: publishes Storybook to Chromatic when CHROMATIC_PROJECT_TOKEN is set; otherwise says why it
// skips and exits 0 (Chromatic has no offline mode, and CI here has no network beyond the registries).
// Local visual regression does not need it: the story tests compare screenshots in Chromium (`npm test`).
import { spawnSync } from 'node:child_process';

const CHROMATIC_VERSION = '18.14.3';
const token = process.env.CHROMATIC_PROJECT_TOKEN;

if (!token) {
  console.log(
    '○ Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set.\n' +
      '  Visual changes are still checked locally by `npm test` (story screenshots in Chromium).\n' +
      `  To publish: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic  (runs chromatic@${CHROMATIC_VERSION} via npx;\n` +
      `  or install it first: npm install -D --save-exact chromatic@${CHROMATIC_VERSION}).`,
  );
  process.exit(0);
}

console.log(`▸ Publishing Storybook to Chromatic (chromatic@${CHROMATIC_VERSION}) …`);
const result = spawnSync(
  'npx',
  [
    '--yes',
    `chromatic@${CHROMATIC_VERSION}`,
    '--build-script-name',
    'build-storybook',
    '--exit-zero-on-changes',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: process.env },
);
if (result.status !== 0) {
  console.log('✗ Chromatic failed: see its output above (token, network, or the Storybook build).');
}
process.exit(result.status ?? 1);
