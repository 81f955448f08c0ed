import { createHash, randomBytes } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { migrate, migrationsFolder } from '../db/migrate';
import { openPostgres } from '../db/postgres';
import type { Database, Db } from '../db/types';

export type DatabaseKind = 'postgres';

/**
 * The engines database tests run on: PostgreSQL alone, the server of TEST_DATABASE_URL (the run's embedded server
 * when it was not given: see global-database.ts).
 */
export const testDatabaseKinds: DatabaseKind[] = ['postgres'];

export interface TestDatabase {
  kind: DatabaseKind;
  database: Database;
  /** Connection string of the fresh PostgreSQL database (postgres only). */
  url?: string;
  /** Close it and throw it away (drops the PostgreSQL database). */
  drop(): Promise<void>;
}

function withDatabaseName(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

function adminUrl() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set (the server and e2e projects set it in their global setup)');
  return url;
}

async function onAdmin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Key of the advisory lock taken while the migrated template is made (any constant). */
const TEMPLATE_LOCK_KEY = 0x686c6964746d;

let templateName: Promise<string> | undefined;

/**
 * A migrated database to copy test databases from, named by the migrations' hashes: copying it takes a tenth of
 * running the migrations. The first worker to need it makes it (under an advisory lock); it stays on the server for
 * later runs with the same migrations.
 */
function migratedTemplate(): Promise<string> {
  templateName ??= (async () => {
    const hash = createHash('sha256');
    for (const migration of readMigrationFiles({ migrationsFolder: migrationsFolder() })) hash.update(migration.hash);
    const name = `hlidka_template_${hash.digest('hex').slice(0, 16)}`;
    await onAdmin(async (admin) => {
      await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
      try {
        const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
        if (found.rowCount) return;
        const partial = `${name}_${randomBytes(4).toString('hex')}`;
        await admin.query(`CREATE DATABASE "${partial}"`);
        const database = await openPostgres({ url: withDatabaseName(adminUrl(), partial), max: 2 });
        try {
          await migrate(database);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE "${partial}" RENAME TO "${name}"`);
      } finally {
        await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
      }
    });
    return name;
  })();
  templateName.catch(() => {
    templateName = undefined;
  });
  return templateName;
}

/**
 * A fresh PostgreSQL database on the TEST_DATABASE_URL server (a copy of the migrated template unless `empty`);
 * returns its URL and a drop function.
 */
export async function createPostgresTestDatabase(
  options: { empty?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = options.empty ? null : await migratedTemplate();
  const name = `hlidka_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onAdmin((admin) => admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`));
  return {
    url: withDatabaseName(adminUrl(), name),
    drop: () => onAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

/** A fresh, migrated database: a new database on the PostgreSQL server of TEST_DATABASE_URL. */
export async function createTestDatabase(
  kind: DatabaseKind,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  const created = await createPostgresTestDatabase({ empty: options.migrate === false });
  const database = await openPostgres({ url: created.url, max: 5 });
  try {
    if (options.migrate !== false) await migrate(database);
  } catch (error) {
    await database.close();
    await created.drop();
    throw error;
  }
  return {
    kind,
    database,
    url: created.url,
    async drop() {
      await database.close();
      await created.drop();
    },
  };
}

export interface DatabaseContext {
  kind: DatabaseKind;
  /** Available inside tests and hooks (after beforeAll). */
  readonly database: Database;
  readonly db: Db;
}

/**
 * Run a block of tests on each of `testDatabaseKinds` (PostgreSQL), each on its own fresh, migrated database (created before the block,
 * dropped after it). Rows persist between tests of one block: use unique values (e-mails) per test.
 *
 *   describeEachDatabase('users', (ctx) => { it('inserts', async () => { await ctx.db.insert(users)… }) });
 */
export function describeEachDatabase(name: string, fn: (ctx: DatabaseContext) => void) {
  for (const kind of testDatabaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      const ctx: DatabaseContext = {
        kind,
        get database() {
          if (!current) throw new Error('The test database is not ready (use it inside tests or hooks)');
          return current.database;
        },
        get db() {
          return ctx.database.db;
        },
      };
      beforeAll(async () => {
        current = await createTestDatabase(kind);
      });
      afterAll(async () => {
        await current?.drop();
      });
      fn(ctx);
    });
  }
}
