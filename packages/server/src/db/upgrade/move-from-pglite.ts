import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { openPostgres } from '../postgres';
import { catalogDifferences, readCatalog } from '../transfer/catalog';
import { parseCopyRow } from '../transfer/copy-text';
import {
  allSums,
  dropDeferred,
  insertRows,
  isEmpty,
  readCopyLines,
  readSequences,
  restoreDeferred,
  setTransferSettings,
  sumDifferences,
  truncateAll,
  writeSequences,
} from '../transfer/rows';
import type { Database, DatabaseLogger, SqlSession } from '../types';
import { PGLITE_SUBDIR, pgliteDirectoryPresent } from './pglite-directory';

export { PGLITE_SUBDIR } from './pglite-directory';

/** Written before a move starts and removed when it is finished: its presence means "start the move again". */
export const MOVE_MARKER = 'pglite-move.json';

export interface MoveOptions {
  dataDir: string;
  /** The PostgreSQL database the data goes to. */
  databaseUrl: string;
  log?: DatabaseLogger;
  /** Tests: fail after this many rows were copied (an interrupted move). */
  failAfterRows?: number;
  /** Rows per batch (default 5000). */
  batchRows?: number;
}

export type MoveOutcome =
  | { moved: false; reason: 'no-pglite' | 'target-not-empty' }
  | { moved: true; tables: number; rows: number; ms: number; keptAt: string };

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');

/**
 * On the first start with PostgreSQL: move the PGlite database of DATA_DIR (`DATA_DIR/pglite`) into `databaseUrl`.
 * Both are migrated to the current schema first; every table of the catalog is copied in one transaction of the
 * target (parents first), sequences are set, and every table's row count and checksum must match before it commits.
 * Only then is the old directory renamed to `DATA_DIR/pglite-moved-<time>` (kept, never deleted). A failed or
 * interrupted move leaves the target as it was and the directory in place; the next start moves again from scratch.
 *
 * Moves only into an empty target, or one a previous attempt was moving into (the marker file): a database with
 * data of its own is never emptied. Call it before anything else writes to the target; the caller owns DATA_DIR
 * (no other process may use the PGlite directory), so no lock file is taken here. Throws when the move fails: do not
 * start on the target then.
 */
export async function moveFromPgliteIfPresent(options: MoveOptions): Promise<MoveOutcome> {
  const { dataDir, log } = options;
  if (!pgliteDirectoryPresent(dataDir)) return { moved: false, reason: 'no-pglite' };
  const marker = path.join(dataDir, MOVE_MARKER);
  const retry = existsSync(marker);
  const target = await openPostgres({ url: options.databaseUrl, max: 2, log });
  try {
    await migrate(target, { log });
    if (!retry && !(await target.withMigrationLock(async (s) => isEmpty(s, await readCatalog(s))))) {
      log?.warn(
        { pglite: path.join(dataDir, PGLITE_SUBDIR) },
        'A PGlite database was found in DATA_DIR, but the PostgreSQL database already has data: it is left alone and not moved',
      );
      return { moved: false, reason: 'target-not-empty' };
    }
    if (retry) log?.info({}, 'An earlier move from PGlite did not finish: moving again from scratch');
    writeFileSync(marker, `${JSON.stringify({ startedAt: new Date().toISOString(), pid: process.pid })}\n`);
    const started = performance.now();
    const source = await openPglite({ dataDir, lock: false, log });
    let copied: { tables: number; rows: number };
    try {
      await migrate(source, { log });
      copied = await copyDatabase(source, target, options);
    } finally {
      await source.close();
    }
    const ms = Math.round(performance.now() - started);
    const keptAt = path.join(dataDir, `${PGLITE_SUBDIR}-moved-${stamp(new Date())}`);
    renameSync(path.join(dataDir, PGLITE_SUBDIR), keptAt);
    writeFileSync(
      path.join(keptAt, 'MOVED.json'),
      `${JSON.stringify({ movedAt: new Date().toISOString(), ...copied, ms }, null, 2)}\n`,
    );
    rmSync(marker, { force: true });
    log?.info(
      { ...copied, ms, keptAt },
      `Moved ${copied.rows} rows of ${copied.tables} tables from PGlite to PostgreSQL in ${(ms / 1000).toFixed(1)} s; the old directory is kept at ${keptAt}`,
    );
    return { moved: true, ...copied, ms, keptAt };
  } finally {
    await target.close();
  }
}

/** Copy every table from `source` to `target` (emptied first) in one transaction of the target, verified. */
export async function copyDatabase(
  source: Database,
  target: Database,
  options: Pick<MoveOptions, 'log' | 'failAfterRows' | 'batchRows'> = {},
): Promise<{ tables: number; rows: number }> {
  const { log } = options;
  return source.withMigrationLock((from) =>
    target.withMigrationLock(async (to) => {
      await from.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await to.query('BEGIN');
      try {
        const result = await copyInTransactions(from, to, options, log);
        await to.query('COMMIT');
        await from.query('COMMIT');
        return result;
      } catch (error) {
        await to.query('ROLLBACK').catch(() => {});
        await from.query('ROLLBACK').catch(() => {});
        throw error;
      }
    }),
  );
}

async function copyInTransactions(
  from: SqlSession,
  to: SqlSession,
  options: Pick<MoveOptions, 'failAfterRows' | 'batchRows'>,
  log: DatabaseLogger | undefined,
) {
  await setTransferSettings(from);
  await setTransferSettings(to);
  const sourceCatalog = await readCatalog(from);
  const catalog = await readCatalog(to);
  const differences = catalogDifferences(sourceCatalog, catalog);
  if (differences.length > 0) throw new Error(`The two schemas differ: ${differences.join('; ')}`);
  let phase = performance.now();
  const lap = () => {
    const ms = Math.round(performance.now() - phase);
    phase = performance.now();
    return ms;
  };
  const expected = await allSums(from, sourceCatalog);
  log?.info({ ms: lap() }, 'Counted and checksummed the PGlite tables');
  await truncateAll(to, catalog);
  await dropDeferred(to, catalog.foreignKeys);
  let total = 0;
  for (const table of catalog.tables) {
    const rows = expected.get(table.name)?.rows ?? 0;
    if (rows > 0) log?.info({ table: table.name, rows }, `moving table ${table.name}: ${rows} rows`);
    for await (const batch of readCopyLines(from, table, options.batchRows)) {
      await insertRows(to, table, batch.map(parseCopyRow));
      total += batch.length;
      if (options.failAfterRows !== undefined && total >= options.failAfterRows) {
        throw new Error(`Move interrupted on purpose after ${total} rows (test)`);
      }
    }
  }
  const copyMs = lap();
  log?.info(
    { rows: total, ms: copyMs },
    `Copied ${total} rows in ${(copyMs / 1000).toFixed(1)} s (${Math.round(total / Math.max(copyMs / 1000, 0.001))} rows/s)`,
  );
  await restoreDeferred(to, catalog.foreignKeys);
  await writeSequences(to, await readSequences(from, sourceCatalog));
  const problems = sumDifferences(expected, await allSums(to, catalog));
  if (problems.length > 0) throw new Error(`The moved rows do not match: ${problems.join('; ')}`);
  log?.info({ tables: catalog.tables.length, rows: total }, 'Every table checked: row counts and checksums match');
  return { tables: catalog.tables.length, rows: total };
}

/** For tests and tools: the marker's contents, or null. */
export function readMoveMarker(dataDir: string): { startedAt: string } | null {
  try {
    return JSON.parse(readFileSync(path.join(dataDir, MOVE_MARKER), 'utf8'));
  } catch {
    return null;
  }
}
