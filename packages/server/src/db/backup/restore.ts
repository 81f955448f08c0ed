import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { migrateSession } from '../migrate';
import { type Catalog, qualified, readCatalog, type TableInfo } from '../transfer/catalog';
import { parseCopyRow } from '../transfer/copy-text';
import {
  allSums,
  BATCH_ROWS,
  dropDeferred,
  insertRows,
  isEmpty,
  restoreDeferred,
  type SequenceState,
  setTransferSettings,
  sumDifferences,
  type TableSums,
  type TextRow,
  writeSequences,
} from '../transfer/rows';
import type { Database, SqlSession } from '../types';
import {
  COPY_PATTERN,
  END_LINE,
  FORMAT_LINE,
  MIGRATION_PATTERN,
  parseColumnList,
  SETVAL_PATTERN,
  TABLE_PATTERN,
  unquote,
} from './format';

export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreResult {
  tables: number;
  rows: number;
  migration: string;
  /** Migrations applied after the data was loaded (the backup was made by an older version). */
  migratedAfter: number;
  ms: number;
}

async function openLines(file: string) {
  const handle = await open(file, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  let stream: Readable = createReadStream(file);
  if (magic[0] === 0x1f && magic[1] === 0x8b) stream = stream.pipe(createGunzip());
  return createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
}

/**
 * Load a file written by `backupDatabase` into `database`. Refuses a database holding rows unless `force` (then its
 * data is replaced). The schema is rebuilt at the backup's migration, the rows are loaded and every table's count and
 * checksum compared with the file's in one transaction, then the newer migrations of this version are applied.
 */
export async function restoreDatabase(
  database: Database,
  file: string,
  options: { force?: boolean; log?: (line: string) => void } = {},
): Promise<RestoreResult> {
  const started = performance.now();
  const lines = (await openLines(file))[Symbol.asyncIterator]();
  const header: string[] = [];
  let migration: { id: string; count: number } | null = null;
  for (;;) {
    const next = await lines.next();
    if (next.done) break;
    header.push(next.value);
    const match = MIGRATION_PATTERN.exec(next.value);
    if (match) {
      migration = { id: match[1] as string, count: Number(match[2]) };
      break;
    }
    if (header.length > 20) break;
  }
  if (!header.includes(FORMAT_LINE) || !migration) {
    throw new RestoreRefusedError(`${file} is not a Hlídka backup (made by \`hlidka backup\`)`);
  }
  const wanted = migration;

  return database.withMigrationLock(async (session) => {
    const existing = await readCatalog(session);
    if (!options.force && !(await isEmpty(session, existing))) {
      throw new RestoreRefusedError(
        'The database already holds data: restoring would replace all of it. Run again with --force to do so.',
      );
    }
    await resetSchema(session);
    const upTo = await migrateSession(session, { until: Number(wanted.id) });
    if (upTo.total !== wanted.count) {
      throw new RestoreRefusedError(
        `The backup is at schema migration ${wanted.id}, which this version of Hlídka does not know: restore it with the version that made it or a newer one`,
      );
    }
    await session.query('BEGIN');
    let loaded: { tables: number; rows: number };
    try {
      await setTransferSettings(session);
      const catalog = await readCatalog(session);
      await dropDeferred(session, catalog.foreignKeys);
      loaded = await load(session, catalog, lines, options.log);
      await restoreDeferred(session, catalog.foreignKeys);
      await session.query('COMMIT');
    } catch (error) {
      await session.query('ROLLBACK').catch(() => {});
      throw error;
    }
    const after = await migrateSession(session);
    return {
      ...loaded,
      migration: wanted.id,
      migratedAfter: after.applied.length,
      ms: Math.round(performance.now() - started),
    };
  });
}

async function load(
  session: SqlSession,
  catalog: Catalog,
  lines: AsyncIterator<string>,
  log?: (line: string) => void,
): Promise<{ tables: number; rows: number }> {
  const tables = new Map(catalog.tables.map((t) => [t.name, t]));
  const expected = new Map<string, TableSums>();
  const sequences: SequenceState[] = [];
  let copying: TableInfo | null = null;
  let batch: TextRow[] = [];
  let rows = 0;
  let complete = false;
  const flush = async () => {
    if (copying && batch.length > 0) await insertRows(session, copying, batch);
    rows += batch.length;
    batch = [];
  };
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const line = next.value;
    if (copying) {
      if (line === '\\.') {
        await flush();
        copying = null;
        continue;
      }
      const row = parseCopyRow(line);
      if (row.length !== copying.columns.length) {
        throw new Error(`Table ${copying.name}: a row has ${row.length} columns, ${copying.columns.length} expected`);
      }
      batch.push(row);
      if (batch.length >= BATCH_ROWS) await flush();
      continue;
    }
    if (line === END_LINE) complete = true;
    if (line === '' || line.startsWith('--')) {
      const table = TABLE_PATTERN.exec(line);
      if (table) expected.set(table[1] as string, { rows: Number(table[2]), checksum: table[3] as string });
      continue;
    }
    if (line.startsWith('SET ')) continue;
    const copy = COPY_PATTERN.exec(line);
    if (copy) {
      const name = unquote(copy[1] as string);
      const table = tables.get(name);
      if (!table) throw new Error(`The backup has a table ${name} that the schema does not`);
      const columns = parseColumnList(copy[2] as string);
      const want = table.columns.map((c) => c.name);
      if (columns.join(',') !== want.join(',')) {
        throw new Error(
          `Table ${name}: the backup's columns (${columns.join(', ')}) ≠ the schema's (${want.join(', ')})`,
        );
      }
      const rows = expected.get(name)?.rows;
      if (rows) log?.(`restoring table ${name}: ${rows} rows`);
      copying = table;
      continue;
    }
    const setval = SETVAL_PATTERN.exec(line);
    if (setval) {
      sequences.push({
        name: unquote(setval[1] as string),
        lastValue: setval[2] as string,
        isCalled: setval[3] === 'true',
      });
      continue;
    }
    throw new Error(`Unexpected line in the backup: ${line.slice(0, 80)}`);
  }
  if (copying || !complete) throw new Error('The backup file ends early (it is incomplete)');
  await writeSequences(session, sequences);
  for (const table of catalog.tables) {
    if (!expected.has(table.name)) throw new Error(`The backup has no data for table ${table.name}`);
  }
  const problems = sumDifferences(expected, await allSums(session, catalog));
  if (problems.length > 0) throw new Error(`The restored rows do not match the backup: ${problems.join('; ')}`);
  return { tables: catalog.tables.length, rows };
}

