import { and, eq, inArray, sql } from 'drizzle-orm';
import { incidents, outbox } from '../../../db/schema/incidents';
import {
  type NotificationDeliveryRow,
  notificationDeliveries,
  notificationDeliveryAttempts,
} from '../../../db/schema/notifications';
import type { Db } from '../../../db/types';
import { ACK_LINK_LIFETIME_MS, ackUrl } from '../../escalation/ack-token';
import { sendToSubscriber } from '../../status-pages/subscriber-send';
import { renderMessage } from '../render/render';
import { labels } from '../render/texts';
import { type SenderOptions, type SendResult, senders } from '../senders/index';
import type { Sender, SenderConfigs } from '../senders/types';
import { retryDelayMs } from './backoff';
import { markGone } from './gone';
import { refreshNotificationStatus } from './status';
import { resolveTarget, type SendTarget } from './target';

export interface RoundWork {
  /** Outbox rows to fan out. */
  outbox: boolean;
  /** Deliveries (digest items included) due now. */
  deliveries: boolean;
  /** When the earliest pending delivery falls due (null: none pending). */
  nextDeliveryAt: Date | null;
}

/**
 * What a round has to do, in one statement: outbox rows to fan out, and when the first pending delivery is due. Two
 * index probes, so an idle round of the worker costs one query instead of a fan-out probe, a digest fold and a claim.
 */
export async function probeRound(db: Db, now: Date): Promise<RoundWork> {
  const result = await db.execute<{ outbox: boolean; next_delivery_at: string | Date | null }>(sql`
    select
      exists (select 1 from ${outbox} where ${outbox.processedAt} is null) as outbox,
      (
        select min(${notificationDeliveries.nextAttemptAt}) from ${notificationDeliveries}
        where ${notificationDeliveries.status} = 'pending'
      ) as next_delivery_at`);
  const row = result.rows[0];
  const next = row?.next_delivery_at ?? null;
  const nextDeliveryAt = next === null ? null : next instanceof Date ? next : new Date(next);
  return {
    outbox: row?.outbox === true,
    deliveries: nextDeliveryAt !== null && nextDeliveryAt.getTime() <= now.getTime(),
    nextDeliveryAt,
  };
}

/** A claimed delivery may be sent by nobody else until this long after the claim (sends take at most ~10 s each). */
export const LEASE_MS = 5 * 60_000;

export interface WorkerContext {
  db: Db;
  workerId: string;
  now: () => Date;
  senderOptions: Omit<SenderOptions, 'now'>;
  /** The one-click unsubscribe link of a user's summary e-mails. */
  unsubscribeUrl(userId: string): string;
  /** Signs status page subscribers' unsubscribe links (JWT_SECRET). */
  secret: string;
}

/**
 * Claim due deliveries: `FOR UPDATE SKIP LOCKED` so concurrent workers never take the same row, and a lease so a row
 * whose worker died becomes due again when the lease ends. The claim commits before anything is sent.
 */
export async function claimDue(ctx: WorkerContext, limit = 20): Promise<NotificationDeliveryRow[]> {
  const now = ctx.now();
  const nowText = now.toISOString();
  const leaseUntil = new Date(now.getTime() + LEASE_MS).toISOString();
  const claimed = await ctx.db.execute(sql`
    update notification_deliveries
    set lease_until = ${leaseUntil}::timestamptz, leased_by = ${ctx.workerId},
        attempt_count = attempt_count + 1, updated_at = ${nowText}::timestamptz
    where id in (
      select id from notification_deliveries
      where status = 'pending' and purpose <> 'digest' and next_attempt_at <= ${nowText}::timestamptz
        and (lease_until is null or lease_until < ${nowText}::timestamptz)
      order by next_attempt_at
      limit ${limit}
      for update skip locked)
    returning id`);
  const ids = claimed.rows.map((row) => String(row.id));
  if (ids.length === 0) return [];
  return ctx.db.select().from(notificationDeliveries).where(inArray(notificationDeliveries.id, ids));
}

function dispatch(target: SendTarget, input: Omit<Parameters<Sender<'email'>['send']>[0], 'config'>) {
  // The union is narrowed per type by the Record: each sender gets its own config type.
  const sender = senders[target.type] as Sender<keyof SenderConfigs>;
  return sender.send({ ...input, config: target.config as never });
}

