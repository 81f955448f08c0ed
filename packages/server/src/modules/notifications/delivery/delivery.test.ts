import { createHmac, timingSafeEqual } from 'node:crypto';
import { channelDeliveriesDataSchema, WEBHOOK_HEADERS, webhookPayloadSchema } from '@hlidka/contract';
import { afterAll, expect, it } from 'vitest';
import { createTestApp, describeEachApp } from '../../../testing/app';
import { bearer, expectData } from '../../../testing/auth';
import {
  createChannel,
  createRule,
  openIncident,
  type Received,
  Receiver,
  resolveBy,
} from '../../../testing/notifications';
import { registerUser } from '../../../testing/teams';
import { workerContext } from './context';
import { claimDue, LEASE_MS } from './worker';

const SECRET = 'tajne-heslo-pro-podpis-0123456789';
const START = new Date('2026-01-15T10:00:30.000Z');
const minutes = (n: number) => n * 60_000;

/** What a receiver does with a signed webhook: check the timestamp and the HMAC in constant time. */
function verifySignature(request: Received, secret: string, nowSeconds: number): boolean {
  const timestamp = Number(request.headers[WEBHOOK_HEADERS.timestamp]);
  const signature = String(request.headers[WEBHOOK_HEADERS.signature] ?? '');
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = `v1=${createHmac('sha256', secret).update(`${timestamp}.${request.body}`).digest('hex')}`;
  return expected.length === signature.length && timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

describeEachApp('notification delivery', (t) => {
  const receivers: Receiver[] = [];
  const receiver = async () => {
    const r = await Receiver.start();
    receivers.push(r);
    return r;
  };
  afterAll(async () => {
    for (const r of receivers) await r.down();
  });

  /** A user with a webhook channel and a rule sending the given events to it. */
  async function webhookSetup(events: string[], extra: Record<string, unknown> = {}) {
    const user = await registerUser(t.app);
    const hook = await receiver();
    const channel = await createChannel(t.app, user.token, {
      name: 'Můj webhook',
      config: { type: 'webhook', url: hook.url(), secret: SECRET },
    });
    await createRule(t.app, user.token, { name: 'Vše', events, channelIds: [channel.id], ...extra });
    return { user, hook, channel };
  }

  const deliveriesOf = async (token: string, channelId: string) =>
    expectData(
      await t.app.inject({
        method: 'GET',
        url: `/api/notification-channels/${channelId}/deliveries`,
        headers: bearer(token),
      }),
      channelDeliveriesDataSchema,
    ).deliveries;

  it('signs webhooks: the receiver verifies the HMAC; the body parses as the documented payload', async () => {
    t.clock.set(START);
    const { user, hook } = await webhookSetup(['incident.opened']);
    await openIncident(t.database, user.user.id, { name: 'Obchod' });
    await t.app.notifications.runOnce();
    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    if (!request) throw new Error('nothing received');
    expect(verifySignature(request, SECRET, Math.floor(START.getTime() / 1000))).toBe(true);
    expect(verifySignature({ ...request, body: `${request.body} ` }, SECRET, Math.floor(START.getTime() / 1000))).toBe(
      false,
    );
    expect(verifySignature(request, 'jine-heslo-jine-heslo-jine', Math.floor(START.getTime() / 1000))).toBe(false);
    const payload = webhookPayloadSchema.parse(request.json);
    expect(payload).toMatchObject({
      event: 'incident.opened',
      test: false,
      language: 'cs',
      website: { name: 'Obchod' },
      incident: { status: 'open', causeCode: 'timeout', cause: 'Vypršel časový limit' },
      message: { subject: 'Web Obchod je nedostupný' },
    });
    expect(payload.incident?.url).toBe(`http://localhost:3000/incidents/${payload.incident?.id}`);
    expect(request.headers[WEBHOOK_HEADERS.delivery]).toBe(payload.id);
    expect(request.headers[WEBHOOK_HEADERS.idempotencyKey]).toBe(payload.id);
  });

  it('a receiver down for 60 s then up gets exactly one message; every attempt is recorded', async () => {
    t.clock.set(START);
    const { user, hook, channel } = await webhookSetup(['incident.opened']);
    await hook.down();
    await openIncident(t.database, user.user.id);
    await t.app.notifications.runOnce();
    t.clock.advance(30_000);
    await t.app.notifications.runOnce();
    t.clock.advance(30_000);
    await hook.up();
    await t.app.notifications.runOnce();
    expect(hook.received).toHaveLength(0);
    t.clock.advance(30_000);
    await t.app.notifications.runOnce();
    expect(hook.received).toHaveLength(1);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(minutes(30));
      await t.app.notifications.runOnce();
    }
    expect(hook.received).toHaveLength(1);
    t.clock.set(START); // the access token is valid for minutes only
    const [delivery] = await deliveriesOf(user.token, channel.id);
    expect(delivery?.status).toBe('sent');
    expect(delivery?.attempts.map((a) => [a.ok, a.responseCode, a.error?.code ?? null])).toEqual([
      [false, null, 'refused'],
      [false, null, 'refused'],
      [true, 200, null],
    ]);
  });

  it('retries a 5xx answer with backoff and gives up after 24 hours (the notification turns failed)', async () => {
    t.clock.set(START);
    const { user, hook, channel } = await webhookSetup(['incident.opened']);
    hook.status = 503;
    await openIncident(t.database, user.user.id);
    for (let i = 0; i < 40; i++) {
      await t.app.notifications.runOnce();
      t.clock.advance(minutes(60));
    }
    t.clock.set(START); // the access token is valid for minutes only
    const [delivery] = await deliveriesOf(user.token, channel.id);
    expect(delivery?.status).toBe('failed');
    expect(delivery?.attempts.length).toBeGreaterThan(5);
    expect(delivery?.attempts.every((a) => a.responseCode === 503)).toBe(true);
    const gaps = (delivery?.attempts ?? [])
      .slice(0, 4)
      .map((a, i, all) => (i === 0 ? 0 : Date.parse(a.at) - Date.parse(all[i - 1]?.at ?? a.at)));
    expect(gaps[1]).toBeGreaterThanOrEqual(30_000);
    const last = delivery?.attempts.at(-1)?.at ?? '';
    expect(Date.parse(last) - START.getTime()).toBeLessThanOrEqual(minutes(24 * 60));
    const list = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(user.token) });
    expect(list.json().data.notifications[0].status).toBe('failed');
  });

  it('a restart during retries still delivers exactly once', async () => {
    t.clock.set(START);
    const { user, hook } = await webhookSetup(['incident.opened']);
    await hook.down();
    await openIncident(t.database, user.user.id);
    await t.app.notifications.runOnce();
    // A second process on the same database (the first one stops retrying: its pipeline is idle).
    const second = await createTestApp({ database: t.database });
    try {
      second.clock.set(new Date(START.getTime() + 45_000));
      await hook.up();
      await second.app.notifications.runOnce();
      expect(hook.received).toHaveLength(1);
      second.clock.advance(minutes(10));
      await second.app.notifications.runOnce();
      t.clock.set(second.clock.now());
      await t.app.notifications.runOnce();
      expect(hook.received).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });

  it('re-notifies while unacknowledged, escalates after M minutes, stops on acknowledge; resolve sends one message', async () => {
    t.clock.set(START);
    const user = await registerUser(t.app);
    const [hook, escalationHook] = [await receiver(), await receiver()];
    const channel = await createChannel(t.app, user.token, {
      name: 'Slack',
      config: { type: 'slack', url: hook.url() },
    });
    const escalation = await createChannel(t.app, user.token, {
      name: 'Vedoucí',
      config: { type: 'discord', url: escalationHook.url() },
    });
    await createRule(t.app, user.token, {
      name: 'Výpadky',
      events: ['incident.opened', 'incident.resolved'],
      channelIds: [channel.id],
      renotifyMinutes: 5,
      escalation: { afterMinutes: 10, channelIds: [escalation.id] },
    });
    const { websiteId } = await openIncident(t.database, user.user.id, { name: 'Sklad' });
    await t.app.notifications.runOnce();
    const texts = () => hook.received.map((r) => (r.json as { text: string }).text);
    expect(texts()).toEqual(['Web Sklad je nedostupný']);
    t.clock.advance(minutes(5));
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    expect(texts()).toEqual(['Web Sklad je nedostupný', 'Připomínka: Web Sklad je nedostupný']);
    expect(escalationHook.received).toHaveLength(0);
    t.clock.advance(minutes(5));
    await t.app.notifications.runOnce();
    expect(texts()).toHaveLength(3);
    expect(escalationHook.received).toHaveLength(1);

    const later = t.clock.now();
    t.clock.set(START); // the access token is valid for minutes only
    const incidents = await t.app.inject({ method: 'GET', url: '/api/incidents', headers: bearer(user.token) });
    const id = (incidents.json().data.incidents as { id: string; website: { id: string } }[]).find(
      (i) => i.website.id === websiteId,
    )?.id;
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/incidents/${id}/acknowledge`,
      headers: bearer(user.token),
    });
    expect(ack.statusCode, ack.body).toBe(200);
    t.clock.set(later);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(minutes(5));
      await t.app.notifications.runOnce();
    }
    expect(texts()).toHaveLength(3);
    expect(escalationHook.received).toHaveLength(1);

    await resolveBy(t.database, websiteId, 120);
    await t.app.notifications.runOnce();
    t.clock.advance(minutes(5));
    await t.app.notifications.runOnce();
    expect(texts().filter((text) => text === 'Web Sklad je opět dostupný')).toHaveLength(1);
    expect(texts()).toHaveLength(4);
  });

  it('two workers running at once send each message once', async () => {
    t.clock.set(START);
    const { user, hook } = await webhookSetup(['incident.opened']);
    for (const name of ['A', 'B', 'C']) await openIncident(t.database, user.user.id, { name });
    const second = await createTestApp({ database: t.database });
    try {
      second.clock.set(START);
      await Promise.all([
        t.app.notifications.runOnce(),
        second.app.notifications.runOnce(),
        t.app.notifications.runOnce(),
      ]);
      await second.app.notifications.runOnce();
    } finally {
      await second.app.close();
    }
    const names = hook.received.map((r) => webhookPayloadSchema.parse(r.json).website?.name).sort();
    expect(names).toEqual(['A', 'B', 'C']);
  });

  it('a delivery claimed by a worker that died is sent after its lease ends, once', async () => {
    t.clock.set(START);
    const { user, hook } = await webhookSetup(['incident.opened']);
    await openIncident(t.database, user.user.id);
    // Fan out without sending: the outbox round runs, then a worker claims and "dies" before sending.
    await hook.down();
    await t.app.notifications.runOnce();
    await hook.up();
    t.clock.advance(30_000);
    const dead = await claimDue(workerContext(t.app, 'dead-worker'));
    expect(dead).toHaveLength(1);
    await t.app.notifications.runOnce();
    expect(hook.received).toHaveLength(0);
    t.clock.advance(LEASE_MS + 1000);
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    expect(hook.received).toHaveLength(1);
  });

  it('holds messages during the rule’s quiet hours and sends them when they end', async () => {
    t.clock.set(START); // 11:00:30 in Prague
    const { user, hook } = await webhookSetup(['incident.opened'], {
      quietHours: { start: '11:00', end: '12:30', timeZone: 'Europe/Prague' },
    });
    await openIncident(t.database, user.user.id);
    await t.app.notifications.runOnce();
    t.clock.set('2026-01-15T11:29:00.000Z');
    await t.app.notifications.runOnce();
    expect(hook.received).toHaveLength(0);
    t.clock.set('2026-01-15T11:30:00.000Z');
    await t.app.notifications.runOnce();
    expect(hook.received).toHaveLength(1);
  });

  it('an incident that opens and resolves within quiet hours sends nothing to the quiet channel', async () => {
    t.clock.set(START);
    const { user, hook } = await webhookSetup(['incident.opened', 'incident.resolved'], {
      quietHours: { start: '11:00', end: '12:30', timeZone: 'Europe/Prague' },
    });
    const { websiteId } = await openIncident(t.database, user.user.id);
    await t.app.notifications.runOnce();
    await resolveBy(t.database, websiteId, 600);
    t.clock.set('2026-01-15T10:10:00.000Z');
    await t.app.notifications.runOnce();
    t.clock.set('2026-01-15T11:45:00.000Z');
    await t.app.notifications.runOnce();
    expect(hook.received).toHaveLength(0);
  });
});