/** Drop everything the migrations made (the `drizzle` schema and the objects of `public`), for a clean rebuild. */
async function resetSchema(session: SqlSession) {
  const notFromExtension = (catalog: string, oid: string) =>
    `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;
  await session.query('BEGIN');
  try {
    await session.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
    const relations = await session.query(
      `SELECT c.relname AS name, c.relkind AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'S') AND ${notFromExtension('pg_class', 'c.oid')}`,
    );
    const order = ['v', 'm', 'r', 'p', 'f', 'S'];
    const words: Record<string, string> = {
      v: 'VIEW',
      m: 'MATERIALIZED VIEW',
      r: 'TABLE',
      p: 'TABLE',
      f: 'FOREIGN TABLE',
      S: 'SEQUENCE',
    };
    relations.sort((a, b) => order.indexOf(String(a.kind)) - order.indexOf(String(b.kind)));
    for (const r of relations) {
      await session.query(`DROP ${words[String(r.kind)]} IF EXISTS ${qualified(String(r.name))} CASCADE`);
    }
    const routines = await session.query(
      `SELECT p.oid::regprocedure::text AS signature, p.prokind AS kind FROM pg_proc p
       JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND ${notFromExtension('pg_proc', 'p.oid')}`,
    );
    for (const r of routines) {
      await session.query(`DROP ${r.kind === 'a' ? 'AGGREGATE' : 'ROUTINE'} IF EXISTS ${r.signature} CASCADE`);
    }
    const types = await session.query(
      `SELECT t.oid::regtype::text AS name, t.typtype AS kind FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
       WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r', 'm', 'c') AND t.typelem = 0
         AND (t.typrelid = 0 OR (SELECT c.relkind FROM pg_class c WHERE c.oid = t.typrelid) = 'c')
         AND ${notFromExtension('pg_type', 't.oid')}`,
    );
    for (const t of types) {
      await session.query(`DROP ${t.kind === 'd' ? 'DOMAIN' : 'TYPE'} IF EXISTS ${t.name} CASCADE`);
    }
    await session.query('COMMIT');
  } catch (error) {
    await session.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
