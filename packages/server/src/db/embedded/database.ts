import type { Database, DatabaseLogger } from '../types';
import { pgliteDirectoryPresent } from '../upgrade/pglite-directory';
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
  // The server starts (its own process) while the database layer's modules load.
  const starting = startEmbeddedPostgres(options);
  const postgresModule = import('../postgres');
  postgresModule.catch(() => {});
  const embedded = await starting;
  let database: Database;
  try {
    if (pgliteDirectoryPresent(options.dataDir)) {
      const { moveFromPgliteIfPresent } = await import('../upgrade/move-from-pglite');
      await moveFromPgliteIfPresent({ dataDir: options.dataDir, databaseUrl: embedded.url, log: options.log });
    }
    const { openPostgres } = await postgresModule;
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
    close() {
      closed ??= database.close().finally(() => embedded.stop());
      return closed;
    },
  };
}
