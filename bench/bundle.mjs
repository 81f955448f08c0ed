// `npm run bench -- bundle [--build]`: gzip size of the JavaScript and CSS each route of the app loads, read from the
// Vite build manifest (packages/app/dist/.vite/manifest.json). A route loads the entry chunk with its static imports,
// plus the lazy chunks its screen needs (the signed-in area for authenticated routes) with theirs, and the chunks the
// screen itself imports lazily (the dashboard starts loading its live table at once). Chunks loaded only on demand
// (Sentry, toasts, other screens) are not counted. Builds the app first when the manifest is missing or with --build.
// Exits 1 when a budget is exceeded: the login route 150 KB of gzip JS, the signed-in shell with the dashboard 250 KB,
// the public status page 60 KB (it is server-rendered and ships none).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('..', import.meta.url).pathname;
const app = join(root, 'packages/app');
const dist = join(app, 'dist');
const manifestPath = join(dist, '.vite/manifest.json');

if (process.argv.includes('--build') || !existsSync(manifestPath)) {
  const built = spawnSync('npx', ['turbo', 'build', '--filter=@hlidka/app', '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** @type {Record<string, { file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The manifest has no entry chunk');

/** Route → the source module of its lazy screen, read from the route tables (`lazy(() => import('./…'))`). */
function lazyScreens(sourceFile) {
  const text = readFileSync(join(app, 'src', sourceFile), 'utf8');
  const named = new Map();
  for (const [, name, target] of text.matchAll(/const (\w+) = lazy\(\(\) => import\('\.\/([^']+)'\)\)/g)) {
    named.set(name, target);
  }
  const routes = new Map();
  for (const [, path, rest] of text.matchAll(/\['(\/[^']*)',\s*([^\]]+)\]/g)) {
    const inline = rest.match(/import\('\.\/([^']+)'\)/);
    const target = inline ? inline[1] : named.get(rest.trim());
    if (target) routes.set(path, target);
  }
  return routes;
}

function manifestKeyFor(target) {
  const base = `src/${target}`;
  const key = ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find((k) => manifest[k]);
  if (key) return key;
  // A module that is no chunk's facade (e.g. the signed-in area once its chunk also holds shared modules) is listed
  // under its chunk's name.
  const name = target.split('/').pop();
  const named = Object.keys(manifest).filter((k) => k.startsWith('_') && manifest[k].name === name);
  if (named.length !== 1) throw new Error(`No chunk in the manifest for ${base}`);
  return named[0];
}

/** The chunks a set of modules loads: each with its static imports, transitively. */
function closure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const gzipCache = new Map();
function gzipBytes(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file);
}

function measure(keys) {
  const chunks = closure(keys);
  const js = new Set();
  const css = new Set();
  for (const key of chunks) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
  return { js: sum(js), css: sum(css), chunks: js.size };
}

const publicRoutes = lazyScreens('routes.tsx');
const signedInRoutes = lazyScreens('signed-in.tsx');
const signedInKey = manifestKeyFor('signed-in');

const rows = [];
for (const [path, target] of publicRoutes) {
  rows.push({ path, ...measure([entryKey, manifestKeyFor(target)]) });
}
/** A screen's chunk with the chunks it imports lazily itself (parts it loads beside its data). */
const screenParts = (target) => {
  const key = manifestKeyFor(target);
  return [key, ...(manifest[key].dynamicImports ?? [])];
};
for (const [path, target] of signedInRoutes) {
  rows.push({ path, ...measure([entryKey, signedInKey, ...screenParts(target)]) });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const entry = measure([entryKey]);
const shell = measure([entryKey, signedInKey]);
console.log(`First load (entry chunk and its imports): ${kb(entry.js)} KB gzip JS, ${kb(entry.css)} KB gzip CSS`);
console.log(`Signed-in shell without a screen: ${kb(shell.js)} KB gzip JS, ${kb(shell.css)} KB gzip CSS`);
console.log('');
console.log('| Route | gzip JS (KB) | gzip CSS (KB) | JS chunks |');
console.log('| --- | ---: | ---: | ---: |');
for (const row of rows) console.log(`| ${row.path} | ${kb(row.js)} | ${kb(row.css)} | ${row.chunks} |`);

// Screens must not be in the first load: no screen module may be one of the entry's chunks.
const firstLoad = closure([entryKey]);
const screensInEntry = [...publicRoutes.values(), ...signedInRoutes.values()]
  .map(manifestKeyFor)
  .filter((key) => firstLoad.has(key));

const budgets = [
  { label: 'login route', path: '/login', limit: 150 * 1024 },
  { label: 'signed-in shell with the dashboard', path: '/dashboard', limit: 250 * 1024 },
];
console.log('');
let failed = screensInEntry.length > 0;
if (failed) console.log(`Screens in the first load: ${screensInEntry.join(', ')}`);
for (const budget of budgets) {
  const row = rows.find((candidate) => candidate.path === budget.path);
  if (!row) throw new Error(`No route ${budget.path}`);
  const ok = row.js <= budget.limit;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${budget.label} (${budget.path}): ${kb(row.js)} KB of ${kb(budget.limit)} KB gzip JS`,
  );
}
// The public status page (/status/{slug}) is rendered by the server and needs no JavaScript: its budget is 60 KB.
const weighed = spawnSync(
  'npx',
  ['tsx', '--import', join(root, 'bench/lib/css-as-text.mjs'), join(root, 'bench/lib/status-page-weight.ts')],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
if (weighed.status !== 0) throw new Error(`Weighing the status page failed: ${weighed.stderr}`);
const statusPage = JSON.parse(weighed.stdout.trim().split('\n').at(-1));
const statusPageOk = statusPage.jsGzip <= 60 * 1024;
failed ||= !statusPageOk;
console.log(
  `${statusPageOk ? 'ok  ' : 'OVER'} public status page (/status/{slug}): ${kb(statusPage.jsGzip)} KB of 60.0 KB gzip JS ` +
    `(${statusPage.scripts} scripts; the page itself ${kb(statusPage.htmlGzip)} KB gzip HTML with its CSS, 50 websites × 90 days)`,
);
// The sign-in screens carry no schema code: no chunk of the login route may contain zod.
const loginTarget = publicRoutes.get('/login');
const loginFiles = loginTarget
  ? [...closure([entryKey, manifestKeyFor(loginTarget)])].map((key) => manifest[key].file)
  : [];
const withZod = loginFiles.filter((file) => readFileSync(join(dist, file), 'utf8').includes('_zod'));
failed ||= withZod.length > 0;
console.log(withZod.length ? `OVER zod in the login route: ${withZod.join(', ')}` : 'ok   no zod in the login route');
process.exit(failed ? 1 : 0);
