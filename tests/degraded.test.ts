// The degraded state (issue 28, item 5), in Chromium against the built server on a fresh database, with private
// targets allowed and 10-s checks: a website with a 400 ms response-time budget (every check) on a local target that
// answers at once is "Dostupný"; the target starts taking 1.2 s to answer → the website turns "Zpomalený" in the
// websites list and on its page (which follows live, no reload); the target is fast again → "Dostupný" again.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `zpomaleny-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const BUDGET_MS = 400;

let server: RunningServer;
let target: Server;
/** How long the target waits before it answers. */
let answerDelayMs = 0;
let browser: Browser;
let page: Page;
let token = '';
let websiteId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

const statusOf = async () =>
  (await api<{ website: { status: string } }>('GET', `/api/websites/${websiteId}`)).website.status;
const headerStatus = () => page.locator('h1 + p [data-slot="status-badge"]').textContent();
const listStatus = () =>
  page
    .getByRole('row', { name: /Pomalý sklad/ })
    .locator('[data-slot="status-badge"]')
    .textContent();

beforeAll(async () => {
  target = createServer((_request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('sklad');
    }, answerDelayMs);
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true', HLIDKA_DEFAULT_PLAN: 'selfhosted' });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Zbyněk', lastName: 'Zpomalený' });
  const { port } = target.address() as AddressInfo;
  const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
    name: 'Pomalý sklad',
    url: `http://127.0.0.1:${port}/`,
    intervalSeconds: 10,
    timeoutSeconds: 10,
    degradedAfterMs: BUDGET_MS,
    degradedMode: 'each',
  });
  websiteId = website.id;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  target?.closeAllConnections();
  await new Promise((resolve) => target?.close(resolve));
  expect(await server?.stop()).toBe(0);
});

describe('a website slower than its response-time budget', () => {
  it('is up while its target answers within the budget', async () => {
    await expect.poll(statusOf, { timeout: 60_000, interval: 500 }).toBe('up');
    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/websites/${websiteId}`);
    await expect.poll(headerStatus).toBe('Dostupný');
  });

  it('turns Zpomalený on its page and in the list when the target slows down', async () => {
    answerDelayMs = 3 * BUDGET_MS;
    await expect.poll(statusOf, { timeout: 60_000, interval: 500 }).toBe('degraded');
    // The open page follows live.
    await expect.poll(headerStatus, { timeout: 30_000 }).toBe('Zpomalený');
    await page.goto(`${server.baseUrl}/websites`);
    await expect.poll(listStatus).toBe('Zpomalený');
  });

  it('is Dostupný again once the target is fast', async () => {
    answerDelayMs = 0;
    await expect.poll(statusOf, { timeout: 60_000, interval: 500 }).toBe('up');
    await expect.poll(listStatus, { timeout: 30_000 }).toBe('Dostupný');
    await page.goto(`${server.baseUrl}/websites/${websiteId}`);
    await expect.poll(headerStatus).toBe('Dostupný');
    expect(pageErrors).toEqual([]);
  });
});
