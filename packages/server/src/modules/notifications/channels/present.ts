import {
  channelTypeDefinitions,
  type DeliveryAttempt,
  type NotificationChannel,
  type NotificationChannelConfig,
  publicChannelConfig,
} from '@hlidka/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  type NotificationChannelRow,
  type NotificationDeliveryAttemptRow,
  notificationDeliveries,
  notificationDeliveryAttempts,
  type StoredChannelConfig,
} from '../../../db/schema/notifications';
import type { DbOrTx } from '../../../db/types';

/** The stored config as the API shows it: secrets never leave the server (see `publicChannelConfig`). */
export function publicConfig(config: StoredChannelConfig): NotificationChannelConfig {
  if (config.type === 'email') {
    return { type: 'email', addresses: config.addresses.map((a) => ({ address: a.address, confirmed: a.confirmed })) };
  }
  return publicChannelConfig(channelTypeDefinitions[config.type], config) as NotificationChannelConfig;
}

export function toAttempt(row: NotificationDeliveryAttemptRow): DeliveryAttempt {
  return {
    at: row.at.toISOString(),
    ok: row.ok,
    responseCode: row.responseCode,
    error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
    durationMs: row.durationMs,
  };
}

/**
 * The latest delivery of each channel: the one attempted last (attempt ids grow with time), unless a newer one is
 * still waiting for its first attempt.
 */
export async function lastDeliveries(db: DbOrTx, channelIds: string[]) {
  const result = new Map<string, NotificationChannel['lastDelivery']>();
  if (channelIds.length === 0) return result;
  const attempted = await db
    .selectDistinctOn([notificationDeliveries.channelId], {
      channelId: notificationDeliveries.channelId,
      status: notificationDeliveries.status,
      createdAt: notificationDeliveries.createdAt,
      attempt: notificationDeliveryAttempts,
    })
    .from(notificationDeliveryAttempts)
    .innerJoin(notificationDeliveries, eq(notificationDeliveries.id, notificationDeliveryAttempts.deliveryId))
    .where(inArray(notificationDeliveries.channelId, channelIds))
    .orderBy(notificationDeliveries.channelId, desc(notificationDeliveryAttempts.id));
  const waiting = await db
    .selectDistinctOn([notificationDeliveries.channelId], {
      channelId: notificationDeliveries.channelId,
      status: notificationDeliveries.status,
      createdAt: notificationDeliveries.createdAt,
    })
    .from(notificationDeliveries)
    .where(and(inArray(notificationDeliveries.channelId, channelIds), eq(notificationDeliveries.attemptCount, 0)))
    .orderBy(notificationDeliveries.channelId, desc(notificationDeliveries.createdAt));
  for (const row of attempted) {
    if (!row.channelId) continue;
    result.set(row.channelId, {
      status: row.status,
      at: row.attempt.at.toISOString(),
      attempt: toAttempt(row.attempt),
    });
  }
  for (const row of waiting) {
    if (!row.channelId) continue;
    const known = attempted.find((a) => a.channelId === row.channelId);
    if (known && known.createdAt.getTime() >= row.createdAt.getTime()) continue;
    result.set(row.channelId, { status: row.status, at: row.createdAt.toISOString(), attempt: null });
  }
  return result;
}

export function toChannel(row: NotificationChannelRow, last: NotificationChannel['lastDelivery']): NotificationChannel {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    enabled: row.enabled,
    config: publicConfig(row.config),
    lastDelivery: last,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
