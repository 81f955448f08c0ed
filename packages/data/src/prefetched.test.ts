import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser } from './mocks/fixtures';
import { PREFETCHED_GLOBAL, PREFETCHED_MAX_AGE_MS, type PrefetchedAnswer } from './prefetched';
import { BASE, createTestClient, setupMockServer } from './testing/msw';

const server = setupMockServer();
const holder = globalThis as { [PREFETCHED_GLOBAL]?: PrefetchedAnswer[] };

function answer(data: unknown): Promise<Response> {
  return Promise.resolve(HttpResponse.json({ success: true, data }));
}

/** A client signed in with `token`, and a count of the GET /api/dashboard requests the server received. */
function setup(token = 'token-1') {
  const { client } = createTestClient();
  client.session.signIn({ token, refreshToken: 'refresh-1', user: createUser(), expiresAt: null, authMethod: 'email' });
  const asked = { count: 0 };
  server.use(
    http.get(`${BASE}/api/dashboard`, () => {
      asked.count += 1;
      return HttpResponse.json({ success: true, data: { from: 'server' } });
    }),
  );
  return { client, asked };
}

afterEach(() => {
  delete holder[PREFETCHED_GLOBAL];
});

describe('answers prefetched by /route-preload.js', () => {
  it('are taken once for the same URL and token instead of asking again', async () => {
    const { client, asked } = setup();
    holder[PREFETCHED_GLOBAL] = [
      { url: `${BASE}/api/dashboard`, token: 'token-1', at: Date.now(), response: answer({ from: 'prefetch' }) },
    ];
    await expect(client.request('/api/dashboard')).resolves.toEqual({ from: 'prefetch' });
    expect(asked.count).toBe(0);
    await expect(client.request('/api/dashboard')).resolves.toEqual({ from: 'server' });
    expect(asked.count).toBe(1);
  });

  it('are not taken for another token, another URL, when old, or when they failed', async () => {
    const { client, asked } = setup();
    const now = Date.now();
    holder[PREFETCHED_GLOBAL] = [
      { url: `${BASE}/api/dashboard`, token: 'someone-else', at: now, response: answer({ from: 'prefetch' }) },
      { url: `${BASE}/api/dashboard?teamId=7`, token: 'token-1', at: now, response: answer({ from: 'prefetch' }) },
    ];
    await expect(client.request('/api/dashboard')).resolves.toEqual({ from: 'server' });
    holder[PREFETCHED_GLOBAL] = [
      {
        url: `${BASE}/api/dashboard`,
        token: 'token-1',
        at: now - PREFETCHED_MAX_AGE_MS - 1,
        response: answer({ from: 'prefetch' }),
      },
    ];
    await expect(client.request('/api/dashboard')).resolves.toEqual({ from: 'server' });
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    holder[PREFETCHED_GLOBAL] = [{ url: `${BASE}/api/dashboard`, token: 'token-1', at: now, response: failed }];
    await expect(client.request('/api/dashboard')).resolves.toEqual({ from: 'server' });
    expect(asked.count).toBe(3);
  });
});
