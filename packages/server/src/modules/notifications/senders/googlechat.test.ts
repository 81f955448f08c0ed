import { describe, expect, it } from 'vitest';
import { channelHarness } from '../../../testing/channel-harness';
import { XSS_NAME } from '../../../testing/notifications';

describe('Google Chat channel against a local webhook', () => {
  const h = channelHarness();

  it('sends the test and an incident as the exact card request, values escaped for the card', async () => {
    const url = h.receiver.url('/v1/spaces/AAAA/messages?key=k1&token=t1');
    const channel = await h.create({ type: 'googlechat', url });
    expect(channel.config).toEqual({ type: 'googlechat', url });

    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 200 });
    const [test] = h.receiver.received;
    expect(test?.method).toBe('POST');
    expect(test?.path).toBe('/v1/spaces/AAAA/messages?key=k1&token=t1');
    expect(test?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(test?.json).toEqual({
      cardsV2: [
        {
          cardId: 'hlidka',
          card: {
            header: { title: 'Testovací zpráva z Hlídky' },
            sections: [
              {
                widgets: [
                  {
                    textParagraph: {
                      text: 'Tento kanál je nastaven správně. Sem budou chodit upozornění podle vašich pravidel.',
                    },
                  },
                  { decoratedText: { topLabel: 'Čas', text: '15. 1. 2026 11:00 SEČ' } },
                ],
              },
            ],
          },
        },
      ],
    });

    h.receiver.clear();
    const { incidentId } = await h.open(XSS_NAME);
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]?.json).toEqual({
      cardsV2: [
        {
          cardId: 'hlidka',
          card: {
            header: { title: `Web ${XSS_NAME} je nedostupný` },
            sections: [
              {
                widgets: [
                  { decoratedText: { topLabel: 'Web', text: '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;' } },
                  { decoratedText: { topLabel: 'Adresa', text: 'https://obchod.example.cz/' } },
                  { decoratedText: { topLabel: 'Příčina', text: 'Vypršel časový limit' } },
                  { decoratedText: { topLabel: 'Čas', text: '15. 1. 2026 11:00 SEČ' } },
                  {
                    buttonList: {
                      buttons: [
                        {
                          text: 'Zobrazit incident',
                          onClick: { openLink: { url: `http://localhost:3000/incidents/${incidentId}` } },
                        },
                      ],
                    },
                  },
                ],
              },
            ],
          },
        },
      ],
    });
  });
});
