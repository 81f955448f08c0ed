import { webhookPayloadSchema } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { createSmtpMailer } from '../../../mail/mailer';
import { bearer } from '../../../testing/auth';
import { createTestClock } from '../../../testing/clock';
import { testConfig } from '../../../testing/config';
import { createTestDatabase, type TestDatabase, testDatabaseKinds } from '../../../testing/databases';
import {
  createChannel,
  createRule,
  mimeParts,
  openIncident,
  type ReceivedMail,
  Receiver,
  startSmtp,
  XSS_NAME,
} from '../../../testing/notifications';
import { registerUser } from '../../../testing/teams';

const TELEGRAM_TOKEN = '123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQ';

for (const kind of testDatabaseKinds) {
  describe(`every channel with real receivers [${kind}]`, () => {
    let app: FastifyInstance;
    let database: TestDatabase;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    const hooks: Record<'webhook' | 'slack' | 'discord' | 'teams' | 'telegram', Receiver> = {} as never;

    beforeAll(async () => {
      smtp = await startSmtp();
      for (const name of ['webhook', 'slack', 'discord', 'teams', 'telegram'] as const)
        hooks[name] = await Receiver.start();
      database = await createTestDatabase(kind);
      const config = testConfig({ channelApiUrls: { telegram: hooks.telegram.url('') } });
      app = await buildApp({
        config,
        database: database.database,
        mailer: createSmtpMailer({ url: smtp.url, from: 'Hlídka <noreply@hlidka.test>' }),
        clock: createTestClock('2026-01-15T10:00:30.000Z'),
        appDist: null,
        rateLimit: false,
        logger: false,
      });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      await database.drop();
      await smtp.close();
      for (const hook of Object.values(hooks)) await hook.down();
    });

    /** A user with one channel of each type and a rule sending incidents to all of them. */
    async function everyChannel(language: 'cs' | 'en') {
      const user = await registerUser(app);
      if (language === 'en') {
        await app.inject({
          method: 'PUT',
          url: '/api/user/settings',
          headers: bearer(user.token),
          payload: { language },
        });
      }
      const channels = [
        await createChannel(app, user.token, { name: 'E-mail', config: { type: 'email', addresses: [user.email] } }),
        await createChannel(app, user.token, {
          name: 'Webhook',
          config: { type: 'webhook', url: hooks.webhook.url(), secret: 'x'.repeat(20) },
        }),
        await createChannel(app, user.token, { name: 'Slack', config: { type: 'slack', url: hooks.slack.url() } }),
        await createChannel(app, user.token, {
          name: 'Discord',
          config: { type: 'discord', url: hooks.discord.url() },
        }),
        await createChannel(app, user.token, { name: 'Teams', config: { type: 'teams', url: hooks.teams.url() } }),
        await createChannel(app, user.token, {
          name: 'Telegram',
          config: { type: 'telegram', botToken: TELEGRAM_TOKEN, chatId: '-100200300' },
        }),
      ];
      await createRule(app, user.token, {
        name: 'Vše',
        events: ['incident.opened', 'incident.resolved'],
        channelIds: channels.map((c) => c.id),
      });
      return user;
    }

    const clear = () => {
      smtp.received.length = 0;
      for (const hook of Object.values(hooks)) hook.clear();
    };
    const mailsTo = (address: string): ReceivedMail[] => smtp.received.filter((m) => m.to.includes(address));

    it('a website named like markup arrives as text in every channel, in Czech', async () => {
      clear();
      const user = await everyChannel('cs');
      await openIncident(database.database, user.user.id, { name: XSS_NAME });
      await app.notifications.runOnce();

      // E-mail: the channel holds the account's own address, so one message reaches it, not the channel's and the
      // personal one; HTML escaped, text verbatim.
      const mails = mailsTo(user.email);
      expect(mails).toHaveLength(1);
      for (const mail of mails) {
        const { headers, text, html } = mimeParts(mail.raw);
        expect(headers).toMatch(/^Subject: /m);
        expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
        expect(html).not.toContain('<img');
        expect(html).toContain('href="http://localhost:3000/incidents/');
        expect(text).toContain(`Web ${XSS_NAME} je nedostupný`);
        expect(text).toContain('Příčina: Vypršel časový limit');
        expect(text).toContain('Čas: 15. 1. 2026 11:00');
        expect(text).toMatch(/Zobrazit incident: http:\/\/localhost:3000\/incidents\/[0-9a-f-]{36}/);
      }

      // Webhook: JSON carries the name as a plain string value.
      const payload = webhookPayloadSchema.parse(hooks.webhook.received[0]?.json);
      expect(payload.website?.name).toBe(XSS_NAME);
      expect(hooks.webhook.received[0]?.headers['x-hlidka-signature']).toMatch(/^v1=[0-9a-f]{64}$/);

      // Slack: text and Block Kit, <, > and & escaped.
      const slack = hooks.slack.received[0]?.json as { text: string; blocks: { type: string }[] };
      expect(slack.text).toBe('Web "&gt;&lt;img src=x onerror=alert(1)&gt; je nedostupný');
      expect(slack.blocks.map((b) => b.type)).toEqual(['section', 'section', 'actions']);
      expect(JSON.stringify(slack)).not.toContain('<img');

      // Discord: one embed, markdown escaped, nobody mentioned.
      const discord = hooks.discord.received[0]?.json as {
        allowed_mentions: { parse: unknown[] };
        embeds: { title: string; url: string; color: number; fields: { name: string; value: string }[] }[];
      };
      expect(discord.allowed_mentions.parse).toEqual([]);
      expect(discord.embeds[0]?.title).toBe('Web "\\>\\<img src=x onerror=alert\\(1\\)\\> je nedostupný');
      expect(discord.embeds[0]?.url).toMatch(/\/incidents\//);
      expect(discord.embeds[0]?.fields[0]).toEqual({
        name: 'Web',
        value: '"\\>\\<img src=x onerror=alert\\(1\\)\\>',
        inline: false,
      });

      // Teams: an Adaptive Card with a fact set and an open-URL action.
      const teams = hooks.teams.received[0]?.json as {
        type: string;
        attachments: {
          contentType: string;
          content: { type: string; body: { type: string; text?: string }[]; actions: { type: string }[] };
        }[];
      };
      expect(teams.type).toBe('message');
      expect(teams.attachments[0]?.contentType).toBe('application/vnd.microsoft.card.adaptive');
      const card = teams.attachments[0]?.content;
      expect(card?.type).toBe('AdaptiveCard');
      expect(card?.body.map((b) => b.type)).toEqual(['TextBlock', 'FactSet']);
      expect(card?.body[0]?.text).toBe('Web "\\>\\<img src=x onerror=alert\\(1\\)\\> je nedostupný');
      expect(card?.actions[0]?.type).toBe('Action.OpenUrl');

      // Telegram: sendMessage of the bot, HTML parse mode with the name escaped.
      const telegram = hooks.telegram.received[0];
      expect(telegram?.path).toBe(`/bot${TELEGRAM_TOKEN}/sendMessage`);
      const message = telegram?.json as { chat_id: string; text: string; parse_mode: string };
      expect(message.chat_id).toBe('-100200300');
      expect(message.parse_mode).toBe('HTML');
      expect(message.text).toContain('<b>Web "&gt;&lt;img src=x onerror=alert(1)&gt; je nedostupný</b>');
      expect(message.text).not.toContain('<img');
    });

    it('writes to an English recipient in English, times in Europe/Prague', async () => {
      clear();
      const user = await everyChannel('en');
      await openIncident(database.database, user.user.id, { name: 'Shop' });
      await app.notifications.runOnce();
      const [mail] = mailsTo(user.email);
      const { text, html } = mimeParts(mail?.raw ?? '');
      expect(text).toContain('Shop is down');
      expect(text).toContain('Cause: Timed out');
      expect(text).toContain('Time: 15/01/2026, 11:00 CET');
      expect(text).toContain('View the incident: http://localhost:3000/incidents/');
      expect(html).toContain('<html lang="en">');
      expect(webhookPayloadSchema.parse(hooks.webhook.received[0]?.json)).toMatchObject({
        language: 'en',
        message: { subject: 'Shop is down' },
      });
      expect((hooks.slack.received[0]?.json as { text?: string } | undefined)?.text).toBe('Shop is down');
    });
  });
}
