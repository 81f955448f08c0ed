import { randomUUID } from 'node:crypto';
import type { DeliveryAttempt } from '@hlidka/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationDeliveries, notificationDeliveryAttempts } from '../../../db/schema/notifications';
import { toAttempt } from '../channels/present';
import { GIVE_UP_AFTER_MS } from './backoff';
import { workerContext } from './context';
import { sendClaimed } from './worker';

/**
 * "Send test": one attempt now, recorded like any delivery (so it shows as the channel's last delivery), never
 * retried. A failure is the answer, not an error.
 */
export async function sendTestMessage(
  app: FastifyInstance,
  channel: { id: string; userId: string },
): Promise<DeliveryAttempt> {
  const workerId = `test-${randomUUID()}`;
  const now = app.clock.now();
  const [delivery] = await app.db
    .insert(notificationDeliveries)
    .values({
      dedupKey: `test:${channel.id}:${randomUUID()}`,
      userId: channel.userId,
      channelId: channel.id,
      kind: 'channel',
      purpose: 'test',
      event: 'incident.opened',
      payload: {
        event: 'incident.opened',
        at: now.toISOString(),
        website: null,
        incident: null,
        actorName: null,
        test: true,
      },
      status: 'pending',
      attemptCount: 1,
      // Never due for the worker: this request sends it and records the outcome.
      nextAttemptAt: new Date(now.getTime() + GIVE_UP_AFTER_MS),
      giveUpAt: now,
      leaseUntil: new Date(now.getTime() + GIVE_UP_AFTER_MS),
      leasedBy: workerId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!delivery) throw new Error('The test delivery was not stored');
  const result = await sendClaimed(workerContext(app, workerId), delivery);
  const [attempt] = await app.db
    .select()
    .from(notificationDeliveryAttempts)
    .where(eq(notificationDeliveryAttempts.deliveryId, delivery.id))
    .orderBy(desc(notificationDeliveryAttempts.id))
    .limit(1);
  if (attempt) return toAttempt(attempt);
  return {
    at: now.toISOString(),
    ok: result.ok,
    responseCode: result.responseCode,
    error: result.error,
    durationMs: 0,
  };
}
