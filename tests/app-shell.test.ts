// The signed-in frame end to end, in Chromium against the built server on a fresh PGlite directory: an account whose
// terms are not accepted gets the terms dialog and, once it accepts, the dashboard; `?lng=en` switches the language
// and the choice survives a reload without the parameter; Alt+S collapses the sidebar (kept) and Alt+0 shows the
// shortcut help. A page reached through a link opens at its top; Back returns to where the reader was.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `shell-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  // An account that has not accepted the terms (the sign-up form requires them; the API records what it is sent).
  const registered = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Eva', lastName: 'Malá', termsAccepted: false }),
  });
  expect(registered.status).toBe(201);
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

const path = () => new URL(page.url()).pathname;

describe('the signed-in frame', () => {
  it('shows the terms dialog to an account without accepted terms, and the dashboard after accepting', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });

    const dialog = page.getByRole('alertdialog', { name: 'Obchodní podmínky' });
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
    const accept = dialog.getByRole('button', { name: 'Přijmout' });
    expect(await accept.isDisabled()).toBe(true);
    await dialog.getByText('Souhlasím s obchodními podmínkami').click();
    await accept.click();
    await expect.poll(() => page.getByText('Podmínky byly odsouhlaseny').count()).toBeGreaterThan(0);
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Nástěnka', level: 1 }).count()).toBe(1);

    // Stored on the server: a reload does not ask again.
    const profile = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/user');
    await page.reload();
    const answer = (await (await profile).json()) as { data: { termsAccepted: boolean } };
    expect(answer.data.termsAccepted).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Nástěnka', level: 1 }).count()).toBe(1);
    // Give a (wrongly) opening dialog the moment it would need.
    await page.waitForTimeout(500);
    expect(await dialog.count()).toBe(0);
  });

  it('collapses the sidebar with Alt+S (kept across a reload) and shows the shortcut help with Alt+0', async () => {
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    await expect.poll(() => page.getByRole('button', { name: 'Sbalit menu' }).count()).toBe(1);
    await page.keyboard.press('Alt+KeyS');
    await expect.poll(() => page.getByRole('button', { name: 'Rozbalit menu' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('true');
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Rozbalit menu' }).count()).toBe(1);
    // Collapsed to icons, the links keep their names.
    expect(await nav.getByRole('link', { name: 'Weby' }).count()).toBe(1);
    await page.keyboard.press('Alt+KeyS');
    await expect.poll(() => page.getByRole('button', { name: 'Sbalit menu' }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('sidebar-collapsed'))).toBe('false');

    await page.keyboard.press('Alt+Digit0');
    const help = page.getByRole('dialog', { name: 'Klávesové zkratky' });
    await expect.poll(() => help.count()).toBe(1);
    for (const line of [
      'Alt+1: hlavní obsah',
      'Alt+2: navigace',
      'Alt+S: sbalit nebo rozbalit menu',
      'Alt+0: tato nápověda',
    ]) {
      expect(await help.getByText(line).count(), line).toBe(1);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => help.count()).toBe(0);
  });

  it('opens a page reached through a link at its top, and Back returns to where the reader was', async () => {
    await page.setViewportSize({ width: 1280, height: 300 });
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    const scrollY = () => page.evaluate(() => window.scrollY);
    const tallerThanWindow = () =>
      page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight > 150);
    // Both pages seen once: the second visit renders at once from the cache, with no loading state to shrink the page.
    await nav.getByRole('link', { name: 'Nastavení' }).click();
    await expect.poll(path).toBe('/settings');
    await expect.poll(tallerThanWindow, { timeout: 15_000 }).toBe(true);
    await nav.getByRole('link', { name: 'Předplatné' }).click();
    await expect.poll(path).toBe('/subscription');
    await expect.poll(tallerThanWindow, { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scrollY).toBeGreaterThan(150);

    await nav.getByRole('link', { name: 'Nastavení' }).click();
    await expect.poll(path).toBe('/settings');
    // The new page is long enough to have kept the old position: it starts at its top instead.
    await expect.poll(tallerThanWindow, { timeout: 15_000 }).toBe(true);
    await expect.poll(scrollY).toBe(0);

    await page.goBack();
    await expect.poll(path).toBe('/subscription');
    await expect.poll(scrollY, { timeout: 15_000 }).toBeGreaterThan(150);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('switches to English with ?lng=en and stays English after a reload without it', async () => {
    await page.goto(`${server.baseUrl}/dashboard?lng=en`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('link', { name: 'Websites' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto(`${server.baseUrl}/dashboard`);
    await expect.poll(() => nav.getByRole('link', { name: 'Websites' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    expect(pageErrors).toEqual([]);
  });
});
