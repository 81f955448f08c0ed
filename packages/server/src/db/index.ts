import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database, DatabaseLogger } from './types';

export * from './errors';
export { DataDirLockedError } from './lock';
export { migrate } from './migrate';
export { openPglite } from './pglite';
export { openPostgres } from './postgres';
export type * from './types';

/** PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>, log?: DatabaseLogger): Promise<Database> {
  return config.databaseUrl
    ? openPostgres({ url: config.databaseUrl, log })
    : openPglite({ dataDir: config.dataDir, log });
}
