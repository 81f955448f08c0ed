import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutSessionSchema, invoiceListDataSchema, subscriptionDataSchema } from '@hlidka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/app';
import { bearer, expectData, expectError } from '../../../testing/auth';
import { currentOf, quotaOf } from '../../../testing/billing';
import { testDatabaseKinds } from '../../../testing/databases';
import { registerUser } from '../../../testing/teams';
import { WEBHOOK_PATH } from '../webhook/route';
import { signPayload } from './signature';
import { encodeForm } from './stripe';

interface Seen {
  method: string;
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

const WEBHOOK_SECRET = 'whsec_test_0123456789';

/** A stand-in for Stripe's API on 127.0.0.1: records requests, answers like Stripe. */
function fakeStripe() {
  const seen: Seen[] = [];
  let failCheckout = false;
  let customers = 0;
  const subscription = {
    id: 'sub_1',
    object: 'subscription',
    customer: 'cus_1',
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null as number | null,
    items: {
      data: [
        { id: 'si_1', price: { product: 'prod_1' }, current_period_start: 1768471200, current_period_end: 1771149600 },
      ],
    },
    metadata: {} as Record<string, string>,
  };
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => resolve(body));
    });
  const server = createServer(async (req, res) => {
    const form = new URLSearchParams(await read(req));
    const path = req.url ?? '';
    seen.push({ method: req.method ?? '', path, auth: req.headers.authorization, form });
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (path === '/v1/customers') {
      customers += 1;
      return json(200, { id: `cus_${customers}`, object: 'customer' });
    }
    if (path === '/v1/checkout/sessions') {
      if (failCheckout) return json(500, { error: { message: 'boom' } });
      return json(200, { id: 'cs_test_1', url: 'https://checkout.stripe.test/c/pay/cs_test_1' });
    }
    if (path === '/v1/subscriptions/sub_1' && req.method === 'POST') {
      if (form.has('cancel_at_period_end')) {
        subscription.cancel_at_period_end = form.get('cancel_at_period_end') === 'true';
        subscription.canceled_at = subscription.cancel_at_period_end ? 1768471300 : null;
      }
      return json(200, subscription);
    }
    if (path === '/v1/subscriptions/sub_1') return json(200, subscription);
    return json(404, { error: { message: 'No such thing' } });
  });
  return {
    server,
    seen,
    subscription,
    setFailCheckout(v: boolean) {
      failCheckout = v;
    },
  };
}

it('encodes nested form fields the way Stripe reads them', () => {
  expect(
    decodeURIComponent(
      encodeForm({ a: 1, line_items: [{ price_data: { currency: 'czk' } }], skip: undefined, b: true }),
    ),
  ).toBe('a=1&line_items[0][price_data][currency]=czk&b=true');
});

