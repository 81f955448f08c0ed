import { billingRoutes, type CheckoutBody } from '@hlidka/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { appBaseUrl } from '../../http/request-origin';
import { catalogPlans, isPaid } from '../../plans/catalog';
import { auditBillingProfile, auditPaymentMethod, auditSubscriptionCheckout } from './audit';
import { customerOf, ensureCustomer } from './customers';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice, listInvoices } from './invoices';
import { billingMessages } from './messages';
import { addPaymentMethod, findPaymentMethod, listPaymentMethods, makeDefaultPaymentMethod } from './payment-methods';
import { quote } from './pricing';
import { getBillingProfile, updateBillingProfile } from './profile';
import { readCard } from './provider/objects';
import type { PaymentProvider } from './provider/types';
import { serializeInvoice, serializePaymentMethod, serializePlan } from './serialize';
import { callProvider, requirePlan } from './subscription-routes';
import { livePaidSubscription } from './subscriptions';
import { removeCard } from './webhook/handle';

/** Where the provider sends the browser back (screens of the app, on the address the request came in on). */
export const returnPaths = {
  checkoutSuccess: '/subscription/checkout?result=success&session_id={CHECKOUT_SESSION_ID}',
  checkoutCancel: '/subscription/checkout?result=cancelled',
  cardSuccess: '/subscription/payment-methods?result=added',
  cardCancel: '/subscription/payment-methods?result=cancelled',
};

