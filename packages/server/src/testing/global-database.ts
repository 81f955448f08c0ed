// Vitest global setup of the server and e2e projects: without TEST_DATABASE_URL, one embedded PostgreSQL for the whole
// run, in a temporary directory, its address handed to the workers as TEST_DATABASE_URL (set before they start). Every
// test file makes its own databases on it (testing/databases.ts). With TEST_DATABASE_URL, that server is used instead.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '../db/embedded/index';

export default async function setup() {
  // Given by the developer or CI, or set by the project whose setup ran first in this run (they run one after another).
  if (process.env.TEST_DATABASE_URL) return;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-test-pg-'));
  const started = Date.now();
  const server = await startEmbeddedPostgres({ dataDir });
  process.env.TEST_DATABASE_URL = server.adminUrl;
  process.stderr.write(`Test database: embedded PostgreSQL in ${dataDir}, up in ${Date.now() - started} ms\n`);
  return async () => {
    delete process.env.TEST_DATABASE_URL;
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
