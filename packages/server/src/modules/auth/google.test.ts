import {
  accountDeletionCheckDataSchema,
  auditListDataSchema,
  authProvidersDataSchema,
  authSessionDataSchema,
  changePasswordDataSchema,
  deleteAccountDataSchema,
  googleAuthorizeAnswerSchema,
  googleLinkAnswerSchema,
  googleRefreshAnswerSchema,
  googleUnlinkAnswerSchema,
  loginHistoryDataSchema,
  userSchema,
} from '@hlidka/contract';
import { type MutableResponse, type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app';
import { bearer, expectData, expectError, expectRaw, registerUser, uniqueEmail } from '../../testing/auth';
import { testDatabaseKinds } from '../../testing/databases';
import { enableTotp, totpCode } from '../../testing/two-factor';

const CLIENT_ID = 'hlidka-test-client.apps.example';
/** Another address of the same server (ALLOWED_ORIGINS). */
const MONITOR_LAN = 'http://monitor.lan:8080';

interface Identity {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

/** A real OpenID provider on 127.0.0.1 whose next ID tokens carry `identity` (and optional tampering). */
let provider: OAuth2Server;
let identity: Identity;
let tamper: ((token: MutableToken) => void) | undefined;
/** The redirect_uri our server named when it exchanged the last code (must equal the one it authorized with). */
let exchangedRedirectUri: string | undefined;
/** Whom the provider's introspection says an access token was issued to (our client unless a test changes it). */
let accessTokenClient = CLIENT_ID;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, identity);
    tamper?.(token);
  });
  provider.service.on('beforeResponse', (_response: MutableResponse, request: { body?: Record<string, unknown> }) => {
    exchangedRedirectUri = String(request.body?.redirect_uri);
  });
  provider.service.on('beforeUserinfo', (response: MutableResponse) => {
    response.body = { ...identity, picture: 'https://example.cz/foto.png' };
  });
  provider.service.on('beforeIntrospect', (response: MutableResponse) => {
    response.body = { active: true, client_id: accessTokenClient, sub: identity.sub };
  });
});
afterAll(async () => {
  await provider?.stop();
});

const newIdentity = (over: Partial<Identity> = {}): Identity => ({
  sub: `google-${Math.random().toString(36).slice(2)}`,
  email: uniqueEmail('google'),
  email_verified: true,
  given_name: 'Vojtěch',
  family_name: 'Šíma',
  ...over,
});

