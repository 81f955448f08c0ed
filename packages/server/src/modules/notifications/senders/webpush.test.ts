import { webPushKeyDataSchema } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { channelHarness } from '../../../testing/channel-harness';
import { pushSubscriber } from '../../../testing/push-subscriber';

describe('Web Push channel against a local push service', () => {
  const h = channelHarness();
  const browser = pushSubscriber();
  const subscription = (path = '/push/sub-1') => ({
    type: 'webpush',
    endpoint: h.receiver.url(path),
    p256dh: browser.p256dh,
    auth: browser.auth,
    device: 'Chrome, Linux',
  });

  it('serves one VAPID public key, made once and kept', async () => {
    const first = await h.getJson('/api/notification-channels/web-push-key');
    expect(first.status).toBe(200);
    const { publicKey } = webPushKeyDataSchema.parse((first.body as { data: unknown }).data);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await h.getJson('/api/notification-channels/web-push-key');
    expect((again.body as { data: { publicKey: string } }).data.publicKey).toBe(publicKey);
  });

  it('sends the encrypted, VAPID-signed message with a TTL; an incident opens, is acknowledged and resolved', async () => {
    h.receiver.status = 201;
    const channel = await h.create(subscription(), 'Tento prohlížeč');
    expect(channel.config).toEqual({
      type: 'webpush',
      endpoint: h.receiver.url('/push/sub-1'),
      p256dh: browser.p256dh,
      hasAuth: true,
      device: 'Chrome, Linux',
    });
    const { data } = (await h.getJson('/api/notification-channels/web-push-key')).body as {
      data: { publicKey: string };
    };

    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 201 });
    const [test] = h.receiver.received;
    expect(test?.method).toBe('POST');
    expect(test?.path).toBe('/push/sub-1');
    expect(test?.headers).toMatchObject({
      ttl: '86400',
      urgency: 'normal',
      'content-encoding': 'aes128gcm',
      'content-type': 'application/octet-stream',
    });
    expect(test?.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${data.publicKey}$`),
    );
    const claims = JSON.parse(
      Buffer.from(String(test?.headers.authorization).split('.')[1] ?? '', 'base64url').toString(),
    ) as { aud: string; sub: string };
    expect(claims).toMatchObject({ aud: `http://127.0.0.1:${h.receiver.port}`, sub: 'mailto:podpora@hlidka.test' });
    const testMessage = JSON.parse(browser.decrypt(test?.raw ?? Buffer.alloc(0))) as { tag: string };
    expect(testMessage).toEqual({
      title: 'Testovací zpráva z Hlídky',
      body: 'Tento kanál je nastaven správně. Sem budou chodit upozornění podle vašich pravidel.\nČas: 15. 1. 2026 11:00 SEČ',
      url: 'http://localhost:3000/incidents',
      tag: testMessage.tag,
      tone: 'info',
    });

    h.receiver.clear();
    const { websiteId, incidentId } = await h.open('Obchod');
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]?.headers.urgency).toBe('high');
    expect(JSON.parse(browser.decrypt(h.receiver.received[0]?.raw ?? Buffer.alloc(0)))).toEqual({
      title: 'Web Obchod je nedostupný',
      body: 'Web: Obchod\nAdresa: https://obchod.example.cz/\nPříčina: Vypršel časový limit\nČas: 15. 1. 2026 11:00 SEČ',
      url: `http://localhost:3000/incidents/${incidentId}`,
      tag: incidentId,
      tone: 'danger',
    });

    h.receiver.clear();
    await h.acknowledge(incidentId);
    await h.resolve(websiteId);
    const later = h.receiver.received.map((r) => JSON.parse(browser.decrypt(r.raw)) as { tag: string; tone: string });
    expect(later.map((m) => [m.tag, m.tone])).toEqual([
      [incidentId, 'warning'],
      [incidentId, 'success'],
    ]);
  });

  it('marks the channel expired when the push service answers 410, sends nothing more, and a new subscription renews it', async () => {
    h.receiver.status = 410;
    const channel = await h.create(subscription('/push/old'), 'Starý prohlížeč');
    expect(await h.sendTest(channel.id)).toMatchObject({
      ok: false,
      responseCode: 410,
      error: { code: 'subscription_expired' },
    });
    expect((await h.get(channel.id)).config).toMatchObject({ type: 'webpush', expired: true });

    h.receiver.clear();
    await h.open('Sklad');
    expect(h.receiver.received.map((r) => r.path)).toEqual(['/push/sub-1']);

    // The form sends the stored subscription back (without its secret) when only the name changes: still expired.
    const { auth: _auth, ...stored } = subscription('/push/old');
    expect((await h.update(channel.id, stored)).config).toMatchObject({ expired: true });

    h.receiver.status = 201;
    const renewed = await h.update(channel.id, subscription('/push/renewed'));
    expect(renewed.config).not.toHaveProperty('expired');
    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 201 });
  });

  it('refuses a subscription without its keys', async () => {
    const { auth: _auth, ...withoutAuth } = subscription();
    expect((await h.tryCreate(withoutAuth)).status).toBe(400);
    expect((await h.tryCreate({ ...subscription(), p256dh: 'short' })).status).toBe(400);
  });
});
