import type { SqlSession } from '../types';
import { type Catalog, type DeferredConstraint, ident, qualified, readCatalog, type TableInfo } from './catalog';

/** A row as text, column by column in the table's order (null = SQL NULL), exactly as PostgreSQL prints it. */
export type TextRow = (string | null)[];

/** Rows read or written per round trip. */
export const BATCH_ROWS = 5000;

/**
 * Output settings for the current transaction, so both sides of a copy print every value alike (time stamps in UTC,
 * ISO dates, shortest exact floats): the checksums compare the printed rows.
 */
export async function setTransferSettings(session: SqlSession) {
  for (const [name, value] of [
    ['TimeZone', 'UTC'],
    ['DateStyle', 'ISO, MDY'],
    ['IntervalStyle', 'postgres'],
    ['extra_float_digits', '1'],
    ['bytea_output', 'hex'],
  ]) {
    await session.query(`SELECT set_config($1, $2, true)`, [name, value]);
  }
}

/** Types whose text never holds a backslash, tab or line break: their values need no escaping in COPY's format. */
const PLAIN_TYPES =
  /^(smallint|integer|bigint|real|double precision|boolean|uuid|date|numeric(\(\d+(,\d+)?\))?|(timestamp|time)(\(\d\))? with(out)? time zone|interval.*)$/;

/** A column's value as one field of COPY's text format, computed by the database. */
function copyField(column: { name: string; type: string }) {
  const text = `${ident(column.name)}::text`;
  const escaped = PLAIN_TYPES.test(column.type)
    ? text
    : `replace(replace(replace(replace(${text}, '\\', '\\\\'), E'\\n', '\\n'), E'\\r', '\\r'), E'\\t', '\\t')`;
  return `coalesce(${escaped}, '\\N')`;
}

/**
 * Read a table's rows in batches through a cursor (call inside a transaction), each row one line of COPY's text
 * format made by the database: one string per row crosses to JavaScript (eight times faster from PGlite than a
 * string per value).
 */
export async function* readCopyLines(
  session: SqlSession,
  table: TableInfo,
  batchRows = BATCH_ROWS,
): AsyncGenerator<string[]> {
  if (table.columns.length === 0) return;
  const line = `concat_ws(E'\\t', ${table.columns.map(copyField).join(', ')}) AS line`;
  await session.query(`DECLARE hlidka_transfer NO SCROLL CURSOR FOR SELECT ${line} FROM ${qualified(table.name)}`);
  try {
    for (;;) {
      const rows = await session.query(`FETCH ${batchRows} FROM hlidka_transfer`);
      if (rows.length === 0) return;
      yield rows.map((row) => String(row.line));
      if (rows.length < batchRows) return;
    }
  } finally {
    await session.query('CLOSE hlidka_transfer');
  }
}

/** Insert text rows into a table: one array parameter per column, each value parsed by the column's own type. */
export async function insertRows(session: SqlSession, table: TableInfo, rows: TextRow[]) {
  if (rows.length === 0) return;
  const { columns } = table;
  const names = columns.map((c) => ident(c.name)).join(', ');
  const casts = columns.map((c, i) => `u.c${i}::${c.type}`).join(', ');
  const arrays = columns.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const aliases = columns.map((_, i) => `c${i}`).join(', ');
  const overriding = table.identityAlways ? ' OVERRIDING SYSTEM VALUE' : '';
  await session.query(
    `INSERT INTO ${qualified(table.name)} (${names})${overriding} SELECT ${casts} FROM unnest(${arrays}) AS u(${aliases})`,
    columns.map((_, i) => rows.map((row) => row[i] ?? null)),
  );
}

export interface TableSums {
  rows: number;
  /** Sum of the first 64 bits of each printed row's MD5: any changed, lost or extra row changes it. */
  checksum: string;
}

/**
 * Row count and checksum of a table. Columns in name order (not the table's), so two databases whose columns were
 * added in another order still compare; order-independent, so no sort is needed on either side.
 */
