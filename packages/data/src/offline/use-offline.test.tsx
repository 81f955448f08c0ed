// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../mocks';
import { DataProvider, useOfflineQueue } from '../swr/provider';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
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
    expect(result.current.queued).toMatchObject([{ method: 'POST', path: '/api/x', attempts: 0 }]);
    online = false;
    await expect(result.current.sync()).rejects.toMatchObject({
      message: 'Jste offline. Požadavek bude odeslán, až budete online.',
    });
    expect(result.current.pending).toBe(1);
  });

  it('useOfflineMode follows changes of the queue by itself', async () => {
    const queue = createOfflineQueue({ indexedDB: new IDBFactory() });
    const { client } = createTestClient({ offlineQueue: queue });
    const { result } = renderHook(() => useOfflineMode(queue), {
      wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider>,
    });
    await waitFor(() => expect(result.current.enabled).toBe(false));
    const changes: number[] = [];
    const stop = queue.subscribe(() => changes.push(1));
    const id = await queue.enqueue({ method: 'PUT', path: '/api/profile', body: { firstName: 'Jana' } });
    await waitFor(() => expect(result.current.queued).toMatchObject([{ method: 'PUT', path: '/api/profile' }]));
    await queue.remove(Number(id));
    await waitFor(() => expect(result.current.pending).toBe(0));
    stop();
    await queue.clear();
    expect(changes).toEqual([1, 1]);
  });

  it('useOfflineQueue gives the screens the provider queue', () => {
    const queue = createOfflineQueue({ indexedDB: new IDBFactory() });
    const { client } = createTestClient();
    const withQueue = renderHook(() => useOfflineQueue(), {
      wrapper: ({ children }) => (
        <DataProvider client={client} offlineQueue={queue}>
          {children}
        </DataProvider>
      ),
    });
    expect(withQueue.result.current).toBe(queue);
    const without = renderHook(() => useOfflineQueue(), {
      wrapper: ({ children }) => <DataProvider client={client}>{children}</DataProvider>,
    });
    expect(without.result.current).toBeNull();
  });
});
