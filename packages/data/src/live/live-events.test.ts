import { liveEventTypes } from '@hlidka/contract';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createUser } from '../mocks';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
import {
  connectLiveEvents,
  createEventStreamParser,
  type KeyPattern,
  type LiveEvent,
  matchPatterns,
  patternsFor,
} from './live-events';

const server = setupMockServer();

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

describe('event stream parser', () => {
  it('parses ids, types, multi-line data, comments, retry and split chunks', () => {
    const events: LiveEvent[] = [];
    const retries: number[] = [];
    const parser = createEventStreamParser(
      (event) => events.push(event),
      (ms) => retries.push(ms),
    );
    parser.push(': keep-alive\r\nretry: 5000\r\nid: 7\r\nevent: notification.created\r\ndata: {"notific');
    parser.push('ationId":"n1"}\r\n\r\ndata: line one\ndata: line two\n\n');
    expect(events).toEqual([
      { id: '7', type: 'notification.created', data: { notificationId: 'n1' } },
      { id: '7', type: 'message', data: 'line one\nline two' },
    ]);
    expect(retries).toEqual([5000]);
    expect(parser.lastEventId).toBe('7');
  });
});

describe('event → keys', () => {
  const keysOf = (patterns: KeyPattern[]) => {
    const match = matchPatterns(patterns);
    return [
      ['/api/websites'],
      ['/api/websites', { page: 2 }],
      ['/api/websites/w1'],
      ['/api/websites/w1/checks', { limit: 10 }],
      ['/api/websites/w2'],
      ['/api/dashboard/stats'],
      ['/api/incidents'],
      ['/api/incidents/i1'],
      ['/api/incidents/i2'],
      ['/api/notifications', { limit: 5 }],
      ['/api/notifications/unread-count'],
      ['/api/teams'],
      ['/api/user'],
    ]
      .filter((key) => match(key))
      .map((key) => key[0]);
  };

  it('every event type of the contract is mapped', () => {
    for (const type of liveEventTypes) expect(patternsFor({ type, data: {} }).length).toBeGreaterThan(0);
  });

  it('a check result touches its website, the website list and the dashboard, not other websites', () => {
    expect(keysOf(patternsFor({ type: 'check.landed', data: { websiteId: 'w1' } }))).toEqual([
      '/api/websites',
      '/api/websites',
      '/api/websites/w1',
      '/api/websites/w1/checks',
      '/api/dashboard/stats',
    ]);
  });

  it('an incident event touches the incident lists, that incident and its website', () => {
    expect(keysOf(patternsFor({ type: 'incident.opened', data: { incidentId: 'i1', websiteId: 'w2' } }))).toEqual([
      '/api/websites',
      '/api/websites',
      '/api/websites/w2',
      '/api/dashboard/stats',
      '/api/incidents',
      '/api/incidents/i1',
    ]);
  });

  it('a notification touches the bell (list and count) only; resync everything; unknown types nothing', () => {
    expect(keysOf(patternsFor({ type: 'notification.created', data: {} }))).toEqual([
      '/api/notifications',
      '/api/notifications/unread-count',
    ]);
    expect(keysOf(patternsFor({ type: 'resync', data: {} }))).toHaveLength(13);
    expect(patternsFor({ type: 'something.else', data: {} })).toEqual([]);
    expect(patternsFor({ type: 'toString', data: {} })).toEqual([]);
  });
});

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
          return sse(
            'id: 1\nevent: notification.created\ndata: {}\n\nid: 2\nevent: incident.updated\ndata: {"incidentId":"i9"}\n\n',
          );
        }
        // The second connection stays open.
        return sse('id: 3\nevent: check.landed\ndata: {"websiteId":"w1"}\n\n', { keepOpen: true });
      }),
    );
    const revalidated: KeyPattern[][] = [];
    const connection = connectLiveEvents({ client, revalidate: (p) => revalidated.push(p), retryMs: 10, batchMs: 0 });
    await vi.waitFor(() => expect(revalidated).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 50));
    connection.close();
    expect(connects).toHaveLength(2);
    expect(revalidated).toEqual([
      ['/api/notifications/**'],
      ['/api/incidents', '/api/incidents/i9/**', '/api/websites', '/api/websites/**', '/api/dashboard/**'],
      ['/api/websites', '/api/websites/w1/**', '/api/dashboard/**'],
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
          return sse('id: 1\nevent: notification.created\ndata: {}\n\n');
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
    expect(revalidated).toEqual([['/api/notifications/**']]);
    expect(auths.slice(0, 2)).toEqual(['Bearer old', 'Bearer new']);
    expect(auths.length).toBe(seen);
  });

  it('revalidates a burst of events once, with the union of their keys', async () => {
    const { client } = createTestClient();
    client.session.signIn({ token: 't1', refreshToken: 'r1', user: createUser(), authMethod: 'email' });
    server.use(
      http.get(`${BASE}/api/events`, () =>
        sse(
          'id: 1\nevent: check.landed\ndata: {"websiteId":"w1"}\n\nid: 2\nevent: check.landed\ndata: {"websiteId":"w1"}\n\n' +
            'id: 3\nevent: notification.created\ndata: {}\n\n',
          { keepOpen: true },
        ),
      ),
    );
    const revalidated: KeyPattern[][] = [];
    const connection = connectLiveEvents({ client, revalidate: (p) => revalidated.push(p), batchMs: 30 });
    await vi.waitFor(() => expect(revalidated).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 60));
    connection.close();
    expect(revalidated).toEqual([
      ['/api/websites', '/api/websites/w1/**', '/api/dashboard/**', '/api/notifications/**'],
    ]);
  });
});
