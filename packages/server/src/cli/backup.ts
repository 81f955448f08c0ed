import path from 'node:path';
import { backupDatabase } from '../db/backup/backup';
import { restoreDatabase } from '../db/backup/restore';
import type { Database } from '../db/types';

const say = (line: string) => void process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** `hlidka backup <file>`: the whole database as plain SQL (gzipped when the name ends in .gz). */
export async function runBackup(database: Database, file: string | undefined): Promise<void> {
  if (!file) throw new Error('Usage: hlidka backup <file>   (a name ending in .gz is compressed)');
  const result = await backupDatabase(database, path.resolve(file), { log: say });
  say(
    `Backup written to ${result.file}: ${result.rows} rows of ${result.tables} tables, schema migration ${result.migration}, in ${seconds(result.ms)}.`,
  );
}

/** `hlidka restore <file> [--force]`: load a backup; --force replaces a database that holds data. */
export async function runRestore(database: Database, file: string | undefined, force: boolean): Promise<void> {
  if (!file) throw new Error('Usage: hlidka restore <file> [--force]');
  const result = await restoreDatabase(database, path.resolve(file), { force, log: say });
  say(
    `Restored ${result.rows} rows of ${result.tables} tables (every count and checksum matches the backup) in ${seconds(result.ms)}` +
      (result.migratedAfter > 0 ? `; ${result.migratedAfter} newer migrations applied after.` : '.'),
  );
}
