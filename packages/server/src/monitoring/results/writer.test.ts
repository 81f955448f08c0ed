import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { checkRollupsHourly, checkSchedules, websites } from '../../db/schema/monitoring';
import type { Db } from '../../db/types';
import { describeEachDatabase } from '../../testing/databases';
import { insertUser, insertWebsite } from '../../testing/incidents';
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

  /** A database whose next transactions fail: before anything is written, or after the commit went through. */
  function flaky(db: Db, plan: ('before' | 'after')[]): Db {
    return new Proxy(db, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver);
        return async (fn: Parameters<Db['transaction']>[0]) => {
          const failure = plan.shift();
          if (failure === 'before') throw new Error('connection refused');
          const result = await target.transaction(fn);
          if (failure === 'after') throw new Error('connection lost during COMMIT');
          return result;
        };
      },
    });
  }

  async function setup(n: number) {
    const owner = await insertUser(ctx.db);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) ids.push(await insertWebsite(ctx.db, owner, { intervalSeconds: 30 }));
    const seqs = await ctx.db.select({ id: websites.id, seq: websites.seq }).from(websites);
    const at = new Date('2026-04-01T08:00:00.000Z');
    const record = (id: string, offsetMs: number): CheckRecord => ({
      websiteId: id,
      websiteSeq: seqs.find((s) => s.id === id)?.seq ?? 0,
      ownerId: owner,
      teamId: null,
      scheduleRegion: '*',
      region: 'local',
      regionId: 1,
      intervalSeconds: 30,
      checkedAt: new Date(at.getTime() + offsetMs),
      nextCheckAt: new Date(at.getTime() + offsetMs + 30_000),
      state: STATE_UP,
      code: null,
      message: null,
      statusCode: 200,
      timings: { dns: null, connect: 1, tls: null, firstByte: 10, total: 12 },
    });
    const counts = async () => {
      const raw = await ctx.db.execute<{ n: number }>(sql`
        select count(*)::int as n from check_results r join websites w on w.seq = r.website_seq
        where w.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      const rollups = await ctx.db
        .select({ checks: checkRollupsHourly.checks, hist: checkRollupsHourly.hist })
        .from(checkRollupsHourly)
        .where(
          sql`${checkRollupsHourly.websiteId} in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      return {
        raw: Number(raw.rows[0]?.n ?? 0),
        rollupChecks: rollups.reduce((a, r) => a + r.checks, 0),
        histCount: rollups.reduce((a, r) => a + r.hist.reduce((x, y) => x + y, 0), 0),
      };
    };
    return { ids, record, counts };
  }

  it('moves a schedule to its next grid point even when its stored time has microseconds the record lacks', async () => {
    // The database keeps microseconds (a resync's `now() + random() * …`), JavaScript milliseconds: the record's due
    // time is a little earlier than the stored one, which must not look like a "check now" made after the check.
    const { ids, record } = await setup(1);
    const id = ids[0] as string;
    await ctx.db.execute(sql`
      insert into check_schedules (website_id, region, next_check_at, lease_until, leased_by)
      values (${id}, '*', '2026-04-01T08:00:00.000456Z', '2026-04-01T08:00:20Z', 'w1')`);
    const writer = new ResultWriter({ db: ctx.db });
    writer.add({ ...record(id, 0), due: new Date('2026-04-01T08:00:00.000Z') });
    await writer.flush();
    const [schedule] = await ctx.db.select().from(checkSchedules).where(eq(checkSchedules.websiteId, id));
    expect(schedule?.nextCheckAt.toISOString()).toBe('2026-04-01T08:00:30.000Z');
    expect(schedule?.leaseUntil).toBeNull();
  });

  it('retries a failed batch with backoff before the batches after it, and writes it once', async () => {
    const { ids, record, counts } = await setup(2);
    const [a, b] = ids as [string, string];
    const errors: { attempt: number; willRetry: boolean }[] = [];
    const landed: string[] = [];
    const writer = new ResultWriter({
      db: flaky(ctx.db, ['before', 'before']),
      maxBatch: 2,
      maxDelayMs: 10_000,
      retryDelayMs: 20,
      onError: (_error, _count, info) => errors.push(info),
      hooks: { afterCommit: (records) => landed.push(records.map((r) => r.websiteId).join()) },
    });
    writer.add(record(a, 0));
    writer.add(record(b, 0)); // a full batch: written (and failing) at once
    writer.add(record(a, 30_000));
    expect(writer.pending).toBe(3);
    await writer.flush();
    expect(errors).toEqual([
      { attempt: 1, willRetry: true },
      { attempt: 2, willRetry: true },
    ]);
    expect(landed).toEqual([`${a},${b}`, a]);
    expect(writer).toMatchObject({ written: 3, retries: 2, dropped: 0, pending: 0 });
    expect(await counts()).toEqual({ raw: 3, rollupChecks: 3, histCount: 3 });
  });

  it('does not write a batch twice when the failed attempt had committed', async () => {
    const { ids, record, counts } = await setup(2);
    const writer = new ResultWriter({ db: flaky(ctx.db, ['after']), maxBatch: 10, retryDelayMs: 10 });
    for (const id of ids) writer.add(record(id, 0));
    await writer.flush();
    expect(writer.retries).toBe(1);
    expect(await counts()).toEqual({ raw: 2, rollupChecks: 2, histCount: 2 });
  });

  it('gives a batch up after its last attempt and carries on with the next', async () => {
    const { ids, record, counts } = await setup(1);
    const id = ids[0] as string;
    const errors: { attempt: number; willRetry: boolean }[] = [];
    const writer = new ResultWriter({
      db: flaky(ctx.db, ['before', 'before', 'before']),
      maxBatch: 1,
      maxAttempts: 3,
      retryDelayMs: 5,
      onError: (_error, _count, info) => errors.push(info),
    });
    writer.add(record(id, 0));
    writer.add(record(id, 30_000));
    await writer.flush();
    expect(errors.map((e) => e.willRetry)).toEqual([true, true, false]);
    expect(writer).toMatchObject({ written: 1, dropped: 1, pending: 0 });
    expect(await counts()).toEqual({ raw: 1, rollupChecks: 1, histCount: 1 });
  });
});
