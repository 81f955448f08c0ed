import { describe, expect, it } from 'vitest';
import { channelHarness } from '../../../testing/channel-harness';
import { XSS_NAME } from '../../../testing/notifications';

const USER_KEY = 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG';
const APP_TOKEN = 'azGDORePK8gMaC0QOYAMyEEuzJnyUi';

describe('Pushover channel against a local Pushover API (PUSHOVER_API_URL)', () => {
  const h = channelHarness((receiver) => ({ pushover: receiver.url('/pushover') }));

  it('posts messages.json with both keys; only the user key hint comes back', async () => {
    const channel = await h.create({ type: 'pushover', userKey: USER_KEY, appToken: APP_TOKEN });
    expect(channel.config).toEqual({ type: 'pushover', userKeyHint: 'VRsG', hasAppToken: true });

    expect(await h.sendTest(channel.id)).toMatchObject({ ok: true, responseCode: 200 });
    const [test] = h.receiver.received;
    expect(test?.method).toBe('POST');
    expect(test?.path).toBe('/pushover/1/messages.json');
    expect(test?.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(test?.json).toEqual({
      token: APP_TOKEN,
      user: USER_KEY,
      title: 'Testovací zpráva z Hlídky',
      message:
        'Tento kanál je nastaven správně. Sem budou chodit upozornění podle vašich pravidel.\nČas: 15. 1. 2026 11:00 SEČ',
      priority: 0,
    });

    h.receiver.clear();
    const { incidentId } = await h.open(XSS_NAME);
    expect(h.receiver.received).toHaveLength(1);
    expect(h.receiver.received[0]?.json).toEqual({
      token: APP_TOKEN,
      user: USER_KEY,
      title: `Web ${XSS_NAME} je nedostupný`,
      message: `Web: ${XSS_NAME}\nAdresa: https://obchod.example.cz/\nPříčina: Vypršel časový limit\nČas: 15. 1. 2026 11:00 SEČ`,
      priority: 1,
      url: `http://localhost:3000/incidents/${incidentId}`,
      url_title: 'Zobrazit incident',
    });
  });

  it('refuses a key of the wrong shape', async () => {
    const answer = await h.tryCreate({ type: 'pushover', userKey: 'short', appToken: APP_TOKEN });
    expect(answer.status).toBe(400);
  });
});