for (const kind of testDatabaseKinds) {
  describe(`billing with Stripe [${kind}]`, () => {
    const stripe = fakeStripe();
    let t: TestApp;
    let server: Server;

    beforeAll(async () => {
      server = stripe.server;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as AddressInfo;
      t = await createTestApp({
        config: {
          stripe: { secretKey: 'sk_test_123', webhookSecret: WEBHOOK_SECRET, apiBase: `http://127.0.0.1:${port}` },
        },
      });
    });
    afterAll(async () => {
      await t?.close();
      await new Promise((resolve) => server.close(resolve));
    });

    const send = (type: string, object: Record<string, unknown>, id: string, secret = WEBHOOK_SECRET) => {
      const created = Math.floor(t.clock.now().getTime() / 1000);
      const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } });
      return t.app.inject({
        method: 'POST',
        url: WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, secret, created) },
        payload,
      });
    };

    it('creates a Checkout Session and follows the signed events (current API shapes)', async () => {
      expect(t.app.paymentProvider.name).toBe('stripe');
      const user = await registerUser(t.app);
      const session = expectData(
        await t.app.inject({
          method: 'POST',
          url: '/api/checkout/session',
          headers: bearer(user.token),
          payload: { planId: 'pro', interval: 'month' },
        }),
        checkoutSessionSchema,
      );
      expect(session).toEqual({ sessionId: 'cs_test_1', redirectUrl: 'https://checkout.stripe.test/c/pay/cs_test_1' });
      const call = stripe.seen.find((s) => s.path === '/v1/checkout/sessions');
      expect(call?.auth).toBe('Bearer sk_test_123');
      expect(Object.fromEntries(call?.form ?? [])).toMatchObject({
        mode: 'subscription',
        customer: 'cus_1',
        'line_items[0][price_data][currency]': 'czk',
        'line_items[0][price_data][unit_amount]': '48279',
        'line_items[0][price_data][recurring][interval]': 'month',
        'line_items[0][price_data][product_data][name]': 'Hlídka Pro',
        'metadata[planId]': 'pro',
        'metadata[vatRate]': '21',
        'subscription_data[metadata][userId]': user.user.id,
        success_url: `${t.config.publicUrl}/subscription/checkout?result=success&session_id={CHECKOUT_SESSION_ID}`,
      });
      expect((await quotaOf(t.app, user)).planId).toBe('free');

      const metadata = Object.fromEntries(
        [...(call?.form ?? [])].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
      );
      stripe.subscription.metadata = metadata;
      // A forged event (signed with another secret) first: nothing happens.
      expectError(await send('customer.subscription.created', stripe.subscription, 'evt_forged', 'whsec_evil'), 400);
      expect((await quotaOf(t.app, user)).planId).toBe('free');

      expect((await send('customer.subscription.created', stripe.subscription, 'evt_1')).statusCode).toBe(200);
      const invoice = {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        amount_paid: 48279,
        currency: 'czk',
        created: 1768471200,
        status_transitions: { paid_at: 1768471200 },
        parent: { subscription_details: { subscription: 'sub_1', metadata } },
        lines: { data: [{ description: 'Hlídka Pro', period: { start: 1768471200, end: 1771149600 } }] },
      };
      expect((await send('invoice.paid', invoice, 'evt_2')).json()).toEqual({ received: true, outcome: 'processed' });
      expect((await send('invoice.paid', invoice, 'evt_2')).json()).toEqual({ received: true, outcome: 'duplicate' });

      expect(await currentOf(t.app, user)).toMatchObject({
        planId: 'pro',
        status: 'active',
        renewsAt: '2026-02-15T10:00:00.000Z',
      });
      const invoices = expectData(
        await t.app.inject({ method: 'GET', url: '/api/invoices', headers: bearer(user.token) }),
        invoiceListDataSchema,
      );
      expect(invoices.invoices).toMatchObject([{ amount: 482.79, subtotal: 399, vatAmount: 83.79, currency: 'CZK' }]);

      // Cancel asks Stripe, and applies its answer.
      const current = await currentOf(t.app, user);
      const cancelled = expectData(
        await t.app.inject({
          method: 'POST',
          url: `/api/subscriptions/${current?.id}/cancel`,
          headers: bearer(user.token),
        }),
        subscriptionDataSchema,
      ).subscription;
      expect(cancelled).toMatchObject({ status: 'cancelled', expiresAt: '2026-02-15T10:00:00.000Z' });
      expect(stripe.seen.at(-1)?.form.get('cancel_at_period_end')).toBe('true');

      // The end of the subscription.
      t.clock.advance(1000);
      const ended = { ...stripe.subscription, status: 'canceled', ended_at: 1771149600 };
      expect((await send('customer.subscription.deleted', ended, 'evt_3')).statusCode).toBe(200);
      expect((await quotaOf(t.app, user)).planId).toBe('free');
    });

    it('answers 503 with a translated message when Stripe fails, and changes nothing', async () => {
      const user = await registerUser(t.app);
      stripe.setFailCheckout(true);
      const failed = expectError(
        await t.app.inject({
          method: 'POST',
          url: '/api/checkout/session',
          headers: bearer(user.token),
          payload: { planId: 'start', interval: 'year' },
        }),
        503,
        'SERVICE_UNAVAILABLE',
      );
      expect(failed.message).toBe('Platební brána neodpověděla. Zkuste to prosím za chvíli.');
      stripe.setFailCheckout(false);
      expect(await currentOf(t.app, user)).toBeNull();
    });
  });
}
