// @vitest-environment jsdom
import { notificationSettingsDataSchema } from '@hlidka/contract';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockClient, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import { useNotificationSettings, useUpdateNotificationSettings } from './use-notification-settings';

const server = setupMockServer();

describe('notification settings hooks', () => {
  it('reads the per-event toggles and changes one event without touching the others', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(
      () => ({ read: useNotificationSettings(), update: useUpdateNotificationSettings() }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() =>
      expect(result.current.read.settings?.events['incident.opened']).toEqual({ email: true, inApp: true }),
    );
    expect(notificationSettingsDataSchema.safeParse(result.current.read.data).success).toBe(true);
    await act(() =>
      result.current.update.trigger({ events: { 'incident.opened': { email: false, inApp: true } }, digest: 'daily' }),
    );
    await waitFor(() => expect(result.current.read.settings?.events['incident.opened']?.email).toBe(false));
    expect(result.current.read.settings?.digest).toBe('daily');
    expect(result.current.read.settings?.events['incident.resolved']).toEqual({ email: true, inApp: true });
  });
});
