import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuthSession, createUser } from '../mocks/fixtures';
import { scenario } from '../mocks/scenarios';
import { BASE, createTestClient, fakeJwt, setupMockServer } from '../testing/msw';
import { createAuthActions } from './auth';
import { GOOGLE_MANAGED_REFRESH } from './refresh-token';
import { createSessionStore } from './session-store';

const server = setupMockServer();

describe('login, register, logout', () => {
  it('login stores the session under the spec keys, with the expiry', async () => {
    const { client, storage } = createTestClient();
    const auth = createAuthActions(client);
    server.use(
      http.post(`${BASE}/api/login_check`, () => HttpResponse.json({ success: true, data: createAuthSession() })),
    );
    await auth.login({ email: 'jana.novakova@example.cz', password: 'tajne-heslo' });
    expect(client.session.getState()).toMatchObject({
      token: 'access-token-1',
      refreshToken: 'refresh-token-1',
      isAuthenticated: true,
      authMethod: 'email',
      isOAuthUser: false,
      subscriptionData: null,
    });
    expect(storage.getItem('token')).toBe('access-token-1');
    expect(storage.getItem('refreshToken')).toBe('refresh-token-1');
    expect(storage.getItem('tokenExpiresAt')).toBe(String(Date.parse(createAuthSession().expiresAt)));
    expect(JSON.parse(storage.getItem('auth-storage') ?? '{}').state).toMatchObject({
      isAuthenticated: true,
      authMethod: 'email',
      user: { email: 'jana.novakova@example.cz' },
    });
    // A new store over the same storage (a page reload) restores the session.
    expect(createSessionStore(storage).getState()).toEqual(client.session.getState());
  });

  it("login failure without a server message → 'Přihlášení se nezdařilo'", async () => {
    const { client } = createTestClient();
    server.use(http.post(`${BASE}/api/login_check`, () => new HttpResponse(null, { status: 400 })));
    await expect(createAuthActions(client).login({ email: 'a@b.cz', password: 'x' })).rejects.toMatchObject({
      message: 'Přihlášení se nezdařilo',
      code: 400,
    });
  });

  it('register signs in only when the answer carries a token', async () => {
    const body = {
      email: 'petr@example.cz',
      password: 'dlouhe-heslo',
      firstName: 'Petr',
      lastName: 'Svoboda',
      termsAccepted: true,
    };
    const first = createTestClient();
    server.use(
      http.post(`${BASE}/api/register`, () =>
        HttpResponse.json({ success: true, data: { user: createUser() } }, { status: 201 }),
      ),
    );
    await expect(createAuthActions(first.client).register(body)).resolves.toMatchObject({ signedIn: false });
    expect(first.client.session.getState().isAuthenticated).toBe(false);

    const second = createTestClient();
    server.use(
      http.post(`${BASE}/api/register`, () =>
        HttpResponse.json({ success: true, data: createAuthSession() }, { status: 201 }),
      ),
    );
    await expect(createAuthActions(second.client).register(body)).resolves.toMatchObject({ signedIn: true });
    expect(second.client.session.getState()).toMatchObject({ isAuthenticated: true, token: 'access-token-1' });
  });

  it("register failure without a message → 'Registrace se nezdařila'", async () => {
    const { client } = createTestClient();
    server.use(http.post(`${BASE}/api/register`, () => HttpResponse.json({ success: false }, { status: 409 })));
    await expect(
      createAuthActions(client).register({
        email: 'a@b.cz',
        password: '12345678',
        firstName: 'A',
        lastName: 'B',
        termsAccepted: true,
      }),
    ).rejects.toMatchObject({ message: 'Registrace se nezdařila', code: 409 });
  });

  it('logout clears tokens and subscription data and calls POST /api/logout with the old token', async () => {
    const { client, storage } = createTestClient();
    client.session.signIn({ ...createAuthSession(), authMethod: 'email' });
    client.session.setSubscriptionData({ subscription: null, plan: null, websiteLimit: 3, isActive: false });
    storage.setItem('oauth_state', 'abc');
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${BASE}/api/logout`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ success: true, data: { loggedOut: true } });
      }),
    );
    await createAuthActions(client).logout();
    expect(seen).toEqual({ auth: 'Bearer access-token-1', body: { refreshToken: 'refresh-token-1' } });
    expect(client.session.getState()).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      subscriptionData: null,
      isAuthenticated: false,
    });
    for (const key of ['token', 'refreshToken', 'tokenExpiresAt', 'auth-storage', 'oauth_state']) {
      expect(storage.getItem(key)).toBeNull();
    }
  });

  it('logout still signs out locally when the server is unreachable', async () => {
    const { client } = createTestClient();
    client.session.signIn({ ...createAuthSession(), authMethod: 'email' });
    server.use(http.post(`${BASE}/api/logout`, () => HttpResponse.error()));
    await createAuthActions(client).logout();
    expect(client.session.getState().isAuthenticated).toBe(false);
  });
});

describe('forgotten password', () => {
  it('asks for a reset e-mail and sets a new password', async () => {
    const { client } = createTestClient();
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST') bodies.push(await request.clone().json());
    });
    server.use(...scenario('populated'));
    const auth = createAuthActions(client);
    await auth.forgotPassword('jana@example.cz');
    await auth.resetPassword('t'.repeat(32), 'nove-heslo-123');
    server.events.removeAllListeners();
    expect(bodies).toEqual([{ email: 'jana@example.cz' }, { token: 't'.repeat(32), password: 'nove-heslo-123' }]);
  });
});

describe('Google sign-in', () => {
  it('keeps the authorize state in oauth_state and returns the URL', async () => {
    const { client, storage } = createTestClient();
    server.use(
      http.get(`${BASE}/api/auth/oauth/google/authorize`, () =>
        HttpResponse.json({
          success: true,
          authorization_url: 'https://accounts.example/o/oauth2?state=s1',
          state: 's1',
          message: 'ok',
        }),
      ),
    );
    await expect(createAuthActions(client).startGoogleSignIn()).resolves.toBe(
      'https://accounts.example/o/oauth2?state=s1',
    );
    expect(storage.getItem('oauth_state')).toBe('s1');
  });

  it("authorize failure → 'Nepodařilo se iniciovat OAuth'", async () => {
    const { client } = createTestClient();
    server.use(http.get(`${BASE}/api/auth/oauth/google/authorize`, () => HttpResponse.json({}, { status: 503 })));
    await expect(createAuthActions(client).startGoogleSignIn()).rejects.toMatchObject({
      message: 'Nepodařilo se iniciovat OAuth',
    });
  });

  it('completes the callback: Google session with the marker, then loads the profile', async () => {
    const { client, storage } = createTestClient();
    storage.setItem('oauth_state', 's1');
    const profile = createUser({ googleLinked: true, email: 'jana@gmail.example' });
    server.use(http.get(`${BASE}/api/user`, () => HttpResponse.json({ success: true, data: profile })));
    const token = fakeJwt({ sub: profile.id, email: 'jana@gmail.example' });
    await createAuthActions(client).completeGoogleSignIn(`?token=${token}&user_id=${profile.id}&state=s1`);
    expect(client.session.getState()).toMatchObject({
      token,
      refreshToken: GOOGLE_MANAGED_REFRESH,
      authMethod: 'google',
      isOAuthUser: true,
      isAuthenticated: true,
      user: profile,
    });
    expect(storage.getItem('oauth_state')).toBeNull();
  });

  it("a callback whose state does not match → 'OAuth autentifikace se nezdařila'", async () => {
    const { client, storage } = createTestClient();
    storage.setItem('oauth_state', 's1');
    await expect(
      createAuthActions(client).completeGoogleSignIn('?token=t&user_id=u&state=other'),
    ).rejects.toMatchObject({ message: 'OAuth autentifikace se nezdařila' });
    expect(client.session.getState().isAuthenticated).toBe(false);
  });
});

describe('restore (access guard)', () => {
  it('a stored token whose session is not active is restored by loading the profile', async () => {
    const { storage } = createTestClient();
    storage.setItem('token', 'stored-token');
    const restored = createTestClient({ storage }).client;
    expect(restored.session.getState().isAuthenticated).toBe(false);
    server.use(http.get(`${BASE}/api/user`, () => HttpResponse.json({ success: true, data: createUser() })));
    await expect(createAuthActions(restored).restore()).resolves.toBe(true);
    expect(restored.session.getState()).toMatchObject({ isAuthenticated: true, user: { id: createUser().id } });
  });

  it('only a refresh token → refresh, then the profile', async () => {
    const { storage } = createTestClient();
    storage.setItem('refreshToken', 'r-only');
    const { client } = createTestClient({ storage });
    server.use(
      http.post(`${BASE}/api/refresh-token`, () =>
        HttpResponse.json({ success: true, data: { token: 'fresh', refreshToken: 'r2' } }),
      ),
      http.get(`${BASE}/api/user`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh'
          ? HttpResponse.json({ success: true, data: createUser() })
          : HttpResponse.json({}, { status: 401 }),
      ),
    );
    await expect(createAuthActions(client).restore()).resolves.toBe(true);
    expect(client.session.getState()).toMatchObject({ token: 'fresh', refreshToken: 'r2', isAuthenticated: true });
  });

  it('nothing stored → not signed in, no request', async () => {
    const { client } = createTestClient();
    await expect(createAuthActions(client).restore()).resolves.toBe(false);
  });
});
