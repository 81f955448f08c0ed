import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { outbox } from '../../../db/schema/incidents';
import { websites } from '../../../db/schema/monitoring';
import {
  type CreatedNotification,
  notificationChannels,
  notificationRules,
  notifications,
} from '../../../db/schema/notifications';
import type { Db, DbOrTx } from '../../../db/types';
import { alertsHeldBack } from '../../../monitoring/silences/held-back';
import { planSubscriberNotices } from '../../status-pages/subscriber-notices';
import { noticeOf } from '../render/notice';
import { cancelReminders, supersededByResolve } from './cancel';
import { fanOutCheckerNotice, isCheckerNotice } from './checker-notice';
import { nextDigestAt } from './digest-time';
import { insertDeliveries, type NewDelivery } from './insert';
import { oneEmailPerAddress, type PlannedDelivery } from './one-email-per-address';
import { type OutboxEvent, outboxEvent } from './payload';
import { quietUntil } from './quiet-hours';
import { type Recipient, recipientsOf } from './recipients';
import { ruleMatches } from './rule-match';
import { refreshNotificationStatus } from './status';

interface FanoutContext {
  now: Date;
}

async function insertNotification(
  tx: DbOrTx,
  event: OutboxEvent,
  recipient: Recipient,
  dedupKey: string,
  ctx: FanoutContext,
): Promise<{ id: string; created: boolean }> {
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: recipient.userId,
      ...noticeOf(event.payload),
      status: 'pending',
      incidentId: event.incidentId,
      websiteId: event.websiteId,
      dedupKey,
      createdAt: ctx.now,
    })
    .onConflictDoNothing({ target: notifications.dedupKey })
    .returning({ id: notifications.id });
  if (row) return { id: row.id, created: true };
  const [existing] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.dedupKey, dedupKey));
  if (!existing) throw new Error('notification vanished');
  return { id: existing.id, created: false };
}

interface RecipientFanout {
  notification: { id: string; created: boolean } | null;
  deliveries: PlannedDelivery[];
}

/**
 * Everything one outbox row causes for one recipient: the bell (written here), the personal e-mail and the rules'
 * channels (planned; `processOutbox` writes them once the addresses of every recipient are known).
 */
async function fanOutTo(
  tx: DbOrTx,
  rowId: number,
  event: OutboxEvent,
  recipient: Recipient,
  teamId: string | null,
  ctx: FanoutContext,
): Promise<RecipientFanout | null> {
  const wantsInApp = event.events.some((e) => recipient.toggles[e]?.inApp);
  const wantsEmail = recipient.emailNotifications && event.events.some((e) => recipient.toggles[e]?.email);
  const rules = (
    await tx.select().from(notificationRules).where(eq(notificationRules.userId, recipient.userId))
  ).filter((rule) => ruleMatches(rule, event.events, { id: event.websiteId, teamId }));
  const channelIds = [...new Set(rules.flatMap((rule) => rule.channelIds))];
  const channels =
    channelIds.length === 0
      ? []
      : await tx
          .select({ id: notificationChannels.id, config: notificationChannels.config })
          .from(notificationChannels)
          .where(
            and(
              inArray(notificationChannels.id, channelIds),
              eq(notificationChannels.userId, recipient.userId),
              eq(notificationChannels.enabled, true),
            ),
          )
          .orderBy(asc(notificationChannels.id));
  if (!wantsInApp && !wantsEmail && channels.length === 0) return null;

  const notification = wantsInApp
    ? await insertNotification(tx, event, recipient, `${rowId}:${recipient.userId}`, ctx)
    : null;
  const base = {
    userId: recipient.userId,
    purpose: 'event' as NewDelivery['purpose'],
    event: event.payload.event,
    payload: event.payload,
    notificationId: notification?.id ?? null,
    incidentId: event.incidentId,
    websiteId: event.websiteId,
  };
  const rows: PlannedDelivery[] = [];
  if (wantsEmail && recipient.digest === 'instant') {
    rows.push({
      ...base,
      dedupKey: `${rowId}:user:${recipient.userId}:email`,
      channelId: null,
      kind: 'account_email',
      nextAttemptAt: ctx.now,
      email: { addresses: [recipient.email], confirmed: [recipient.email] },
    });
  } else if (wantsEmail && recipient.digest !== 'instant') {
    rows.push({
      ...base,
      purpose: 'digest',
      dedupKey: `${rowId}:user:${recipient.userId}:digest`,
      channelId: null,
      kind: 'account_email',
      nextAttemptAt: nextDigestAt(recipient.digest, recipient.timeZone, ctx.now),
    });
  }
  const superseded = await supersededByResolve(tx, event, channels, ctx.now);
  for (const channel of channels) {
    if (superseded.has(channel.id)) continue;
    // A channel in several rules waits for the earliest end of their quiet hours (or goes now).
    const waits = rules
      .filter((rule) => rule.channelIds.includes(channel.id))
      .map((rule) => quietUntil(rule.quietHours ?? null, ctx.now)?.getTime() ?? ctx.now.getTime());
    const addresses = channel.config.type === 'email' ? channel.config.addresses : null;
    rows.push({
      ...base,
      dedupKey: `${rowId}:${channel.id}`,
      channelId: channel.id,
      kind: 'channel',
      nextAttemptAt: new Date(Math.min(...waits)),
      ...(addresses
        ? {
            email: {
              addresses: addresses.map((a) => a.address),
              confirmed: addresses.filter((a) => a.confirmed).map((a) => a.address),
            },
          }
        : {}),
    });
  }
  return { notification, deliveries: rows };
}

