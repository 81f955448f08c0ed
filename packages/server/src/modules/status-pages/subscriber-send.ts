import {
  type Language,
  type SubscriberWebhookChallenge,
  type SubscriberWebhookPayload,
  WEBHOOK_HEADERS,
} from '@hlidka/contract';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  type NotificationDeliveryRow,
  notificationDeliveries,
  type StatusPageNotice,
} from '../../db/schema/notifications';
import { statusPageSubscribers, statusPages } from '../../db/schema/status-pages';
import type { DbOrTx } from '../../db/types';
import type { Mailer } from '../../mail/mailer';
import { smtpFailure } from '../notifications/senders/email';
import { failureOf, postJson, resultOf } from '../notifications/senders/http';
import type { SendResult } from '../notifications/senders/types';
import { subscriptionEmails } from './subscriber-emails';
import { unsubscribeToken } from './subscribers';
import { echoesChallenge } from './webhook-challenge';

export interface SubscriberSendContext {
  db: DbOrTx;
  mailer: Mailer;
  now: Date;
  publicUrl: string;
  /** Signs the unsubscribe links (JWT_SECRET). */
  secret: string;
  allowPrivateTargets: boolean;
  timeoutMs?: number;
}

/** Why a subscriber's delivery is not sent at all (the worker records it as cancelled). */
export type SubscriberCancel = { cancel: true; error: { code: string; message: string } };

const cancel = (code: string, message: string): SubscriberCancel => ({ cancel: true, error: { code, message } });

/**
 * Send one claimed delivery to a status page's subscriber: the e-mail in their language with one-click unsubscribe,
 * or the JSON to their webhook with the dedup key as `Idempotency-Key`. A webhook hears nothing but its challenge
 * until it has echoed one; the echo confirms it.
 */
