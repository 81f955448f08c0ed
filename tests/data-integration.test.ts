// The real fetcher of @hlidka/data against the real server (built packages/server, fresh PGlite directory):
// register → login → an expired access token is refreshed transparently → logout.
import { createHmac } from 'node:crypto';
import { answerIssues, userRoutes } from '@hlidka/contract';
import { createApiClient, createAuthActions, createMemoryStorage, decodeTokenPayload } from '@hlidka/data/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startBuiltServer } from './lib/server';

const JWT_SECRET = 'data-integration-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/**
 * An access token like the server's but expired an hour ago: same claims, signed with the key the server derives
 * from JWT_SECRET (packages/server/src/modules/auth/tokens.ts). To the server it is simply an expired token.
 */
function expiredCopyOf(token: string): string {
  const [header] = token.split('.');
  const payload = { ...decodeTokenPayload(token) };
  const now = Math.floor(Date.now() / 1000);
  payload.iat = now - 7200;
  payload.exp = now - 3600;
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const key = createHmac('sha256', JWT_SECRET).update('hlidka:access-token').digest();
  const signature = createHmac('sha256', key).update(`${header}.${body}`).digest('base64url');
  return `${header}.${body}.${signature}`;
}

let server: RunningServer;
let baseUrl = '';

beforeAll(async () => {
  server = await startBuiltServer({ JWT_SECRET });
  baseUrl = server.baseUrl;
});

afterAll(async () => {
  await server?.stop();
});

describe('@hlidka/data against the real server', () => {
  it('register → login → expired access token refreshed transparently → logout', async () => {
    const storage = createMemoryStorage();
    const warnings: string[] = [];
    // checkAnswer: every answer of a contract route is also checked against its schema.
    const client = createApiClient({
      baseUrl,
      storage,
      isOnline: () => true,
      checkAnswer: answerIssues,
      logger: { warn: (message) => warnings.push(message) },
    });
    const auth = createAuthActions(client);
    const email = `integrace-${Date.now()}@example.cz`;
    const password = 'dlouhe-heslo-pro-test-42';

    const registered = await auth.register({
      email,
      password,
      firstName: 'Jana',
      lastName: 'Nováková',
      termsAccepted: true,
    });
    expect(registered.signedIn).toBe(true);
    await auth.logout();
    expect(client.session.getState().isAuthenticated).toBe(false);

    await auth.login({ email, password });
    const afterLogin = client.session.getState();
    expect(afterLogin).toMatchObject({ isAuthenticated: true, authMethod: 'email', user: { email } });
    expect(storage.getItem('token')).toBe(afterLogin.token);
    await expect(client.call(userRoutes.getUser)).resolves.toMatchObject({ email });

    // The access token expires; the next call refreshes (rotating the refresh token) and is replayed.
    const expired = expiredCopyOf(afterLogin.token ?? '');
    client.session.updateTokens({ token: expired });
    const direct = await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${expired}` } });
    expect(direct.status).toBe(401);
    await expect(client.call(userRoutes.getUser)).resolves.toMatchObject({ email });
    const refreshed = client.session.getState();
    expect(refreshed.isAuthenticated).toBe(true);
    expect(refreshed.token).not.toBe(expired);
    expect(refreshed.refreshToken).not.toBe(afterLogin.refreshToken);

    await auth.logout();
    expect(client.session.getState()).toMatchObject({ token: null, refreshToken: null, isAuthenticated: false });
    // The server ended the session too: its refresh token no longer works.
    const reuse = await fetch(`${baseUrl}/api/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: refreshed.refreshToken }),
    });
    expect(reuse.status).toBe(401);
    expect(warnings).toEqual([]);
  });
});
