import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME } from './lock';
import { migrate } from './migrate';
import { openPglite } from './pglite';
import { appMeta } from './schema/index';
import type { Database } from './types';

describe('PGlite in a worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite({ dataDir: null, maintenance: false });
    await migrate(database);
    await database.query('CREATE TABLE counter (id int primary key, n int not null)');
    await database.query('INSERT INTO counter VALUES (1, 0)');
  });
  afterAll(() => database.close());

  it('maps rows through Drizzle, dates included', async () => {
    await database.db.insert(appMeta).values({ key: 'k1', value: { a: 'Příliš žluťoučký kůň' } });
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'k1'));
    expect(row?.value).toEqual({ a: 'Příliš žluťoučký kůň' });
    expect(row?.updatedAt).toBeInstanceOf(Date);
    expect(Math.abs((row?.updatedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('keeps PostgreSQL error fields (code, constraint) through the thread and Drizzle', async () => {
    const error = await database.db
      .insert(appMeta)
      .values({ key: 'k1', value: 1 })
      .catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toBe('app_meta_pkey');
  });

  it('commits a transaction and rolls back on throw', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'tx-ok', value: true });
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'tx-fail', value: true });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const keys = (await database.db.select({ key: appMeta.key }).from(appMeta)).map((r) => r.key);
    expect(keys).toContain('tx-ok');
    expect(keys).not.toContain('tx-fail');
  });

  it('supports nested transactions (savepoints)', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'outer', value: 1 });
      await tx
        .transaction(async (inner) => {
          await inner.insert(appMeta).values({ key: 'inner', value: 1 });
          throw new Error('inner fails');
        })
        .catch(() => {});
    });
    const keys = (await database.db.select({ key: appMeta.key }).from(appMeta)).map((r) => r.key);
    expect(keys).toContain('outer');
    expect(keys).not.toContain('inner');
  });

  it('serialises concurrent transactions: no lost updates, no interleaving', async () => {
    const increment = () =>
      database.db.transaction(async (tx) => {
        const result = await tx.execute(sql`SELECT n FROM counter WHERE id = 1`);
        const n = Number((result.rows[0] as { n: number }).n);
        await new Promise((r) => setTimeout(r, 1));
        await tx.execute(sql`UPDATE counter SET n = ${n + 1} WHERE id = 1`);
      });
    const plain = () => database.query('SELECT n FROM counter WHERE id = 1');
    await Promise.all([...Array.from({ length: 25 }, increment), ...Array.from({ length: 25 }, plain)]);
    const [row] = await database.query('SELECT n FROM counter WHERE id = 1');
    expect(Number(row?.n)).toBe(25);
  });

  it('a query outside the transaction waits until it commits (sees no uncommitted rows)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const tx = database.db.transaction(async (t) => {
      await t.insert(appMeta).values({ key: 'pending', value: 1 });
      await gate;
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = database.query(`SELECT count(*)::int AS c FROM app_meta WHERE key = 'pending'`);
    let settled = false;
    void outside.then(() => {
      settled = true;
    });
    await new Promise((r) => setTimeout(r, 30));
    expect(settled).toBe(false);
    release();
    await tx;
    const [row] = await outside;
    expect(row?.c).toBe(1);
  });

  it('refuses a query on the database object inside a transaction instead of deadlocking', async () => {
    const error = await database.db
      .transaction(async () => {
        await database.db.select().from(appMeta);
      })
      .catch((e: Error) => e);
    // Drizzle wraps driver errors: the reason is the cause.
    expect(String((error as Error & { cause?: Error }).cause?.message)).toMatch(/inside a transaction/);
    // and the database is usable afterwards
    expect(await database.query('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('keeps the event loop free while a long query runs', async () => {
    const started = performance.now();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    await database.query('SELECT count(*) FROM generate_series(1, 3000000)');
    clearInterval(timer);
    const elapsed = performance.now() - started;
    // The query takes a while; the main thread kept ticking meanwhile.
    expect(ticks).toBeGreaterThan(Math.floor(elapsed / 5 / 4));
  });
});

describe('PGlite data directory', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'hlidka-pglite-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps rows across close and reopen, and runs maintenance', async () => {
    const first = await openPglite({ dataDir: dir, maintenance: false });
    await migrate(first);
    first.addHotTables('app_meta');
    await first.db.insert(appMeta).values({ key: 'persist', value: 'ano' });
    await first.maintain('vacuum');
    await first.maintain('checkpoint');
    await first.close();
    const second = await openPglite({ dataDir: dir, maintenance: false });
    const rows = await second.db.select().from(appMeta).where(eq(appMeta.key, 'persist'));
    expect(rows[0]?.value).toBe('ano');
    await second.close();
  });

  it('refuses a second opener of the same directory while the first holds the lock', async () => {
    const first = await openPglite({ dataDir: dir, maintenance: false });
    await expect(openPglite({ dataDir: dir, maintenance: false })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openPglite({ dataDir: dir, maintenance: false })).rejects.toThrow(/in use by another Hlídka process/);
    await first.close();
    // released on close
    const again = await openPglite({ dataDir: dir, maintenance: false });
    await again.close();
  });

  it('takes over a stale lock left by a dead process', async () => {
    writeFileSync(
      path.join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 2 ** 22 + 12345, host: (await import('node:os')).hostname(), startedAt: 'x', token: 't' }),
    );
    const database = await openPglite({ dataDir: dir, maintenance: false });
    await database.close();
  });
});
