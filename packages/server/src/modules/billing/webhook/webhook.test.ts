import { invoiceListDataSchema, subscriptionDataSchema } from '@hlidka/contract';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { billingEvents, invoices, subscriptions } from '../../../db/schema/billing';
import { websites } from '../../../db/schema/monitoring';
import { describeEachApp } from '../../../testing/app';
import { bearer, expectData, expectError, login, type Registered } from '../../../testing/auth';
import {
  createWebsites,
  currentOf,
  quotaOf,
  sandboxOf,
  startCheckout,
  submitHostedForm,
  subscribeThroughCheckout,
} from '../../../testing/billing';
import { registerUser } from '../../../testing/teams';
import type { SandboxDelivery } from '../provider/sandbox';
import { signPayload } from '../provider/signature';
import { WEBHOOK_PATH } from './route';

function post(app: FastifyInstance, payload: string, signature: string | undefined) {
  return app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}

/** Pay for a plan with the events held back; answers them undelivered. */
async function payHeld(app: FastifyInstance, user: Registered, planId = 'pro'): Promise<SandboxDelivery[]> {
  const sandbox = sandboxOf(app);
  const session = await startCheckout(app, user, { planId, interval: 'month' });
  sandbox.hold();
  expect((await submitHostedForm(app, session.redirectUrl, { action: 'pay' })).statusCode).toBe(303);
  const held: SandboxDelivery[] = [];
  sandbox.setDelivery(async (d) => {
    held.push(d);
  });
  await sandbox.release();
  return held;
}

async function invoiceCount(app: FastifyInstance, user: Registered) {
  const list = expectData(
    await app.inject({ method: 'GET', url: '/api/invoices', headers: bearer(user.token) }),
    invoiceListDataSchema,
  );
  return list.pagination.total;
}

