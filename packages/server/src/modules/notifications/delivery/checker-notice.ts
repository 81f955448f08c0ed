import type { OutboxRow } from '../../../db/schema/incidents';
import { type DeliveryPayload, notifications } from '../../../db/schema/notifications';
import type { DbOrTx } from '../../../db/types';
import { CHECKER_UNREACHABLE, type CheckerUnreachablePayload } from '../../../monitoring/worker-health/network-notices';
import { noticeOf } from '../render/notice';
import type { CreatedNotification } from './fanout';
import { insertDeliveries } from './insert';
import { recipientsOf } from './recipients';
import { refreshNotificationStatus } from './status';

export function isCheckerNotice(row: Pick<OutboxRow, 'type'>): boolean {
  return row.type === CHECKER_UNREACHABLE;
}

/**
 * "The checker cannot reach the network" for the owner named in the outbox row: the bell, and an e-mail to the
 * account's address unless the user turned e-mails off. It is not a website event, so rules and channels do not
 * take it (a webhook or chat behind the same broken network would not get it either).
 */
export async function fanOutCheckerNotice(
  tx: DbOrTx,
  row: Pick<OutboxRow, 'id' | 'payload'>,
  now: Date,
): Promise<CreatedNotification | null> {
  const notice = row.payload as CheckerUnreachablePayload;
  const [recipient] = await recipientsOf(tx, notice.userId, null);
  if (!recipient) return null;
  const payload: DeliveryPayload = {
    event: CHECKER_UNREACHABLE,
    at: notice.since,
    website: null,
    incident: null,
    actorName: null,
    checker: { region: notice.region, hosts: notice.hosts },
  };
  const dedupKey = `${row.id}:${recipient.userId}`;
  const [created] = await tx
    .insert(notifications)
    .values({
      userId: recipient.userId,
      ...noticeOf(payload),
      status: 'pending',
      incidentId: null,
      websiteId: null,
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
          dedupKey: `${row.id}:user:${recipient.userId}:email`,
          userId: recipient.userId,
          channelId: null,
          kind: 'account_email',
          purpose: 'event',
          event: CHECKER_UNREACHABLE,
          payload,
          notificationId: created.id,
          incidentId: null,
          websiteId: null,
          nextAttemptAt: now,
        },
      ],
      now,
    );
  }
  await refreshNotificationStatus(tx, [created.id]);
  return { id: created.id, userId: recipient.userId, incidentId: null };
}
