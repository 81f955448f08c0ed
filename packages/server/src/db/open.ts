import type { Config } from '../config';
import type { Database, DatabaseLogger } from './types';

/**
 * The PostgreSQL server of DATABASE_URL when set, else Hlídka's own PostgreSQL on DATA_DIR/postgres (started here, stopped
 * by `close()`). Each path loads only its own modules, so the embedded server starts before the rest is compiled.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log?: DatabaseLogger,
): Promise<Database> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('./postgres');
    return openPostgres({ url: config.databaseUrl, log });
  }
  const { openEmbeddedDatabase } = await import('./embedded/database');
  return openEmbeddedDatabase({ dataDir: config.dataDir, log });
}
