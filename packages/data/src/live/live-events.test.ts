import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { KeyPattern } from '../key-match';
import { createUser } from '../mocks';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
import { connectLiveEvents } from './live-events';

const server = setupMockServer();

const at = '2026-03-01T10:00:00.000Z';
const frame = (id: number, event: { type: string }) =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
const notificationCreated = { type: 'notification.created', notificationId: 'n1', incidentId: null, at };
const incidentUpdated = {
  type: 'incident.updated',
  incidentId: 'i9',
  websiteId: 'w9',
  status: 'resolved',
  change: 'resolved',
  at,
};
const checkLanded = { type: 'check.landed', websiteId: 'w1', ok: true, code: null, responseMs: 12, region: 'eu', at };

function sse(text: string, { keepOpen = false } = {}) {
  return new HttpResponse(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        if (!keepOpen) controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('connectLiveEvents', () => {
  it('revalidates per event and reconnects with Last-Event-ID', async () => {
    const { client } = createTestClient();
    client.session.signIn({ token: 't1', refreshToken: 'r1', user: createUser(), authMethod: 'email' });
    const connects: { auth: string | null; lastEventId: string | null }[] = [];
    server.use(
      http.get(`${BASE}/api/events`, ({ request }) => {
        connects.push({
          auth: request.headers.get('authorization'),
          lastEventId: request.headers.get('last-event-id'),
        });
        if (connects.length === 1) {
          return sse(frame(1, notificationCreated) + frame(2, incidentUpdated));
        }
        // The second connection stays open.
        return sse(frame(3, checkLanded), { keepOpen: true });
      }),
    );
    const revalidated: KeyPattern[][] = [];
    const connection = connectLiveEvents({ client, revalidate: (p) => revalidated.push(p), retryMs: 10, batchMs: 0 });
    await vi.waitFor(() => expect(revalidated).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.close();
    expect(connects).toHaveLength(2);
    expect(revalidated).toEqual([
      ['/api/notifications'],
      [
        '/api/incidents?',
        '/api/incidents/i9',
        '/api/silences?',
        '/api/websites?',
        '/api/websites/w9',
        '/api/dashboard',
      ],
      ['/api/websites?', '/api/websites/w1', '/api/dashboard'],
    ]);
    expect(connects).toEqual([
      { auth: 'Bearer t1', lastEventId: null },
      { auth: 'Bearer t1', lastEventId: '2' },
    ]);
    expect(connection.lastEventId).toBe('3');
  });

  it('refreshes an expired token through the fetcher, and stops when the session ends', async () => {
    const { client } = createTestClient();
    client.session.signIn({ token: 'old', refreshToken: 'r1', user: createUser(), authMethod: 'email' });
    let refreshes = 0;
    const auths: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/api/refresh-token`, () => {
        refreshes += 1;
        return refreshes === 1
          ? HttpResponse.json({ success: true, data: { token: 'new', refreshToken: 'r2' } })
          : HttpResponse.json({ success: false, code: 'REFRESH_TOKEN_UNAVAILABLE', message: 'x' }, { status: 401 });
      }),
      http.post(`${BASE}/api/logout`, () => HttpResponse.json({ success: true, data: { loggedOut: true } })),
      http.get(`${BASE}/api/events`, ({ request }) => {
        auths.push(request.headers.get('authorization'));
        if (request.headers.get('authorization') === 'Bearer new' && auths.length === 2) {
          return sse(frame(1, notificationCreated));
        }
        return HttpResponse.json({ success: false, code: 'UNAUTHORIZED', message: 'x' }, { status: 401 });
      }),
    );
    const revalidated: KeyPattern[][] = [];
    const connection = connectLiveEvents({ client, revalidate: (p) => revalidated.push(p), retryMs: 5, batchMs: 0 });
    await vi.waitFor(() => expect(client.session.getState().isAuthenticated).toBe(false));
    const seen = auths.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.close();
    expect(revalidated).toEqual([['/api/notifications']]);
    expect(auths.slice(0, 2)).toEqual(['Bearer old', 'Bearer new']);
    expect(auths.length).toBe(seen);
  });

  it('revalidates a burst of events once, with the union of their keys', async () => {
    const { client } = createTestClient();
    client.session.signIn({ token: 't1', refreshToken: 'r1', user: createUser(), authMethod: 'email' });
    server.use(
      http.get(`${BASE}/api/events`, () =>
        sse(frame(1, checkLanded) + frame(2, checkLanded) + frame(3, notificationCreated), { keepOpen: true }),
      ),
    );
    const revalidated: KeyPattern[][] = [];
    const connection = connectLiveEvents({ client, revalidate: (p) => revalidated.push(p), batchMs: 30 });
    await vi.waitFor(() => expect(revalidated).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    connection.close();
    expect(revalidated).toEqual([['/api/websites?', '/api/websites/w1', '/api/dashboard', '/api/notifications']]);
  });
});
