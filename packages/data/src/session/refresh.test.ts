import { delay, HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createUser } from '../mocks/fixtures';
import { BASE, createTestClient, setupMockServer } from '../testing/msw';
import { GOOGLE_MANAGED_REFRESH } from './refresh-token';
import type { AuthMethod, SessionEvent } from './session-store';

const server = setupMockServer();

function setup(options: { authMethod?: AuthMethod; refreshToken?: string } = {}) {
  const ctx = createTestClient();
  ctx.client.session.signIn({
    token: 'expired-token',
    refreshToken: options.refreshToken ?? 'refresh-1',
    user: createUser(),
    expiresAt: Date.now() - 1000,
    authMethod: options.authMethod ?? 'email',
  });
  const events: SessionEvent[] = [];
  ctx.client.session.onEvent((event) => events.push(event));
  const calls = { refresh: 0, google: 0, logout: 0, protected: 0 };
  server.use(
    http.get(`${BASE}/api/protected/:n`, ({ request, params }) => {
      calls.protected += 1;
      if (request.headers.get('authorization') !== 'Bearer new-token') {
        return HttpResponse.json(
          { success: false, message: 'Token expired', code: 'TOKEN_EXPIRED', requestId: 'r' },
          { status: 401 },
        );
      }
      return HttpResponse.json({ success: true, data: { n: Number(params.n) } });
    }),
    http.post(`${BASE}/api/logout`, () => {
      calls.logout += 1;
      return HttpResponse.json({ success: true, data: { loggedOut: true } });
    }),
  );
  return { ...ctx, events, calls };
}

