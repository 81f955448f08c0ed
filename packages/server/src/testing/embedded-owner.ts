// A process that owns an embedded PostgreSQL, for the tests of db/embedded: `node --import tsx embedded-owner.ts DIR`
// starts the server on DIR, prints one JSON line ({ pid, url }) and holds it until SIGTERM or SIGINT, which stop it.
import { startEmbeddedPostgres } from '../db/embedded/index';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: embedded-owner.ts DATA_DIR');
const server = await startEmbeddedPostgres({ dataDir });
// The handlers first: the test may send SIGTERM as soon as it reads the line.
for (const signal of ['SIGTERM', 'SIGINT'] as const)
  process.on(signal, () => {
    server.stop().then(() => process.exit(0));
  });
process.stdout.write(`${JSON.stringify({ pid: server.pid, url: server.url })}\n`);
