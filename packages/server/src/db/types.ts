import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

export type Schema = typeof schema;

export interface QueryResult<R> {
  rows: R[];
  /** PGlite (the upgrade move) */
  affectedRows?: number;
  /** node-postgres */
  rowCount?: number | null;
}

/** What `db.execute(sql\`…\`)` resolves to on both drivers: use `.rows`. */
export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryResult<this['row'] extends Record<string, unknown> ? this['row'] : Record<string, unknown>>;
}

/** The Drizzle instance with the full schema (same type on PGlite and PostgreSQL). */
export type Db = PgDatabase<QueryResultHKT, Schema>;

/** A transaction handle as given to `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Either the database or a transaction: accept this in functions that may run inside a transaction. */
export type DbOrTx = Db | Tx;

export type Row = Record<string, unknown>;

/** Runs SQL on one connection (migrations). */
export interface SqlSession {
  query(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface DatabaseLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** One open database, available as `app.database` (the Drizzle instance alone is `app.db`). */
export interface Database {
  db: Db;
  /** Raw parameterised SQL returning object rows. Prefer `db`; this is for maintenance and tests. */
  query(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Run `fn` on one dedicated connection while holding the migration lock (advisory lock on PostgreSQL). */
  withMigrationLock<T>(fn: (session: SqlSession) => Promise<T>): Promise<T>;
  /** The server's connection string, for LISTEN: live events travel through NOTIFY (PGlite, read only by the upgrade, has none). */
  listenUrl?: string;
  /** Finish queued work and close connections (PGlite, read by the upgrade move: stop its worker, release the lock). */
  close(): Promise<void>;
}
