import {
  channelTestResultDataSchema,
  confirmChannelEmailDataSchema,
  notificationChannelDataSchema,
  notificationChannelDeletedDataSchema,
  notificationChannelListDataSchema,
} from '@hlidka/contract';
import { afterAll, expect, it } from 'vitest';
import { describeEachApp } from '../../../testing/app';
import { bearer, expectData, expectError } from '../../../testing/auth';
import { createChannel, Receiver } from '../../../testing/notifications';
import { registerUser } from '../../../testing/teams';

describeEachApp('notification channels', (t) => {
  const receivers: Receiver[] = [];
  afterAll(async () => {
    for (const r of receivers) await r.down();
  });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

  it('creates, lists, edits, disables and deletes a webhook channel; the secret never comes back', async () => {
    const jana = await registerUser(t.app);
    const channel = await createChannel(t.app, jana.token, {
      name: 'Webhook',
      config: { type: 'webhook', url: 'https://hooks.example.cz/hlidka', secret: 'a'.repeat(32) },
    });
    expect(channel).toMatchObject({
      name: 'Webhook',
      type: 'webhook',
      enabled: true,
      config: { type: 'webhook', url: 'https://hooks.example.cz/hlidka', hasSecret: true },
      lastDelivery: null,
    });
    expect(JSON.stringify(channel)).not.toContain('a'.repeat(32));

    const edited = expectData(
      await call(jana.token, 'PUT', `/api/notification-channels/${channel.id}`, {
        name: 'Produkce',
        enabled: false,
        config: { type: 'webhook', url: 'https://hooks.example.cz/v2' },
      }),
      notificationChannelDataSchema,
    ).channel;
    // Leaving the secret out keeps it.
    expect(edited).toMatchObject({
      name: 'Produkce',
      enabled: false,
      config: { url: 'https://hooks.example.cz/v2', hasSecret: true },
    });
    const cleared = expectData(
      await call(jana.token, 'PUT', `/api/notification-channels/${channel.id}`, {
        config: { type: 'webhook', url: 'https://hooks.example.cz/v2', secret: null },
      }),
      notificationChannelDataSchema,
    ).channel;
    expect(cleared.config).toEqual({ type: 'webhook', url: 'https://hooks.example.cz/v2', hasSecret: false });

    const list = expectData(
      await call(jana.token, 'GET', '/api/notification-channels'),
      notificationChannelListDataSchema,
    );
    expect(list.channels.map((c) => c.id)).toEqual([channel.id]);

    const stranger = await registerUser(t.app);
    expectError(await call(stranger.token, 'GET', `/api/notification-channels/${channel.id}`), 404, 'NOT_FOUND');
    expectError(await call(stranger.token, 'DELETE', `/api/notification-channels/${channel.id}`), 404, 'NOT_FOUND');
    expectError(
      await call(jana.token, 'PUT', `/api/notification-channels/${channel.id}`, {
        config: { type: 'slack', url: 'https://hooks.slack.com/x' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expectData(
      await call(jana.token, 'DELETE', `/api/notification-channels/${channel.id}`),
      notificationChannelDeletedDataSchema,
    );
    expectError(await call(jana.token, 'GET', `/api/notification-channels/${channel.id}`), 404);
  });

  it('refuses bad input with translated field errors', async () => {
    const petr = await registerUser(t.app);
    const bad = async (config: unknown) =>
      expectError(
        await call(petr.token, 'POST', '/api/notification-channels', { name: 'X', config }),
        400,
        'VALIDATION_ERROR',
      );
    const body = await bad({ type: 'webhook', url: 'ftp://example.cz/' });
    expect(Object.keys(body.errors ?? {})).toContain('config.url');
    await bad({ type: 'telegram', chatId: '12345' });
    await bad({ type: 'telegram', botToken: 'nope', chatId: '12345' });
    await bad({ type: 'email', addresses: [] });
    await bad({ type: 'email', addresses: ['a@example.cz', 'a@example.cz'] });
    await bad({ type: 'pager', url: 'https://example.cz' });
  });

  it('e-mail: the account’s address is confirmed at once, another one by the link it receives', async () => {
    const eva = await registerUser(t.app);
    t.mailer.clear();
    const channel = await createChannel(t.app, eva.token, {
      name: 'E-mail',
      config: { type: 'email', addresses: [eva.email, 'kolega@example.cz'] },
    });
    expect(channel.config).toEqual({
      type: 'email',
      addresses: [
        { address: eva.email, confirmed: true },
        { address: 'kolega@example.cz', confirmed: false },
      ],
    });
    const mail = t.mailer.to('kolega@example.cz')[0];
    expect(mail?.subject).toBe('Potvrďte adresu pro upozornění Hlídky');
    const token = /confirmEmail=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const confirmed = expectData(
      await t.app.inject({ method: 'POST', url: '/api/notification-channels/confirm-email', payload: { token } }),
      confirmChannelEmailDataSchema,
    );
    expect(confirmed.address).toBe('kolega@example.cz');
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/notification-channels/confirm-email', payload: { token } }),
      404,
    );
    const after = expectData(
      await call(eva.token, 'GET', `/api/notification-channels/${channel.id}`),
      notificationChannelDataSchema,
    );
    expect(after.channel.config).toMatchObject({ addresses: [{ confirmed: true }, { confirmed: true }] });
  });

  it('send test answers the delivery result and becomes the channel’s last delivery', async () => {
    const ota = await registerUser(t.app);
    const hook = await Receiver.start();
    receivers.push(hook);
    const channel = await createChannel(t.app, ota.token, {
      name: 'Discord',
      config: { type: 'discord', url: hook.url() },
    });
    const ok = expectData(
      await call(ota.token, 'POST', `/api/notification-channels/${channel.id}/test`),
      channelTestResultDataSchema,
    );
    expect(ok.result).toMatchObject({ ok: true, responseCode: 200, error: null });
    expect(JSON.stringify(hook.received[0]?.json)).toContain('Testovací zpráva z Hlídky');

    hook.status = 404;
    const failed = expectData(
      await call(ota.token, 'POST', `/api/notification-channels/${channel.id}/test`),
      channelTestResultDataSchema,
    );
    expect(failed.result).toMatchObject({ ok: false, responseCode: 404, error: { code: 'http_status' } });
    const after = expectData(
      await call(ota.token, 'GET', `/api/notification-channels/${channel.id}`),
      notificationChannelDataSchema,
    );
    expect(after.channel.lastDelivery).toMatchObject({ status: 'failed', attempt: { responseCode: 404 } });
  });
});

describeEachApp(
  'notification channels without private targets',
  (t) => {
    it('refuses webhook and chat URLs on private or loopback addresses, like checks', async () => {
      const user = await registerUser(t.app);
      for (const url of [
        'http://127.0.0.1:8080/hook',
        'http://10.0.0.5/hook',
        'http://169.254.169.254/latest',
        'http://localhost/x',
      ]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/notification-channels',
          headers: bearer(user.token),
          payload: { name: 'Interní', config: { type: 'slack', url } },
        });
        const body = expectError(response, 400, 'VALIDATION_ERROR');
        expect(body.errors?.['config.url']?.[0]).toContain('neveřejné');
      }
    });
  },
  { config: { allowPrivateTargets: false } },
);
