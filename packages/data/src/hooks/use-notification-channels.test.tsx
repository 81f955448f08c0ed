// @vitest-environment jsdom
import { notificationChannelListDataSchema } from '@hlidka/contract';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockClient, createMockDb, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import {
  useCreateNotificationChannel,
  useDeleteNotificationChannel,
  useNotificationChannel,
  useNotificationChannels,
  useTestNotificationChannel,
  useUpdateNotificationChannel,
} from './use-notification-channels';
import { useNotificationRules } from './use-notification-rules';

const server = setupMockServer();

describe('notification channel hooks', () => {
  it('lists, creates, disables and deletes; a deleted channel drops out of the rules', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const { result } = renderDataHook(
      () => ({
        list: useNotificationChannels(),
        rules: useNotificationRules(),
        create: useCreateNotificationChannel(),
        update: useUpdateNotificationChannel(),
        remove: useDeleteNotificationChannel(),
      }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.list.channels).toHaveLength(6));
    expect(notificationChannelListDataSchema.safeParse(result.current.list.data).success).toBe(true);

    const { channel } = await act(() =>
      result.current.create.trigger({
        name: 'Ops webhook',
        config: { type: 'webhook', url: 'https://ops.example.cz/hook', secret: 'a-secret-of-sixteen+' },
      }),
    );
    expect(channel.config).toEqual({ type: 'webhook', url: 'https://ops.example.cz/hook', hasSecret: true });
    await waitFor(() => expect(result.current.list.channels).toHaveLength(7));

    await act(() => result.current.update.trigger({ id: channel.id, enabled: false }));
    await waitFor(() =>
      expect(result.current.list.channels?.find((item) => item.id === channel.id)?.enabled).toBe(false),
    );

    const slack = db.notificationChannels[2]?.id ?? '';
    await waitFor(() => expect(result.current.rules.rules?.[0]?.channelIds).toContain(slack));
    await act(() => result.current.remove.trigger(slack));
    await waitFor(() => expect(result.current.list.channels).toHaveLength(6));
    await waitFor(() => expect(result.current.rules.rules?.[0]?.channelIds).not.toContain(slack));
  });

  it('a bad config answers 400 with field errors', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(() => useCreateNotificationChannel(), createMockClient({ baseUrl: BASE }));
    await expect(
      result.current.trigger({ name: 'X', config: { type: 'slack', url: 'ftp://example.cz' } }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
  });

  it('"send test" answers the attempt, failed or not, and updates the last delivery', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const webhook = db.notificationChannels[1]?.id ?? '';
    const email = db.notificationChannels[0]?.id ?? '';
    const { result } = renderDataHook(
      () => ({ detail: useNotificationChannel(email), test: useTestNotificationChannel() }),
      createMockClient({ baseUrl: BASE }),
    );
    await expect(result.current.test.trigger(webhook)).resolves.toMatchObject({
      result: { ok: false, responseCode: 503, error: { code: 'http_status' } },
    });
    await act(() => result.current.test.trigger(email));
    await waitFor(() => expect(result.current.detail.channel?.lastDelivery?.status).toBe('sent'));
  });
});
