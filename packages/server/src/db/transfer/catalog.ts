import type { SqlSession } from '../types';

/** A table of the application's schema as the catalog describes it. */
export interface TableInfo {
  name: string;
  /** Columns holding data, in the table's order (generated columns are left out: the target computes them). */
  columns: { name: string; type: string }[];
  /** An identity column GENERATED ALWAYS: inserts need OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
}

/** A foreign key whose table cannot come after its parent (a cycle, or a table referring to itself). */
export interface DeferredConstraint {
  table: string;
  name: string;
  definition: string;
}

export interface Catalog {
  /** Every table of the schema, parents before the tables that refer to them. */
  tables: TableInfo[];
  /** Foreign keys that no order satisfies: dropped before the copy and added back (checking every row) after it. */
  deferred: DeferredConstraint[];
  /**
   * Every foreign key of the schema. Bulk loads drop them all and add them back at the end, as pg_dump's output does:
   * one check of all rows per key instead of a lookup per inserted row (check_results: about twice as fast).
   */
  foreignKeys: DeferredConstraint[];
  sequences: string[];
}

/** The schema the copy, backup and restore work on: everything the migrations create lives in `public`. */
export const SCHEMA = 'public';

/** `"name"` with inner quotes doubled: identifiers from the catalog are always quoted. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const qualified = (name: string) => `${ident(SCHEMA)}.${ident(name)}`;

const notFromExtension = (oid: string, catalog: string) =>
  `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = '${catalog}'::regclass AND d.objid = ${oid} AND d.deptype = 'e')`;

/** Read the tables, columns, foreign keys and sequences of the schema from the database's catalog. */
export async function readCatalog(session: SqlSession): Promise<Catalog> {
  const tableRows = await session.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND ${notFromExtension('c.oid', 'pg_class')}
     ORDER BY c.relname`,
    [SCHEMA],
  );
  const columnRows = await session.query(
    `SELECT c.relname AS table, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type,
            a.attgenerated <> '' AS generated, a.attidentity = 'a' AS always
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY c.relname, a.attnum`,
    [SCHEMA],
  );
  const foreignKeys = await session.query(
    `SELECT c.relname AS table, p.relname AS parent, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
     FROM pg_constraint con JOIN pg_class c ON c.oid = con.conrelid JOIN pg_class p ON p.oid = con.confrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_namespace pn ON pn.oid = p.relnamespace
     WHERE con.contype = 'f' AND n.nspname = $1 AND pn.nspname = $1
     ORDER BY c.relname, con.conname`,
    [SCHEMA],
  );
  const sequenceRows = await session.query(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind = 'S' AND ${notFromExtension('c.oid', 'pg_class')} ORDER BY c.relname`,
    [SCHEMA],
  );

  const tables = new Map<string, TableInfo>();
  for (const row of tableRows)
    tables.set(String(row.name), { name: String(row.name), columns: [], identityAlways: false });
  for (const row of columnRows) {
    const table = tables.get(String(row.table));
    if (!table) continue;
    if (row.always === true) table.identityAlways = true;
    if (row.generated !== true) table.columns.push({ name: String(row.name), type: String(row.type) });
  }
  const keys = foreignKeys.map((fk) => ({
    table: String(fk.table),
    parent: String(fk.parent),
    name: String(fk.name),
    definition: String(fk.definition),
  }));
  const { order, deferred } = dependencyOrder([...tables.keys()], keys);
  return {
    tables: order.map((name) => tables.get(name) as TableInfo),
    deferred,
    foreignKeys: keys.map(({ table, name, definition }) => ({ table, name, definition })),
    sequences: sequenceRows.map((row) => String(row.name)),
  };
}

/**
 * Parents before children (Kahn's algorithm, ties by name). A table referring to itself, or a cycle, cannot be
 * ordered: those foreign keys come back as `deferred` (the first remaining table by name breaks a cycle).
 */
export function dependencyOrder(
  tables: string[],
  foreignKeys: (DeferredConstraint & { parent: string })[],
): { order: string[]; deferred: DeferredConstraint[] } {
  const known = new Set(tables);
  const deferred: DeferredConstraint[] = [];
  const waiting = new Map<string, (DeferredConstraint & { parent: string })[]>(tables.map((t) => [t, []]));
  for (const fk of foreignKeys) {
    if (!known.has(fk.table) || !known.has(fk.parent)) continue;
    if (fk.table === fk.parent) deferred.push({ table: fk.table, name: fk.name, definition: fk.definition });
    else waiting.get(fk.table)?.push(fk);
  }
  const order: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort();
  while (remaining.length > 0) {
    let index = remaining.findIndex((t) => (waiting.get(t) ?? []).every((fk) => placed.has(fk.parent)));
    if (index < 0) {
      index = 0;
      for (const fk of waiting.get(remaining[0] as string) ?? []) {
        if (!placed.has(fk.parent)) deferred.push({ table: fk.table, name: fk.name, definition: fk.definition });
      }
    }
    const [table] = remaining.splice(index, 1) as [string];
    order.push(table);
    placed.add(table);
  }
  return { order, deferred };
}

/** Differences between two catalogs' tables and columns (empty when the copy can go column for column). */
export function catalogDifferences(source: Catalog, target: Catalog): string[] {
  const problems: string[] = [];
  const targetTables = new Map(target.tables.map((t) => [t.name, t]));
  for (const table of source.tables) {
    const other = targetTables.get(table.name);
    if (!other) {
      problems.push(`table ${table.name} is missing in the target`);
      continue;
    }
    const names = (t: TableInfo) => t.columns.map((c) => c.name).join(', ');
    if (names(table) !== names(other))
      problems.push(`table ${table.name}: columns (${names(table)}) ≠ (${names(other)})`);
  }
  for (const table of target.tables) {
    if (!source.tables.some((t) => t.name === table.name))
      problems.push(`table ${table.name} is missing in the source`);
  }
  return problems;
}
