import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import type { Database, DatabaseLogger, Db, Row, SqlSession } from './types';

/** Key of the advisory lock held while migrations run (any constant; "hlidka" in ASCII). */
const MIGRATION_LOCK_KEY = 0x686c69646b61;

export interface OpenPostgresOptions {
  url: string;
  log?: DatabaseLogger;
  /** Pool size (default 10). */
  max?: number;
}

function describeTarget(url: string) {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'the DATABASE_URL';
  }
}

/** Open a node-postgres pool; fails with a clear message when the server cannot be reached. */
export async function openPostgres(options: OpenPostgresOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => options.log?.error({ err: error }, 'PostgreSQL connection failed'));
  // pool.end() resolves once it has asked its idle connections to end, not when they have: whoever stops the server
  // next (the embedded PostgreSQL) would cut them while they close, and each would log a FATAL.
  const open = new Set<pg.PoolClient>();
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => open.delete(client));
  });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(`Cannot connect to PostgreSQL at ${describeTarget(options.url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  let closed: Promise<void> | null = null;
  return {
    db,
    listenUrl: options.url,
    async query(sql, params) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async withMigrationLock<T>(fn: (session: SqlSession) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          return await fn({ query: async (sql, params) => (await client.query(sql, params)).rows as Row[] });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close() {
      closed ??= pool
        .end()
        .then(() => Promise.all([...open].map((client) => new Promise((ended) => client.once('end', ended)))))
        .then(() => {});
      return closed;
    },
  };
}
