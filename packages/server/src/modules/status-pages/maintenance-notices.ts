import { occurrencesBetween } from '@hlidka/contract';
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import {
  maintenanceWindowGroups,
  maintenanceWindowStatusPages,
  maintenanceWindows,
  maintenanceWindowWebsites,
} from '../../db/schema/maintenance';
import { statusPageGroups, statusPageWebsites } from '../../db/schema/status-pages';
import type { DbOrTx } from '../../db/types';
import { insertDeliveries } from '../notifications/delivery/insert';
import { oneEmailPerAddress } from '../notifications/delivery/one-email-per-address';
import { confirmedAudience, subscriberDedupKey, subscriberDelivery } from './subscriber-notices';

/** Pages a window is shown on: named directly, or showing one of its websites or groups. */
async function pagesOfWindow(db: DbOrTx, windowId: string): Promise<string[]> {
  const [named, byWebsite, byGroup] = await Promise.all([
    db
      .select({ id: maintenanceWindowStatusPages.statusPageId })
      .from(maintenanceWindowStatusPages)
      .where(eq(maintenanceWindowStatusPages.windowId, windowId)),
    db
      .selectDistinct({ id: statusPageWebsites.statusPageId })
      .from(maintenanceWindowWebsites)
      .innerJoin(statusPageWebsites, eq(statusPageWebsites.websiteId, maintenanceWindowWebsites.websiteId))
      .where(eq(maintenanceWindowWebsites.windowId, windowId)),
    db
      .select({ id: statusPageGroups.statusPageId })
      .from(maintenanceWindowGroups)
      .innerJoin(statusPageGroups, eq(statusPageGroups.id, maintenanceWindowGroups.groupId))
      .where(eq(maintenanceWindowGroups.windowId, windowId)),
  ]);
  return [...new Set([...named, ...byWebsite, ...byGroup].map((row) => row.id))];
}

/**
 * Maintenance starting within its window's notice time becomes one delivery per confirmed subscriber of the pages it
 * is shown on (each occurrence once: the dedup key names the window and the start). Answers how many were created.
 */
export async function scheduleMaintenanceNotices(db: DbOrTx, now: Date): Promise<number> {
  const windows = await db
    .select()
    .from(maintenanceWindows)
    .where(
      and(
        isNotNull(maintenanceWindows.notifyMinutesBefore),
        or(isNull(maintenanceWindows.lastEndsAt), gt(maintenanceWindows.lastEndsAt, now)),
      ),
    );
  let created = 0;
  for (const window of windows) {
    const horizon = new Date(now.getTime() + Number(window.notifyMinutesBefore) * 60_000);
    const upcoming = occurrencesBetween(window, now, horizon).filter((o) => o.startsAt > now);
    if (upcoming.length === 0) continue;
    const audience = await confirmedAudience(db, await pagesOfWindow(db, window.id));
    for (const occurrence of upcoming) {
      const subject = `${window.id}@${occurrence.startsAt.toISOString()}`;
      const planned = audience.map((subscriber) =>
        subscriberDelivery(
          subscriber,
          {
            pageId: subscriber.pageId,
            event: 'maintenance.scheduled',
            maintenance: {
              title: window.title,
              description: window.description,
              startsAt: occurrence.startsAt.toISOString(),
              endsAt: occurrence.endsAt.toISOString(),
            },
          },
          {
            dedupKey: subscriberDedupKey(subscriber.subscriberId, 'maintenance', subject),
            at: now.toISOString(),
            incidentId: null,
            websiteId: null,
            now,
          },
        ),
      );
      created += await insertDeliveries(db, oneEmailPerAddress(planned), now);
    }
  }
  return created;
}
