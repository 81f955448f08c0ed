import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Language, StatusPageSubscriber, SubscriberKind } from '@hlidka/contract';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type StatusPageRow, type StatusPageSubscriberRow, statusPageSubscribers } from '../../db/schema/status-pages';
import type { DbOrTx } from '../../db/types';
import { mailRules } from '../../mail/mail-rules';
import type { Mailer } from '../../mail/mailer';
import { claimMail } from '../../mail/once-per-period';
import { recordAudit } from '../audit/record';
import { sha256 } from '../auth/tokens';
import { subscriptionEmails } from './subscriber-emails';
import { requestWebhookConfirmation } from './webhook-challenge';

/** A confirmation link works this long; an unconfirmed subscription is forgotten after it. */
export const CONFIRMATION_TTL_MS = 48 * 3_600_000;
/** Unconfirmed subscriptions a page holds at most: a flood of fake addresses stops here. */
export const PENDING_LIMIT = 500;
/** Webhooks a page calls at most: nobody can make Hlídka flood other addresses through a page. */
export const WEBHOOK_LIMIT = 100;

export function toSubscriber(row: StatusPageSubscriberRow): StatusPageSubscriber {
  return {
    id: row.id,
    kind: row.kind,
    target: row.target,
    language: row.language,
    confirmed: row.confirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** `{id}.{signature}`: the unsubscribe link's token, checked without storing anything. */
export function unsubscribeToken(secret: string, subscriberId: string): string {
  const signature = createHmac('sha256', secret).update(`unsubscribe:${subscriberId}`).digest('base64url');
  return `${subscriberId}.${signature}`;
}

export function subscriberOfToken(secret: string, token: string): string | null {
  const [id, signature] = token.split('.', 2);
  if (!id || !signature || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const expected = Buffer.from(unsubscribeToken(secret, id).split('.')[1] ?? '');
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export interface SubscribeContext {
  db: DbOrTx;
  mailer: Mailer;
  now: Date;
  /** Where the page lives for visitors: links in the confirmation point there. */
  pageUrl: string;
}

/**
 * Subscribe an address or a webhook. An address gets a confirmation link, a webhook a challenge to echo (at most one
 * per resend interval). Answers whether a confirmation went out, never whether the target was known.
 */
export async function subscribe(
  ctx: SubscribeContext,
  page: StatusPageRow,
  input: { kind: SubscriberKind; target: string; language: Language },
): Promise<{ confirmationSent: boolean }> {
  const target = input.kind === 'email' ? input.target.trim().toLowerCase() : input.target.trim();
  await ctx.db
    .delete(statusPageSubscribers)
    .where(
      and(
        eq(statusPageSubscribers.statusPageId, page.id),
        isNull(statusPageSubscribers.confirmedAt),
        lt(statusPageSubscribers.createdAt, new Date(ctx.now.getTime() - CONFIRMATION_TTL_MS)),
      ),
    );
  const [existing] = await ctx.db
    .select()
    .from(statusPageSubscribers)
    .where(
      and(
        eq(statusPageSubscribers.statusPageId, page.id),
        eq(statusPageSubscribers.kind, input.kind),
        eq(statusPageSubscribers.target, target),
      ),
    )
    .limit(1);
  if (input.kind === 'webhook' && !existing) {
    const [hooks] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(statusPageSubscribers)
      .where(and(eq(statusPageSubscribers.statusPageId, page.id), eq(statusPageSubscribers.kind, 'webhook')));
    if (Number(hooks?.n ?? 0) >= WEBHOOK_LIMIT) return { confirmationSent: false };
  }
  if (existing?.confirmedAt) return { confirmationSent: false };
  if (!existing) {
    const [pending] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(statusPageSubscribers)
      .where(and(eq(statusPageSubscribers.statusPageId, page.id), isNull(statusPageSubscribers.confirmedAt)));
    if (Number(pending?.n ?? 0) >= PENDING_LIMIT) return { confirmationSent: false };
  }
  const allowance = await claimMail(ctx.db, mailRules.statusPageConfirmation, `${page.id}:${target}`, ctx.now);
  if (!allowance) return { confirmationSent: false };
  const token = randomBytes(24).toString('base64url');
  const values = {
    language: input.language,
    // A webhook confirms by echoing a challenge (webhook-challenge.ts), not by a link.
    confirmTokenHash: input.kind === 'email' ? sha256(token) : null,
    confirmationSentAt: ctx.now,
  };
  let subscriberId = existing?.id;
  if (existing) {
    await ctx.db.update(statusPageSubscribers).set(values).where(eq(statusPageSubscribers.id, existing.id));
  } else {
    const [row] = await ctx.db
      .insert(statusPageSubscribers)
      .values({ statusPageId: page.id, kind: input.kind, target, createdAt: ctx.now, ...values })
      .onConflictDoUpdate({
        target: [statusPageSubscribers.statusPageId, statusPageSubscribers.kind, statusPageSubscribers.target],
        set: values,
      })
      .returning({ id: statusPageSubscribers.id });
    subscriberId = row?.id;
  }
  if (input.kind === 'webhook') {
    if (subscriberId) await requestWebhookConfirmation(ctx.db, { id: subscriberId, pageId: page.id }, ctx.now);
    return { confirmationSent: true };
  }
  const mail = subscriptionEmails[input.language].confirm(page.name, `${ctx.pageUrl}/confirm?token=${token}`);
  try {
    await ctx.mailer.send({ to: target, ...mail });
  } catch (error) {
    await allowance.release();
    throw error;
  }
  return { confirmationSent: true };
}

/** Confirm an address by its link's token; the page it belongs to, or null for an unknown or expired token. */
export async function confirmSubscription(db: DbOrTx, pageId: string, token: string, now: Date) {
  const [row] = await db
    .update(statusPageSubscribers)
    .set({ confirmedAt: now, confirmTokenHash: null })
    .where(
      and(
        eq(statusPageSubscribers.statusPageId, pageId),
        eq(statusPageSubscribers.confirmTokenHash, sha256(token)),
        sql`${statusPageSubscribers.confirmationSentAt} > ${new Date(now.getTime() - CONFIRMATION_TTL_MS)}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Remove a subscription by its unsubscribe token. True when it existed (a second click is harmless). */
export async function unsubscribe(db: DbOrTx, secret: string, pageId: string, token: string): Promise<boolean> {
  const id = subscriberOfToken(secret, token);
  if (!id) return false;
  const rows = await db
    .delete(statusPageSubscribers)
    .where(and(eq(statusPageSubscribers.id, id), eq(statusPageSubscribers.statusPageId, pageId)))
    .returning({ id: statusPageSubscribers.id });
  return rows.length > 0;
}

export async function listSubscribers(db: DbOrTx, pageId: string) {
  const rows = await db
    .select()
    .from(statusPageSubscribers)
    .where(eq(statusPageSubscribers.statusPageId, pageId))
    .orderBy(asc(statusPageSubscribers.createdAt), asc(statusPageSubscribers.id));
  return rows.map(toSubscriber);
}

/**
 * Remove a subscriber of the page (its owner's or team's decision), with its entry in the page's audit log: which
 * kind of subscription went, not the address (a subscriber is nobody's account).
 */
export async function removeSubscriber(db: DbOrTx, page: StatusPageRow, subscriberId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(statusPageSubscribers)
      .where(and(eq(statusPageSubscribers.id, subscriberId), eq(statusPageSubscribers.statusPageId, page.id)))
      .returning({
        id: statusPageSubscribers.id,
        kind: statusPageSubscribers.kind,
        confirmedAt: statusPageSubscribers.confirmedAt,
      });
    if (!removed) return false;
    await recordAudit(tx, {
      scope: { ownerId: page.ownerId, teamId: page.teamId },
      action: 'remove',
      resourceType: 'status_page_subscriber',
      resourceId: removed.id,
      resourceName: page.name,
      before: { kind: removed.kind, confirmed: removed.confirmedAt !== null },
    });
    return true;
  });
}
