import { openPostgres } from '../postgres';
import type { Database, DatabaseLogger } from '../types';
import { refuseUnmovedPglite } from './earlier-pglite';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './index';

export interface EmbeddedDatabase extends Database {
  embedded: EmbeddedPostgres;
}

/** Start the embedded PostgreSQL on DATA_DIR and open Hlídka's database on it; `close()` stops the server too. */
export async function openEmbeddedDatabase(options: {
  dataDir: string;
  log?: DatabaseLogger;
}): Promise<EmbeddedDatabase> {
  refuseUnmovedPglite(options.dataDir);
  const embedded = await startEmbeddedPostgres(options);
  let database: Database;
  try {
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
