import { describe, expect, it } from 'vitest';
import { channelHarness } from '../../../testing/channel-harness';
import { XSS_NAME } from '../../../testing/notifications';

describe('Mattermost channel against a local incoming webhook', () => {
  const h = channelHarness();

  it('sends the test and an incident as the exact webhook request, the website name escaped', async () => {
    const url = h.receiver.url('/hooks/xyz123');
    const channel = await h.create({ type: 'mattermost', url });
    expect(channel.config).toEqual({ type: 'mattermost', url });

    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 200 });
    const [test] = h.receiver.received;
    expect(test?.method).toBe('POST');
    expect(test?.path).toBe('/hooks/xyz123');
    expect(test?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(test?.json).toEqual({
      text: '#### Testovací zpráva z Hlídky',
      attachments: [
        {
          fallback: 'Testovací zpráva z Hlídky',
          color: '#2563eb',
          text: 'Tento kanál je nastaven správně. Sem budou chodit upozornění podle vašich pravidel.',
          fields: [{ short: false, title: 'Čas', value: '15. 1. 2026 11:00 SEČ' }],
        },
      ],
    });

    h.receiver.clear();
    const { incidentId } = await h.open(XSS_NAME);
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]?.json).toEqual({
      text: '#### Web "\\>\\<img src=x onerror=alert\\(1\\)\\> je nedostupný',
      attachments: [
        {
          fallback: `Web ${XSS_NAME} je nedostupný`,
          color: '#dc2626',
          fields: [
            { short: false, title: 'Web', value: '"\\>\\<img src=x onerror=alert\\(1\\)\\>' },
            { short: false, title: 'Adresa', value: 'https://obchod.example.cz/' },
            { short: false, title: 'Příčina', value: 'Vypršel časový limit' },
            { short: false, title: 'Čas', value: '15. 1. 2026 11:00 SEČ' },
          ],
          title: 'Zobrazit incident',
          title_link: `http://localhost:3000/incidents/${incidentId}`,
        },
      ],
    });
  });

  it('refuses a URL that is not http(s)', async () => {
    const answer = await h.tryCreate({ type: 'mattermost', url: 'ftp://chat.example.cz/hooks/x' });
    expect(answer.status).toBe(400);
  });
});
