// Starts the built Hlídka server (packages/server/dist/cli.js) in its own process on a free port and a fresh data
// directory, the way `npm start` runs it. Its database is a fresh one on the run's PostgreSQL (TEST_DATABASE_URL, set by
// the global setup), or, asked for, the default `npm start` gives: Hlídka's own PostgreSQL in DATA_DIR.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../packages/server/src/net/free-port';
import { createPostgresTestDatabase } from '../../packages/server/src/testing/databases';

export { freePort };

export const repoRoot = new URL('../..', import.meta.url).pathname;
const cli = join(repoRoot, 'packages/server/dist/cli.js');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** Its database on the run's PostgreSQL; null on the embedded database (`database: 'embedded'`). */
  databaseUrl: string | null;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /**
   * Stop the server, then remove its data directory and drop its database (`keepDataDir`: leave both, e.g. to open its
   * database afterwards; `removeData()` removes them later).
   */
  stop(options?: { keepDataDir?: boolean }): Promise<number | null>;
  removeData(): Promise<void>;
}

export interface StartBuiltServerOptions {
  /**
   * 'run' (default): a fresh database on the run's PostgreSQL, given as DATABASE_URL. 'embedded': no DATABASE_URL, so
   * the server starts its own PostgreSQL in DATA_DIR as `npm start` does (an initdb on every start: for smoke tests).
   */
  database?: 'run' | 'embedded';
}

export async function startBuiltServer(
  env: Record<string, string> = {},
  options: StartBuiltServerOptions = {},
): Promise<RunningServer> {
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build first (npx turbo run build)`);
  const created = options.database === 'embedded' ? null : await createPostgresTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'hlidka-e2e-'));
  const removeData = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await created?.drop();
  };
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [cli, 'start'], {
    cwd: dataDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: created?.url ?? '',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`The server did not become healthy within 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    databaseUrl: created?.url ?? null,
    output: () => output,
    removeData,
    async stop({ keepDataDir = false } = {}) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!keepDataDir) await removeData();
      return child.exitCode;
    },
  };
}
