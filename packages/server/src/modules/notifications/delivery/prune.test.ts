import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { outbox } from '../../../db/schema/incidents';
import { describeEachDatabase } from '../../../testing/databases';
import { pruneOutbox } from './prune';

describeEachDatabase('outbox pruning', (ctx) => {
  it('removes processed rows older than an hour, keeps recent and unprocessed ones', async () => {
    const now = new Date('2026-01-15T12:00:00.000Z');
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    await ctx.db.insert(outbox).values([
      { type: 'old', payload: {}, createdAt: at(200), processedAt: at(120) },
      { type: 'recent', payload: {}, createdAt: at(30), processedAt: at(30) },
      { type: 'waiting', payload: {}, createdAt: at(300), processedAt: null },
    ]);
    expect(await pruneOutbox(ctx.db, now)).toBe(1);
    const left = await ctx.db.select({ type: outbox.type }).from(outbox).orderBy(asc(outbox.id));
    expect(left.map((row) => row.type)).toEqual(['recent', 'waiting']);
  });
});