export async function sendToSubscriber(
  ctx: SubscriberSendContext,
  delivery: Pick<NotificationDeliveryRow, 'id' | 'subscriberId' | 'payload' | 'dedupKey' | 'createdAt'>,
): Promise<SendResult | SubscriberCancel> {
  const notice = delivery.payload.statusPage;
  const [found] = delivery.subscriberId
    ? await ctx.db
        .select({ subscriber: statusPageSubscribers, page: statusPages })
        .from(statusPageSubscribers)
        .innerJoin(statusPages, eq(statusPages.id, statusPageSubscribers.statusPageId))
        .where(eq(statusPageSubscribers.id, delivery.subscriberId))
    : [];
  if (!notice || !found) return cancel('gone', 'The subscriber unsubscribed');
  const { subscriber, page } = found;
  if (!page.published) return cancel('unpublished', 'The status page is not published');
  if (notice.event !== 'subscription.challenge' && !subscriber.confirmedAt) {
    return cancel('unconfirmed', 'The subscriber has not confirmed yet');
  }
  if (notice.event !== 'subscription.challenge' && (await earlierNoticePending(ctx.db, delivery))) {
    return {
      ok: false,
      responseCode: null,
      error: { code: 'waiting', message: 'An earlier notice to this subscriber is not delivered yet' },
      retryable: true,
    };
  }
  const pageUrl = `${ctx.publicUrl}/status/${page.slug}`;
  if (subscriber.kind === 'email') {
    if (notice.event === 'subscription.challenge') return cancel('unsupported', 'E-mail is confirmed by a link');
    const unsubscribeUrl = `${pageUrl}/unsubscribe?token=${unsubscribeToken(ctx.secret, subscriber.id)}`;
    try {
      await ctx.mailer.send({
        to: subscriber.target,
        ...emailOf(subscriber.language, notice, {
          pageName: page.name,
          pageUrl,
          unsubscribeUrl,
          timeZone: page.timeZone,
        }),
        headers: {
          'X-Hlidka-Delivery': delivery.dedupKey,
          'List-Unsubscribe': `<${unsubscribeUrl}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      });
      return { ok: true, responseCode: 250, error: null, retryable: false };
    } catch (error) {
      return smtpFailure(error);
    }
  }
  const body = JSON.stringify(webhookBody(notice, { name: page.name, url: pageUrl }, delivery.payload.at));
  try {
    const answer = await postJson(subscriber.target, body, {
      allowPrivateTargets: ctx.allowPrivateTargets,
      timeoutMs: ctx.timeoutMs,
      headers: {
        [WEBHOOK_HEADERS.event]: notice.event,
        [WEBHOOK_HEADERS.delivery]: delivery.dedupKey,
        [WEBHOOK_HEADERS.idempotencyKey]: delivery.dedupKey,
        [WEBHOOK_HEADERS.timestamp]: String(Math.floor(ctx.now.getTime() / 1000)),
      },
    });
    const result = resultOf(answer);
    if (notice.event !== 'subscription.challenge' || !result.ok) return result;
    if (!echoesChallenge(answer.body, notice.challenge)) {
      return {
        ok: false,
        responseCode: answer.status,
        error: { code: 'challenge_not_echoed', message: 'The receiver did not answer with the challenge' },
        retryable: false,
      };
    }
    await ctx.db
      .update(statusPageSubscribers)
      .set({ confirmedAt: ctx.now })
      .where(and(eq(statusPageSubscribers.id, subscriber.id), isNull(statusPageSubscribers.confirmedAt)));
    return result;
  } catch (error) {
    return failureOf(error);
  }
}

/**
 * A subscriber hears of things in the order they happened (a resolution never before its outage): a notice waits,
 * retried like a failed attempt, while an earlier one to the same subscriber is still pending.
 */
async function earlierNoticePending(
  db: DbOrTx,
  delivery: Pick<NotificationDeliveryRow, 'id' | 'subscriberId' | 'createdAt' | 'payload'>,
): Promise<boolean> {
  if (!delivery.subscriberId) return false;
  const [earlier] = await db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.subscriberId, delivery.subscriberId),
        eq(notificationDeliveries.status, 'pending'),
        ne(notificationDeliveries.purpose, 'challenge'),
        ne(notificationDeliveries.id, delivery.id),
        or(
          lt(notificationDeliveries.createdAt, delivery.createdAt),
          and(
            eq(notificationDeliveries.createdAt, delivery.createdAt),
            sql`${notificationDeliveries.payload}->>'at' < ${delivery.payload.at}`,
          ),
        ),
      ),
    )
    .limit(1);
  return earlier !== undefined;
}

function emailOf(
  language: Language,
  notice: Exclude<StatusPageNotice, { event: 'subscription.challenge' }>,
  { timeZone, ...page }: { pageName: string; pageUrl: string; unsubscribeUrl: string; timeZone: string },
) {
  const texts = subscriptionEmails[language];
  if (notice.event === 'maintenance.scheduled') {
    return texts.maintenance({
      ...page,
      timeZone,
      title: notice.maintenance.title,
      description: notice.maintenance.description,
      startsAt: new Date(notice.maintenance.startsAt),
      endsAt: new Date(notice.maintenance.endsAt),
    });
  }
  const message = notice.update
    ? language === 'cs'
      ? (notice.update.message.cs ?? notice.update.message.en)
      : (notice.update.message.en ?? notice.update.message.cs)
    : null;
  return texts.notice({
    ...page,
    websiteName: notice.incident.websiteName,
    event:
      notice.event === 'incident.opened' ? 'opened' : notice.event === 'incident.resolved' ? 'resolved' : 'updated',
    update: notice.update ? { status: notice.update.status, message: message ?? '' } : null,
  });
}

function webhookBody(
  notice: StatusPageNotice,
  page: { name: string; url: string },
  occurredAt: string,
): SubscriberWebhookPayload | SubscriberWebhookChallenge {
  switch (notice.event) {
    case 'subscription.challenge':
      return { event: notice.event, challenge: notice.challenge, page, occurredAt };
    case 'maintenance.scheduled':
      return {
        event: notice.event,
        page,
        incident: null,
        maintenance: notice.maintenance,
        update: null,
        occurredAt,
      };
    default:
      return {
        event: notice.event,
        page,
        incident: notice.incident,
        maintenance: null,
        update: notice.update,
        occurredAt,
      };
  }
}