/** Plans, checkout, invoices, payment methods and billing data. */
export function registerBillingRoutes(app: FastifyInstance, provider: PaymentProvider) {
  const url = (request: FastifyRequest, path: string) => `${appBaseUrl(request)}${path}`;

  registerRoute(app, billingRoutes.listPlans, async (request) => ({
    plans: catalogPlans().map((plan) => serializePlan(plan, request.language)),
  }));

  registerRoute(app, billingRoutes.getPlan, async (request) => ({
    plan: serializePlan(requirePlan(request.params.id), request.language),
  }));

  // Checkout: a hosted page of the provider for a paid plan. Nothing changes here; the plan changes when the
  // provider's events arrive.
  async function startCheckout(request: FastifyRequest & SignedIn, body: CheckoutBody) {
    const userId = request.auth.userId;
    const plan = requirePlan(body.planId);
    if (!isPaid(plan)) throw new AppError('CONFLICT', billingMessages.paidPlanNeedsCheckout);
    if (await livePaidSubscription(app.db, userId)) throw new AppError('CONFLICT', billingMessages.alreadySubscribed);
    const q = await quote(app.db, app.config.billingSupplier, userId, plan, body.interval, body.currency);
    const session = await callProvider(request, async () => {
      const customerId = await ensureCustomer(app.db, provider, userId);
      return provider.createSubscriptionCheckout({
        customerId,
        productName: q.productName,
        unitAmount: q.unitAmount,
        currency: q.currency,
        interval: body.interval,
        metadata: q.metadata,
        successUrl: url(request, returnPaths.checkoutSuccess),
        cancelUrl: url(request, returnPaths.checkoutCancel),
        language: request.language,
      });
    });
    // The person's request to subscribe (the plan changes when the provider confirms the payment).
    await auditSubscriptionCheckout(app.db, userId, { planId: plan.id, interval: body.interval, currency: q.currency });
    return { sessionId: session.id, redirectUrl: session.url };
  }
  registerRoute(app, billingRoutes.checkoutSession, (request) => startCheckout(request, request.body));
  registerRoute(app, billingRoutes.checkout, (request) => startCheckout(request, request.body));

  registerRoute(app, billingRoutes.listInvoices, async (request) =>
    listInvoices(app.db, request.auth.userId, request.query),
  );

  registerRoute(app, billingRoutes.getInvoice, async (request) => {
    return { invoice: serializeInvoice(await findInvoice(app.db, request.auth.userId, request.params.id)) };
  });

  registerRoute(app, billingRoutes.downloadInvoice, async (request, reply) => {
    const invoice = await findInvoice(app.db, request.auth.userId, request.params.id);
    const query = request.query as { lang?: string } | undefined;
    const language = query?.lang === 'en' || query?.lang === 'cs' ? query.lang : request.language;
    const pdf = await renderInvoicePdf(invoice, language, app.config.billingSupplier.bankAccount);
    const name = `${language === 'en' ? 'invoice' : 'faktura'}-${invoice.number}.pdf`;
    return reply
      .header('content-disposition', contentDisposition(name))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  // Payment methods.

  registerRoute(app, billingRoutes.listPaymentMethods, async (request) => ({
    paymentMethods: (await listPaymentMethods(app.db, request.auth.userId)).map(serializePaymentMethod),
  }));

  registerRoute(app, billingRoutes.paymentMethodSetupSession, async (request) => {
    const userId = request.auth.userId;
    const session = await callProvider(request, async () => {
      const customerId = await ensureCustomer(app.db, provider, userId);
      return provider.createSetupCheckout({
        customerId,
        currency: 'CZK',
        metadata: { userId },
        successUrl: url(request, returnPaths.cardSuccess),
        cancelUrl: url(request, returnPaths.cardCancel),
        language: request.language,
      });
    });
    return { sessionId: session.id, redirectUrl: session.url };
  });

  registerRoute(app, billingRoutes.addPaymentMethod, async (request) => {
    const userId = request.auth.userId;
    const customerId = await customerOf(app.db, provider.name, userId);
    const object = await callProvider(request, () => provider.retrievePaymentMethod(request.body.providerToken));
    const card = object ? readCard(object) : null;
    // Only a card the provider attached to this user's customer (a token of someone else's card is not found).
    if (!card || !customerId || card.customer !== customerId) {
      throw new AppError('NOT_FOUND', billingMessages.paymentMethodNotFound);
    }
    const row = await addPaymentMethod(app.db, {
      provider: provider.name,
      userId,
      object,
      makeDefault: request.body.makeDefault,
      now: app.clock.now(),
    });
    if (row.isDefault) await callProvider(request, () => provider.setDefaultPaymentMethod(customerId, card.id));
    return ok({ paymentMethod: serializePaymentMethod(row) }, { message: billingMessages.paymentMethodAdded });
  });

  registerRoute(app, billingRoutes.setDefaultPaymentMethod, async (request) => {
    const userId = request.auth.userId;
    const card = await findPaymentMethod(app.db, userId, request.params.id);
    const customerId = await customerOf(app.db, card.provider, userId);
    if (customerId && card.provider === provider.name) {
      await callProvider(request, () => provider.setDefaultPaymentMethod(customerId, card.providerPaymentMethodId));
    }
    await app.db.transaction(async (tx) => {
      await makeDefaultPaymentMethod(tx, userId, card.id);
      if (!card.isDefault) await auditPaymentMethod(tx, userId, 'update', card, { ...card, isDefault: true });
    });
    return ok(
      { paymentMethod: serializePaymentMethod({ ...card, isDefault: true }) },
      { message: billingMessages.paymentMethodDefault },
    );
  });

  registerRoute(app, billingRoutes.deletePaymentMethod, async (request) => {
    const userId = request.auth.userId;
    const card = await findPaymentMethod(app.db, userId, request.params.id);
    if (card.provider === provider.name) {
      await callProvider(request, () => provider.detachPaymentMethod(card.providerPaymentMethodId));
    }
    await app.db.transaction(async (tx) => {
      // The provider's event may have removed it already: the person's removal is recorded all the same.
      const removed = await removeCard(tx, userId, card.id);
      await auditPaymentMethod(tx, userId, 'delete', removed ?? card, null);
    });
    return ok({ deleted: true as const }, { message: billingMessages.paymentMethodDeleted });
  });

  // Billing data.

  registerRoute(app, billingRoutes.getBillingProfile, async (request) => ({
    profile: await getBillingProfile(app.db, request.auth.userId),
  }));

  registerRoute(app, billingRoutes.updateBillingProfile, async (request) => {
    const userId = request.auth.userId;
    const profile = await app.db.transaction(async (tx) => {
      const before = await getBillingProfile(tx, userId);
      const after = await updateBillingProfile(tx, userId, request.body, app.clock.now());
      await auditBillingProfile(tx, userId, before, after);
      return after;
    });
    return ok({ profile }, { message: billingMessages.billingUpdated });
  });
}