/** Send one claimed delivery and record the attempt; returns the attempt's result. */
export async function sendClaimed(ctx: WorkerContext, delivery: NotificationDeliveryRow): Promise<SendResult> {
  if (delivery.purpose === 'renotify' || delivery.purpose === 'escalation') {
    const [incident] = delivery.incidentId
      ? await ctx.db.select({ status: incidents.status }).from(incidents).where(eq(incidents.id, delivery.incidentId))
      : [];
    if (incident?.status !== 'open') {
      const result = {
        ok: false,
        responseCode: null,
        error: { code: 'cancelled', message: 'Acknowledged or resolved' },
        retryable: false,
      };
      await finish(ctx, delivery, null, 'cancelled', 0);
      return result;
    }
  }
  if (delivery.kind === 'subscriber') return sendToPageSubscriber(ctx, delivery);
  const resolved = await resolveTarget(ctx.db, delivery);
  const started = performance.now();
  let result: SendResult;
  if (!resolved.ok) {
    result = { ok: false, responseCode: null, error: resolved.error, retryable: !resolved.cancel };
    if (resolved.cancel) {
      await finish(ctx, delivery, null, 'cancelled', 0);
      return result;
    }
  } else {
    const now = ctx.now();
    const message = renderMessage(delivery.payload, resolved.recipient, ctx.senderOptions.publicUrl);
    if (delivery.payload.escalationStep && delivery.incidentId && delivery.userId) {
      message.acknowledge = {
        url: ackUrl(ctx.senderOptions.publicUrl, ctx.secret, {
          incidentId: delivery.incidentId,
          recipient: delivery.channelId
            ? { kind: 'channel', id: delivery.channelId }
            : { kind: 'user', id: delivery.userId },
          expiresAt: new Date(now.getTime() + ACK_LINK_LIFETIME_MS),
        }),
        label: labels.acknowledge[resolved.recipient.language],
      };
    }
    if (
      resolved.target.type === 'email' &&
      delivery.kind === 'account_email' &&
      delivery.event === 'summary.weekly' &&
      delivery.userId
    ) {
      resolved.target.config.unsubscribeUrl = ctx.unsubscribeUrl(delivery.userId);
    }
    try {
      result = await dispatch(resolved.target, {
        message,
        payload: delivery.payload,
        dedupKey: delivery.dedupKey,
        options: { ...ctx.senderOptions, now },
      });
    } catch (error) {
      result = {
        ok: false,
        responseCode: null,
        error: { code: 'error', message: error instanceof Error ? error.message : String(error) },
        retryable: true,
      };
    }
  }
  const durationMs = Math.max(0, Math.round(performance.now() - started));
  if (result.gone && resolved.ok && delivery.channelId) await markGone(ctx.db, delivery.channelId, resolved.target);
  await finish(ctx, delivery, result, undefined, durationMs);
  return result;
}

/** A status page's subscriber: the e-mail or webhook of status-pages/subscriber-send.ts, recorded like any delivery. */
async function sendToPageSubscriber(ctx: WorkerContext, delivery: NotificationDeliveryRow): Promise<SendResult> {
  const started = performance.now();
  const outcome = await sendToSubscriber(
    {
      db: ctx.db,
      mailer: ctx.senderOptions.mailer,
      now: ctx.now(),
      publicUrl: ctx.senderOptions.publicUrl,
      secret: ctx.secret,
      allowPrivateTargets: ctx.senderOptions.allowPrivateTargets,
      timeoutMs: ctx.senderOptions.timeoutMs,
    },
    delivery,
  );
  if ('cancel' in outcome) {
    await finish(ctx, delivery, null, 'cancelled', 0);
    return { ok: false, responseCode: null, error: outcome.error, retryable: false };
  }
  await finish(ctx, delivery, outcome, undefined, Math.max(0, Math.round(performance.now() - started)));
  return outcome;
}

/**
 * Record the attempt and the new state in one transaction, only while this worker still holds the lease. Sent → done;
 * failed and retryable → due again after the backoff, until 24 h after the event; otherwise failed.
 */
async function finish(
  ctx: WorkerContext,
  delivery: NotificationDeliveryRow,
  result: SendResult | null,
  forced: 'cancelled' | undefined,
  durationMs: number,
) {
  const now = ctx.now();
  const retryAt = new Date(now.getTime() + retryDelayMs(delivery.attemptCount));
  const status = forced
    ? forced
    : result?.ok
      ? 'sent'
      : result?.retryable && retryAt.getTime() <= delivery.giveUpAt.getTime()
        ? 'pending'
        : 'failed';
  await ctx.db.transaction(async (tx) => {
    if (result) {
      await tx.insert(notificationDeliveryAttempts).values({
        deliveryId: delivery.id,
        at: now,
        ok: result.ok,
        responseCode: result.responseCode,
        errorCode: result.error?.code ?? null,
        errorMessage: result.error?.message.slice(0, 1000) ?? null,
        durationMs,
      });
    }
    const [updated] = await tx
      .update(notificationDeliveries)
      .set({
        status,
        nextAttemptAt: status === 'pending' ? retryAt : delivery.nextAttemptAt,
        ...(result?.reached?.length ? { payload: { ...delivery.payload, reached: result.reached } } : {}),
        sentAt: status === 'sent' ? now : null,
        leaseUntil: null,
        leasedBy: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(notificationDeliveries.id, delivery.id),
          eq(notificationDeliveries.leasedBy, ctx.workerId),
          eq(notificationDeliveries.status, 'pending'),
        ),
      )
      .returning({ notificationId: notificationDeliveries.notificationId });
    if (updated?.notificationId) await refreshNotificationStatus(tx, [updated.notificationId]);
  });
}

/** Claim and send everything due now (one batch after another), each delivery once. */
export async function deliverDue(ctx: WorkerContext): Promise<number> {
  let total = 0;
  for (;;) {
    const batch = await claimDue(ctx);
    if (batch.length === 0) return total;
    await Promise.all(batch.map((delivery) => sendClaimed(ctx, delivery)));
    total += batch.length;
  }
}
