import { describe, expect, it } from 'vitest';
import { channelHarness } from '../../../testing/channel-harness';
import { XSS_NAME } from '../../../testing/notifications';

const ROUTING_KEY = 'R0123456789abcdefABCDEF012345678';

describe('PagerDuty channel against a local Events API v2 (PAGERDUTY_EVENTS_URL)', () => {
  const h = channelHarness((receiver) => ({ pagerduty: receiver.url('/pd') }));

  it('triggers on opened, acknowledges and resolves with the incident id as dedup key', async () => {
    h.receiver.status = 202;
    const channel = await h.create({ type: 'pagerduty', routingKey: ROUTING_KEY });
    expect(channel.config).toEqual({ type: 'pagerduty', routingKeyHint: '5678' });

    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 202 });
    const [test] = h.receiver.received;
    expect(test?.method).toBe('POST');
    expect(test?.path).toBe('/pd/v2/enqueue');
    expect(test?.headers['content-type']).toBe('application/json; charset=utf-8');
    const testEvent = test?.json as { dedup_key: string };
    expect(testEvent.dedup_key).toMatch(/^test:/);
    expect(testEvent).toEqual({
      routing_key: ROUTING_KEY,
      event_action: 'trigger',
      dedup_key: testEvent.dedup_key,
      payload: {
        summary: 'Testovací zpráva z Hlídky',
        source: 'Hlídka',
        severity: 'info',
        timestamp: '2026-01-15T10:00:30.000Z',
        custom_details: {
          Hlídka: 'Tento kanál je nastaven správně. Sem budou chodit upozornění podle vašich pravidel.',
          Čas: '15. 1. 2026 11:00 SEČ',
        },
      },
      client: 'Hlídka',
    });

    h.receiver.clear();
    const { websiteId, incidentId } = await h.open(XSS_NAME);
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]?.json).toEqual({
      routing_key: ROUTING_KEY,
      event_action: 'trigger',
      dedup_key: incidentId,
      payload: {
        summary: `Web ${XSS_NAME} je nedostupný`,
        source: 'https://obchod.example.cz/',
        severity: 'critical',
        timestamp: expect.any(String),
        custom_details: {
          Web: XSS_NAME,
          Adresa: 'https://obchod.example.cz/',
          Příčina: 'Vypršel časový limit',
          Čas: '15. 1. 2026 11:00 SEČ',
        },
      },
      client: 'Hlídka',
      client_url: `http://localhost:3000/incidents/${incidentId}`,
      links: [{ href: `http://localhost:3000/incidents/${incidentId}`, text: 'Zobrazit incident' }],
    });

    h.receiver.clear();
    await h.acknowledge(incidentId);
    expect(h.receiver.received.map((r) => r.json)).toEqual([
      { routing_key: ROUTING_KEY, event_action: 'acknowledge', dedup_key: incidentId },
    ]);

    h.receiver.clear();
    await h.resolve(websiteId);
    expect(h.receiver.received.map((r) => r.json)).toEqual([
      { routing_key: ROUTING_KEY, event_action: 'resolve', dedup_key: incidentId },
    ]);
  });

  it('refuses a routing key of the wrong shape', async () => {
    expect((await h.tryCreate({ type: 'pagerduty', routingKey: 'short' })).status).toBe(400);
  });
});
