import type { BillingInterval, Currency } from '@hlidka/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import { billingEvents, paymentMethods } from '../../../db/schema/billing';
import type { Db, DbOrTx } from '../../../db/types';
import { catalogPlan } from '../../../plans/catalog';
import { recordPaidInvoice } from '../invoices';
import { type ProviderEvent, readCard, readCheckout, readInvoice, readSubscription } from '../provider/objects';
import { applyProviderSubscription, userOfCustomer } from '../subscriptions';

export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

export interface WebhookContext {
  db: Db;
  config: Pick<Config, 'billingSupplier' | 'affiliate'>;
  provider: string;
  now: Date;
}

/** Save a card the provider attached to a customer; the first card becomes the default. */
export async function saveCard(tx: DbOrTx, provider: string, userId: string, object: unknown, now: Date) {
  const card = readCard(object);
  if (!card) return null;
  const [existingDefault] = await tx
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.isDefault, true)))
    .for('update');
  await tx
    .insert(paymentMethods)
    .values({
      userId,
      provider,
      providerPaymentMethodId: card.id,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      isDefault: !existingDefault,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.provider, provider), eq(paymentMethods.providerPaymentMethodId, card.id)));
  return row && row.userId === userId ? row : null;
}

/** Remove a card; when it was the default, the newest remaining card takes over. */
export async function removeCard(tx: DbOrTx, userId: string, id: string) {
  const [removed] = await tx
    .delete(paymentMethods)
    .where(and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId)))
    .returning();
  if (removed?.isDefault) {
    const [next] = await tx
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.userId, userId))
      .orderBy(desc(paymentMethods.createdAt))
      .limit(1);
    if (next) await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, next.id));
  }
  return removed ?? null;
}

const intervalOf = (v: string | undefined): BillingInterval | null => (v === 'month' || v === 'year' ? v : null);

async function apply(tx: DbOrTx, ctx: WebhookContext, event: ProviderEvent): Promise<EventOutcome> {
  const object = event.data.object;
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const state = readSubscription(object);
      if (!state) return 'ignored';
      if (event.type === 'customer.subscription.deleted') state.status = 'canceled';
      const row = await applyProviderSubscription(tx, ctx.provider, state, at, ctx.now);
      return row ? 'processed' : 'ignored';
    }
    case 'checkout.session.completed': {
      const session = readCheckout(object);
      if (!session) return 'ignored';
      const userId = await userOfCustomer(
        tx,
        ctx.provider,
        session.customer,
        session.metadata.userId ?? session.clientReferenceId ?? undefined,
      );
      if (!userId) return 'ignored';
      // A paid subscription checkout: the subscription exists at the provider. Record it as active unless a
      // subscription event already told us more (its state then stays, whatever the order of arrival).
      if (session.mode === 'subscription' && session.subscriptionId && session.paymentStatus === 'paid') {
        await applyProviderSubscription(
          tx,
          ctx.provider,
          {
            id: session.subscriptionId,
            customer: session.customer,
            status: 'active',
            cancelAtPeriodEnd: false,
            canceledAt: null,
            endedAt: null,
            periodStart: null,
            periodEnd: null,
            metadata: session.metadata,
          },
          new Date(0),
          ctx.now,
        );
      }
      return 'processed';
    }
    case 'invoice.paid': {
      const invoice = readInvoice(object);
      if (!invoice) return 'ignored';
      const userId = await userOfCustomer(tx, ctx.provider, invoice.customer, invoice.metadata.userId);
      if (!userId) return 'ignored';
      const currency = invoice.currency as Currency;
      if (!['CZK', 'EUR', 'USD'].includes(currency)) return 'ignored';
      const vatRate = Number(invoice.metadata.vatRate ?? 0);
      const row = await recordPaidInvoice(tx, ctx.config, {
        userId,
        provider: ctx.provider,
        providerInvoiceId: invoice.id,
        providerSubscriptionId: invoice.subscriptionId,
        totalMinor: invoice.amountPaid,
        currency,
        vatRate: Number.isFinite(vatRate) && vatRate >= 0 && vatRate <= 100 ? vatRate : 0,
        reverseCharge: invoice.metadata.reverseCharge === 'true',
        planId: catalogPlan(invoice.metadata.planId ?? '')?.id ?? null,
        interval: intervalOf(invoice.metadata.interval),
        periodStart: invoice.periodStart ? new Date(invoice.periodStart * 1000) : null,
        periodEnd: invoice.periodEnd ? new Date(invoice.periodEnd * 1000) : null,
        paidAt: new Date(invoice.paidAt * 1000),
      });
      return row ? 'processed' : 'ignored';
    }
    case 'payment_method.attached': {
      const card = readCard(object);
      if (!card) return 'ignored';
      const userId = await userOfCustomer(tx, ctx.provider, card.customer, undefined);
      if (!userId) return 'ignored';
      return (await saveCard(tx, ctx.provider, userId, object, ctx.now)) ? 'processed' : 'ignored';
    }
    case 'payment_method.detached': {
      const card = readCard(object);
      if (!card) return 'ignored';
      const [row] = await tx
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.provider, ctx.provider), eq(paymentMethods.providerPaymentMethodId, card.id)));
      if (!row) return 'ignored';
      await removeCard(tx, row.userId, row.id);
      return 'processed';
    }
    default:
      return 'ignored';
  }
}

/**
 * Apply one verified provider event exactly once: the event id is recorded in the same transaction as its effects,
 * so a replay (or a concurrent duplicate delivery) finds it and changes nothing, and a failure records nothing (the
 * provider retries).
 */
export async function handleProviderEvent(ctx: WebhookContext, event: ProviderEvent): Promise<EventOutcome> {
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(billingEvents)
      .values({
        provider: ctx.provider,
        eventId: event.id,
        type: event.type,
        createdAt: new Date(event.created * 1000),
        processedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ id: billingEvents.eventId });
    if (inserted.length === 0) return 'duplicate';
    return apply(tx, ctx, event);
  });
}
