import { openPostgres } from '../postgres';
import type { Database, DatabaseLogger } from '../types';
import { moveFromPgliteIfPresent } from '../upgrade/move-from-pglite';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './index';

export interface EmbeddedDatabase extends Database {
  embedded: EmbeddedPostgres;
}

/**
 * Start the embedded PostgreSQL on DATA_DIR and open Hlídka's database on it; `close()` stops the server too. The
 * PGlite database an earlier version kept in DATA_DIR is moved in first (verified; a failed move stops the start).
 */
export async function openEmbeddedDatabase(options: {
  dataDir: string;
  log?: DatabaseLogger;
}): Promise<EmbeddedDatabase> {
  const embedded = await startEmbeddedPostgres(options);
  let database: Database;
  try {
    await moveFromPgliteIfPresent({ dataDir: options.dataDir, databaseUrl: embedded.url, log: options.log });
    database = await openPostgres({ url: embedded.url, log: options.log });
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  let closed: Promise<void> | null = null;
  embedded.exited.then((code) => {
    if (!closed)
      options.log?.error({ code }, `database: the embedded PostgreSQL stopped unexpectedly (exit code ${code})`);
  });
  return {
    ...database,
    embedded,
    listenUrl: embedded.url,
    close() {
      closed ??= database.close().finally(() => embedded.stop());
      return closed;
    },
  };
}
