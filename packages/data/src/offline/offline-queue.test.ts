import { IDBFactory } from 'fake-indexeddb';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuthSession } from '../mocks/fixtures';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
import { createOfflineQueue, syncOfflineQueue, syncWhenOnline } from './offline-queue';

const server = setupMockServer();

function setup() {
  const indexedDB = new IDBFactory();
  let online = false;
  const queue = createOfflineQueue({ indexedDB });
  const { client } = createTestClient({ isOnline: () => online, offlineQueue: queue });
  client.session.signIn({ ...createAuthSession(), authMethod: 'email' });
  return {
    indexedDB,
    queue,
    client,
    goOnline: () => {
      online = true;
    },
    isOnline: () => online,
  };
}

describe('offline (spec §4, §8)', () => {
  it('refuses requests while offline when offline mode is off (nothing queued)', async () => {
    const { client, queue } = setup();
    await expect(client.request('/api/notifications/mark-all-read', { method: 'POST' })).rejects.toMatchObject({
      message: 'Jste offline. Požadavek bude odeslán, až budete online.',
      code: 'OFFLINE',
    });
    expect(await queue.count()).toBe(0);
  });

  it('queues mutations (not reads) in offline mode; the queue survives a reload and the sync reports counts', async () => {
    const { client, queue, indexedDB, goOnline, isOnline } = setup();
    await queue.setEnabled(true);
    await expect(client.request('/api/notifications/n1/read', { method: 'POST' })).rejects.toMatchObject({
      code: 'OFFLINE_QUEUED',
      message: 'Jste offline. Požadavek bude odeslán, až budete online.',
    });
    await expect(
      client.request('/api/user/settings', { method: 'PUT', body: { theme: 'dark' } }),
    ).rejects.toMatchObject({ code: 'OFFLINE_QUEUED' });
    await expect(client.request('/api/teams', { method: 'POST', body: { name: '' } })).rejects.toMatchObject({
      code: 'OFFLINE_QUEUED',
    });
    await expect(client.request('/api/user')).rejects.toMatchObject({ code: 'OFFLINE' });
    queue.close();

    // "Reload": a new queue over the same IndexedDB.
    const reloaded = createOfflineQueue({ indexedDB });
    expect(await reloaded.isEnabled()).toBe(true);
    expect((await reloaded.list()).map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /api/notifications/n1/read',
      'PUT /api/user/settings',
      'POST /api/teams',
    ]);

    await expect(syncOfflineQueue(reloaded, client, { isOnline })).rejects.toMatchObject({
      message: 'Jste offline. Požadavek bude odeslán, až budete online.',
    });

    const received: string[] = [];
    server.use(
      http.post(`${BASE}/api/notifications/:id/read`, ({ request }) => {
        received.push(`read ${request.headers.get('authorization')}`);
        return HttpResponse.json({ success: true, data: {} });
      }),
      http.put(`${BASE}/api/user/settings`, async ({ request }) => {
        received.push(`settings ${JSON.stringify(await request.json())}`);
        return HttpResponse.json({ success: true, data: {} });
      }),
      http.post(`${BASE}/api/teams`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Neplatná data',
            code: 'VALIDATION_ERROR',
            errors: { name: ['Povinné'] },
            requestId: 'r',
          },
          { status: 400 },
        ),
      ),
    );
    goOnline();
    await expect(syncOfflineQueue(reloaded, client, { isOnline })).resolves.toEqual({
      succeeded: 2,
      failed: 1,
      remaining: 0,
    });
    expect(received).toEqual(['read Bearer access-token-1', 'settings {"theme":"dark"}']);
    expect(await reloaded.count()).toBe(0);
  });

  it('keeps mutations that failed for a passing reason for the next sync', async () => {
    const { client, queue, goOnline, isOnline } = setup();
    await queue.setEnabled(true);
    await client.request('/api/notifications/mark-all-read', { method: 'POST' }).catch(() => undefined);
    goOnline();
    server.use(http.post(`${BASE}/api/notifications/mark-all-read`, () => HttpResponse.json({}, { status: 503 })));
    await expect(syncOfflineQueue(queue, client, { isOnline })).resolves.toEqual({
      succeeded: 0,
      failed: 1,
      remaining: 1,
    });
    expect(await queue.count()).toBe(1);
  });

  it('syncs when the browser comes back online', async () => {
    const target = new EventTarget();
    const results: unknown[] = [];
    const stop = syncWhenOnline(
      async () => ({ succeeded: 1, failed: 0, remaining: 0 }),
      (r) => results.push(r),
      target,
    );
    target.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    target.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(results).toEqual([{ succeeded: 1, failed: 0, remaining: 0 }]);
  });
});
