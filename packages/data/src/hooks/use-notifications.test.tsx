// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createMockDb, createUser, scenario } from '../mocks';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
import { renderDataHook } from '../testing/render';
import { useNotificationActions, useNotifications } from './use-notifications';
import { useUnreadCount } from './use-unread-count';

const server = setupMockServer();
afterEach(() => server.events.removeAllListeners());

function setup() {
  const db = createMockDb();
  const { client } = createTestClient();
  client.session.signIn({ token: 't', refreshToken: 'r', user: createUser(), authMethod: 'email' });
  const gets = { list: 0, count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') return;
    const path = new URL(request.url).pathname;
    if (path === '/api/notifications') gets.list += 1;
    if (path === '/api/notifications/unread-count') gets.count += 1;
  });
  server.use(...scenario('populated', { db }));
  const view = renderDataHook(
    () => ({ list: useNotifications(), unread: useUnreadCount(), actions: useNotificationActions() }),
    client,
  );
  return { db, gets, ...view };
}

describe('notification read and mark-all (spec §4)', () => {
  it('mark-read updates at once, then refetches', async () => {
    const { result, db } = setup();
    await waitFor(() => expect(result.current.list.notifications).toHaveLength(5));
    await waitFor(() => expect(result.current.unread.count).toBe(3));
    const first = db.notifications[0];
    expect(first?.isRead).toBe(false);
    let pending: Promise<void> | undefined;
    act(() => {
      pending = result.current.actions.markRead(first?.id ?? '');
    });
    expect(result.current.list.notifications?.[0]?.isRead).toBe(true);
    expect(result.current.unread.count).toBe(2);
    await act(() => pending);
    await waitFor(() => expect(result.current.unread.count).toBe(2));
    expect(db.notifications[0]?.isRead).toBe(true);
  });

  it('mark-read rolls back on a 500, then refetches', async () => {
    const { result, gets } = setup();
    await waitFor(() => expect(result.current.list.notifications).toHaveLength(5));
    await waitFor(() => expect(result.current.unread.count).toBe(3));
    const listGets = gets.list;
    const countGets = gets.count;
    server.use(
      http.post(`${BASE}/api/notifications/:id/read`, () =>
        HttpResponse.json(
          { success: false, message: 'Chyba serveru', code: 'INTERNAL_ERROR', requestId: 'r' },
          {
            status: 500,
          },
        ),
      ),
    );
    const id = result.current.list.notifications?.[0]?.id ?? '';
    let failure: unknown;
    let pending: Promise<void> | undefined;
    act(() => {
      pending = result.current.actions.markRead(id).catch((error) => {
        failure = error;
      });
    });
    expect(result.current.list.notifications?.[0]?.isRead).toBe(true);
    expect(result.current.unread.count).toBe(2);
    await act(() => pending);
    expect(failure).toMatchObject({ status: 500, message: 'Chyba serveru' });
    expect(result.current.list.notifications?.[0]?.isRead).toBe(false);
    expect(result.current.unread.count).toBe(3);
    await waitFor(() => {
      expect(gets.list).toBeGreaterThan(listGets);
      expect(gets.count).toBeGreaterThan(countGets);
    });
    expect(result.current.list.notifications?.[0]?.isRead).toBe(false);
  });

  it('mark-all sets every item read and the count to 0; rolls back on error', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.unread.count).toBe(3));
    await waitFor(() => expect(result.current.list.notifications).toHaveLength(5));
    server.use(http.post(`${BASE}/api/notifications/mark-all-read`, () => HttpResponse.error()));
    let pending: Promise<void> | undefined;
    act(() => {
      pending = result.current.actions.markAllRead().catch(() => undefined);
    });
    expect(result.current.list.notifications?.every((n) => n.isRead)).toBe(true);
    expect(result.current.unread.count).toBe(0);
    await act(() => pending);
    expect(result.current.unread.count).toBe(3);

    server.resetHandlers(...scenario('populated'));
    await act(() => result.current.actions.markAllRead());
    await waitFor(() => expect(result.current.unread.count).toBe(0));
  });
});
