import { and, eq, sql } from 'drizzle-orm';
import { checkSchedules } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';

/** Schedule regions of a website: its regions, or `*` (any worker) when it names none. */
export function scheduleRegions(regions: readonly string[]): string[] {
  return regions.length > 0 ? [...new Set(regions)] : ['*'];
}

/**
 * (Re)create a website's schedule rows. The first check is spread over the first `min(interval, 60 s)` so that many
 * websites created at once do not all start together.
 */
export async function scheduleWebsite(
  db: DbOrTx,
  website: { id: string; intervalSeconds: number; regions: readonly string[] },
  now: Date,
  options: { immediate?: boolean } = {},
) {
  await unscheduleWebsite(db, website.id);
  const spreadMs = options.immediate ? 0 : Math.random() * Math.min(website.intervalSeconds, 60) * 1000;
  const first = new Date(now.getTime() + spreadMs);
  await db
    .insert(checkSchedules)
    .values(scheduleRegions(website.regions).map((region) => ({ websiteId: website.id, region, nextCheckAt: first })));
}

export async function unscheduleWebsite(db: DbOrTx, websiteId: string) {
  await db.delete(checkSchedules).where(eq(checkSchedules.websiteId, websiteId));
}

/** "Check now": make the website due immediately (an unleased row is claimed on the next poll). */
export async function checkWebsiteNow(db: DbOrTx, websiteId: string, now: Date): Promise<void> {
  await db
    .update(checkSchedules)
    .set({ nextCheckAt: now })
    .where(
      and(
        eq(checkSchedules.websiteId, websiteId),
        sql`${checkSchedules.nextCheckAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
}
