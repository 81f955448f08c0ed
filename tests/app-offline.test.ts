// Offline, end to end, in Chromium against the built server on a fresh PGlite directory: the service worker
// (vite-plugin-pwa / Workbox) precaches the app shell, so after the server is stopped a reload and a deep link still
// load the app; /settings/offline says the app is stored, lists a change queued while offline, refuses to sync it
// offline (a refusal that clears once back online) and sends it by itself once back online.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `offline-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let stopped = false;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  server = await startBuiltServer();
  const registered = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Karel', lastName: 'Dvořák', termsAccepted: true }),
  });
  expect(registered.status).toBe(201);
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'cs-CZ' });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  if (!stopped) expect(await server?.stop()).toBe(0);
});

describe('offline', () => {
  it('installs the service worker; the offline screen lists a queued change and sends it once online', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
    // Installed (the precache filled) and controlling this page.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.goto(`${server.baseUrl}/settings/offline`);
    await expect.poll(() => page.getByRole('heading', { name: 'Offline režim', level: 1 }).count()).toBe(1);
    await expect
      .poll(() => page.getByText('Aplikace je uložená v prohlížeči a načte se i bez připojení.').count())
      .toBe(1);
    await expect.poll(() => page.getByText('Ve frontě nejsou žádné požadavky').count()).toBe(1);
    await page.getByRole('switch', { name: 'Ukládat změny provedené offline' }).click({ force: true });
    await expect
      .poll(() => page.getByRole('switch', { name: 'Ukládat změny provedené offline' }).isChecked())
      .toBe(true);

    // A change made while offline (the client's queueing is unit-tested in @hlidka/data): marketing consent.
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('hlidka-offline', 1);
          request.onerror = () => reject(request.error);
          request.onsuccess = () => {
            const transaction = request.result.transaction('mutations', 'readwrite');
            transaction.objectStore('mutations').add({
              method: 'POST',
              path: '/api/user/accept-terms',
              body: { termsAccepted: true, marketingConsent: true },
              createdAt: new Date().toISOString(),
              attempts: 0,
            });
            transaction.oncomplete = () => {
              request.result.close();
              resolve();
            };
            transaction.onerror = () => reject(transaction.error);
          };
        }),
    );
    await context.setOffline(true);
    await expect.poll(() => page.getByText('Ve frontě čeká 1 požadavek').count()).toBe(1);
    expect(await page.getByText('/api/user/accept-terms').count()).toBe(1);
    // Syncing while offline is refused (spec §4).
    await page.getByRole('button', { name: 'Synchronizovat' }).click();
    await expect.poll(() => page.getByText('Jste offline. Požadavek bude odeslán, až budete online.').count()).toBe(1);

    // Back online, the queue is sent by itself, the counts are reported and the server has the change.
    await context.setOffline(false);
    await expect
      .poll(() => page.getByText('Odesláno: 1, selhalo: 0, zůstává ve frontě: 0').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Ve frontě nejsou žádné požadavky').count()).toBe(1);
    // The refusal was about being offline: it does not stay once the browser is back online.
    await expect.poll(() => page.getByText('Jste offline. Požadavek bude odeslán, až budete online.').count()).toBe(0);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const profile = (await fetch(`${server.baseUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } }).then(
      (answer) => answer.json(),
    )) as { data: { marketingConsent: boolean } };
    expect(profile.data.marketingConsent).toBe(true);
  });

  it('still loads the app from the service worker when the server is stopped', async () => {
    expect(await server.stop()).toBe(0);
    stopped = true;
    expect(
      await fetch(`${server.baseUrl}/`).then(
        () => 'up',
        () => 'down',
      ),
    ).toBe('down');

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Offline režim', level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByRole('navigation', { name: 'Hlavní navigace' }).count()).toBe(1);

    // A deep link the page has not loaded before: the worker answers the navigation with the app shell.
    await page.goto(`${server.baseUrl}/websites`);
    await expect.poll(() => page.getByRole('navigation', { name: 'Hlavní navigace' }).count()).toBe(1);
    expect(await page.getByText('Něco se pokazilo').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
