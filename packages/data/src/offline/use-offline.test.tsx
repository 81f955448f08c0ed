// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../mocks';
import { DataProvider } from '../swr/provider';
import { BASE, createTestClient, setupMockServer } from '../test/msw';
import { createOfflineQueue, type SyncResult } from './offline-queue';
import { useOfflineMode, useOnlineStatus } from './use-offline';

const server = setupMockServer();
let online = true;
vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
afterEach(() => {
  online = true;
});

function setOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

describe('offline hooks', () => {
  it('useOnlineStatus follows the browser', () => {
    const { result } = renderHook(() => useOnlineStatus());
    expect(result.current).toBe(true);
    act(() => setOnline(false));
    expect(result.current).toBe(false);
    act(() => setOnline(true));
    expect(result.current).toBe(true);
  });

  it('the provider sends queued mutations when the browser is back online and reports the counts', async () => {
    const queue = createOfflineQueue({ indexedDB: new IDBFactory() });
    await queue.setEnabled(true);
    const { client } = createTestClient({ isOnline: () => online, offlineQueue: queue });
    client.session.signIn({ token: 't', refreshToken: 'r', user: createUser(), authMethod: 'email' });
    online = false;
    await client.request('/api/notifications/mark-all-read', { method: 'POST' }).catch(() => undefined);
    expect(await queue.count()).toBe(1);
    const sent: string[] = [];
    server.use(
      http.post(`${BASE}/api/notifications/mark-all-read`, ({ request }) => {
        sent.push(request.headers.get('authorization') ?? '');
        return HttpResponse.json({ success: true, data: { count: 3 } });
      }),
    );
    const results: SyncResult[] = [];
    render(<DataProvider client={client} offlineQueue={queue} onOfflineSync={(result) => results.push(result)} />);
    act(() => setOnline(true));
    await waitFor(() => expect(results).toEqual([{ succeeded: 1, failed: 0, remaining: 0 }]));
    expect(sent).toEqual(['Bearer t']);
    expect(await queue.count()).toBe(0);
  });

  it('useOfflineMode: switch, pending count, sync refused offline', async () => {
    const queue = createOfflineQueue({ indexedDB: new IDBFactory() });
    const { client } = createTestClient({ isOnline: () => online, offlineQueue: queue });
    const { result } = renderHook(() => useOfflineMode(queue), {
      wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider>,
    });
    await waitFor(() => expect(result.current.enabled).toBe(false));
    await act(() => result.current.setEnabled(true));
    expect(result.current.enabled).toBe(true);
    await queue.enqueue({ method: 'POST', path: '/api/x' });
    await act(() => result.current.refresh());
    expect(result.current.pending).toBe(1);
    online = false;
    await expect(result.current.sync()).rejects.toMatchObject({
      message: 'Jste offline. Požadavek bude odeslán, až budete online.',
    });
    expect(result.current.pending).toBe(1);
  });
});
