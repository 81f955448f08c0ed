import { describe, expect, it } from 'vitest';
import { channelHarness } from '../../../testing/channel-harness';
import { XSS_NAME } from '../../../testing/notifications';

describe('Gotify channel against a local Gotify server', () => {
  const h = channelHarness();

  it('posts the message with the app token header; the token never comes back', async () => {
    const serverUrl = h.receiver.url('/gotify/');
    const channel = await h.create({ type: 'gotify', serverUrl, appToken: 'AbCdEf.123456' });
    expect(channel.config).toEqual({ type: 'gotify', serverUrl, hasAppToken: true });

    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 200 });
    const [test] = h.receiver.received;
    expect(test?.method).toBe('POST');
    expect(test?.path).toBe('/gotify/message');
    expect(test?.headers['x-gotify-key']).toBe('AbCdEf.123456');
    expect(test?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(test?.json).toEqual({
      title: 'Testovací zpráva z Hlídky',
      message:
        'Tento kanál je nastaven správně. Sem budou chodit upozornění podle vašich pravidel.\nČas: 15. 1. 2026 11:00 SEČ',
      priority: 2,
      extras: { 'client::display': { contentType: 'text/plain' } },
    });

    h.receiver.clear();
    const { incidentId } = await h.open(XSS_NAME);
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]?.json).toEqual({
      title: `Web ${XSS_NAME} je nedostupný`,
      message: `Web: ${XSS_NAME}\nAdresa: https://obchod.example.cz/\nPříčina: Vypršel časový limit\nČas: 15. 1. 2026 11:00 SEČ`,
      priority: 8,
      extras: {
        'client::display': { contentType: 'text/plain' },
        'client::notification': { click: { url: `http://localhost:3000/incidents/${incidentId}` } },
      },
    });
  });

  it('a new channel needs its app token', async () => {
    const answer = await h.tryCreate({ type: 'gotify', serverUrl: h.receiver.url('/') });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('config.appToken');
  });
});