/** Whether the event's alerts are held back (maintenance, a silence or a dependency when the event happened). */
async function heldBack(
  tx: DbOrTx,
  at: Date,
  website: { id: string; status: string; groupId: string | null },
  incidentId: string | null | undefined,
  announcement: boolean,
): Promise<boolean> {
  const target = {
    status: website.status,
    websiteId: website.id,
    groupId: website.groupId,
    incidentId: incidentId ?? null,
  };
  const [row] = (
    await tx.execute<{ held: boolean }>(sql`select ${alertsHeldBack(at, target, { announcement })} as held`)
  ).rows;
  return row?.held === true;
}

/**
 * Turn unprocessed outbox rows into notifications and deliveries, in one transaction with marking them processed:
 * a crash before the commit leaves the rows for the next run, and the dedup keys make a repeat create nothing.
 * Rows are taken with FOR UPDATE SKIP LOCKED, so several workers share the work.
 */
export async function processOutbox(db: Db, ctx: FanoutContext, limit = 100): Promise<CreatedNotification[]> {
  // Most rounds find nothing: look before opening a write transaction.
  const [any] = await db.select({ id: outbox.id }).from(outbox).where(isNull(outbox.processedAt)).limit(1);
  if (!any) return [];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(isNull(outbox.processedAt))
      .orderBy(asc(outbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    const created: CreatedNotification[] = [];
    const websiteIds = [...new Set(rows.map((row) => String(row.payload.websiteId ?? '')).filter(Boolean))];
    const types = new Map(
      (websiteIds.length === 0
        ? []
        : await tx
            .select({
              id: websites.id,
              type: websites.type,
              teamId: websites.teamId,
              status: websites.status,
              groupId: websites.groupId,
            })
            .from(websites)
            .where(inArray(websites.id, websiteIds))
      ).map((w) => [w.id, w]),
    );
    for (const row of rows) {
      if (isCheckerNotice(row)) {
        const notice = await fanOutCheckerNotice(tx, row, ctx.now);
        if (notice) created.push(notice);
        continue;
      }
      const website = types.get(String(row.payload.websiteId ?? ''));
      const event = outboxEvent(row, website?.type ?? null);
      // Status pages' subscribers hear of incidents (and of updates, which notify nobody else).
      const subscribers = await planSubscriberNotices(tx, row, ctx.now);
      if (!event || !website) {
        await insertDeliveries(tx, oneEmailPerAddress(subscribers), ctx.now);
        continue;
      }
      // No alert of any kind goes out during a maintenance window or a silence (held-back.ts decides).
      if (await heldBack(tx, row.createdAt, website, event.incidentId, row.payload.announcement === true)) continue;
      if (event.incidentId && (row.type === 'incident.acknowledged' || row.type === 'incident.resolved')) {
        await cancelReminders(tx, event.incidentId, ctx.now);
      }
      const deliveries: PlannedDelivery[] = [];
      const notified: { id: string; created: boolean; userId: string }[] = [];
      for (const recipient of await recipientsOf(tx, event.ownerId, website.teamId, website.groupId)) {
        const fanout = await fanOutTo(tx, row.id, event, recipient, website.teamId, ctx);
        if (!fanout) continue;
        deliveries.push(...fanout.deliveries);
        if (fanout.notification) notified.push({ ...fanout.notification, userId: recipient.userId });
      }
      await insertDeliveries(tx, oneEmailPerAddress([...deliveries, ...subscribers]), ctx.now);
      await refreshNotificationStatus(
        tx,
        notified.map((n) => n.id),
      );
      for (const n of notified) {
        if (n.created) created.push({ id: n.id, userId: n.userId, incidentId: event.incidentId });
      }
    }
    await tx
      .update(outbox)
      .set({ processedAt: ctx.now })
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      );
    return created;
  });
}
