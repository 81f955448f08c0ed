import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { checkRollupsHourly, checkSchedules, websites } from '../../db/schema/monitoring';
import { describeEachDatabase } from '../../test/databases';
import { insertUser, insertWebsite } from '../incidents/test-helpers';
import { STATE_DOWN, STATE_UP } from './codes';
import { type CheckRecord, ResultWriter } from './writer';

describeEachDatabase('result writer', (ctx) => {
  it('writes a batch of raw rows, rollups and schedules in one go, skipping websites deleted meanwhile', async () => {
    const owner = await insertUser(ctx.db);
    const kept = await insertWebsite(ctx.db, owner, { intervalSeconds: 30 });
    const gone = await insertWebsite(ctx.db, owner, { intervalSeconds: 30 });
    const due = new Date('2026-03-01T10:00:00.000Z');
    for (const id of [kept, gone])
      await ctx.db
        .insert(checkSchedules)
        .values({ websiteId: id, region: '*', nextCheckAt: due, leaseUntil: due, leasedBy: 'w1' });
    const seqs = await ctx.db.select({ id: websites.id, seq: websites.seq }).from(websites);
    const seqOf = (id: string) => seqs.find((s) => s.id === id)?.seq ?? 0;
    const record = (id: string, state: 0 | 1, offset: number): CheckRecord => ({
      websiteId: id,
      websiteSeq: seqOf(id),
      ownerId: owner,
      teamId: null,
      scheduleRegion: '*',
      region: 'local',
      regionId: 1,
      intervalSeconds: 30,
      checkedAt: new Date(due.getTime() + offset),
      nextCheckAt: new Date(due.getTime() + 30_000),
      state,
      code: state === STATE_UP ? null : 'timeout',
      message: null,
      statusCode: state === STATE_UP ? 200 : null,
      timings: { dns: null, connect: 1.4, tls: null, firstByte: 12.6, total: 15.2 },
    });
    const landed: CheckRecord[][] = [];
    const writer = new ResultWriter({
      db: ctx.db,
      maxBatch: 10,
      maxDelayMs: 50,
      hooks: { afterCommit: (r) => landed.push(r) },
    });
    writer.add(record(kept, STATE_UP, 0));
    writer.add(record(kept, STATE_DOWN, 100));
    writer.add(record(gone, STATE_UP, 0));
    await ctx.db.delete(websites).where(eq(websites.id, gone));
    await writer.flush();
    expect(writer.written).toBe(3);
    expect(landed.flat()).toHaveLength(3);
    const raw = await ctx.db.execute<{
      website_seq: number;
      total_ms: number;
      dns_ms: number;
      state: number;
      code: number;
    }>(
      sql`select website_seq, total_ms, dns_ms, state, code from check_results where website_seq in (${seqOf(kept)}, ${seqOf(gone)}) order by checked_at`,
    );
    expect(
      raw.rows.map((r) => [
        Number(r.website_seq),
        Number(r.total_ms),
        Number(r.dns_ms),
        Number(r.state),
        Number(r.code),
      ]),
    ).toEqual([
      [seqOf(kept), 15, -1, STATE_UP, 0],
      [seqOf(kept), 15, -1, STATE_DOWN, 4],
    ]);
    const [rollup] = await ctx.db.select().from(checkRollupsHourly).where(eq(checkRollupsHourly.websiteId, kept));
    expect(rollup).toMatchObject({
      checks: 2,
      failures: 1,
      downtimeSeconds: 30,
      coveredSeconds: 60,
      responseCount: 1,
      maxMs: 15,
    });
    const [schedule] = await ctx.db.select().from(checkSchedules).where(eq(checkSchedules.websiteId, kept));
    expect(schedule).toMatchObject({
      leaseUntil: null,
      leasedBy: null,
      lastState: STATE_DOWN,
      lastCode: 'timeout',
      lastResponseMs: 15,
    });
    expect(schedule?.nextCheckAt.toISOString()).toBe('2026-03-01T10:00:30.000Z');
  });
});
