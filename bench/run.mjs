// `npm run bench -- <name>`: runs bench/<name>.mjs on the project's Node 24 (each prints its own figures).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const here = new URL('.', import.meta.url).pathname;
const available = readdirSync(here)
  .filter((file) => file.endsWith('.mjs') && file !== 'run.mjs' && !file.startsWith('lib'))
  .map((file) => file.replace(/\.mjs$/, ''));
const [name, ...args] = process.argv.slice(2);
if (!name || !existsSync(`${here}${name}.mjs`)) {
  console.log(`Usage: npm run bench -- <${available.join('|')}>`);
  process.exit(name ? 1 : 0);
}
const result = spawnSync(process.execPath, [`${here}${name}.mjs`, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
