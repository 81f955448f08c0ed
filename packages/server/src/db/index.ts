import type { Config } from '../config';
import { openEmbeddedDatabase } from './embedded/database';
import { openPostgres } from './postgres';
import type { Database, DatabaseLogger } from './types';

export { openEmbeddedDatabase } from './embedded/database';
export * from './errors';
export { DataDirLockedError } from './lock';
export { migrate } from './migrate';
export { openPglite } from './pglite';
export { openPostgres } from './postgres';
export type * from './types';

/**
 * The PostgreSQL server of DATABASE_URL when set, else Hlídka's own PostgreSQL on DATA_DIR/postgres (started here, stopped
 * by `close()`). PGlite (`openPglite`) remains only to read a data directory of an earlier version.
 */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log?: DatabaseLogger): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({ url: config.databaseUrl, log })
    : openEmbeddedDatabase({ dataDir: config.dataDir, log });
}
