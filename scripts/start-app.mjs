// Builds what is stale (turbo caches the rest), then runs the Hlídka server, which applies migrations and serves the app.
// One line per step: the build's output is shown only when it fails; the server's log as short lines.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createServerLogFormatter } from './lib/server-log.mjs';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

const started = Date.now();
process.stdout.write('▸ Building what changed …');
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  encoding: 'utf8',
  env,
  maxBuffer: 256 * 1024 * 1024,
});
if (build.status !== 0) {
  console.log(`\n${build.stdout}${build.stderr}`);
  console.log('✗ The build failed (see above). Fix the error, or run `npm run build` for the full output.');
  process.exit(build.status ?? 1);
}
console.log(` ${Math.round((Date.now() - started) / 1000)} s`);

console.log('▸ Starting Hlídka …');
const server = spawn(process.execPath, ['packages/server/dist/cli.js', 'start', ...process.argv.slice(2)], {
  cwd: root,
  stdio: ['inherit', 'pipe', 'pipe'],
  env,
});
const format = createServerLogFormatter();
/** Whether the server has said it is stopping (it got a signal). */
let serverStopping = false;
for (const [stream, out] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
]) {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    const text = format(line);
    if (text && /^\s*SIG(INT|TERM)\b/.test(text)) serverStopping = true;
    if (text !== null) out.write(`${text}\n`);
  });
}

// Signals sent to the whole process group (Ctrl-C in a terminal, `kill -- -PGID`, systemd stopping a service) reach
// the server directly; passing them on as well would be a second one, which the server takes as "exit now". So SIGINT
// is never passed on, and SIGTERM only when the server has not said within a second that it is stopping (the signal
// was sent to this process alone). This process stays until the server has stopped, to show its last lines.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {
  setTimeout(() => {
    if (!serverStopping) server.kill('SIGTERM');
  }, 1000).unref();
});
server.on('close', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