export async function tableSums(session: SqlSession, table: TableInfo): Promise<TableSums> {
  const columns = [...table.columns].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const record = columns.length > 0 ? `ROW(${columns.map((c) => ident(c.name)).join(', ')})::text` : `''`;
  const [row] = await session.query(
    `SELECT count(*)::text AS rows,
            coalesce(sum(('x' || substr(md5(${record}), 1, 16))::bit(64)::bigint), 0)::text AS checksum
     FROM ${qualified(table.name)}`,
  );
  return { rows: Number(row?.rows ?? 0), checksum: String(row?.checksum ?? '0') };
}

/** Tables whose counts or checksums differ, as readable lines. */
export function sumDifferences(expected: Map<string, TableSums>, actual: Map<string, TableSums>): string[] {
  const problems: string[] = [];
  for (const [table, want] of expected) {
    const got = actual.get(table);
    if (!got) problems.push(`${table}: not checked`);
    else if (got.rows !== want.rows) problems.push(`${table}: ${want.rows} rows expected, ${got.rows} found`);
    else if (got.checksum !== want.checksum) problems.push(`${table}: same ${got.rows} rows, different contents`);
  }
  return problems;
}

/** True when no table of the schema holds a row. */
export async function isEmpty(session: SqlSession, catalog: Catalog): Promise<boolean> {
  for (const table of catalog.tables) {
    const rows = await session.query(`SELECT 1 FROM ${qualified(table.name)} LIMIT 1`);
    if (rows.length > 0) return false;
  }
  return true;
}

/** Empty every table of the schema (inside the copy's transaction). */
export async function truncateAll(session: SqlSession, catalog: Catalog) {
  if (catalog.tables.length === 0) return;
  await session.query(`TRUNCATE ${catalog.tables.map((t) => qualified(t.name)).join(', ')}`);
}

export async function dropDeferred(session: SqlSession, deferred: DeferredConstraint[]) {
  for (const fk of deferred) {
    await session.query(`ALTER TABLE ${qualified(fk.table)} DROP CONSTRAINT ${ident(fk.name)}`);
  }
}

/** Add the dropped foreign keys back: PostgreSQL checks every row against them. */
export async function restoreDeferred(session: SqlSession, deferred: DeferredConstraint[]) {
  for (const fk of deferred) {
    await session.query(`ALTER TABLE ${qualified(fk.table)} ADD CONSTRAINT ${ident(fk.name)} ${fk.definition}`);
  }
}

export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function readSequences(session: SqlSession, catalog: Catalog): Promise<SequenceState[]> {
  const states: SequenceState[] = [];
  for (const name of catalog.sequences) {
    const [row] = await session.query(`SELECT last_value::text AS value, is_called FROM ${qualified(name)}`);
    states.push({ name, lastValue: String(row?.value), isCalled: row?.is_called === true });
  }
  return states;
}

export async function writeSequences(session: SqlSession, states: SequenceState[]) {
  for (const state of states) {
    await session.query('SELECT pg_catalog.setval($1::regclass, $2::bigint, $3::boolean)', [
      qualified(state.name),
      state.lastValue,
      state.isCalled,
    ]);
  }
}

/** Every table's sums, in the catalog's order. */
export async function allSums(session: SqlSession, catalog: Catalog): Promise<Map<string, TableSums>> {
  const sums = new Map<string, TableSums>();
  for (const table of catalog.tables) sums.set(table.name, await tableSums(session, table));
  return sums;
}

/** Every table's row count and checksum, read in one snapshot (tests and tools compare two databases so). */
export async function checksumDatabase(database: {
  withMigrationLock<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
}): Promise<Map<string, TableSums>> {
  return database.withMigrationLock(async (session) => {
    await session.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      await setTransferSettings(session);
      return await allSums(session, await readCatalog(session));
    } finally {
      await session.query('COMMIT');
    }
  });
}
