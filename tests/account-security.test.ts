// Account security end to end (issue #10), in Chromium against the built server on a fresh PGlite directory:
// (a) a password changed on /settings/security ends the user's other session (a second browser context, whose next
// navigation lands on /login) while the browser that changed it stays signed in; (b) the account deleted on
// /settings/privacy (deletion check, then the password to confirm) signs the user out to `/` → /login with nothing of
// the session left in local storage, the old credentials are refused, and — opened after the server stops — the
// database holds no row of the user.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../packages/server/src/db/postgres';
import { countUserRows } from '../packages/server/src/modules/account/user-tables';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `bezpecnost-${Date.now()}@example.com`;
const oldPassword = 'Heslo-pro-test-42';
const newPassword = 'Nove-heslo-pro-test-43';

let server: RunningServer;
let browser: Browser;
let first: BrowserContext;
let second: BrowserContext;
let pageA: Page;
let pageB: Page;
let userId = '';
const pageErrors: string[] = [];

const pathOf = (page: Page) => new URL(page.url()).pathname;
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

async function login(page: Page, password: string) {
  await signInOnScreen(page, server.baseUrl, { email, password });
}

function loginAnswer(password: string) {
  return fetch(`${server.baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
}

beforeAll(async () => {
  server = await startBuiltServer();
  const registered = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: oldPassword,
      firstName: 'Bára',
      lastName: 'Bezpečná',
      termsAccepted: true,
    }),
  });
  expect(registered.status, server.output()).toBe(201);
  // Registration signs in: end that session, so the two browsers below hold the user's only sessions.
  const { token, refreshToken } = ((await registered.json()) as { data: { token: string; refreshToken: string } }).data;
  const loggedOut = await fetch(`${server.baseUrl}/api/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ refreshToken }),
  });
  expect(loggedOut.ok).toBe(true);
  browser = await launchChromium();
  first = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  second = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  pageA = await first.newPage();
  pageB = await second.newPage();
  for (const page of [pageA, pageB]) page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  // Stopped already by the last test (which keeps the directory to read the database): then this only cleans up.
  expect(await server?.stop()).toBe(0);
});

describe('account security', () => {
  it('a password change ends the other session and keeps this one', async () => {
    await login(pageA, oldPassword);
    await login(pageB, oldPassword);
    const nav = (page: Page) => page.getByRole('navigation', { name: 'Hlavní navigace' });

    await pageA.goto(`${server.baseUrl}/settings/security`);
    const current = pageA.getByLabel('Současné heslo', { exact: true });
    await expect.poll(() => current.count(), { timeout: 15_000 }).toBe(1);
    await current.fill(oldPassword);
    await pageA.getByLabel('Nové heslo', { exact: true }).fill(newPassword);
    await pageA.getByLabel('Nové heslo znovu', { exact: true }).fill(newPassword);
    await pageA.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect
      .poll(() => pageA.getByText('Heslo bylo změněno', { exact: true }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => pageA.getByText('Odhlásili jsme 1 další zařízení.', { exact: true }).count()).toBe(1);

    // The second browser's next step (a link in the app, which asks the API) ends on /login.
    await nav(pageB).getByRole('link', { name: 'Weby' }).click();
    await expect.poll(() => pathOf(pageB), { timeout: 15_000 }).toBe('/login');
    expect(await stored(pageB, 'token')).toBeNull();
    expect(await stored(pageB, 'refreshToken')).toBeNull();
    await pageB.goto(`${server.baseUrl}/settings`);
    await expect.poll(() => pathOf(pageB), { timeout: 15_000 }).toBe('/login');

    // This browser is still signed in, after a navigation and after a reload.
    await nav(pageA).getByRole('link', { name: 'Weby' }).click();
    await expect.poll(() => pathOf(pageA), { timeout: 15_000 }).toBe('/websites');
    await pageA.reload();
    await expect.poll(() => nav(pageA).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => pageA.getByRole('heading', { name: 'Weby', level: 1 }).count()).toBe(1);
    expect(pathOf(pageA)).toBe('/websites');

    // Only the new password signs in.
    expect((await loginAnswer(oldPassword)).status).toBe(401);
    expect((await loginAnswer(newPassword)).status).toBe(200);
  });

  it('deleting the account signs out to / → /login and leaves no row of the user', async () => {
    const token = String(await stored(pageA, 'token'));
    const me = await fetch(`${server.baseUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    userId = ((await me.json()) as { data: { id: string } }).data.id;
    expect(userId).toMatch(/^[0-9a-f-]{36}$/);

    await pageA.goto(`${server.baseUrl}/settings/privacy`);
    const open = pageA.getByRole('button', { name: 'Smazat účet' });
    await expect.poll(() => open.count(), { timeout: 15_000 }).toBe(1);
    await open.click();
    const dialog = pageA.getByRole('dialog', { name: 'Opravdu smazat účet?' });
    // The deletion check answers first: what goes with the account, then the confirmation.
    await expect.poll(() => dialog.getByText('Spolu s účtem smažeme:').count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.getByRole('listitem').count()).toBeGreaterThan(0);
    const confirm = dialog.getByRole('button', { name: 'Trvale smazat účet' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Pro potvrzení zadejte heslo', { exact: true }).fill(newPassword);
    await expect.poll(() => confirm.isDisabled()).toBe(false);
    // The app's own navigations from here on (same document: the history API), to see where it sends the user.
    await pageA.evaluate(() => {
      const paths: string[] = [];
      Reflect.set(window, 'hlidkaPaths', paths);
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
          if (url !== undefined && url !== null) paths.push(new URL(String(url), location.href).pathname);
          original(data, unused, url);
        };
      }
    });
    await confirm.click();

    await expect.poll(() => pathOf(pageA), { timeout: 15_000 }).toBe('/login');
    const paths = (await pageA.evaluate(() => Reflect.get(window, 'hlidkaPaths'))) as string[];
    // The app sends the user to `/`, which (signed out) ends on /login. The guard may reach /login first, as the
    // session ends before the dialog navigates; the user ends there either way.
    expect(paths).toContain('/');
    expect(paths.at(-1)).toBe('/login');
    await expect.poll(() => pageA.getByText('Účet byl smazán', { exact: true }).count()).toBeGreaterThan(0);
    const session = await pageA.evaluate(() =>
      Object.keys(localStorage).filter((key) => /token|auth|session/i.test(key) && localStorage.getItem(key)),
    );
    expect(session).toEqual([]);
    await pageA.goto(`${server.baseUrl}/dashboard`);
    await expect.poll(() => pathOf(pageA), { timeout: 15_000 }).toBe('/login');

    // The old credentials and the old token are refused.
    expect((await loginAnswer(newPassword)).status).toBe(401);
    const after = await fetch(`${server.baseUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
    expect(pageErrors).toEqual([]);

    // The database, read directly once the server has stopped: no user, nothing that points at one.
    expect(await server.stop({ keepDataDir: true })).toBe(0);
    const database = await openPostgres({ url: server.databaseUrl ?? '' });
    try {
      const users = await database.query('select id from users where id = $1 or lower(email) = lower($2)', [
        userId,
        email,
      ]);
      expect(users).toEqual([]);
      const counts = await countUserRows(database.db, userId);
      expect(Object.keys(counts).length).toBeGreaterThan(0);
      expect(Object.entries(counts).filter(([, n]) => n > 0)).toEqual([]);
    } finally {
      await database.close();
      await server.removeData();
    }
  });
});
