import { eq } from 'drizzle-orm';
import { type NotificationDeliveryRow, notificationChannels } from '../../../db/schema/notifications';
import { users } from '../../../db/schema/users';
import type { DbOrTx } from '../../../db/types';
import type { Recipient as MessageRecipient } from '../render/render';
import type { SenderConfigs } from '../senders/types';
import { addressKey, type EmailDeliveryPayload } from './one-email-per-address';

export type SendTarget = { [T in keyof SenderConfigs]: { type: T; config: SenderConfigs[T] } }[keyof SenderConfigs];

/** Where a delivery goes now and in which language, or why it cannot go (channel gone, disabled, unconfirmed). */
export async function resolveTarget(
  db: DbOrTx,
  delivery: Pick<NotificationDeliveryRow, 'userId' | 'channelId' | 'kind' | 'purpose'> & {
    payload?: EmailDeliveryPayload;
  },
): Promise<
  | { ok: true; target: SendTarget; recipient: MessageRecipient }
  | { ok: false; cancel: boolean; error: { code: string; message: string } }
> {
  const [user] = delivery.userId
    ? await db
        .select({ email: users.email, language: users.language, timeZone: users.timezone })
        .from(users)
        .where(eq(users.id, delivery.userId))
    : [];
  if (!user) return { ok: false, cancel: true, error: { code: 'gone', message: 'The recipient no longer exists' } };
  const recipient = { language: user.language, timeZone: user.timeZone || 'Europe/Prague' };
  if (delivery.kind === 'account_email') {
    return { ok: true, recipient, target: { type: 'email', config: { type: 'email', addresses: [user.email] } } };
  }
  const [channel] = delivery.channelId
    ? await db.select().from(notificationChannels).where(eq(notificationChannels.id, delivery.channelId))
    : [];
  if (!channel) return { ok: false, cancel: true, error: { code: 'gone', message: 'The channel was deleted' } };
  if (!channel.enabled && delivery.purpose !== 'test') {
    return { ok: false, cancel: true, error: { code: 'disabled', message: 'The channel is disabled' } };
  }
  const config = channel.config;
  switch (config.type) {
    case 'email': {
      const confirmed = config.addresses.filter((a) => a.confirmed).map((a) => a.address);
      if (confirmed.length === 0) {
        return {
          ok: false,
          cancel: false,
          error: { code: 'unconfirmed', message: 'No address of the channel is confirmed yet' },
        };
      }
      // Addresses that got this event by another path (see one-email-per-address.ts).
      const skipped = new Set((delivery.payload?.skipAddresses ?? []).map(addressKey));
      const addresses = confirmed.filter((address) => !skipped.has(addressKey(address)));
      if (addresses.length === 0) {
        return {
          ok: false,
          cancel: true,
          error: { code: 'duplicate', message: 'Every address of the channel gets this message by another path' },
        };
      }
      return { ok: true, recipient, target: { type: 'email', config: { type: 'email', addresses } } };
    }
    case 'webpush':
      if (config.expired && delivery.purpose !== 'test') {
        return {
          ok: false,
          cancel: true,
          error: { code: 'subscription_expired', message: "The browser's push subscription has expired" },
        };
      }
      return { ok: true, recipient, target: { type: 'webpush', config } };
    default:
      return { ok: true, recipient, target: { type: config.type, config } as SendTarget };
  }
}
