// Sessions end to end (spec §4, §8), in Chromium against the built server on a fresh PGlite directory: an access token
// the server no longer accepts is refreshed without the user noticing (same screen, no notice, a new token), and a
// refresh token the server has revoked ends the session on /login with the spec's message, which leads back after a
// new login. The expired token is signed with the server's own TokenService and the server's secret.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../packages/server/src/modules/auth/tokens';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';

const secret = randomBytes(32).toString('base64url');
const email = `session-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const answers: { method: string; path: string; status: number }[] = [];

beforeAll(async () => {
  server = await startBuiltServer({ JWT_SECRET: secret });
  const registered = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Petr', lastName: 'Svoboda', termsAccepted: true }),
  });
  expect(registered.status).toBe(201);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('response', (answer) => {
    const url = new URL(answer.url());
    if (url.pathname.startsWith('/api/')) {
      answers.push({ method: answer.request().method(), path: url.pathname, status: answer.status() });
    }
  });
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

const path = () => new URL(page.url()).pathname;
const stored = (key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function login() {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
}

/**
 * The browser's access token (`token`, read while the app ran) replaced by one for the same session that expired an
 * hour ago (valid signature). The page first leaves the app (for a JSON answer of the API), so no running app writes
 * its own session back over it; the caller then opens the app again.
 */
async function expireAccessToken(token: string | null): Promise<string> {
  expect(token).toBeTruthy();
  const payload = JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
  const expired = await new TokenService(secret).signAccess(
    { userId: payload.sub, sessionId: payload.sid },
    new Date(Date.now() - 60 * 60_000),
  );
  await page.goto(`${server.baseUrl}/api/health`);
  // The stored expiry still says "valid": only the server's 401 tells the client.
  await page.evaluate((value) => localStorage.setItem('token', value), expired.token);
  return expired.token;
}

describe('sessions', () => {
  it('refreshes an access token the server refuses without the user noticing', async () => {
    await page.goto(`${server.baseUrl}/login`);
    await login();
    await expect.poll(path, { timeout: 15_000 }).toBe('/dashboard');
    const refreshBefore = await stored('refreshToken');
    const expired = await expireAccessToken(await stored('token'));
    answers.length = 0;

    await page.goto(`${server.baseUrl}/dashboard`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Hlavní navigace' }).count()).toBe(1);
    await expect.poll(() => stored('token')).not.toBe(expired);
    expect(path()).toBe('/dashboard');
    // The refused requests are replayed with the new token, after one refresh.
    const refusedPaths = () => [...new Set(answers.filter((a) => a.status === 401).map((a) => a.path))];
    expect(refusedPaths()).toContain('/api/user');
    await expect
      .poll(() => refusedPaths().every((refused) => answers.some((a) => a.path === refused && a.status === 200)))
      .toBe(true);
    expect(answers.filter((answer) => answer.path === '/api/refresh-token')).toEqual([
      { method: 'POST', path: '/api/refresh-token', status: 200 },
    ]);
    expect(await stored('refreshToken')).not.toBe(refreshBefore);
    // Nothing told the user: no notice, no error screen.
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText('Něco se pokazilo').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('sends the user to /login with the spec message when the refresh token was revoked, and back after login', async () => {
    await page.goto(`${server.baseUrl}/settings`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Hlavní navigace' }).count()).toBe(1);
    const token = await stored('token');
    const refreshToken = await stored('refreshToken');
    // The app is left first: running, it would hear of the revocation at its next request and sign out on its own
    // before the scene is set (a CI run found the token already gone).
    await page.goto(`${server.baseUrl}/api/health`);
    // Revoked elsewhere (a logout on the server ends the refresh token's session).
    const revoked = await fetch(`${server.baseUrl}/api/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ refreshToken }),
    });
    expect(revoked.ok).toBe(true);
    await expireAccessToken(token);

    await page.goto(`${server.baseUrl}/settings`);
    await expect.poll(path, { timeout: 15_000 }).toBe('/login');
    const search = new URL(page.url()).searchParams;
    expect(search.get('from')).toBe('/settings');
    expect(search.get('reason')).toBe('expired');
    await expect.poll(() => page.getByText('Platnost přihlášení vypršela. Přihlaste se prosím znovu.').count()).toBe(1);
    expect(await stored('token')).toBeNull();
    expect(await stored('refreshToken')).toBeNull();

    await login();
    await expect.poll(path, { timeout: 15_000 }).toBe('/settings');
    expect(pageErrors).toEqual([]);
  });
});
