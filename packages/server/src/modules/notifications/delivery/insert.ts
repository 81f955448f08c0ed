import { type DeliveryPayload, notificationDeliveries } from '../../../db/schema/notifications';
import type { DbOrTx } from '../../../db/types';
import { GIVE_UP_AFTER_MS } from './backoff';

export interface NewDelivery {
  dedupKey: string;
  /** The user whose channel or address it is; null for a status page's subscriber (`subscriberId`). */
  userId: string | null;
  subscriberId?: string | null;
  channelId: string | null;
  kind: 'channel' | 'account_email' | 'subscriber';
  purpose: 'event' | 'renotify' | 'escalation' | 'test' | 'digest' | 'challenge';
  event: string;
  payload: DeliveryPayload;
  notificationId: string | null;
  incidentId: string | null;
  websiteId: string | null;
  nextAttemptAt: Date;
}

/** Insert deliveries; a dedup key seen before creates nothing. */
export async function insertDeliveries(tx: DbOrTx, rows: NewDelivery[], now: Date): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(notificationDeliveries)
    .values(
      rows.map((row) => ({
        ...row,
        giveUpAt: new Date(Math.max(now.getTime(), row.nextAttemptAt.getTime()) + GIVE_UP_AFTER_MS),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing({ target: notificationDeliveries.dedupKey })
    .returning({ id: notificationDeliveries.id });
  return inserted.length;
}
