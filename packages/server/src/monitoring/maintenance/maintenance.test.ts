import { windowBounds } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { maintenanceWindows, maintenanceWindowWebsites } from '../../db/schema/maintenance';
import { checkRollupsDaily, checkSchedules, websites } from '../../db/schema/monitoring';
import { describeEachDatabase } from '../../testing/databases';
import { incidentsOf, insertUser, insertWebsite, outboxOf } from '../../testing/incidents';
import { processCheckOutcomes } from '../incidents/engine';
import { STATE_DOWN, STATE_UP } from '../results/codes';
import { type CheckRecord, ResultWriter } from '../results/writer';

describeEachDatabase('maintenance windows in the engine', (ctx) => {
  it('opens no incident and alerts no one during a window, counts its time as maintenance, and opens after it', async () => {
    const owner = await insertUser(ctx.db);
    const websiteId = await insertWebsite(ctx.db, owner, { intervalSeconds: 60, status: 'up' });
    const [site] = await ctx.db.select({ seq: websites.seq }).from(websites).where(eq(websites.id, websiteId));
    const start = new Date('2026-03-01T10:00:00.000Z');
    await ctx.db
      .insert(checkSchedules)
      .values({ websiteId, region: '*', nextCheckAt: start, leaseUntil: start, leasedBy: 'w1' });
    // 10:00–10:10 UTC is 11:00–11:10 in Prague.
    const timing = {
      startsAtLocal: '2026-03-01T11:00',
      timeZone: 'Europe/Prague',
      durationMinutes: 10,
      recurrence: { kind: 'once' as const },
    };
    const [window] = await ctx.db
      .insert(maintenanceWindows)
      .values({ ownerId: owner, title: 'Upgrade databáze', ...timing, ...windowBounds(timing) })
      .returning();
    await ctx.db.insert(maintenanceWindowWebsites).values({ windowId: window?.id as string, websiteId });

    const writer = new ResultWriter({
      db: ctx.db,
      maxBatch: 1,
      maxDelayMs: 10,
      hooks: { inTransaction: (tx, outcomes, now) => processCheckOutcomes(tx, outcomes, now) },
    });
    const check = (minute: number, state: 0 | 1): CheckRecord => ({
      websiteId,
      websiteSeq: site?.seq ?? 0,
      ownerId: owner,
      teamId: null,
      scheduleRegion: '*',
      region: 'local',
      regionId: 1,
      intervalSeconds: 60,
      checkedAt: new Date(start.getTime() + minute * 60_000),
      nextCheckAt: new Date(start.getTime() + (minute + 1) * 60_000),
      state,
      code: state === STATE_UP ? null : 'timeout',
      message: state === STATE_UP ? null : 'No answer',
      statusCode: state === STATE_UP ? 200 : null,
      timings: { dns: null, connect: null, tls: null, firstByte: null, total: 20 },
    });

    // Five failures inside the window: confirmed on the counters, but nothing opens; the only outbox row is the
    // website's change to maintenance (a live event; it alerts no one).
    for (const minute of [1, 2, 3, 4, 5]) {
      writer.add(check(minute, STATE_DOWN));
      await writer.flush();
    }
    expect(await incidentsOf(ctx.db, websiteId)).toEqual([]);
    expect((await outboxOf(ctx.db, websiteId)).map((row) => [row.type, row.payload.status])).toEqual([
      ['website.status_changed', 'maintenance'],
    ]);
    const [during] = await ctx.db
      .select({ status: websites.status, downtime: websites.downtimeSeconds30d, covered: websites.coveredSeconds30d })
      .from(websites)
      .where(eq(websites.id, websiteId));
    expect(during).toEqual({ status: 'maintenance', downtime: 0, covered: 0 });

    // Still failing after the window: the first check after it opens the incident.
    writer.add(check(11, STATE_DOWN));
    await writer.flush();
    const opened = await incidentsOf(ctx.db, websiteId);
    expect(opened).toHaveLength(1);
    expect(opened[0]?.status).toBe('open');
    expect((await outboxOf(ctx.db, websiteId)).map((row) => row.type)).toContain('incident.opened');

    const [day] = await ctx.db
      .select({
        maintenance: checkRollupsDaily.maintenanceSeconds,
        downtime: checkRollupsDaily.downtimeSeconds,
        covered: checkRollupsDaily.coveredSeconds,
        failures: checkRollupsDaily.failures,
        checks: checkRollupsDaily.checks,
      })
      .from(checkRollupsDaily)
      .where(eq(checkRollupsDaily.websiteId, websiteId));
    expect(day).toEqual({ maintenance: 300, downtime: 60, covered: 60, failures: 1, checks: 6 });
    await writer.close();
  });
});
