import type { BillingInterval, Plan, Subscription } from '@hlidka/contract';
import { http } from 'msw';
import type { MockDb } from '../db';
import { createPaymentMethod, createSubscription, fixtureNowIso, planTextsInEnglish } from '../fixtures';
import { api, languageOf, notFound, ok } from '../respond';

/** A plan as the server words it for the request (its catalogue in cs or en). */
const planIn = (plan: Plan, request: Request): Plan =>
  languageOf(request) === 'en' ? { ...plan, ...planTextsInEnglish[plan.id] } : plan;
const subscriptionIn = (subscription: Subscription, request: Request): Subscription => ({
  ...subscription,
  plan: subscription.plan && planIn(subscription.plan, request),
});

export function billingHandlers(db: MockDb) {
  const current = () => db.subscriptions.find((item) => item.status === 'active') ?? db.subscriptions[0];
  const planById = (id: unknown) => db.plans.find((plan) => plan.id === id);
  return [
    http.get(api('/api/plans'), ({ request }) => ok({ plans: db.plans.map((plan) => planIn(plan, request)) })),
    http.get(api('/api/plans/:id'), ({ params, request }) => {
      const plan = planById(params.id);
      return plan ? ok({ plan: planIn(plan, request) }) : notFound('Plán nebyl nalezen');
    }),
    http.post(api('/api/checkout/session'), async ({ request }) => {
      const body = (await request.json()) as { planId: string };
      if (!planById(body.planId)) return notFound('Plán nebyl nalezen');
      return ok({ sessionId: 'cs_mock_1', redirectUrl: 'https://checkout.example/pay/cs_mock_1' });
    }),
    http.post(api('/api/checkout'), () =>
      ok({ sessionId: 'cs_mock_2', redirectUrl: 'https://checkout.example/pay/cs_mock_2' }),
    ),
    http.get(api('/api/subscriptions/user'), ({ request }) =>
      ok({ subscriptions: db.subscriptions.map((item) => subscriptionIn(item, request)) }),
    ),
    http.get(api('/api/subscriptions/current'), ({ request }) => {
      const subscription = current();
      return subscription
        ? ok({ subscription: subscriptionIn(subscription, request) })
        : notFound('Předplatné nebylo nalezeno');
    }),
    http.post(api('/api/subscriptions/change-plan'), async ({ request }) => {
      const body = (await request.json()) as { planId: string; interval?: BillingInterval };
      const plan = planById(body.planId);
      const subscription = current();
      if (!plan || !subscription) return notFound('Plán nebyl nalezen');
      Object.assign(subscription, { planId: plan.id, plan, interval: body.interval ?? subscription.interval });
      return ok({ subscription });
    }),
    http.post(api('/api/subscriptions'), async ({ request }) => {
      const body = (await request.json()) as { planId: string; interval?: BillingInterval };
      const plan = planById(body.planId);
      if (!plan) return notFound('Plán nebyl nalezen');
      const subscription = createSubscription({
        id: `00000000-0000-4000-8000-${String(db.subscriptions.length + 100).padStart(12, '0')}`,
        plan,
        planId: plan.id,
        interval: body.interval ?? 'month',
      });
      db.subscriptions = [subscription, ...db.subscriptions];
      return ok({ subscription }, 201);
    }),
    http.get(api('/api/subscriptions/:id'), ({ params, request }) => {
      const subscription = db.subscriptions.find((item) => item.id === params.id);
      return subscription
        ? ok({ subscription: subscriptionIn(subscription, request) })
        : notFound('Předplatné nebylo nalezeno');
    }),
    http.post(api('/api/subscriptions/:id/cancel'), ({ params }) => {
      const subscription = db.subscriptions.find((item) => item.id === params.id);
      if (!subscription) return notFound('Předplatné nebylo nalezeno');
      Object.assign(subscription, {
        status: 'cancelled',
        cancelledAt: fixtureNowIso(),
        expiresAt: subscription.renewsAt,
        renewsAt: null,
      });
      return ok({ subscription });
    }),
    http.post(api('/api/subscriptions/:id/reactivate'), ({ params }) => {
      const subscription = db.subscriptions.find((item) => item.id === params.id);
      if (!subscription) return notFound('Předplatné nebylo nalezeno');
      Object.assign(subscription, {
        status: 'active',
        cancelledAt: null,
        renewsAt: subscription.expiresAt,
        expiresAt: null,
      });
      return ok({ subscription });
    }),
    http.get(api('/api/invoices'), ({ request }) => {
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
    http.get(api('/api/invoices/:id/download'), ({ params }) => {
      const invoice = db.invoices.find((item) => item.id === params.id);
      if (!invoice) return notFound('Faktura nebyla nalezena');
      return new Response(new TextEncoder().encode('%PDF-1.4\n% mock invoice\n'), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="faktura-${invoice.number}.pdf"`,
        },
      });
    }),
    http.get(api('/api/invoices/:id'), ({ params }) => {
      const invoice = db.invoices.find((item) => item.id === params.id);
      return invoice ? ok({ invoice }) : notFound('Faktura nebyla nalezena');
    }),
    http.get(api('/api/payment-methods'), () => ok({ paymentMethods: db.paymentMethods })),
    http.post(api('/api/payment-methods'), async ({ request }) => {
      const body = (await request.json()) as { makeDefault?: boolean };
      const method = createPaymentMethod(db.paymentMethods.length + 1, {
        isDefault: body.makeDefault === true || db.paymentMethods.length === 0,
      });
      if (method.isDefault) db.paymentMethods = db.paymentMethods.map((item) => ({ ...item, isDefault: false }));
      db.paymentMethods = [...db.paymentMethods, method];
      return ok({ paymentMethod: method }, 201);
    }),
    http.post(api('/api/payment-methods/:id/default'), ({ params }) => {
      const method = db.paymentMethods.find((item) => item.id === params.id);
      if (!method) return notFound('Platební metoda nebyla nalezena');
      db.paymentMethods = db.paymentMethods.map((item) => ({ ...item, isDefault: item.id === params.id }));
      return ok({ paymentMethod: { ...method, isDefault: true } });
    }),
    http.delete(api('/api/payment-methods/:id'), ({ params }) => {
      const before = db.paymentMethods.length;
      db.paymentMethods = db.paymentMethods.filter((item) => item.id !== params.id);
      return before === db.paymentMethods.length ? notFound('Platební metoda nebyla nalezena') : ok({ deleted: true });
    }),
    http.get(api('/api/users/profile'), () => ok({ profile: db.billingProfile })),
    http.put(api('/api/users/profile'), async ({ request }) => {
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