describeEachApp('billing webhook: Stripe-format signatures, replays and order', (t) => {
  const deliverAll = async (list: SandboxDelivery[]) => {
    for (const d of list) {
      const response = await post(t.app, d.payload, d.signature);
      expect(response.statusCode, response.body).toBe(200);
    }
  };
  const restoreDelivery = () =>
    sandboxOf(t.app).setDelivery(async ({ payload, signature }) => {
      await post(t.app, payload, signature);
    });

  it('refuses forged, unsigned, wrongly signed and stale events without changing anything', async () => {
    const user = await registerUser(t.app);
    const held = await payHeld(t.app, user);
    restoreDelivery();
    const secret = sandboxOf(t.app).webhookSecret;
    const invoicePaid = held.find((d) => d.event.type === 'invoice.paid') as SandboxDelivery;
    const now = Math.floor(t.clock.now().getTime() / 1000);

    // A changed body under the original signature.
    const forged = invoicePaid.payload.replace(/"amount_paid":\d+/, '"amount_paid":1');
    expectError(await post(t.app, forged, invoicePaid.signature), 400, 'VALIDATION_ERROR');
    // No signature, a malformed one, another secret.
    expectError(await post(t.app, invoicePaid.payload, undefined), 400);
    expectError(await post(t.app, invoicePaid.payload, 't=abc,v1=zz'), 400);
    expectError(
      await post(t.app, invoicePaid.payload, signPayload(invoicePaid.payload, 'whsec_someone_else', now)),
      400,
    );
    // A good signature made long ago (a captured request replayed later).
    expectError(await post(t.app, invoicePaid.payload, signPayload(invoicePaid.payload, secret, now - 3600)), 400);

    expect((await quotaOf(t.app, user)).planId).toBe('free');
    expect(await invoiceCount(t.app, user)).toBe(0);
    const eventId = String(invoicePaid.event.id);
    const [seen] = await t.db.select({ n: count() }).from(billingEvents).where(eq(billingEvents.eventId, eventId));
    expect(seen?.n).toBe(0);

    // The genuine events still work afterwards.
    await deliverAll(held);
    expect((await quotaOf(t.app, user)).planId).toBe('pro');
    expect(await invoiceCount(t.app, user)).toBe(1);
  });

  it('applies a replayed event once', async () => {
    const user = await registerUser(t.app);
    const held = await payHeld(t.app, user);
    restoreDelivery();
    await deliverAll(held);
    const invoicePaid = held.find((d) => d.event.type === 'invoice.paid') as SandboxDelivery;
    // The same event again (freshly signed, as the provider does on a retry).
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const again = await post(
      t.app,
      invoicePaid.payload,
      signPayload(invoicePaid.payload, sandboxOf(t.app).webhookSecret, now),
    );
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    await deliverAll(held);
    expect(await invoiceCount(t.app, user)).toBe(1);
    const [subs] = await t.db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, user.user.id));
    expect(subs?.n).toBe(1);
  });

  it('retries events the webhook did not accept', async () => {
    const user = await registerUser(t.app);
    const sandbox = sandboxOf(t.app);
    let refused = 0;
    sandbox.setDelivery(async () => {
      refused += 1;
      throw new Error('webhook down');
    });
    const session = await startCheckout(t.app, user, { planId: 'pro', interval: 'month' });
    expect((await submitHostedForm(t.app, session.redirectUrl, { action: 'pay' })).statusCode).toBe(303);
    expect(refused).toBe(4);
    expect((await quotaOf(t.app, user)).planId).toBe('free');
    restoreDelivery();
    await sandbox.tick();
    expect((await quotaOf(t.app, user)).planId).toBe('pro');
    expect(await invoiceCount(t.app, user)).toBe(1);
  });

  it('ends up in the same state whatever the order of arrival', async () => {
    const user = await registerUser(t.app);
    const held = await payHeld(t.app, user);
    await deliverAll([...held].reverse());
    restoreDelivery();
    expect(await currentOf(t.app, user)).toMatchObject({
      planId: 'pro',
      status: 'active',
      renewsAt: '2026-02-15T10:00:00.000Z',
    });
    expect(await invoiceCount(t.app, user)).toBe(1);

    // A cancellation, then the (older) creation event delivered late: the subscription stays cancelled.
    t.clock.advance(60_000);
    const current = await currentOf(t.app, user);
    const sandbox = sandboxOf(t.app);
    sandbox.hold();
    await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${current?.id}/cancel`,
      headers: bearer(user.token),
    });
    const cancelEvents = await (async () => {
      const list: SandboxDelivery[] = [];
      sandbox.setDelivery(async (d) => {
        list.push(d);
      });
      await sandbox.release();
      return list;
    })();
    restoreDelivery();
    await deliverAll(cancelEvents);
    const created = held.find((d) => d.event.type === 'customer.subscription.created') as SandboxDelivery;
    const stale = JSON.parse(created.payload);
    stale.id = `${stale.id}_late`;
    const payload = JSON.stringify(stale);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const late = await post(t.app, payload, signPayload(payload, sandbox.webhookSecret, now));
    expect(late.statusCode).toBe(200);
    expect(await currentOf(t.app, user)).toMatchObject({ status: 'cancelled', expiresAt: '2026-02-15T10:00:00.000Z' });
    t.clock.set('2026-01-15T10:00:00.000Z');
  });
});

describeEachApp('billing: renewals, expiry and downgrades', (t) => {
  it('renews with a new invoice, and after a cancellation ends on the free plan with the excess websites paused', async () => {
    const user = await registerUser(t.app);
    const sandbox = sandboxOf(t.app);
    await subscribeThroughCheckout(t.app, user, 'start');
    await createWebsites(t.app, user, 4);
    const fast = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: bearer(user.token),
      payload: { name: 'Rychlý', url: 'http://127.0.0.1:9/fast', intervalSeconds: 60 },
    });
    expect(fast.statusCode, fast.body).toBe(201);
    const fastId = fast.json().data.website.id as string;
    t.clock.set('2026-02-15T10:00:01.000Z');
    await sandbox.tick();
    user.token = (await login(t.app, user.email, user.password)).token;
    expect(await currentOf(t.app, user)).toMatchObject({ status: 'active', renewsAt: '2026-03-15T10:00:00.000Z' });
    const list = expectData(
      await t.app.inject({ method: 'GET', url: '/api/invoices?limit=1', headers: bearer(user.token) }),
      invoiceListDataSchema,
    );
    expect(list.pagination).toMatchObject({ total: 2, totalPages: 2 });
    expect(list.invoices[0]?.periodStart).toBe('2026-02-15T10:00:00.000Z');

    const current = await currentOf(t.app, user);
    await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/${current?.id}/cancel`,
      headers: bearer(user.token),
    });
    t.clock.set('2026-03-15T10:00:01.000Z');
    await sandbox.tick();
    user.token = (await login(t.app, user.email, user.password)).token;
    expect(await currentOf(t.app, user)).toMatchObject({ status: 'expired', expiresAt: '2026-03-15T10:00:00.000Z' });
    const quota = await quotaOf(t.app, user);
    expect(quota).toMatchObject({ planId: 'free', websiteLimit: 3, websitesUsed: 3 });
    // The checks of the free plan are at most every 5 minutes.
    const [fastRow] = await t.db
      .select({ interval: websites.intervalSeconds })
      .from(websites)
      .where(eq(websites.id, fastId));
    expect(fastRow?.interval).toBe(300);
    // A paused website cannot be resumed past the limit.
    const [paused] = await t.db
      .select({ id: websites.id })
      .from(websites)
      .where(and(eq(websites.ownerId, user.user.id), eq(websites.status, 'paused')));
    expectError(
      await t.app.inject({ method: 'POST', url: `/api/websites/${paused?.id}/resume`, headers: bearer(user.token) }),
      403,
      'PLAN_LIMIT_REACHED',
    );
    // Reactivating an ended subscription is refused.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: `/api/subscriptions/${current?.id}/reactivate`,
        headers: bearer(user.token),
      }),
      409,
      'CONFLICT',
    );
    t.clock.set('2026-01-15T10:00:00.000Z');
  });

  it('asks which websites to pause before a downgrade below current usage', async () => {
    const user = await registerUser(t.app);
    await subscribeThroughCheckout(t.app, user, 'pro');
    const ids = await createWebsites(t.app, user, 5);
    const change = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/subscriptions/change-plan',
        headers: bearer(user.token),
        payload,
      });
    const refused = expectError(await change({ planId: 'free' }), 409, 'PLAN_LIMIT_REACHED');
    expect(refused.message).toBe('Tarif Zdarma umožňuje 3 weby, aktivních máte 5. Vyberte 2 weby k pozastavení.');
    expect(refused.errors?.pauseWebsiteIds).toBeDefined();
    const tooFew = expectError(await change({ planId: 'free', pauseWebsiteIds: [ids[0]] }), 409);
    expect(tooFew.message).toContain('Vyberte 2');
    expectError(await change({ planId: 'free', pauseWebsiteIds: [crypto.randomUUID(), ids[0]] }), 400);

    // Pro → Business → Start: paid to paid goes through the provider and takes effect with its answer.
    const business = expectData(await change({ planId: 'business' }), subscriptionDataSchema);
    expect(business.subscription).toMatchObject({ planId: 'business', status: 'active' });
    expect((await quotaOf(t.app, user)).planId).toBe('business');

    const ok = await change({ planId: 'free', pauseWebsiteIds: [ids[0], ids[1]] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Na bezplatný tarif přejdete na konci zaplaceného období.');
    expect(ok.json().data.subscription).toMatchObject({ status: 'cancelled', planId: 'business' });
    const quota = await quotaOf(t.app, user);
    expect(quota).toMatchObject({ planId: 'business', websitesUsed: 3 });
    // Changing the mind before the period ends: back to a paid plan resumes the subscription.
    const back = expectData(await change({ planId: 'pro' }), subscriptionDataSchema);
    expect(back.subscription).toMatchObject({ planId: 'pro', status: 'active', cancelledAt: null, expiresAt: null });
    // Paused websites do not count, and resuming one past the limit of the plan is refused later on free.
    const [rows] = await t.db.select({ n: count() }).from(invoices).where(eq(invoices.userId, user.user.id));
    expect(rows?.n).toBe(1);
  });
});
