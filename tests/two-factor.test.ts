// Two-factor sign-in end to end (issue #18), in Chromium against the built server on a fresh PGlite directory: an
// authenticator app turned on through /settings/security (the codes computed here from the key the screen shows, with
// otpauth), the 10 recovery codes shown once, a passkey registered through the screen with a CDP virtual authenticator
// (ctap2, internal, resident key, user verification); then sign-ins with the password plus the passkey, plus a code
// (a code used before is refused with a message), and plus a recovery code.

import { Secret, TOTP } from 'otpauth';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `dvoufazove-${Date.now()}@example.com`;
const password = 'Heslo-pro-2FA-test-42';
const PERIOD_MS = 30_000;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let cdp: CDPSession;
let authenticatorId = '';
/** WebAuthn needs a host name: the browser uses `localhost` (an allowed origin of the server) instead of 127.0.0.1. */
let appUrl = '';
let secret = '';
let recoveryCodes: string[] = [];
/** The 30-second step of the last code typed in, so the next one comes from a later step. */
let lastStep = 0;
const pageErrors: string[] = [];

const pathOf = () => new URL(page.url()).pathname;
const step = () => Math.floor(Date.now() / PERIOD_MS);
const codeAt = (at: number) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at * PERIOD_MS });

/** A code of a step after the last one used (the server accepts each step once): waits for the clock if needed. */
async function freshCode(): Promise<string> {
  await expect.poll(step, { timeout: PERIOD_MS + 5_000, interval: 250 }).toBeGreaterThan(lastStep);
  lastStep = step();
  return codeAt(lastStep);
}

async function passwordStep() {
  await page.goto(`${appUrl}/login`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  await expect
    .poll(() => page.getByRole('heading', { name: 'Dvoufázové ověření' }).count(), { timeout: 15_000 })
    .toBe(1);
}

async function signOut() {
  await page.getByRole('button', { name: 'Uživatelské menu' }).click();
  await page.getByRole('menuitem', { name: 'Odhlásit se' }).click();
  await expect.poll(pathOf, { timeout: 15_000 }).toBe('/login');
}

beforeAll(async () => {
  server = await startBuiltServer();
  appUrl = server.baseUrl.replace('127.0.0.1', 'localhost');
  await signUp(server.baseUrl, { email, password, firstName: 'Dana', lastName: 'Dvoufázová' });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  ({ authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('two-factor sign-in in Chromium', () => {
  it('turns on the authenticator app through the screen and shows 10 recovery codes once', async () => {
    await signInOnScreen(page, appUrl, { email, password });

    await page.goto(`${appUrl}/settings/security`);
    const section = page.getByRole('region', { name: 'Dvoufázové ověření' });
    await section.getByRole('button', { name: 'Nastavit aplikaci' }).click();
    const key = section.getByTestId('totp-secret');
    await expect.poll(() => key.count(), { timeout: 15_000 }).toBe(1);
    secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect.poll(() => section.getByRole('img', { name: 'QR kód pro ověřovací aplikaci' }).count()).toBe(1);

    lastStep = step();
    await section.getByRole('textbox', { name: /Opište 6místný kód/ }).fill(codeAt(lastStep));
    await section.getByRole('button', { name: 'Zapnout' }).click();

    const dialog = page.getByRole('dialog', { name: 'Uložte si záložní kódy' });
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
    recoveryCodes = await dialog.getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[2-9A-Z]{5}-[2-9A-Z]{5}$/);
    await dialog.getByRole('button', { name: 'Mám je uložené' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => section.getByText('Zbývá 10 nepoužitých kódů').count()).toBe(1);
    await expect.poll(() => section.getByText(/^Zapnuto od /).count()).toBe(1);
  });

  it('registers a passkey through the screen with the virtual authenticator', async () => {
    const section = page.getByRole('region', { name: 'Dvoufázové ověření' });
    await section.getByRole('textbox', { name: 'Název přístupového klíče' }).fill('Notebook – Chromium');
    await section.getByRole('button', { name: 'Přidat přístupový klíč' }).click();
    const list = section.getByRole('list', { name: 'Přístupové klíče' });
    await expect.poll(() => list.getByText('Notebook – Chromium').count(), { timeout: 15_000 }).toBe(1);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.rpId).toBe('localhost');
    expect(credentials[0]?.isResidentCredential).toBe(true);
  });

  it('signs in with the password and the passkey', async () => {
    await signOut();
    await passwordStep();
    await page.getByRole('button', { name: 'Použít přístupový klíč' }).click();
    await expect.poll(pathOf, { timeout: 15_000 }).toBe('/dashboard');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials[0]?.signCount).toBeGreaterThan(0);
  });

  it('signs in with the password and a code, refusing the code used before', async () => {
    await signOut();
    await passwordStep();
    const field = page.getByRole('textbox', { name: 'Ověřovací kód' });
    await field.fill(codeAt(lastStep));
    await page.getByRole('button', { name: 'Ověřit' }).click();
    await expect.poll(() => page.getByText('Kód není správný nebo už byl použit').count(), { timeout: 15_000 }).toBe(1);
    expect(pathOf()).toBe('/login');
    await field.fill(await freshCode());
    await field.press('Enter');
    await expect.poll(pathOf, { timeout: 15_000 }).toBe('/dashboard');
  });

  it('goes back from the second step to the password, then signs in with a recovery code, once', async () => {
    await signOut();
    await passwordStep();
    await page.getByRole('button', { name: 'Zpět na přihlášení' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Přihlášení' }).count(), { timeout: 15_000 }).toBe(1);
    await passwordStep();
    await page.getByRole('button', { name: 'Použít záložní kód' }).click();
    await page.getByRole('textbox', { name: 'Záložní kód' }).fill(recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Ověřit' }).click();
    await expect.poll(pathOf, { timeout: 15_000 }).toBe('/dashboard');
    await page.goto(`${appUrl}/settings/security`);
    await expect.poll(() => page.getByText('Zbývá 9 nepoužitých kódů').count(), { timeout: 15_000 }).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
