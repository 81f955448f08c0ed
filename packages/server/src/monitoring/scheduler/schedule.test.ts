import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { checkSchedules } from '../../db/schema/monitoring';
import { describeEachApp } from '../../testing/app';
import { insertUser, insertWebsite } from '../../testing/incidents';
import { BURST_THRESHOLD, scheduleWebsite } from './schedule';

describeEachApp('first check of a new website', (t) => {
  const dueOf = async (id: string) =>
    (await t.db.select().from(checkSchedules).where(eq(checkSchedules.websiteId, id)))[0]?.nextCheckAt.getTime();

  it('is at once for a website added by hand and spread over min(interval, 60 s) during a burst', async () => {
    const owner = await insertUser(t.db);
    const now = new Date(Date.now() + 3_600_000);
    const single = await insertWebsite(t.db, owner, { intervalSeconds: 300 });
    await scheduleWebsite(t.db, { id: single, intervalSeconds: 300, regions: [] }, now);
    expect(await dueOf(single)).toBe(now.getTime());

    const burst: string[] = [];
    for (let i = 0; i < BURST_THRESHOLD + 20; i++) {
      const id = await insertWebsite(t.db, owner, { intervalSeconds: 300 });
      await scheduleWebsite(t.db, { id, intervalSeconds: 300, regions: [] }, now);
      burst.push(id);
    }
    const offsets = await Promise.all(burst.map(async (id) => ((await dueOf(id)) ?? 0) - now.getTime()));
    for (const offset of offsets) {
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset).toBeLessThanOrEqual(60_000);
    }
    // Once the burst is on, later websites are spread rather than all due at the same instant.
    expect(new Set(offsets.slice(-20)).size).toBeGreaterThan(1);
  });
});