describe('401 handling (spec §4, §8)', () => {
  it('5 concurrent 401s → exactly one refresh, all 5 replayed with the new token', async () => {
    const { client, calls } = setup();
    let refreshBody: unknown;
    server.use(
      http.post(`${BASE}/api/refresh-token`, async ({ request }) => {
        calls.refresh += 1;
        refreshBody = await request.json();
        await delay(30);
        return HttpResponse.json({
          success: true,
          data: { token: 'new-token', refreshToken: 'refresh-2', expiresAt: '2030-01-01T00:00:00.000Z' },
        });
      }),
    );
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => client.request(`/api/protected/${n}`)));
    expect(results).toEqual([1, 2, 3, 4, 5].map((n) => ({ n })));
    expect(calls.refresh).toBe(1);
    expect(refreshBody).toEqual({ refreshToken: 'refresh-1' });
    expect(calls.protected).toBe(10);
    expect(client.session.getState()).toMatchObject({
      token: 'new-token',
      refreshToken: 'refresh-2',
      isAuthenticated: true,
      tokenExpiresAt: Date.parse('2030-01-01T00:00:00.000Z'),
    });
    expect(client.storage.getItem('token')).toBe('new-token');
    expect(client.storage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('refresh refused → exactly one logout, every request fails with the session-expired message', async () => {
    const { client, calls, events } = setup();
    server.use(
      http.post(`${BASE}/api/refresh-token`, async () => {
        calls.refresh += 1;
        await delay(20);
        return HttpResponse.json(
          { success: false, message: 'Invalid refresh token', code: 'REFRESH_TOKEN_UNAVAILABLE', requestId: 'r' },
          { status: 401 },
        );
      }),
    );
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((n) => client.request(`/api/protected/${n}`)));
    expect(calls.refresh).toBe(1);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        message: 'Platnost přihlášení vypršela. Přihlaste se prosím znovu.',
        code: 'REFRESH_TOKEN_UNAVAILABLE',
        status: 401,
      });
    }
    expect(events).toEqual([{ type: 'signed-out', reason: 'expired' }]);
    expect(calls.logout).toBe(1);
    expect(client.session.getState()).toMatchObject({ token: null, refreshToken: null, isAuthenticated: false });
    expect(client.storage.getItem('token')).toBeNull();
    expect(client.storage.getItem('auth-storage')).toBeNull();
  });

  it.each([
    ['missing', ''],
    ['blank', '   '],
  ])('a %s refresh token is refused: REFRESH_TOKEN_UNAVAILABLE, tokens cleared, one logout', async (_, token) => {
    const { client, calls, events } = setup({ refreshToken: token });
    expect(client.session.getState().refreshToken).toBeNull();
    const results = await Promise.allSettled([1, 2].map((n) => client.request(`/api/protected/${n}`)));
    for (const result of results) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        message: 'Platnost přihlášení vypršela. Přihlaste se prosím znovu.',
        code: 'REFRESH_TOKEN_UNAVAILABLE',
        status: 401,
      });
    }
    expect(calls.refresh).toBe(0);
    expect(events).toEqual([{ type: 'signed-out', reason: 'expired' }]);
    expect(client.session.getState().token).toBeNull();
  });

  it("a refresh answer without a token → 'Nepodařilo se obnovit token' and logout", async () => {
    const { client, events } = setup();
    server.use(http.post(`${BASE}/api/refresh-token`, () => HttpResponse.json({ success: true, data: {} })));
    await expect(client.refresh()).rejects.toMatchObject({ message: 'Nepodařilo se obnovit token' });
    expect(events).toEqual([{ type: 'signed-out', reason: 'expired' }]);
  });

  it("a 401 on the replay → logout, 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.', code 401", async () => {
    const { client, calls, events } = setup();
    server.use(
      http.post(`${BASE}/api/refresh-token`, () =>
        HttpResponse.json({ success: true, data: { token: 'still-bad', refreshToken: 'refresh-2' } }),
      ),
    );
    await expect(client.request('/api/protected/1')).rejects.toMatchObject({
      message: 'Vaše přihlášení vypršelo. Přihlaste se prosím znovu.',
      code: 401,
      status: 401,
    });
    expect(calls.protected).toBe(2);
    expect(events).toEqual([{ type: 'signed-out', reason: 'expired' }]);
    expect(calls.logout).toBe(1);
  });

  it('a 401 from login is an answer, not an expired session (no refresh)', async () => {
    const { client, calls, events } = setup();
    server.use(
      http.post(`${BASE}/api/login_check`, () =>
        HttpResponse.json(
          { success: false, message: 'Neplatné přihlašovací údaje', code: 'INVALID_CREDENTIALS', requestId: 'r' },
          { status: 401 },
        ),
      ),
    );
    await expect(client.request('/api/login_check', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Neplatné přihlašovací údaje',
      code: 'INVALID_CREDENTIALS',
    });
    expect(calls.refresh).toBe(0);
    expect(events).toEqual([]);
  });

  it('Google sessions: the Google refresh runs first', async () => {
    const { client, calls } = setup({ authMethod: 'google', refreshToken: GOOGLE_MANAGED_REFRESH });
    let bearer: string | null = null;
    server.use(
      http.post(`${BASE}/api/auth/oauth/google/refresh`, ({ request }) => {
        calls.google += 1;
        bearer = request.headers.get('authorization');
        return HttpResponse.json({
          success: true,
          tokens: { access_token: 'new-token', expires_at: '2030-01-01T00:00:00.000Z' },
          message: 'ok',
        });
      }),
    );
    await expect(client.request('/api/protected/1')).resolves.toEqual({ n: 1 });
    expect(calls).toMatchObject({ google: 1, refresh: 0 });
    expect(bearer).toBe('Bearer expired-token');
    expect(client.session.getState().refreshToken).toBe(GOOGLE_MANAGED_REFRESH);
  });

  it("Google refresh failure → 'OAuth refresh selhal: …', then the normal refresh as fallback", async () => {
    const { client, calls, warnings } = setup({ authMethod: 'google', refreshToken: 'refresh-1' });
    const order: string[] = [];
    server.use(
      http.post(`${BASE}/api/auth/oauth/google/refresh`, () => {
        order.push('google');
        return HttpResponse.json(
          { success: false, message: 'Google token revoked', code: 'OAUTH_FAILED', requestId: 'r' },
          { status: 400 },
        );
      }),
      http.post(`${BASE}/api/refresh-token`, () => {
        order.push('refresh');
        calls.refresh += 1;
        return HttpResponse.json({ success: true, data: { token: 'new-token', refreshToken: 'refresh-2' } });
      }),
    );
    await expect(client.request('/api/protected/1')).resolves.toEqual({ n: 1 });
    expect(order).toEqual(['google', 'refresh']);
    expect(warnings).toEqual(['OAuth refresh selhal: Google token revoked']);
  });

  it('a Google session with no refresh token left ends after the Google refresh fails', async () => {
    const { client, events } = setup({ authMethod: 'google', refreshToken: GOOGLE_MANAGED_REFRESH });
    server.use(
      http.post(`${BASE}/api/auth/oauth/google/refresh`, () =>
        HttpResponse.json({ success: true, tokens: {}, message: 'no token' }),
      ),
    );
    await expect(client.request('/api/protected/1')).rejects.toMatchObject({
      code: 'REFRESH_TOKEN_UNAVAILABLE',
      message: 'Platnost přihlášení vypršela. Přihlaste se prosím znovu.',
    });
    expect(events).toEqual([{ type: 'signed-out', reason: 'expired' }]);
  });

  it('a tab whose token another tab already refreshed replays without refreshing again', async () => {
    const first = setup();
    const second = createTestClient({ storage: first.client.storage });
    let refreshes = 0;
    server.use(
      http.post(`${BASE}/api/refresh-token`, () => {
        refreshes += 1;
        return HttpResponse.json({ success: true, data: { token: 'new-token', refreshToken: 'refresh-2' } });
      }),
    );
    await expect(first.client.request('/api/protected/1')).resolves.toEqual({ n: 1 });
    // The second tab still holds the old tokens in memory.
    expect(second.client.session.getState().token).toBe('expired-token');
    await expect(second.client.request('/api/protected/2')).resolves.toEqual({ n: 2 });
    expect(refreshes).toBe(1);
    expect(second.client.session.getState().refreshToken).toBe('refresh-2');
  });
});
