import { and, eq, gt, inArray } from 'drizzle-orm';
import { notificationDeliveries } from '../../../db/schema/notifications';
import type { DbOrTx } from '../../../db/types';
import type { OutboxEvent } from './payload';
import { refreshNotificationStatus } from './status';

/**
 * A resolve whose "opened" message to a channel is still held back (quiet hours, never attempted) cancels it and is not
 * sent either: the channel hears nothing of an incident that ended while it was quiet. Returns those channels.
 */
export async function supersededByResolve(tx: DbOrTx, event: OutboxEvent, channels: { id: string }[], now: Date) {
  if (event.payload.event !== 'incident.resolved' || !event.incidentId || channels.length === 0)
    return new Set<string>();
  const held = await tx
    .update(notificationDeliveries)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(notificationDeliveries.incidentId, event.incidentId),
        inArray(
          notificationDeliveries.channelId,
          channels.map((c) => c.id),
        ),
        inArray(notificationDeliveries.event, ['incident.opened', 'heartbeat.missed']),
        eq(notificationDeliveries.status, 'pending'),
        eq(notificationDeliveries.attemptCount, 0),
        gt(notificationDeliveries.nextAttemptAt, now),
      ),
    )
    .returning({ channelId: notificationDeliveries.channelId, notificationId: notificationDeliveries.notificationId });
  const notificationIds = held.map((row) => row.notificationId).filter((id): id is string => id !== null);
  if (notificationIds.length > 0) await refreshNotificationStatus(tx, notificationIds);
  return new Set(held.map((row) => row.channelId ?? ''));
}

/** Acknowledged or resolved: reminders and escalations still waiting are not sent. */
export async function cancelReminders(tx: DbOrTx, incidentId: string, now: Date) {
  await tx
    .update(notificationDeliveries)
    .set({ status: 'cancelled', updatedAt: now, leaseUntil: null, leasedBy: null })
    .where(
      and(
        eq(notificationDeliveries.incidentId, incidentId),
        inArray(notificationDeliveries.purpose, ['renotify', 'escalation']),
        eq(notificationDeliveries.status, 'pending'),
      ),
    );
}
