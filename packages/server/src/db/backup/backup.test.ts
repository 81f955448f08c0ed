import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';
import { createPostgresTestDatabase, createTestDatabase, type TestDatabase } from '../../testing/databases';
import { fillEveryKind } from '../../testing/every-kind';
import { migrate } from '../migrate';
import { openPostgres } from '../postgres';
import { checksumDatabase, type TableSums } from '../transfer/rows';
import { backupDatabase } from './backup';
import { RestoreRefusedError, restoreDatabase } from './restore';

function hasPsql() {
  try {
    execFileSync('psql', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('hlidka backup and restore', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hlidka-backup-'));
  let source: TestDatabase;
  let expected: Map<string, TableSums>;
  const cleanups: (() => Promise<void>)[] = [];

  async function freshDatabase() {
    const created = await createPostgresTestDatabase();
    const database = await openPostgres({ url: created.url, max: 2 });
    cleanups.push(async () => {
      await database.close();
      await created.drop();
    });
    return { database, url: created.url };
  }

  beforeAll(async () => {
    source = await createTestDatabase('postgres');
    const t = await createTestApp({ database: source.database });
    await fillEveryKind(t, { checks: 3000 });
    await t.close();
    expected = await checksumDatabase(source.database);
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await source?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('restores a backup into a fresh database with identical rows, and refuses to overwrite without --force', async () => {
    const file = path.join(dir, 'hlidka.sql');
    const lines: string[] = [];
    const made = await backupDatabase(source.database, file, { log: (line) => lines.push(line) });
    expect(made.tables).toBe(expected.size);
    expect(lines).toContain(`backing up table check_results: ${expected.get('check_results')?.rows} rows`);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^--\n-- PostgreSQL database dump\n/);
    expect(text).toMatch(/^-- Schema migration: \d+ \(\d+ migrations\)$/m);
    expect(text).toMatch(/^COPY "public"\."users" \(.*\) FROM stdin;$/m);
    expect(text).toMatch(/^SELECT pg_catalog\.setval\('"public"\."outbox_id_seq"', \d+, (true|false)\);$/m);
    // Parents come before the tables that refer to them.
    expect(text.indexOf('COPY "public"."users"')).toBeLessThan(text.indexOf('COPY "public"."websites"'));
    expect(text.indexOf('COPY "public"."websites"')).toBeLessThan(text.indexOf('COPY "public"."check_results"'));

    const { database } = await freshDatabase();
    const restored = await restoreDatabase(database, file);
    expect(restored).toMatchObject({ tables: expected.size, rows: made.rows, migratedAfter: 0 });
    expect(await checksumDatabase(database)).toEqual(expected);

    await expect(restoreDatabase(database, file)).rejects.toBeInstanceOf(RestoreRefusedError);
    await database.query(`UPDATE users SET first_name = 'Přepsáno'`);
    await restoreDatabase(database, file, { force: true });
    expect(await checksumDatabase(database)).toEqual(expected);
  }, 240_000);

  it('writes and reads a gzipped backup, and refuses a cut-off file', async () => {
    const file = path.join(dir, 'hlidka.sql.gz');
    await backupDatabase(source.database, file);
    const { database } = await freshDatabase();
    await restoreDatabase(database, file);
    expect(await checksumDatabase(database)).toEqual(expected);

    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const cut = path.join(dir, 'cut.sql');
    writeFileSync(cut, text.slice(0, Math.floor(text.length * 0.6)));
    const other = await freshDatabase();
    await expect(restoreDatabase(other.database, cut)).rejects.toThrow(/ends early|Unexpected line|columns/);
    const empty = await checksumDatabase(other.database);
    expect([...empty.values()].every((t) => t.rows === 0)).toBe(true);
  }, 240_000);

  it.skipIf(!hasPsql())(
    'is a plain-SQL file psql restores into a migrated database',
    async () => {
      const file = path.join(dir, 'psql.sql');
      await backupDatabase(source.database, file);
      const { database, url } = await freshDatabase();
      await migrate(database);
      execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-d', url, '-f', file], {
        stdio: 'pipe',
      });
      expect(await checksumDatabase(database)).toEqual(expected);
    },
    240_000,
  );
});
