// Nothing typed is lost (issue 25, item 12), in Chromium against the built server on a fresh PGlite directory: text
// typed into the website form, then a sidebar link → "Odejít bez uložení?"; "Zůstat" keeps the text and the address;
// a reload asks the browser's own question; "Odejít bez uložení" leaves; a successful save does not ask.
import type { Browser, Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `unsaved-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
const browserDialogs: string[] = [];

const path = () => new URL(page.url()).pathname;

beforeAll(async () => {
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true' });
  await signUp(server.baseUrl, { email, password, firstName: 'Olga', lastName: 'Opatrná' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog: Dialog) => {
    browserDialogs.push(dialog.type());
    void dialog.dismiss();
  });
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('unsaved changes', () => {
  it('asks before a link leaves the typed website form; Zůstat keeps the text, Odejít bez uložení leaves', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });

    await page.goto(`${server.baseUrl}/websites/create`);
    const name = page.getByRole('textbox', { name: 'Název' });
    await name.waitFor({ timeout: 15_000 });
    await name.fill('Rozepsaný e-shop');
    const nav = page.getByRole('navigation', { name: 'Hlavní navigace' });
    await nav.getByRole('link', { name: 'Nástěnka' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Odejít bez uložení?' });
    await expect.poll(() => dialog.count(), { timeout: 5000 }).toBe(1);
    expect(path()).toBe('/websites/create');
    await dialog.getByRole('button', { name: 'Zůstat' }).click();
    await expect.poll(() => dialog.count(), { timeout: 5000 }).toBe(0);
    expect(path()).toBe('/websites/create');
    expect(await name.inputValue()).toBe('Rozepsaný e-shop');

    // A reload: the browser's own question (dismissed, so the page and the text stay).
    const asks = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(asks).toBe(true);
    await page.reload({ timeout: 3000 }).catch(() => undefined);
    await expect.poll(() => browserDialogs, { timeout: 5000 }).toContain('beforeunload');
    expect(await name.inputValue()).toBe('Rozepsaný e-shop');

    await nav.getByRole('link', { name: 'Nástěnka' }).click();
    await expect.poll(() => dialog.count(), { timeout: 5000 }).toBe(1);
    await dialog.getByRole('button', { name: 'Odejít bez uložení' }).click();
    await expect.poll(path, { timeout: 5000 }).toBe('/dashboard');
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('does not ask when the form is saved', async () => {
    await page.getByRole('navigation', { name: 'Hlavní navigace' }).getByRole('link', { name: 'Weby' }).click();
    await page.goto(`${server.baseUrl}/websites/create`);
    await page.getByRole('textbox', { name: 'URL' }).waitFor({ timeout: 15_000 });
    await page.getByRole('textbox', { name: 'URL' }).fill('http://127.0.0.1:9/');
    await page.getByRole('textbox', { name: 'Název' }).fill('Uložený web');
    await page.getByRole('button', { name: 'Přidat web' }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/websites\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByRole('heading', { name: 'Uložený web', level: 1 }).count()).toBe(1);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
