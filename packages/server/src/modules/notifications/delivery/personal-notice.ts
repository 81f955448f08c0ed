import { type DeliveryPayload, notifications } from '../../../db/schema/notifications';
import type { DbOrTx } from '../../../db/types';
import { noticeOf } from '../render/notice';
import { insertDeliveries } from './insert';
import type { Recipient } from './recipients';
import { refreshNotificationStatus } from './status';

export interface PersonalNotice {
  recipient: Pick<Recipient, 'userId' | 'emailNotifications'>;
  payload: DeliveryPayload;
  /** The notification's dedup key; the e-mail's is `emailKey`. */
  dedupKey: string;
  emailKey: string;
  websiteId: string | null;
  now: Date;
}

/**
 * A notice for one person, outside rules and channels: the bell, and an e-mail to the account's address unless they
 * turned e-mails off. Made once per dedup key; the id of the new notification, or null when it was made before.
 */
export async function insertPersonalNotice(tx: DbOrTx, notice: PersonalNotice): Promise<string | null> {
  const { recipient, payload, dedupKey, emailKey, websiteId, now } = notice;
  const [created] = await tx
    .insert(notifications)
    .values({
      userId: recipient.userId,
      ...noticeOf(payload),
      status: 'pending',
      incidentId: null,
      websiteId,
      dedupKey,
      createdAt: now,
    })
    .onConflictDoNothing({ target: notifications.dedupKey })
    .returning({ id: notifications.id });
  if (!created) return null;
  if (recipient.emailNotifications) {
    await insertDeliveries(
      tx,
      [
        {
          dedupKey: emailKey,
          userId: recipient.userId,
          channelId: null,
          kind: 'account_email',
          purpose: 'event',
          event: payload.event,
          payload,
          notificationId: created.id,
          incidentId: null,
          websiteId,
          nextAttemptAt: now,
        },
      ],
      now,
    );
  }
  await refreshNotificationStatus(tx, [created.id]);
  return created.id;
}
