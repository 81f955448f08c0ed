import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { type DeliveryPayload, notificationDeliveries } from '../../../db/schema/notifications';
import type { Db } from '../../../db/types';
import { GIVE_UP_AFTER_MS } from './backoff';

/**
 * Fold due digest items (personal e-mails of users who chose hourly or daily digests) into one e-mail delivery per
 * user, in the transaction that marks the items: a repeat finds nothing left to fold.
 */
export async function foldDigests(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.purpose, 'digest'),
          eq(notificationDeliveries.status, 'pending'),
          lte(notificationDeliveries.nextAttemptAt, now),
        ),
      )
      .orderBy(asc(notificationDeliveries.createdAt))
      .limit(1000)
      .for('update', { skipLocked: true });
    if (items.length === 0) return 0;
    const byUser = new Map<string, typeof items>();
    for (const item of items) {
      // Digest items are a user's own e-mails (subscribers never get digests).
      if (item.userId) byUser.set(item.userId, [...(byUser.get(item.userId) ?? []), item]);
    }
    for (const [userId, list] of byUser) {
      const payload: DeliveryPayload = {
        event: 'digest',
        at: now.toISOString(),
        website: null,
        incident: null,
        actorName: null,
        digest: list.map((item) => item.payload),
      };
      await tx.insert(notificationDeliveries).values({
        dedupKey: `digest:${userId}:${randomUUID()}`,
        userId,
        channelId: null,
        kind: 'account_email',
        purpose: 'event',
        event: 'digest',
        payload,
        nextAttemptAt: now,
        giveUpAt: new Date(now.getTime() + GIVE_UP_AFTER_MS),
        createdAt: now,
        updatedAt: now,
      });
    }
    await tx
      .update(notificationDeliveries)
      .set({ status: 'sent', sentAt: now, updatedAt: now })
      .where(
        inArray(
          notificationDeliveries.id,
          items.map((item) => item.id),
        ),
      );
    return byUser.size;
  });
}
