import { describe, expect, it } from 'vitest';
import { channelHarness } from '../../../testing/channel-harness';
import { XSS_NAME } from '../../../testing/notifications';

const API_KEY = 'eb243592-faa2-4ba2-a551-1afdf565c889';

describe('Opsgenie channel against a local Alert API v2 (OPSGENIE_API_URL, OPSGENIE_EU_API_URL)', () => {
  const h = channelHarness((receiver) => ({ opsgenie: receiver.url('/us'), opsgenieEu: receiver.url('/eu') }));

  it('creates the alert on opened, acknowledges and closes it by the incident id as alias', async () => {
    h.receiver.status = 202;
    const channel = await h.create({ type: 'opsgenie', apiKey: API_KEY, region: 'eu' });
    expect(channel.config).toEqual({ type: 'opsgenie', apiKeyHint: 'c889', region: 'eu' });

    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 202 });
    const [test] = h.receiver.received;
    expect(test?.method).toBe('POST');
    expect(test?.path).toBe('/eu/v2/alerts');
    expect(test?.headers.authorization).toBe(`GenieKey ${API_KEY}`);
    expect(test?.headers['content-type']).toBe('application/json; charset=utf-8');
    const testAlert = test?.json as { alias: string };
    expect(testAlert.alias).toMatch(/^test:/);
    expect(testAlert).toEqual({
      message: 'Testovací zpráva z Hlídky',
      alias: testAlert.alias,
      description:
        'Tento kanál je nastaven správně. Sem budou chodit upozornění podle vašich pravidel.\nČas: 15. 1. 2026 11:00 SEČ',
      details: { Čas: '15. 1. 2026 11:00 SEČ' },
      source: 'Hlídka',
      tags: ['hlidka'],
      priority: 'P5',
    });

    h.receiver.clear();
    const { websiteId, incidentId } = await h.open(XSS_NAME);
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]?.path).toBe('/eu/v2/alerts');
    expect(h.receiver.received[0]?.json).toEqual({
      message: `Web ${XSS_NAME} je nedostupný`,
      alias: incidentId,
      description: [
        `Web: ${XSS_NAME}`,
        'Adresa: https://obchod.example.cz/',
        'Příčina: Vypršel časový limit',
        'Čas: 15. 1. 2026 11:00 SEČ',
        '',
        `Zobrazit incident: http://localhost:3000/incidents/${incidentId}`,
      ].join('\n'),
      details: {
        Web: XSS_NAME,
        Adresa: 'https://obchod.example.cz/',
        Příčina: 'Vypršel časový limit',
        Čas: '15. 1. 2026 11:00 SEČ',
      },
      entity: XSS_NAME,
      source: 'Hlídka',
      tags: ['hlidka'],
      priority: 'P1',
    });

    h.receiver.clear();
    await h.acknowledge(incidentId);
    expect(h.receiver.received.map((r) => [r.path, r.headers.authorization])).toEqual([
      [`/eu/v2/alerts/${incidentId}/acknowledge?identifierType=alias`, `GenieKey ${API_KEY}`],
    ]);
    expect(h.receiver.received[0]?.json).toMatchObject({ source: 'Hlídka', note: expect.stringContaining(XSS_NAME) });

    h.receiver.clear();
    await h.resolve(websiteId);
    expect(h.receiver.received.map((r) => r.path)).toEqual([`/eu/v2/alerts/${incidentId}/close?identifierType=alias`]);
    expect(h.receiver.received[0]?.json).toMatchObject({ source: 'Hlídka', note: expect.stringContaining(XSS_NAME) });
  });

  it('sends to the US API for region us, and keeps the key when an edit leaves it out', async () => {
    h.receiver.status = 202;
    const channel = await h.create({ type: 'opsgenie', apiKey: API_KEY, region: 'eu' }, 'Opsgenie US');
    const edited = await h.update(channel.id, { type: 'opsgenie', region: 'us' });
    expect(edited.config).toEqual({ type: 'opsgenie', apiKeyHint: 'c889', region: 'us' });
    h.receiver.clear();
    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true });
    expect(h.receiver.received.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/us/v2/alerts', `GenieKey ${API_KEY}`],
    ]);
  });

  it('refuses a key of the wrong shape and an unknown region', async () => {
    expect((await h.tryCreate({ type: 'opsgenie', apiKey: 'short', region: 'us' })).status).toBe(400);
    expect((await h.tryCreate({ type: 'opsgenie', apiKey: API_KEY, region: 'asia' })).status).toBe(400);
  });
});
