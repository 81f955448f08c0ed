import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database, DatabaseLogger, SqlSession } from './types';

/** The committed SQL migrations: `packages/server/drizzle`, found from the source tree or the built `dist`. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The migrations folder (packages/server/drizzle) was not found');
}

/**
 * Apply pending migrations under the migration lock. Same bookkeeping as drizzle-kit
 * (`drizzle.__drizzle_migrations`), same SQL on PGlite and PostgreSQL; each migration in its own transaction.
 */
export async function migrate(database: Database, options: MigrateOptions = {}) {
  return database.withMigrationLock((session) => migrateSession(session, options));
}

export interface MigrateOptions {
  folder?: string;
  log?: DatabaseLogger;
  /** Stop after the migration with this id (its folder time stamp, as in the journal); default: apply all. */
  until?: number;
}

/** `migrate` on a session that already holds the migration lock (restore runs it between its own steps). */
export async function migrateSession(session: SqlSession, options: MigrateOptions = {}) {
  const migrations = readMigrationFiles({ migrationsFolder: options.folder ?? migrationsFolder() }).filter(
    (migration) => options.until === undefined || migration.folderMillis <= options.until,
  );
  await session.query('CREATE SCHEMA IF NOT EXISTS drizzle');
  await session.query(
    'CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
  );
  const [last] = await session.query(
    'SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1',
  );
  const lastApplied = last ? Number(last.created_at) : -1;
  const applied: string[] = [];
  for (const migration of migrations) {
    if (migration.folderMillis <= lastApplied) continue;
    await session.query('BEGIN');
    try {
      for (const statement of migration.sql) {
        if (statement.trim()) await session.query(statement);
      }
      await session.query('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
      await session.query('COMMIT');
    } catch (error) {
      await session.query('ROLLBACK').catch(() => {});
      throw new Error(`Migration ${migration.folderMillis} failed: ${(error as Error).message}`, { cause: error });
    }
    applied.push(String(migration.folderMillis));
  }
  if (applied.length > 0) options.log?.info({ applied: applied.length }, 'Database migrations applied');
  return { applied, total: migrations.length };
}
