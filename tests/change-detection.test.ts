// Change detection end to end, in Chromium against the built server with private targets allowed and a target page on
// 127.0.0.1: a website watching its page content is added through the form → the first check accepts the page as it
// is → the page changes → the change shows on the detail page with its line difference, and a bell notice says what
// changed → "Přijmout jako novou hodnotu" → the change is gone and later checks of the same page report nothing.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `changes-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let target: Server;
let targetUrl = '';
let browser: Browser;
let page: Page;
let token = '';
let websiteId = '';
const pageErrors: string[] = [];
let html = '<!doctype html><title>Ceník</title><main><h1>Ceník</h1><p>Tarif Start: 190 Kč</p></main>';

const api = apiClient(
  () => server.baseUrl,
  () => token,
);
const path = () => new URL(page.url()).pathname;

interface Change {
  status: string;
  item: string;
}
const changes = async () => (await api<{ changes: Change[] }>('GET', `/api/websites/${websiteId}/changes`)).changes;

beforeAll(async () => {
  target = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true' });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Petr', lastName: 'Změnový' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  if (target?.listening) await new Promise((resolve) => target.close(resolve));
  expect(await server?.stop()).toBe(0);
});

describe('change detection end to end', () => {
  const panel = () => page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: /^Změny/ }) });
  const acceptButtons = () => panel().getByRole('button', { name: 'Přijmout jako novou hodnotu' });

  it('adds a website watching its page content, and the first check accepts the page as it is', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/websites/create`);
    await page.getByRole('textbox', { name: 'URL' }).fill(targetUrl);
    await page.getByRole('textbox', { name: 'Název' }).fill('Ceník');
    await page.getByRole('checkbox', { name: /Obsah stránky/ }).check({ force: true });
    await page.getByRole('button', { name: 'Přidat web' }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/websites\/[0-9a-f-]{36}$/);
    websiteId = path().split('/')[2] ?? '';

    const badge = page.locator('h1 + p [data-slot="status-badge"]');
    await expect.poll(() => badge.textContent(), { timeout: 60_000, interval: 500 }).toBe('Dostupný');
    const { website } = await api<{ website: { changeWatch: { content: boolean } | null } }>(
      'GET',
      `/api/websites/${websiteId}`,
    );
    expect(website.changeWatch?.content).toBe(true);
    await expect
      .poll(() => panel().getByText('Zatím žádná změna.', { exact: false }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await changes()).toEqual([]);
  });

  it('shows the changed page on the detail page with its difference, and rings the bell', async () => {
    html = '<!doctype html><title>Ceník</title><main><h1>Ceník</h1><p>Tarif Start: 220 Kč</p></main>';
    await page.getByRole('button', { name: 'Zkontrolovat nyní' }).click();
    await expect.poll(() => acceptButtons().count(), { timeout: 60_000, interval: 500 }).toBe(1);
    const removed = panel().locator('li', { hasText: 'Tarif Start: 190 Kč' });
    const added = panel().locator('li', { hasText: 'Tarif Start: 220 Kč' });
    expect(await removed.getByText('Odebráno').count()).toBe(1);
    expect(await added.getByText('Přidáno').count()).toBe(1);
    expect(await panel().getByRole('heading', { name: 'Obsah stránky', level: 3 }).count()).toBe(1);

    const notices = async () =>
      (await api<{ notifications: { kind: string | null; content: string }[] }>('GET', '/api/notifications'))
        .notifications;
    await expect
      .poll(async () => (await notices()).find((n) => n.kind === 'website.changed')?.content, { timeout: 30_000 })
      .toBe('Změnil se sledovaný údaj: obsah stránky.');
  });

  it('accepting makes the new page the accepted one: the change is gone and the same page reports nothing', async () => {
    await acceptButtons().click();
    await expect.poll(() => acceptButtons().count(), { timeout: 15_000 }).toBe(0);
    await expect
      .poll(
        () =>
          panel()
            .getByText(/Přijal\(a\) Petr Změnový/)
            .count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    expect((await changes()).map((c) => c.status)).toEqual(['accepted']);

    const before = (await api<{ checks: unknown[] }>('GET', `/api/websites/${websiteId}/checks`)).checks.length;
    await page.getByRole('button', { name: 'Zkontrolovat nyní' }).click();
    await expect
      .poll(async () => (await api<{ checks: unknown[] }>('GET', `/api/websites/${websiteId}/checks`)).checks.length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBeGreaterThan(before);
    expect((await changes()).map((c) => c.status)).toEqual(['accepted']);
    expect(await acceptButtons().count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
