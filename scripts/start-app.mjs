// Builds what is stale (turbo caches the rest), then runs the Hlídka server, which applies migrations and serves the app.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1' };

console.log('▸ Building what changed …');
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (build.status !== 0) {
  console.log('✗ The build failed (see above). Fix the error, or run `npm run build` for the full output.');
  process.exit(build.status ?? 1);
}

console.log('▸ Starting Hlídka …');
const server = spawn(process.execPath, ['packages/server/dist/cli.js', 'start', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
