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
  /** One incident event's e-mail to one address (`emailSlot` in one-email-per-address.ts); at most one lives. */
  emailSlot?: string | null;
}

/** Insert deliveries; a dedup key seen before, or an e-mail slot already held, creates nothing. */
export async function insertDeliveries(tx: DbOrTx, rows: NewDelivery[], now: Date): Promise<number> {
  return (await insertedDeliveries(tx, rows, now)).length;
}

/** `insertDeliveries`, answering the dedup keys of the rows it inserted. */
export async function insertedDeliveries(tx: DbOrTx, rows: NewDelivery[], now: Date): Promise<string[]> {
  if (rows.length === 0) return [];
  // Rows holding e-mail slots go in slot order, so two transactions that wait on each other's slots take them in the
  // same order (and do not deadlock).
  const ordered = rows.some((row) => row.emailSlot)
    ? [...rows].sort((a, b) => (a.emailSlot ?? '').localeCompare(b.emailSlot ?? ''))
    : rows;
  const inserted = await tx
    .insert(notificationDeliveries)
    .values(
      ordered.map((row) => ({
        ...row,
        giveUpAt: new Date(Math.max(now.getTime(), row.nextAttemptAt.getTime()) + GIVE_UP_AFTER_MS),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notificationDeliveries.id, dedupKey: notificationDeliveries.dedupKey });
  return inserted.map((row) => row.dedupKey);
}
