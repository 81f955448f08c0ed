import { existsSync } from 'node:fs';
import path from 'node:path';

/** Where PGlite keeps its cluster inside DATA_DIR (see `openPglite`). */
export const PGLITE_SUBDIR = 'pglite';

/** A PGlite cluster in DATA_DIR that has not been moved yet. */
export function pgliteDirectoryPresent(dataDir: string): boolean {
  return existsSync(path.join(dataDir, PGLITE_SUBDIR, 'PG_VERSION'));
}
