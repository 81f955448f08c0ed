import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createUser } from '../mocks/fixtures';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';

const server = setupMockServer();
afterEach(() => vi.unstubAllGlobals());

/** Web Locks that run the callback at once, after `beforeRun` (what another tab did while this one waited). */
function stubLocks(beforeRun: () => void = () => undefined) {
  const requested: string[] = [];
  vi.stubGlobal('navigator', {
    locks: {
      request: async (name: string, run: () => Promise<unknown>) => {
        requested.push(name);
        beforeRun();
        return run();
      },
    },
  });
  return requested;
}

function setup() {
  const tab = createTestClient();
  tab.client.session.signIn({
    token: 'expired-token',
    refreshToken: 'refresh-1',
    user: createUser(),
    expiresAt: Date.now() - 1000,
    authMethod: 'email',
  });
  const calls = { refresh: 0 };
  server.use(
    http.get(`${BASE}/api/protected`, ({ request }) =>
      request.headers.get('authorization') === 'Bearer new-token'
        ? HttpResponse.json({ success: true, data: { ok: true } })
        : HttpResponse.json({ success: false, message: 'Token expired', code: 'TOKEN_EXPIRED' }, { status: 401 }),
    ),
    http.post(`${BASE}/api/refresh-token`, () => {
      calls.refresh += 1;
      return HttpResponse.json({ success: true, data: { token: 'new-token', refreshToken: 'refresh-2' } });
    }),
  );
  return { ...tab, calls };
}

describe('refresh across tabs (Web Locks)', () => {
  it("refreshes under the lock 'hlidka-token-refresh'", async () => {
    const { client, calls } = setup();
    const requested = stubLocks();
    await expect(client.request('/api/protected')).resolves.toEqual({ ok: true });
    expect(requested).toEqual(['hlidka-token-refresh']);
    expect(calls.refresh).toBe(1);
  });

  it('a tab that waited for the lock takes the token the other tab got, without refreshing', async () => {
    const { client, storage, calls } = setup();
    const otherTab = createTestClient({ storage });
    stubLocks(() =>
      otherTab.client.session.updateTokens({ token: 'new-token', refreshToken: 'refresh-2', expiresAt: '2030-01-01' }),
    );
    await expect(client.request('/api/protected')).resolves.toEqual({ ok: true });
    expect(calls.refresh).toBe(0);
    expect(client.session.getState()).toMatchObject({ token: 'new-token', refreshToken: 'refresh-2' });
  });
});
