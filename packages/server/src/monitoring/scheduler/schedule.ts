import { and, eq, or, sql } from 'drizzle-orm';
import { checkSchedules } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { announceDueNow } from './wake';

/** Schedule regions of a website: its regions, or `*` (any worker) when it names none. */
export function scheduleRegions(regions: readonly string[]): string[] {
  return regions.length > 0 ? [...new Set(regions)] : ['*'];
}

/** Checks due within the next 10 s beyond which a new website's first check is spread instead of run at once. */
export const BURST_THRESHOLD = 100;

async function isBusy(db: DbOrTx, now: Date): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from check_schedules
    where next_check_at <= ${new Date(now.getTime() + 10_000).toISOString()}::timestamptz
    limit ${BURST_THRESHOLD}`);
  return result.rows.length >= BURST_THRESHOLD;
}

/**
 * (Re)create a website's schedule rows. A website added by hand is checked at once; during a burst (many websites
 * created at once, more than `BURST_THRESHOLD` checks due within 10 s) the first check is spread over the first
 * `min(interval, 60 s)` so they do not all start together. The caller wakes this process's scheduler
 * (`announceDueNow`) once its transaction has committed: a claim made before the commit does not see the new rows and
 * the check would wait for the next poll.
 */
export async function scheduleWebsite(
  db: DbOrTx,
  website: { id: string; intervalSeconds: number; regions: readonly string[] },
  now: Date,
  options: { immediate?: boolean } = {},
) {
  await unscheduleWebsite(db, website.id);
  const spread = !options.immediate && (await isBusy(db, now));
  const spreadMs = spread ? Math.random() * Math.min(website.intervalSeconds, 60) * 1000 : 0;
  const first = new Date(now.getTime() + spreadMs);
  await db
    .insert(checkSchedules)
    .values(scheduleRegions(website.regions).map((region) => ({ websiteId: website.id, region, nextCheckAt: first })));
}

export async function unscheduleWebsite(db: DbOrTx, websiteId: string) {
  await db.delete(checkSchedules).where(eq(checkSchedules.websiteId, websiteId));
}

/**
 * "Check now": make the website due immediately; an unleased row is claimed at once by this process's scheduler (woken)
 * or on the next poll of another worker. A leased row (its check is waiting or running) gets the request time too: a
 * check that starts after it satisfies the request, and one that started before it leaves the row due at once when its
 * result is written (results/writer.ts, updateSchedules), so the website is checked again right after. Either way the
 * schedule grid restarts from the request.
 */
export async function checkWebsiteNow(db: DbOrTx, websiteId: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .update(checkSchedules)
    .set({ nextCheckAt: now })
    .where(
      and(
        eq(checkSchedules.websiteId, websiteId),
        or(
          sql`${checkSchedules.nextCheckAt} > ${at}::timestamptz`,
          sql`${checkSchedules.leaseUntil} > ${at}::timestamptz`,
        ),
      ),
    );
  announceDueNow();
}
