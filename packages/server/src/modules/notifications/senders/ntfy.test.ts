import { describe, expect, it } from 'vitest';
import { channelHarness } from '../../../testing/channel-harness';
import { XSS_NAME } from '../../../testing/notifications';

describe('ntfy channel against a local ntfy server', () => {
  const h = channelHarness();

  it('publishes JSON to the server root with the token; priority by severity; the token never comes back', async () => {
    const serverUrl = h.receiver.url('/');
    const channel = await h.create({ type: 'ntfy', serverUrl, topic: 'hlidka-ops_7', token: 'tk_secret0123456789' });
    expect(channel.config).toEqual({ type: 'ntfy', serverUrl, topic: 'hlidka-ops_7', hasToken: true });

    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 200 });
    const [test] = h.receiver.received;
    expect(test?.method).toBe('POST');
    expect(test?.path).toBe('/');
    expect(test?.headers.authorization).toBe('Bearer tk_secret0123456789');
    expect(test?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(test?.json).toEqual({
      topic: 'hlidka-ops_7',
      title: 'Testovací zpráva z Hlídky',
      message:
        'Tento kanál je nastaven správně. Sem budou chodit upozornění podle vašich pravidel.\nČas: 15. 1. 2026 11:00 SEČ',
      priority: 3,
      tags: ['information_source'],
    });

    h.receiver.clear();
    const { websiteId, incidentId } = await h.open(XSS_NAME);
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]?.json).toEqual({
      topic: 'hlidka-ops_7',
      title: `Web ${XSS_NAME} je nedostupný`,
      message: `Web: ${XSS_NAME}\nAdresa: https://obchod.example.cz/\nPříčina: Vypršel časový limit\nČas: 15. 1. 2026 11:00 SEČ`,
      priority: 5,
      tags: ['rotating_light'],
      click: `http://localhost:3000/incidents/${incidentId}`,
    });

    h.receiver.clear();
    await h.resolve(websiteId);
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]?.json).toMatchObject({ priority: 3, tags: ['white_check_mark'] });
  });

  it('keeps the token when an edit leaves it out, drops it on null; refuses a bad topic', async () => {
    const channel = await h.create({ type: 'ntfy', serverUrl: h.receiver.url('/'), topic: 'a', token: 'tk_1' });
    const kept = await h.update(channel.id, { type: 'ntfy', serverUrl: h.receiver.url('/'), topic: 'b' });
    expect(kept.config).toMatchObject({ topic: 'b', hasToken: true });
    h.receiver.clear();
    await h.sendTest(channel.id);
    expect(h.receiver.received[0]?.headers.authorization).toBe('Bearer tk_1');
    const dropped = await h.update(channel.id, {
      type: 'ntfy',
      serverUrl: h.receiver.url('/'),
      topic: 'b',
      token: null,
    });
    expect(dropped.config).toMatchObject({ hasToken: false });
    h.receiver.clear();
    await h.sendTest(channel.id);
    expect(h.receiver.received[0]?.headers.authorization).toBeUndefined();
    const bad = await h.tryCreate({ type: 'ntfy', serverUrl: h.receiver.url('/'), topic: 'a b', token: null });
    expect(bad.status).toBe(400);
  });
});
