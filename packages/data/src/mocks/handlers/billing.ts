import { type BillingInterval, isPlanId, type PlanId, type Subscription, wordedPlan } from '@hlidka/contract';
import { billingRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { createPaymentMethod, createSubscription, fixtureNowIso } from '../fixtures';
import { mockRoute, raw } from '../mock-route';
import { failIn, languageOf, ok } from '../respond';

/** The billing module's not-found answers, in both languages as the server words them for the request. */
const notFoundTexts = {
  plan: { cs: 'Plán nebyl nalezen', en: 'Plan not found' },
  subscription: { cs: 'Předplatné nebylo nalezeno', en: 'Subscription not found' },
  invoice: { cs: 'Faktura nebyla nalezena', en: 'Invoice not found' },
  paymentMethod: { cs: 'Platební metoda nebyla nalezena', en: 'Payment method not found' },
};
const missing = (what: keyof typeof notFoundTexts, request: Request) =>
  failIn(request, 404, 'NOT_FOUND', notFoundTexts[what]);

/** A subscription with its plan worded for the request from the plan table, as the server answers it. */
const subscriptionIn = (subscription: Subscription, request: Request): Subscription => {
  const { plan: _stored, ...rest } = subscription;
  const plan = isPlanId(subscription.planId) ? wordedPlan(subscription.planId, languageOf(request)) : undefined;
  return plan ? { ...rest, plan } : rest;
};

export function billingHandlers(db: MockDb) {
  const current = () => db.subscriptions.find((item) => item.status === 'active') ?? db.subscriptions[0];
  const offered = (id: unknown): PlanId | undefined => db.plans.find((plan) => plan === id);
  return [
    mockRoute(billingRoutes.listPlans, ({ request }) =>
      ok({ plans: db.plans.flatMap((id) => wordedPlan(id, languageOf(request)) ?? []) }),
    ),
    mockRoute(billingRoutes.getPlan, ({ params, request }) => {
      const id = offered(params.id);
      const plan = id && wordedPlan(id, languageOf(request));
      return plan ? ok({ plan }) : missing('plan', request);
    }),
    mockRoute(billingRoutes.checkoutSession, async ({ request }) => {
      const body = (await request.json()) as { planId: string };
      if (!offered(body.planId)) return missing('plan', request);
      return ok({ sessionId: 'cs_mock_1', redirectUrl: 'https://checkout.example/pay/cs_mock_1' });
    }),
    mockRoute(billingRoutes.checkout, () =>
      ok({ sessionId: 'cs_mock_2', redirectUrl: 'https://checkout.example/pay/cs_mock_2' }),
    ),
    mockRoute(billingRoutes.userSubscriptions, ({ request }) =>
      ok({ subscriptions: db.subscriptions.map((item) => subscriptionIn(item, request)) }),
    ),
    mockRoute(billingRoutes.currentSubscription, ({ request }) => {
      const subscription = current();
      return subscription
        ? ok({ subscription: subscriptionIn(subscription, request) })
        : missing('subscription', request);
    }),
    mockRoute(billingRoutes.changePlan, async ({ request }) => {
      const body = (await request.json()) as { planId: string; interval?: BillingInterval };
      const planId = offered(body.planId);
      const subscription = current();
      if (!planId || !subscription) return missing('plan', request);
      Object.assign(subscription, { planId, interval: body.interval ?? subscription.interval });
      return ok({ subscription: subscriptionIn(subscription, request) });
    }),
    mockRoute(billingRoutes.createSubscription, async ({ request }) => {
      const body = (await request.json()) as { planId: string; interval?: BillingInterval };
      const planId = offered(body.planId);
      if (!planId) return missing('plan', request);
      const subscription = createSubscription({
        id: `00000000-0000-4000-8000-${String(db.subscriptions.length + 100).padStart(12, '0')}`,
        planId,
        interval: body.interval ?? 'month',
      });
      db.subscriptions = [subscription, ...db.subscriptions];
      return ok({ subscription: subscriptionIn(subscription, request) }, 201);
    }),
    mockRoute(billingRoutes.getSubscription, ({ params, request }) => {
      const subscription = db.subscriptions.find((item) => item.id === params.id);
      return subscription
        ? ok({ subscription: subscriptionIn(subscription, request) })
        : missing('subscription', request);
    }),
    mockRoute(billingRoutes.cancelSubscription, ({ params, request }) => {
      const subscription = db.subscriptions.find((item) => item.id === params.id);
      if (!subscription) return missing('subscription', request);
      Object.assign(subscription, {
        status: 'cancelled',
        cancelledAt: fixtureNowIso(),
        expiresAt: subscription.renewsAt,
        renewsAt: null,
      });
      return ok({ subscription: subscriptionIn(subscription, request) });
    }),
    mockRoute(billingRoutes.reactivateSubscription, ({ params, request }) => {
      const subscription = db.subscriptions.find((item) => item.id === params.id);
      if (!subscription) return missing('subscription', request);
      Object.assign(subscription, {
        status: 'active',
        cancelledAt: null,
        renewsAt: subscription.expiresAt,
        expiresAt: null,
      });
      return ok({ subscription: subscriptionIn(subscription, request) });
    }),
    mockRoute(billingRoutes.listInvoices, ({ request }) => {
      const url = new URL(request.url);
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const limit = Math.max(1, Math.min(100, Number(url.searchParams.get('limit') ?? 20)));
      const status = url.searchParams.get('status');
      const list = status ? db.invoices.filter((invoice) => invoice.status === status) : db.invoices;
      return ok({
        invoices: list.slice((page - 1) * limit, page * limit),
        pagination: { page, limit, total: list.length, totalPages: Math.ceil(list.length / limit) },
      });
    }),
    mockRoute(billingRoutes.downloadInvoice, ({ params, request }) => {
      const invoice = db.invoices.find((item) => item.id === params.id);
      if (!invoice) return missing('invoice', request);
      return raw(new TextEncoder().encode('%PDF-1.4\n% mock invoice\n'), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="faktura-${invoice.number}.pdf"`,
        },
      });
    }),
    mockRoute(billingRoutes.getInvoice, ({ params, request }) => {
      const invoice = db.invoices.find((item) => item.id === params.id);
      return invoice ? ok({ invoice }) : missing('invoice', request);
    }),
    mockRoute(billingRoutes.listPaymentMethods, () => ok({ paymentMethods: db.paymentMethods })),
    mockRoute(billingRoutes.addPaymentMethod, async ({ request }) => {
      const body = (await request.json()) as { makeDefault?: boolean };
      const method = createPaymentMethod(db.paymentMethods.length + 1, {
        isDefault: body.makeDefault === true || db.paymentMethods.length === 0,
      });
      if (method.isDefault) db.paymentMethods = db.paymentMethods.map((item) => ({ ...item, isDefault: false }));
      db.paymentMethods = [...db.paymentMethods, method];
      return ok({ paymentMethod: method }, 201);
    }),
    mockRoute(billingRoutes.setDefaultPaymentMethod, ({ params, request }) => {
      const method = db.paymentMethods.find((item) => item.id === params.id);
      if (!method) return missing('paymentMethod', request);
      db.paymentMethods = db.paymentMethods.map((item) => ({ ...item, isDefault: item.id === params.id }));
      return ok({ paymentMethod: { ...method, isDefault: true } });
    }),
    mockRoute(billingRoutes.deletePaymentMethod, ({ params, request }) => {
      const before = db.paymentMethods.length;
      db.paymentMethods = db.paymentMethods.filter((item) => item.id !== params.id);
      return before === db.paymentMethods.length ? missing('paymentMethod', request) : ok({ deleted: true });
    }),
    mockRoute(billingRoutes.getBillingProfile, () => ok({ profile: db.billingProfile })),
    mockRoute(billingRoutes.updateBillingProfile, async ({ request }) => {
      const body = (await request.json()) as Record<string, string | boolean | undefined>;
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      const previous = db.billingProfile;
      db.billingProfile = {
        ...previous,
        firstName: text(body.firstName) ?? previous.firstName,
        lastName: text(body.lastName) ?? previous.lastName,
        address: {
          street: text(body.street),
          street2: text(body.street2),
          city: text(body.city),
          state: text(body.state),
          postalCode: text(body.postalCode),
          countryCode: text(body.countryCode) ?? 'CZ',
        },
        billingInfo: {
          companyName: text(body.companyName),
          vatId: text(body.vatId),
          registrationNumber: text(body.registrationNumber),
          billingEmail: text(body.billingEmail),
          phone: text(body.phone),
          isVatPayer: body.isVatPayer === true,
        },
        updatedAt: fixtureNowIso(),
      };
      return ok({ profile: db.billingProfile });
    }),
  ];
}
