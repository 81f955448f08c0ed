import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { isUniqueViolation, pgConstraint, pgErrorCode } from './errors';
import { appMeta } from './schema/index';

describeEachDatabase('transactions', (ctx) => {
  it('commit, and roll back everything when the callback throws', async () => {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(appMeta).values({ key: 'both-ok', value: 1 });
    });
    await expect(
      ctx.db.transaction(async (tx) => {
        await tx.insert(appMeta).values({ key: 'both-fail-1', value: 1 });
        await tx.insert(appMeta).values({ key: 'both-fail-2', value: 1 });
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const keys = (await ctx.db.select({ key: appMeta.key }).from(appMeta)).map((r) => r.key);
    expect(keys).toContain('both-ok');
    expect(keys.filter((k) => k.startsWith('both-fail'))).toEqual([]);
  });

  it('concurrent read-modify-write transactions with FOR UPDATE lose no update', async () => {
    await ctx.db.insert(appMeta).values({ key: 'counter', value: 0 });
    await Promise.all(
      Array.from({ length: 20 }, () =>
        ctx.db.transaction(async (tx) => {
          const [row] = await tx.select().from(appMeta).where(eq(appMeta.key, 'counter')).for('update');
          await tx
            .update(appMeta)
            .set({ value: Number(row?.value) + 1 })
            .where(eq(appMeta.key, 'counter'));
        }),
      ),
    );
    const [row] = await ctx.db.select().from(appMeta).where(eq(appMeta.key, 'counter'));
    expect(row?.value).toBe(20);
  });

  it('expose the same error codes on both drivers', async () => {
    await ctx.db.insert(appMeta).values({ key: 'dup', value: 1 });
    const error = await ctx.db
      .insert(appMeta)
      .values({ key: 'dup', value: 2 })
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(pgErrorCode(error)).toBe('23505');
    expect(pgConstraint(error)).toBe('app_meta_pkey');
  });

  it('db.execute answers rows on both drivers; timestamps map to Date', async () => {
    const result = await ctx.db.execute(sql`select 1::int as one, 'Příliš žluťoučký' as text`);
    expect(result.rows).toEqual([{ one: 1, text: 'Příliš žluťoučký' }]);
    const [row] = await ctx.db.select().from(appMeta).where(eq(appMeta.key, 'dup'));
    expect(row?.updatedAt).toBeInstanceOf(Date);
  });
});
