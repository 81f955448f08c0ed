import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';
import { createPostgresTestDatabase } from '../../testing/databases';
import { EVERY_KIND_TABLES, fillEveryKind } from '../../testing/every-kind';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { openPostgres } from '../postgres';
import { checksumDatabase, type TableSums } from '../transfer/rows';
import type { DatabaseLogger } from '../types';
import { MOVE_MARKER, moveFromPgliteIfPresent, PGLITE_SUBDIR } from './move-from-pglite';

const CHECKS = 20_000;

function captureLog() {
  const lines: string[] = [];
  const log: DatabaseLogger = {
    info: (_obj, msg) => void lines.push(msg ?? ''),
    warn: (_obj, msg) => void lines.push(`WARN ${msg ?? ''}`),
    error: (_obj, msg) => void lines.push(`ERROR ${msg ?? ''}`),
  };
  return { lines, log };
}

async function sumsOf(url: string) {
  const database = await openPostgres({ url, max: 1 });
  try {
    return await checksumDatabase(database);
  } finally {
    await database.close();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('moving a PGlite DATA_DIR into PostgreSQL', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'hlidka-move-'));
  const original = path.join(root, 'original');
  let expected: Map<string, TableSums>;
  const dropped: (() => Promise<void>)[] = [];

  /** A DATA_DIR holding a copy of the filled PGlite directory. */
  function dataDirCopy(name: string) {
    const dir = path.join(root, name);
    cpSync(path.join(original, PGLITE_SUBDIR), path.join(dir, PGLITE_SUBDIR), { recursive: true });
    return dir;
  }
  async function freshTarget() {
    const target = await createPostgresTestDatabase();
    dropped.push(target.drop);
    return target.url;
  }

  beforeAll(async () => {
    const database = await openPglite({ dataDir: original });
    try {
      await migrate(database);
      const t = await createTestApp({ database });
      await fillEveryKind(t, { checks: CHECKS });
      await t.close();
      expected = await checksumDatabase(database);
    } finally {
      await database.close();
    }
  }, 240_000);

  afterAll(async () => {
    for (const drop of dropped) await drop();
    rmSync(root, { recursive: true, force: true });
  });

  it('moves every row of every table, checked, and keeps the old directory', async () => {
    for (const table of EVERY_KIND_TABLES) expect(expected.get(table)?.rows, table).toBeGreaterThan(0);
    expect(expected.get('check_results')?.rows).toBeGreaterThanOrEqual(CHECKS);
    const dataDir = dataDirCopy('move');
    const url = await freshTarget();
    const { lines, log } = captureLog();
    const outcome = await moveFromPgliteIfPresent({ dataDir, databaseUrl: url, log });
    if (!outcome.moved) throw new Error(`not moved: ${outcome.reason}`);
    const rows = [...expected.values()].reduce((sum, t) => sum + t.rows, 0);
    expect(outcome).toMatchObject({ tables: expected.size, rows });
    console.info(
      `moved ${rows} rows of ${expected.size} tables in ${outcome.ms} ms (${Math.round(rows / (outcome.ms / 1000))} rows/s, migrations and checks included)`,
    );
    expect(await sumsOf(url)).toEqual(expected);
    expect(lines).toContain(`moving table check_results: ${expected.get('check_results')?.rows} rows`);
    expect(lines).toContain('Every table checked: row counts and checksums match');

    expect(existsSync(path.join(dataDir, PGLITE_SUBDIR))).toBe(false);
    expect(existsSync(path.join(dataDir, MOVE_MARKER))).toBe(false);
    const kept = readdirSync(dataDir).filter((name) => name.startsWith(`${PGLITE_SUBDIR}-moved-`));
    expect(kept).toHaveLength(1);
    expect(existsSync(path.join(dataDir, kept[0] as string, 'PG_VERSION'))).toBe(true);
    // The next start finds nothing to move.
    expect(await moveFromPgliteIfPresent({ dataDir, databaseUrl: url, log })).toEqual({
      moved: false,
      reason: 'no-pglite',
    });
  }, 240_000);

  it('leaves the directory after an interrupted move and moves it from scratch on the next start', async () => {
    const dataDir = dataDirCopy('interrupted');
    const url = await freshTarget();
    const { log } = captureLog();
    await expect(moveFromPgliteIfPresent({ dataDir, databaseUrl: url, log, failAfterRows: 5000 })).rejects.toThrow(
      /interrupted on purpose/,
    );
    expect(existsSync(path.join(dataDir, PGLITE_SUBDIR, 'PG_VERSION'))).toBe(true);
    expect(existsSync(path.join(dataDir, MOVE_MARKER))).toBe(true);
    const after = await sumsOf(url);
    expect([...after.values()].every((t) => t.rows === 0)).toBe(true);

    // As if a crash had come after some rows were committed: the retry must empty the target first.
    const target = await openPostgres({ url, max: 1 });
    await target.query(
      `INSERT INTO users (email, first_name, last_name, language) VALUES ('zbytek@example.cz', 'Zbytek', 'Pokusu', 'cs')`,
    );
    await target.close();

    const outcome = await moveFromPgliteIfPresent({ dataDir, databaseUrl: url, log });
    expect(outcome.moved).toBe(true);
    expect(await sumsOf(url)).toEqual(expected);
    expect(existsSync(path.join(dataDir, MOVE_MARKER))).toBe(false);
  }, 240_000);

  it('does not touch a database that has data of its own', async () => {
    const dataDir = dataDirCopy('occupied');
    const url = await freshTarget();
    const target = await openPostgres({ url, max: 1 });
    await migrate(target);
    await target.query(
      `INSERT INTO users (email, first_name, last_name, language) VALUES ('jiny@example.cz', 'Jiný', 'Provoz', 'cs')`,
    );
    await target.close();
    const { lines, log } = captureLog();
    expect(await moveFromPgliteIfPresent({ dataDir, databaseUrl: url, log })).toEqual({
      moved: false,
      reason: 'target-not-empty',
    });
    expect(lines.some((line) => line.startsWith('WARN'))).toBe(true);
    expect(existsSync(path.join(dataDir, PGLITE_SUBDIR, 'PG_VERSION'))).toBe(true);
    expect((await sumsOf(url)).get('users')?.rows).toBe(1);
  }, 120_000);
});
