// Getting in, end to end: register in the browser → the shell on /dashboard → log out → log in → a deep link while
// signed out goes to /login and comes back after login; the language switch turns the sidebar English.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

const email = `e2e-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

function path(): string {
  return new URL(page.url()).pathname;
}

async function login() {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
}

describe('getting in', () => {
  it('registers in the browser and lands on the dashboard with the shell', async () => {
    await page.goto(`${server.baseUrl}/register`);
    await page.getByRole('textbox', { name: 'Jméno' }).fill('Jana');
    await page.getByRole('textbox', { name: 'Příjmení' }).fill('Nováková');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Heslo', { exact: true }).fill(password);
    await page.getByLabel('Heslo znovu', { exact: true }).fill(password);
    await page.getByText('Souhlasím s obchodními podmínkami').click();
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect.poll(path, { timeout: 15_000 }).toBe('/dashboard');
    await expect.poll(() => page.getByRole('heading', { name: 'Nástěnka' }).count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    await expect.poll(() => nav.getByRole('link', { name: 'Weby' }).count()).toBe(1);
  });

  it('logs out and in again', async () => {
    await page.getByRole('button', { name: 'Uživatelské menu' }).click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    await expect.poll(path, { timeout: 15_000 }).toBe('/login');
    await login();
    await expect.poll(path, { timeout: 15_000 }).toBe('/dashboard');
  });

  it('sends a signed-out deep link to /login and back after login', async () => {
    await page.getByRole('button', { name: 'Uživatelské menu' }).click();
    await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
    await expect.poll(path, { timeout: 15_000 }).toBe('/login');
    await page.goto(`${server.baseUrl}/websites`);
    await expect.poll(path, { timeout: 15_000 }).toBe('/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe('/websites');
    await login();
    await expect.poll(path, { timeout: 15_000 }).toBe('/websites');
    await expect.poll(() => page.getByRole('heading', { name: 'Weby' }).count()).toBe(1);
  });

  it('switches to English and the sidebar follows', async () => {
    await page.getByRole('button', { name: 'English' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('link', { name: 'Websites' }).count()).toBe(1);
    await expect.poll(() => nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    // Kept in local storage and a cookie: a reload stays English.
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'language');
    expect(cookie?.value).toBe('en');
    expect(cookie && cookie.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    await page.reload();
    // Where the page is, in which language and with which sidebar, so that a failure says which of them it missed (a
    // CI run once found no English sidebar within 20 s of the reload, with no page error).
    const shown = async () => ({
      path: new URL(page.url()).pathname,
      lang: await page.evaluate(() => document.documentElement.lang),
      websitesLinks: await nav.getByRole('link', { name: 'Websites' }).count(),
    });
    await expect.poll(shown, { timeout: 60_000 }).toEqual({ path: '/websites', lang: 'en', websitesLinks: 1 });
    expect(pageErrors).toEqual([]);
  });
});
