import {
  statusPageDataSchema,
  statusPageSubscriberListDataSchema,
  subscribeDataSchema,
  subscriberWebhookChallengeSchema,
  subscriberWebhookPayloadSchema,
  WEBHOOK_HEADERS,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { notificationDeliveries } from '../../db/schema/notifications';
import { userPlans } from '../../db/schema/plans';
import { createSmtpMailer } from '../../mail/mailer';
import { createTestApp } from '../../testing/app';
import { bearer, expectData, type Registered, registerUser } from '../../testing/auth';
import { createWebsites } from '../../testing/billing';
import { createTestClock } from '../../testing/clock';
import { testConfig } from '../../testing/config';
import { describeEachDatabase } from '../../testing/databases';
import { runChecks } from '../../testing/incidents';
import { mimeParts, type Received, Receiver } from '../../testing/notifications';
import { startTestSmtpServer, type TestSmtpServer, textPart } from '../../testing/smtp';

// Status pages' subscribers through the one delivery pipeline: a real SMTP server that refuses and then accepts, a
// real HTTP receiver, and the hand-moved clock (no wall-clock waiting for retries).

const echo = (received: Received) =>
  JSON.stringify({ challenge: (received.json as { challenge?: string } | null)?.challenge });

describeEachDatabase('status page subscribers through the delivery pipeline', (d) => {
  let smtp: TestSmtpServer;
  let receiver: Receiver;
  let app: FastifyInstance;
  const clock = createTestClock('2026-03-02T09:00:00.000Z');
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    receiver = await Receiver.start();
    const smtpConfig = { url: smtp.url, from: 'Hlídka <noreply@hlidka.test>' };
    app = await buildApp({
      config: testConfig({ smtp: smtpConfig, allowPrivateTargets: true }),
      database: d.database,
      mailer: createSmtpMailer(smtpConfig),
      clock,
      appDist: null,
      rateLimit: { max: 100_000 },
      logger: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await receiver?.down();
  });
  beforeEach(() => {
    smtp.refusing = false;
    receiver.status = 200;
    receiver.answer = () => '{"ok":true}';
    receiver.clear();
  });

  const round = () => app.notifications.runOnce();
  // Every visitor from their own address: the subscribe route allows 5 requests per 10 minutes per address.
  let visitors = 0;
  const visitor = () => ({ remoteAddress: `10.0.${Math.floor(++visitors / 250)}.${visitors % 250}` });
  const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
  /** The subscriber e-mails of one event (the dedup key in X-Hlidka-Delivery names it). */
  const noticesTo = (address: string, event: string) =>
    mailsTo(address).filter((mail) => new RegExp(`^X-Hlidka-Delivery:\\s*status:\\S+:${event}:`, 'm').test(mail.raw));

  async function pageWithWebsite(user: Registered, name: string) {
    const [websiteId] = await createWebsites(app, user, 1);
    const slug = `${name.toLowerCase()}-${Date.now().toString(36)}`;
    const create = (pageName: string, pageSlug: string) =>
      app.inject({
        method: 'POST',
        url: '/api/status-pages',
        headers: bearer(user.token),
        payload: { name: pageName, slug: pageSlug, groups: [{ name: 'Služby', websites: [{ websiteId }] }] },
      });
    const page = expectData(await create(name, slug), statusPageDataSchema, 201).statusPage;
    return { websiteId: websiteId as string, slug, page, create };
  }

  async function subscribeEmail(slug: string, email: string) {
    const before = smtp.received.length;
    expectData(
      await app.inject({
        method: 'POST',
        url: `/api/public/status-pages/${slug}/subscribers`,
        payload: { email },
        ...visitor(),
      }),
      subscribeDataSchema,
      202,
    );
    const [confirmation] = (await smtp.waitFor(before + 1)).slice(before);
    const link = /https?:\/\/\S+\/confirm\?token=[\w-]+/.exec(textPart(confirmation?.raw ?? ''))?.[0];
    if (!link) throw new Error(`no confirmation link for ${email}`);
    const url = new URL(link);
    expect((await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).statusCode).toBe(200);
  }

  const subscribeHook = async (slug: string, url: string) =>
    expectData(
      await app.inject({
        method: 'POST',
        url: `/api/public/status-pages/${slug}/subscribers`,
        payload: { webhookUrl: url },
        ...visitor(),
      }),
      subscribeDataSchema,
      202,
    );

  const subscribersOf = async (user: Registered, pageId: string) =>
    expectData(
      await app.inject({ method: 'GET', url: `/api/status-pages/${pageId}/subscribers`, headers: bearer(user.token) }),
      statusPageSubscriberListDataSchema,
    ).subscribers;

  it('SMTP down for 60 s while an incident opens: every confirmed subscriber gets exactly one e-mail once it is back', async () => {
    const user = await registerUser(app);
    const { websiteId, slug } = await pageWithWebsite(user, 'Acme');
    const confirmed = ['prvni@example.cz', 'druhy@example.cz'].map((a) => `${Date.now().toString(36)}.${a}`);
    for (const address of confirmed) await subscribeEmail(slug, address);
    // One more address asks but never confirms: it hears nothing.
    const unconfirmed = `${Date.now().toString(36)}.nepotvrzeny@example.cz`;
    await app.inject({
      method: 'POST',
      url: `/api/public/status-pages/${slug}/subscribers`,
      payload: { email: unconfirmed },
      ...visitor(),
    });
    clock.advance(60_000);

    // The outage begins; the incident opens inside it.
    smtp.refusing = true;
    await runChecks(d.db, clock, websiteId, false);
    const downSince = clock.now().getTime();
    await round();
    expect(smtp.refused).toBeGreaterThan(0);
    while (clock.now().getTime() - downSince < 60_000) {
      clock.advance(30_000);
      await round();
    }
    for (const address of confirmed) expect(noticesTo(address, 'incident.opened')).toEqual([]);
    const pending = await d.db
      .select({ status: notificationDeliveries.status, attempts: notificationDeliveries.attemptCount })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.kind, 'subscriber'));
    expect(pending.length).toBe(confirmed.length);
    for (const delivery of pending) {
      expect(delivery.status).toBe('pending');
      expect(delivery.attempts).toBeGreaterThanOrEqual(2);
    }

    // SMTP is back: the next retries deliver, once per address, and later rounds add nothing.
    smtp.refusing = false;
    for (let i = 0; i < 4; i++) {
      clock.advance(60_000);
      await round();
    }
    for (const address of confirmed) {
      const outage = noticesTo(address, 'incident.opened');
      expect(outage, address).toHaveLength(1);
      expect(mimeParts(outage[0]?.raw ?? '').text).toContain('Web 1 je nedostupný');
      expect(outage[0]?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    }
    expect(noticesTo(unconfirmed, 'incident.opened')).toEqual([]);
    const after = await d.db
      .select({ status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.kind, 'subscriber'));
    expect(after.map((row) => row.status)).toEqual(confirmed.map(() => 'sent'));
  });

  it('an address on two pages that show the website hears of an incident once', async () => {
    const user = await registerUser(app);
    // The self-hosted plan: more than one page.
    await d.db.insert(userPlans).values({ userId: user.user.id, planId: 'selfhosted' });
    const first = await pageWithWebsite(user, 'Prvni');
    const secondSlug = `druha-${Date.now().toString(36)}`;
    expectData(await first.create('Druha', secondSlug), statusPageDataSchema, 201);
    const address = `${Date.now().toString(36)}.oba@example.cz`;
    await subscribeEmail(first.slug, address);
    await subscribeEmail(secondSlug, address);
    clock.advance(60_000);
    await runChecks(d.db, clock, first.websiteId, false);
    await round();
    await round();
    clock.advance(60_000);
    await round();
    const outages = noticesTo(address, 'incident.opened');
    expect(outages).toHaveLength(1);
    expect(mimeParts(outages[0]?.raw ?? '').text).toContain('Web 1 je nedostupný');
  });

  it('a webhook gets its challenge first and nothing else until it echoes it', async () => {
    const user = await registerUser(app);
    const { websiteId, slug, page } = await pageWithWebsite(user, 'Hook');
    const url = receiver.url(`/deaf-${Date.now().toString(36)}`);
    expect(await subscribeHook(slug, url)).toEqual({ kind: 'webhook', confirmationSent: true });
    await round();
    const [challenge] = receiver.received;
    expect(challenge?.path).toBe(new URL(url).pathname);
    expect(challenge?.headers[WEBHOOK_HEADERS.event]).toBe('subscription.challenge');
    expect(subscriberWebhookChallengeSchema.parse(challenge?.json).page.name).toBe('Hook');
    // The receiver answered 200 without the challenge: the URL stays unconfirmed and hears nothing of the incident.
    expect((await subscribersOf(user, page.id)).map((s) => s.confirmed)).toEqual([false]);
    clock.advance(60_000);
    await runChecks(d.db, clock, websiteId, false);
    for (let i = 0; i < 3; i++) {
      await round();
      clock.advance(60_000);
    }
    expect(receiver.received.map((r) => r.headers[WEBHOOK_HEADERS.event])).toEqual(['subscription.challenge']);
  });

  it('a webhook down when it subscribes is challenged again, confirms by echoing, then gets events with one idempotency key per message', async () => {
    const user = await registerUser(app);
    const { websiteId, slug, page } = await pageWithWebsite(user, 'Echo');
    const url = receiver.url(`/echo-${Date.now().toString(36)}`);
    receiver.answer = echo;
    receiver.status = 503;
    await subscribeHook(slug, url);
    await round();
    expect(receiver.received).toHaveLength(1);
    expect((await subscribersOf(user, page.id)).map((s) => s.confirmed)).toEqual([false]);

    // Back up: the challenge's retry is echoed and confirms the URL.
    receiver.status = 200;
    clock.advance(30_000);
    await round();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.json).toEqual(receiver.received[0]?.json);
    expect((await subscribersOf(user, page.id)).map((s) => s.confirmed)).toEqual([true]);

    // An incident: the first attempt meets a 500, the retry carries the same idempotency key.
    receiver.clear();
    receiver.status = 500;
    clock.advance(1000);
    await runChecks(d.db, clock, websiteId, false);
    await round();
    receiver.status = 200;
    clock.advance(30_000);
    await round();
    clock.advance(60_000);
    await round();
    expect(receiver.received).toHaveLength(2);
    const [failed, delivered] = receiver.received;
    expect(delivered?.headers[WEBHOOK_HEADERS.idempotencyKey]).toBeTruthy();
    expect(delivered?.headers[WEBHOOK_HEADERS.idempotencyKey]).toBe(failed?.headers[WEBHOOK_HEADERS.idempotencyKey]);
    expect(delivered?.headers[WEBHOOK_HEADERS.delivery]).toBe(delivered?.headers[WEBHOOK_HEADERS.idempotencyKey]);
    const payload = subscriberWebhookPayloadSchema.parse(delivered?.json);
    expect(payload).toMatchObject({ event: 'incident.opened', page: { name: 'Echo' }, incident: { resolvedAt: null } });
  });
});

it('documents the webhook challenge in the OpenAPI document', async () => {
  const t = await createTestApp();
  try {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { description?: string }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.components.schemas.SubscriberWebhookChallenge?.properties ?? {})).toEqual(
      expect.arrayContaining(['event', 'challenge', 'page', 'occurredAt']),
    );
    const subscribe = doc.paths['/api/public/status-pages/{slug}/subscribers']?.post;
    expect(subscribe?.description).toContain('{"challenge": "<value>"}');
    expect(subscribe?.description).toContain('Idempotency-Key');
  } finally {
    await t.close();
  }
});
