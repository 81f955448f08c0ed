import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGDATA_NAME } from './index';

/** Where Hlídka before issue 26 kept its database (PGlite) inside DATA_DIR. */
export const PGLITE_DIR_NAME = 'pglite';

/**
 * Refuse to start an empty embedded PostgreSQL beside the PGlite database of an earlier version: Hlídka would come up
 * with none of its data. (Moving that database across is issue 26, line 3.)
 */
export function refuseUnmovedPglite(dataDir: string) {
  const pglite = path.join(dataDir, PGLITE_DIR_NAME);
  if (!existsSync(path.join(pglite, 'PG_VERSION')) || existsSync(path.join(dataDir, PGDATA_NAME, 'PG_VERSION'))) return;
  throw new Error(
    `${dataDir} holds the database of an earlier Hlídka (PGlite, in ${pglite}), which this version cannot move into ` +
      'its PostgreSQL yet: keep running the earlier version, or set DATABASE_URL',
  );
}
