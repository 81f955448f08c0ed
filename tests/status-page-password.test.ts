// A private status page behind a password (issue 29, item 3), in Chromium against the built server on a fresh PGlite
// directory: the owner sets the page's access to "Kdo zná heslo" with a password in the editor's "Přístup" section →
// a visitor gets the password screen (noindex), not the page; its JSON refuses them too → a wrong password says so and
// lets nobody in → the right one opens the page, which stays open on a reload (the page's cookie), and the visitor's
// browser reads the JSON too.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const owner = `soukroma-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const pagePassword = 'heslo pro návštěvníky';
const slug = `soukroma-${Date.now().toString(36)}`;

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let editor: Page;
let token = '';
let statusPageId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

beforeAll(async () => {
  server = await startBuiltServer({});
  token = await signUp(server.baseUrl, { email: owner, password, firstName: 'Soukromá', lastName: 'Stránka' });
  const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
    name: 'Intranet',
    url: 'https://example.com/',
  });
  const { statusPage } = await api<{ statusPage: { id: string } }>('POST', '/api/status-pages', {
    name: 'Interní systémy',
    slug,
    language: 'cs',
    groups: [{ name: 'Nástroje', websites: [{ websiteId: website.id, displayName: 'Intranet' }] }],
  });
  statusPageId = statusPage.id;
  browser = await launchChromium();
  ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  editor = await ownerContext.newPage();
  editor.on('pageerror', (error) => pageErrors.push(error.message));
  await signInOnScreen(editor, server.baseUrl, { email: owner, password });
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('a status page behind a password', () => {
  it('asks for the password, refuses a wrong one, and opens for the right one', async () => {
    await editor.goto(`${server.baseUrl}/status-pages/${statusPageId}/edit`);
    // The radio's input is visually hidden: chosen with the keyboard, as people do too.
    await editor.getByRole('radio', { name: /^Kdokoli/ }).focus({ timeout: 15_000 });
    await editor.keyboard.press('ArrowDown');
    expect(await editor.getByRole('radio', { name: /^Kdo zná heslo/ }).isChecked()).toBe(true);
    await editor.getByLabel(/^Heslo stránky/).fill(pagePassword);
    await editor.getByRole('button', { name: 'Uložit změny' }).click();
    await expect.poll(() => editor.getByText('Změny byly uloženy').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
    const visitor = await visitorContext.newPage();
    visitor.on('pageerror', (error) => pageErrors.push(error.message));
    const answer = await visitor.goto(`${server.baseUrl}/status/${slug}`);
    expect(answer?.status()).toBe(401);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex');
    expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await expect.poll(() => visitor.getByText('Stránka je chráněná heslem.').count()).toBe(1);
    expect(await visitor.locator('main').textContent()).not.toContain('Nástroje');
    expect((await fetch(`${server.baseUrl}/api/public/status-pages/${slug}`)).status).toBe(403);

    await visitor.getByLabel('Heslo').fill('tohle není ono');
    await visitor.getByRole('button', { name: 'Otevřít stránku' }).click();
    await expect.poll(() => visitor.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('Heslo není správné.');
    expect(await visitor.locator('main').textContent()).not.toContain('Nástroje');

    await visitor.getByLabel('Heslo').fill(pagePassword);
    await visitor.getByRole('button', { name: 'Otevřít stránku' }).click();
    await visitor.waitForURL((url) => url.pathname === `/status/${slug}`, { timeout: 15_000 });
    await expect.poll(() => visitor.getByRole('heading', { name: 'Nástroje' }).count(), { timeout: 15_000 }).toBe(1);
    await visitor.reload();
    await expect.poll(() => visitor.getByRole('heading', { name: 'Nástroje' }).count(), { timeout: 15_000 }).toBe(1);
    const json = await visitor.evaluate(async (path) => (await fetch(path)).status, `/api/public/status-pages/${slug}`);
    expect(json).toBe(200);
    await visitorContext.close();
    expect(pageErrors).toEqual([]);
  });
});