/** The browser's part: authorize, follow the provider's redirect, and call our callback with the cookie. */
async function googleSignIn(
  t: TestApp,
  options: { dropCookie?: boolean; replay?: boolean; host?: string; expectedBase?: string } = {},
) {
  const base = options.expectedBase ?? t.config.publicUrl;
  const host = options.host ? { host: options.host } : {};
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/authorize', headers: host });
  const answer = expectRaw(start, googleAuthorizeAnswerSchema);
  const cookie = String(start.headers['set-cookie']).split(';')[0] ?? '';
  const url = new URL(answer.authorization_url);
  expect(url.searchParams.get('state')).toBe(answer.state);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('nonce')).toBeTruthy();
  expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
  const atProvider = await fetch(url, { redirect: 'manual' });
  const back = new URL(atProvider.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(`${base}/api/auth/oauth/google/callback`);
  expect(url.searchParams.get('redirect_uri')).toBe(`${base}/api/auth/oauth/google/callback`);
  const callback = () =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth/google/callback${back.search}`,
      headers: options.dropCookie ? host : { ...host, cookie },
    });
  const res = await callback();
  expect(res.statusCode, res.body).toBe(302);
  const location = new URL(String(res.headers.location));
  expect(`${location.origin}${location.pathname}`).toBe(`${base}/auth/google/callback`);
  const replayed = options.replay ? new URL(String((await callback()).headers.location)) : undefined;
  return { params: location.searchParams, replayed: replayed?.searchParams };
}

for (const kind of testDatabaseKinds) {
  describe(`Google sign-in [${kind}]`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        config: {
          google: { clientId: CLIENT_ID, clientSecret: 'test-client-secret', issuerUrl: provider.issuer.url ?? '' },
          allowedOrigins: [MONITOR_LAN],
        },
      });
    });
    afterAll(async () => {
      await t?.close();
    });
    beforeEach(() => {
      identity = newIdentity();
      tamper = undefined;
    });

    it('tells the sign-in screen that Google sign-in is offered', async () => {
      const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(expectData(providers, authProvidersDataSchema)).toEqual({ google: true });
    });

    it('creates an account for a new Google user and redirects to the app with the tokens', async () => {
      const { params } = await googleSignIn(t);
      expect(params.get('error')).toBeNull();
      const token = params.get('token') ?? '';
      expect(params.get('refresh_token')).toMatch(/^rt_/);
      expect(params.get('email')).toBe(identity.email);
      expect(params.get('first_name')).toBe('Vojtěch');
      expect(params.get('last_name')).toBe('Šíma');
      const me = expectData(
        await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(token) }),
        userSchema,
      );
      expect(me).toMatchObject({
        id: params.get('user_id'),
        email: identity.email,
        googleLinked: true,
        hasPassword: false,
        termsAccepted: false,
      });
      const history = expectData(
        await t.app.inject({ method: 'GET', url: '/api/user/login-history', headers: bearer(token) }),
        loginHistoryDataSchema,
      );
      expect(history.logins[0]).toMatchObject({ method: 'google', success: true });

      // The same Google account signs in to the same user again.
      const again = await googleSignIn(t);
      expect(again.params.get('user_id')).toBe(me.id);
    });

    it('sends the browser back to the allowed address it started from, with the same redirect URI', async () => {
      const { params } = await googleSignIn(t, { host: 'monitor.lan:8080', expectedBase: MONITOR_LAN });
      expect(params.get('error')).toBeNull();
      expect(params.get('token')).toBeTruthy();
      expect(exchangedRedirectUri).toBe(`${MONITOR_LAN}/api/auth/oauth/google/callback`);
    });

    it('uses PUBLIC_URL when the Host is not an allowed address', async () => {
      const { params } = await googleSignIn(t, { host: 'evil.example' });
      expect(params.get('token')).toBeTruthy();
      expect(exchangedRedirectUri).toBe(`${t.config.publicUrl}/api/auth/oauth/google/callback`);
    });

    it('links an existing account with the same verified e-mail', async () => {
      const user = await registerUser(t.app);
      identity = newIdentity({ email: user.email.toUpperCase() });
      const { params } = await googleSignIn(t);
      expect(params.get('user_id')).toBe(user.user.id);
      const me = expectData(
        await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) }),
        userSchema,
      );
      expect(me).toMatchObject({ googleLinked: true, hasPassword: true, firstName: 'Jana' });
    });

    it('does not link by an unverified e-mail', async () => {
      const user = await registerUser(t.app);
      identity = newIdentity({ email: user.email, email_verified: false });
      const { params } = await googleSignIn(t);
      expect(params.get('error')).toBe('email_not_verified');
      expect(params.get('token')).toBeNull();
    });

    it('refuses an ID token with a wrong nonce', async () => {
      tamper = (token) => {
        if ('nonce' in token.payload) token.payload.nonce = 'not-the-nonce-we-sent';
      };
      const { params } = await googleSignIn(t);
      expect(params.get('error')).toBe('invalid_nonce');
      expect(params.get('error_description')).toBe('OAuth autentifikace se nezdařila');
      expect(params.get('token')).toBeNull();
      const [row] = await t.database.query('select count(*)::int as n from users where google_sub = $1', [
        identity.sub,
      ]);
      expect(row?.n).toBe(0);
    });

    it('refuses an ID token for another audience', async () => {
      tamper = (token) => {
        token.payload.aud = 'someone-elses-client';
      };
      const { params } = await googleSignIn(t);
      expect(params.get('error')).toBe('id_token_failed');
      expect(params.get('token')).toBeNull();
    });

    it('refuses a replayed state, a missing browser cookie and a provider error', async () => {
      const { replayed } = await googleSignIn(t, { replay: true });
      expect(replayed?.get('error')).toBe('invalid_state');
      const { params } = await googleSignIn(t, { dropCookie: true });
      expect(params.get('error')).toBe('invalid_state');
      const denied = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/callback?error=access_denied' });
      expect(denied.statusCode).toBe(302);
      expect(new URL(String(denied.headers.location)).searchParams.get('error')).toBe('access_denied');
      const bogus = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/callback?code=abc&state=forged' });
      expect(new URL(String(bogus.headers.location)).searchParams.get('error')).toBe('invalid_state');
    });

    it('refreshes the access token of a Google session, and not of a password session', async () => {
      const { params } = await googleSignIn(t);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/oauth/google/refresh',
        headers: { ...bearer(params.get('token') ?? ''), 'content-type': 'application/json' },
      });
      const answer = expectRaw(res, googleRefreshAnswerSchema);
      expectData(
        await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(answer.tokens.access_token) }),
        userSchema,
      );
      const user = await registerUser(t.app);
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/auth/oauth/google/refresh',
        headers: bearer(user.token),
      });
      expect(expectError(refused, 400).message).toBe('OAuth refresh selhal: přihlášení neproběhlo přes Google');
      expectError(await t.app.inject({ method: 'POST', url: '/api/auth/oauth/google/refresh' }), 401);
    });

    it('links and unlinks a Google account; one Google account belongs to one user', async () => {
      const user = await registerUser(t.app);
      const link = await t.app.inject({
        method: 'POST',
        url: '/api/auth/oauth/google/link',
        headers: bearer(user.token),
        payload: { access_token: 'ya29.any-google-access-token' },
      });
      const linked = expectRaw(link, googleLinkAnswerSchema);
      expect(linked).toMatchObject({
        provider: 'google',
        linked: true,
        profile: { id: identity.sub, email: identity.email },
      });

      const other = await registerUser(t.app);
      const taken = await t.app.inject({
        method: 'POST',
        url: '/api/auth/oauth/google/link',
        headers: bearer(other.token),
        payload: { access_token: 'ya29.any-google-access-token' },
      });
      expectError(taken, 409, 'CONFLICT');

      // An access token issued to another application does not link anything.
      accessTokenClient = 'another-app.apps.example';
      try {
        const foreign = await t.app.inject({
          method: 'POST',
          url: '/api/auth/oauth/google/link',
          headers: bearer(other.token),
          payload: { access_token: 'ya29.token-of-another-app' },
        });
        const refused = expectError(foreign, 400, 'VALIDATION_ERROR');
        expect(refused.message).toBe('Nepodařilo se propojit Google účet');
      } finally {
        accessTokenClient = CLIENT_ID;
      }

      const unlink = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/oauth/google/unlink',
        headers: bearer(user.token),
      });
      expectRaw(unlink, googleUnlinkAnswerSchema);
      const me = expectData(
        await t.app.inject({ method: 'GET', url: '/api/user', headers: bearer(user.token) }),
        userSchema,
      );
      expect(me.googleLinked).toBe(false);
      // Both in the account's audit log.
      const audit = await t.app.inject({
        method: 'GET',
        url: '/api/audit?resourceType=account',
        headers: bearer(user.token),
      });
      const actions = expectData(audit, auditListDataSchema).events.map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(['google_link', 'google_unlink']));
      expectError(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/oauth/google/link',
          headers: bearer(user.token),
          payload: {},
        }),
        400,
      );
    });

    it('lets a Google-only account set a first password without a current one, then unlink', async () => {
      const { params } = await googleSignIn(t);
      const token = params.get('token') ?? '';
      const set = await t.app.inject({
        method: 'POST',
        url: '/api/user/change-password',
        headers: bearer(token),
        payload: { newPassword: 'Moje první heslo' },
      });
      expect(expectData(set, changePasswordDataSchema).changed).toBe(true);
      const unlink = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/oauth/google/unlink',
        headers: bearer(token),
      });
      expectRaw(unlink, googleUnlinkAnswerSchema);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { email: identity.email, password: 'Moje první heslo' },
      });
      const session = expectData(signIn, authSessionDataSchema);
      expect(session.user).toMatchObject({ id: params.get('user_id'), hasPassword: true, googleLinked: false });
    });

    it('keeps a Google-only account from unlinking, and deletes it with the confirmation phrase', async () => {
      const { params } = await googleSignIn(t);
      const token = params.get('token') ?? '';
      const unlink = await t.app.inject({
        method: 'DELETE',
        url: '/api/auth/oauth/google/unlink',
        headers: bearer(token),
      });
      expectError(unlink, 409, 'CONFLICT');
      const check = expectData(
        await t.app.inject({ method: 'GET', url: '/api/account/deletion/check', headers: bearer(token) }),
        accountDeletionCheckDataSchema,
      );
      expect(check).toMatchObject({ requiresPassword: false, confirmationPhrase: 'SMAZAT ÚČET', canDelete: true });
      const wrong = await t.app.inject({
        method: 'DELETE',
        url: '/api/account/delete',
        headers: bearer(token),
        payload: { confirmation: 'smazat' },
      });
      expect(expectError(wrong, 400).errors?.confirmation).toBeDefined();
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/api/account/delete',
        headers: bearer(token),
        payload: { confirmation: 'smazat účet' },
      });
      expectData(res, deleteAccountDataSchema);
      const [row] = await t.database.query('select count(*)::int as n from users where google_sub = $1', [
        identity.sub,
      ]);
      expect(row?.n).toBe(0);
    });

    it('asks a Google user with two-factor on for the second step, without tokens in the address', async () => {
      const first = await googleSignIn(t);
      const { secret } = await enableTotp(t.app, first.params.get('token') ?? '', t.clock);
      const { params } = await googleSignIn(t);
      expect(params.get('token')).toBeNull();
      expect(params.get('refresh_token')).toBeNull();
      expect(params.get('methods')).toBe('totp,recovery');
      const challengeToken = params.get('two_factor_challenge') ?? '';
      expect(challengeToken).toMatch(/^tfc_/);
      const session = expectData(
        await t.app.inject({
          method: 'POST',
          url: '/api/login/two-factor',
          payload: { challengeToken, method: 'totp', code: totpCode(secret, t.clock.now()) },
        }),
        authSessionDataSchema,
      );
      expect(session.user).toMatchObject({ id: first.params.get('user_id'), twoFactorEnabled: true });
      const history = expectData(
        await t.app.inject({ method: 'GET', url: '/api/user/login-history', headers: bearer(session.token) }),
        loginHistoryDataSchema,
      );
      expect(history.logins[0]).toMatchObject({ method: 'google', secondFactor: 'totp', success: true });
    });
  });
}

describe('Google sign-in when not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells the sign-in screen that Google sign-in is not offered', async () => {
    const providers = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(expectData(providers, authProvidersDataSchema)).toEqual({ google: false });
  });

  it('says so in the request’s language instead of failing', async () => {
    const cs = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/authorize' });
    expect(expectError(cs, 503, 'FEATURE_DISABLED').message).toBe(
      'Přihlášení přes Google není na tomto serveru nastaveno',
    );
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/authorize',
      headers: { 'accept-language': 'en' },
    });
    expect(expectError(en, 503).message).toBe('Google sign-in is not configured on this server');
    const callback = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/callback?code=x&state=y' });
    expect(new URL(String(callback.headers.location)).searchParams.get('error')).toBe('not_configured');
  });
});
