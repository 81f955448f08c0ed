import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, describeEachDatabase, type TestDatabase, testDatabaseKinds } from '../testing/databases';
import { migrate, migrationsFolder } from './migrate';
import { openPostgres } from './postgres';

const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

describeEachDatabase('migrations', (ctx) => {
  it('apply every committed migration and record them', async () => {
    const rows = await ctx.database.query('SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id');
    expect(rows).toHaveLength(journal.entries.length);
    const tables = await ctx.database.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((r) => r.table_name)).toContain('app_meta');
  });

  it('are a no-op the second time', async () => {
    const result = await migrate(ctx.database);
    expect(result.applied).toEqual([]);
    expect(result.total).toBe(journal.entries.length);
  });
});

describe.runIf(testDatabaseKinds.includes('postgres'))('migrations under the advisory lock [postgres]', () => {
  let fresh: TestDatabase | undefined;
  afterAll(() => fresh?.drop());

  it('two processes migrating one empty database at once do not race', async () => {
    fresh = await createTestDatabase('postgres', { migrate: false });
    const other = await openPostgres({ url: fresh.url as string, max: 2 });
    try {
      const [a, b] = await Promise.all([migrate(fresh.database), migrate(other)]);
      expect(a.applied.length + b.applied.length).toBe(journal.entries.length);
      const rows = await fresh.database.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await other.close();
    }
  });
});
