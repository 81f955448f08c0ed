import { randomUUID } from 'node:crypto';
import {
  checkoutSessionSchema,
  planQuotaDataSchema,
  subscriptionDataSchema,
  websiteDataSchema,
} from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SANDBOX_CARDS, type SandboxProvider } from '../modules/billing/provider/sandbox';
import { bearer, expectData, type Registered } from './auth';

export { SANDBOX_CARDS };

export function sandboxOf(app: FastifyInstance): SandboxProvider {
  const provider = app.paymentProvider;
  expect(provider.name).toBe('sandbox');
  return provider as SandboxProvider;
}

export async function startCheckout(
  app: FastifyInstance,
  user: Registered,
  body: { planId: string; interval: 'month' | 'year'; currency?: 'CZK' | 'EUR' | 'USD' },
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/checkout/session',
    headers: bearer(user.token),
    payload: body,
  });
  return expectData(response, checkoutSessionSchema);
}

/** The path of a hosted page (its redirect URL is absolute, on PUBLIC_URL). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

/** Submit the sandbox's hosted form: pay with a card, or cancel. */
export function submitHostedForm(
  app: FastifyInstance,
  redirectUrl: string,
  form: { action: 'pay' | 'cancel'; card?: string; expiry?: string; cvc?: string; lang?: 'cs' | 'en' },
) {
  const payload = new URLSearchParams({
    action: form.action,
    card: form.card ?? SANDBOX_CARDS.success,
    expiry: form.expiry ?? '12/34',
    cvc: form.cvc ?? '123',
    lang: form.lang ?? 'cs',
  }).toString();
  return app.inject({
    method: 'POST',
    url: pathOf(redirectUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });
}

export async function quotaOf(app: FastifyInstance, user: Registered) {
  const response = await app.inject({ method: 'GET', url: '/api/websites/quota', headers: bearer(user.token) });
  return expectData(response, planQuotaDataSchema).quota;
}

export async function currentOf(app: FastifyInstance, user: Registered) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/subscriptions/current',
    headers: bearer(user.token),
  });
  if (response.statusCode === 404) return null;
  return expectData(response, subscriptionDataSchema).subscription;
}

export async function createWebsites(app: FastifyInstance, user: Registered, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: bearer(user.token),
      payload: { name: `Web ${i + 1}`, url: `http://127.0.0.1:9/${randomUUID()}` },
    });
    ids.push(expectData(response, websiteDataSchema, 201).website.id);
  }
  return ids;
}

/** Free → paid through the hosted checkout, events delivered; answers the subscription. */
export async function subscribeThroughCheckout(
  app: FastifyInstance,
  user: Registered,
  planId = 'pro',
  interval: 'month' | 'year' = 'month',
) {
  const session = await startCheckout(app, user, { planId, interval });
  const paid = await submitHostedForm(app, session.redirectUrl, { action: 'pay' });
  expect(paid.statusCode, paid.body).toBe(303);
  const current = await currentOf(app, user);
  expect(current?.planId).toBe(planId);
  return current as NonNullable<typeof current>;
}
