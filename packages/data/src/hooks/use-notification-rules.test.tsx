// @vitest-environment jsdom
import { notificationRuleDataSchema } from '@hlidka/contract';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMockClient, createMockDb, fixtureId, scenario } from '../mocks';
import { BASE, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import {
  useCreateNotificationRule,
  useDeleteNotificationRule,
  useNotificationRule,
  useNotificationRules,
  useUpdateNotificationRule,
} from './use-notification-rules';

const server = setupMockServer();

describe('notification rule hooks', () => {
  it('create with quiet hours and escalation, edit, then delete', async () => {
    const db = createMockDb();
    server.use(...scenario('populated', { db }));
    const { result } = renderDataHook(
      () => ({
        list: useNotificationRules(),
        create: useCreateNotificationRule(),
        update: useUpdateNotificationRule(),
        remove: useDeleteNotificationRule(),
      }),
      createMockClient({ baseUrl: BASE }),
    );
    await waitFor(() => expect(result.current.list.rules).toHaveLength(3));
    const created = await act(() =>
      result.current.create.trigger({
        name: 'Noční služba',
        events: ['incident.opened'],
        teamIds: [fixtureId(1, 10)],
        channelIds: [fixtureId(1, 20)],
        quietHours: { start: '22:00', end: '06:00', timeZone: 'Europe/Prague', days: [6, 7] },
        escalation: { afterMinutes: 10, channelIds: [fixtureId(3, 20)] },
      }),
    );
    expect(notificationRuleDataSchema.safeParse(created).success).toBe(true);
    expect(created.rule).toMatchObject({ enabled: true, websiteIds: [], renotifyMinutes: null });
    await waitFor(() => expect(result.current.list.rules).toHaveLength(4));

    await act(() => result.current.update.trigger({ id: created.rule.id, enabled: false }));
    await waitFor(() => expect(result.current.list.rules?.[3]?.enabled).toBe(false));
    await act(() => result.current.remove.trigger(created.rule.id));
    await waitFor(() => expect(result.current.list.rules).toHaveLength(3));
  });

  it('a rule without channels is refused; an unknown rule is 404', async () => {
    server.use(...scenario('populated'));
    const { result } = renderDataHook(
      () => ({ create: useCreateNotificationRule(), missing: useNotificationRule(fixtureId(999, 21)) }),
      createMockClient({ baseUrl: BASE }),
    );
    await expect(
      result.current.create.trigger({ name: 'Bez kanálů', events: ['incident.opened'], channelIds: [] }),
    ).rejects.toMatchObject({ status: 400, errors: { channelIds: expect.any(String) } });
    await waitFor(() => expect(result.current.missing.error?.status).toBe(404));
  });
});
