import { acknowledgementLinkDataSchema, escalationPolicyDataSchema, incidentDataSchema } from '@hlidka/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { bearer, expectData, type Registered } from '../../testing/auth';
import { createTestClock } from '../../testing/clock';
import { incidentsOf } from '../../testing/incidents';
import { createChannel, openIncident, Receiver } from '../../testing/notifications';
import { registerUser } from '../../testing/teams';

const TELEGRAM_TOKEN = '123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQ';

// An escalation step to chat channels carries the signed link as a button: Telegram's inline keyboard with a URL
// button (a callback button would need Telegram's webhook), Slack's primary button. Acknowledging through it names
// the channel, by chat.
describe('escalation steps to chat channels', () => {
  let t: TestApp;
  let user: Registered;
  const hooks = {} as { telegram: Receiver; slack: Receiver };

  beforeAll(async () => {
    hooks.telegram = await Receiver.start();
    hooks.slack = await Receiver.start();
    t = await createTestApp({
      clock: createTestClock('2026-01-15T10:00:30.000Z'),
      config: { channelApiUrls: { telegram: hooks.telegram.url('') } },
    });
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await hooks.telegram.down();
    await hooks.slack.down();
    await t.close();
  });

  it('sends the link as a Telegram URL button and a Slack button; the chat acknowledges in the channel’s name', async () => {
    const telegram = await createChannel(t.app, user.token, {
      name: 'Telegram pohotovosti',
      config: { type: 'telegram', botToken: TELEGRAM_TOKEN, chatId: '-100200300' },
    });
    const slack = await createChannel(t.app, user.token, {
      name: 'Slack #provoz',
      config: { type: 'slack', url: hooks.slack.url('/slack') },
    });
    const { websiteId } = await openIncident(t.database, user.user.id, { name: 'Sklad' });
    expectData(
      await t.app.inject({
        method: 'POST',
        url: '/api/escalation-policies',
        headers: bearer(user.token),
        payload: {
          name: 'Chat',
          steps: [
            { target: { kind: 'channel', channelId: telegram.id }, waitMinutes: 5 },
            { target: { kind: 'channel', channelId: slack.id }, waitMinutes: 5 },
          ],
          websiteIds: [websiteId],
        },
      }),
      escalationPolicyDataSchema,
      201,
    );
    await t.app.notifications.runOnce();
    const sent = hooks.telegram.received.at(-1)?.json as {
      reply_markup?: { inline_keyboard: { text: string; url: string }[][] };
    };
    const button = sent.reply_markup?.inline_keyboard[0]?.[0];
    expect(button?.text).toBe('Převzít incident');
    expect(button?.url).toMatch(/^http:\/\/localhost:\d+\/acknowledge\/[\w-]+\.[\w-]+$/);

    t.clock.set('2026-01-15T10:05:30.000Z');
    await t.app.notifications.runOnce();
    const slackBody = hooks.slack.received.at(-1)?.json as { blocks?: { type: string; elements?: unknown[] }[] } | null;
    const actions = slackBody?.blocks?.find((block) => block.type === 'actions');
    expect(actions?.elements?.[0]).toMatchObject({
      type: 'button',
      style: 'primary',
      text: { type: 'plain_text', text: 'Převzít incident' },
      url: expect.stringMatching(/\/acknowledge\//),
    });

    const token = (button?.url ?? '').split('/acknowledge/')[1] ?? '';
    const done = expectData(
      await t.app.inject({ method: 'POST', url: `/api/acknowledgement-links/${token}` }),
      acknowledgementLinkDataSchema,
    );
    expect(done.incident).toMatchObject({ status: 'acknowledged', acknowledgedBy: 'Telegram pohotovosti' });
    const [incident] = await incidentsOf(t.db, websiteId);
    const detail = expectData(
      await t.app.inject({ method: 'GET', url: `/api/incidents/${incident?.id}`, headers: bearer(user.token) }),
      incidentDataSchema,
    ).incident;
    expect(detail.timeline.filter((entry) => entry.type === 'acknowledged')).toEqual([
      expect.objectContaining({ actor: { userId: null, name: 'Telegram pohotovosti' }, via: 'chat' }),
    ]);
  });
});
