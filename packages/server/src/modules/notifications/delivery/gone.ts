import { and, eq, sql } from 'drizzle-orm';
import { notificationChannels } from '../../../db/schema/notifications';
import type { Db } from '../../../db/types';
import type { SendTarget } from './target';

/**
 * The receiver said the channel's target is gone for good: a Web Push subscription is marked `expired` (the card
 * says so, deliveries stop until the browser subscribes again). Only while the channel still holds the same
 * subscription: one renewed meanwhile stays as it is.
 */
export async function markGone(db: Db, channelId: string, target: SendTarget): Promise<void> {
  if (target.type !== 'webpush') return;
  await db
    .update(notificationChannels)
    .set({ config: sql`${notificationChannels.config} || '{"expired":true}'::jsonb` })
    .where(
      and(
        eq(notificationChannels.id, channelId),
        sql`${notificationChannels.config}->>'endpoint' = ${target.config.endpoint}`,
      ),
    );
}
