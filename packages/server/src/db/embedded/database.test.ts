// The embedded start moves an earlier version's PGlite database into its PostgreSQL before anything else reads it.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { openEmbeddedDatabase } from './database';

describe.runIf(process.platform === 'linux')('embedded database over an earlier PGlite DATA_DIR', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'hlidka-embedded-upgrade-'));
    const earlier = await openPglite({ dataDir });
    try {
      await migrate(earlier);
      await earlier.query(`insert into users (email, first_name) values ('petra@example.cz', 'Petra')`);
    } finally {
      await earlier.close();
    }
  }, 180_000);
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts with the PGlite data moved in and keeps the old directory aside', async () => {
    const database = await openEmbeddedDatabase({ dataDir });
    try {
      expect(await database.query('select email, first_name from users')).toEqual([
        { email: 'petra@example.cz', first_name: 'Petra' },
      ]);
    } finally {
      await database.close();
    }
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(readdirSync(dataDir).some((name) => name.startsWith('pglite-moved-'))).toBe(true);
  }, 180_000);

  it('starts again without moving anything a second time', async () => {
    const database = await openEmbeddedDatabase({ dataDir });
    try {
      expect(await database.query('select count(*)::int as n from users')).toEqual([{ n: 1 }]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
