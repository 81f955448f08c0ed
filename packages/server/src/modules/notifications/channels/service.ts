import type { AuditAction, CreateNotificationChannelBody, NotificationChannelConfigInput } from '@hlidka/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  type NotificationChannelRow,
  notificationChannels,
  notificationDeliveries,
  notificationDeliveryAttempts,
} from '../../../db/schema/notifications';
import { users } from '../../../db/schema/users';
import type { Db, DbOrTx } from '../../../db/types';
import { AppError } from '../../../http/app-error';
import { auditRowChange } from '../../audit/record';
import { notificationMessages as m } from '../messages';
import { type PendingConfirmation, storedConfig } from './config';
import { publicConfig, toAttempt } from './present';

export interface ChannelContext {
  db: Db;
  userId: string;
  now: Date;
  allowPrivateTargets: boolean;
}

async function accountOf(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('UNAUTHORIZED');
  return user;
}

export async function listChannels(db: Db, userId: string): Promise<NotificationChannelRow[]> {
  return db
    .select()
    .from(notificationChannels)
    .where(eq(notificationChannels.userId, userId))
    .orderBy(asc(notificationChannels.createdAt), asc(notificationChannels.id));
}

/** The caller's channel, or 404 (another user's channel answers like a missing one). */
export async function getChannel(db: Db, userId: string, id: string): Promise<NotificationChannelRow> {
  const [row] = await db
    .select()
    .from(notificationChannels)
    .where(and(eq(notificationChannels.id, id), eq(notificationChannels.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', m.channelNotFound);
  return row;
}

export async function createChannel(
  ctx: ChannelContext,
  body: Required<Pick<CreateNotificationChannelBody, 'name'>> & {
    enabled: boolean;
    config: NotificationChannelConfigInput;
  },
) {
  const account = await accountOf(ctx.db, ctx.userId);
  const { config, confirmations } = storedConfig(body.config, null, {
    allowPrivateTargets: ctx.allowPrivateTargets,
    accountEmail: account.email,
  });
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(notificationChannels)
      .values({
        userId: ctx.userId,
        name: body.name,
        type: config.type,
        enabled: body.enabled,
        config,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning();
    if (!created) throw new Error('The channel was not stored');
    await auditChannel(tx, 'create', null, created);
    return created;
  });
  return { row, confirmations, language: account.language };
}

export async function updateChannel(
  ctx: ChannelContext,
  id: string,
  body: {
    name?: string | undefined;
    enabled?: boolean | undefined;
    config?: NotificationChannelConfigInput | undefined;
  },
): Promise<{ row: NotificationChannelRow; confirmations: PendingConfirmation[]; language: 'cs' | 'en' }> {
  const account = await accountOf(ctx.db, ctx.userId);
  const current = await getChannel(ctx.db, ctx.userId, id);
  let confirmations: PendingConfirmation[] = [];
  let config = current.config;
  if (body.config) {
    ({ config, confirmations } = storedConfig(body.config, current.config, {
      allowPrivateTargets: ctx.allowPrivateTargets,
      accountEmail: account.email,
    }));
  }
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(notificationChannels)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        config,
        updatedAt: ctx.now,
      })
      .where(and(eq(notificationChannels.id, id), eq(notificationChannels.userId, ctx.userId)))
      .returning();
    if (!updated) throw new AppError('NOT_FOUND', m.channelNotFound);
    await auditChannel(tx, 'update', current, updated);
    return updated;
  });
  return { row, confirmations, language: account.language };
}

/** Delete a channel; its pending deliveries are cancelled (the history keeps them without the channel). */
export async function deleteChannel(ctx: ChannelContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(notificationDeliveries)
      .set({ status: 'cancelled', updatedAt: ctx.now })
      .where(and(eq(notificationDeliveries.channelId, id), eq(notificationDeliveries.status, 'pending')));
    const deleted = await tx
      .delete(notificationChannels)
      .where(and(eq(notificationChannels.id, id), eq(notificationChannels.userId, ctx.userId)))
      .returning();
    if (!deleted[0]) throw new AppError('NOT_FOUND', m.channelNotFound);
    await auditChannel(tx, 'delete', deleted[0], null);
  });
}

/** A channel in the audit log: its public view (secrets shown only as set or not, as the API shows them). */
function auditChannel(
  tx: DbOrTx,
  action: AuditAction,
  before: NotificationChannelRow | null,
  after: NotificationChannelRow | null,
) {
  const view = (row: NotificationChannelRow | null) =>
    row && {
      id: row.id,
      ownerId: row.userId,
      teamId: null,
      name: row.name,
      enabled: row.enabled,
      config: publicConfig(row.config),
    };
  return auditRowChange(tx, {
    action,
    resourceType: 'notification_channel',
    before: view(before),
    after: view(after),
    fields: ['name', 'enabled', 'config'],
  });
}

/** Recent deliveries of a channel with every attempt, newest first. */
export async function channelDeliveries(db: Db, channelId: string, limit: number) {
  const rows = await db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.channelId, channelId))
    .orderBy(desc(notificationDeliveries.createdAt), desc(notificationDeliveries.id))
    .limit(limit);
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(notificationDeliveryAttempts)
          .where(
            inArray(
              notificationDeliveryAttempts.deliveryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(notificationDeliveryAttempts.id));
  return rows.map((row) => ({
    id: row.id,
    channelId: row.channelId,
    event: row.event as never,
    dedupKey: row.dedupKey,
    status: row.status,
    incidentId: row.incidentId,
    websiteId: row.websiteId,
    createdAt: row.createdAt.toISOString(),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: attempts.filter((a) => a.deliveryId === row.id).map(toAttempt),
  }));
}
