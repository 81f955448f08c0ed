// A heartbeat end to end, in Chromium against the built server: created through the form, it waits for its first ping
// ("Čeká na první signál", no checks); a beat sent with fetch to the URL the page shows turns it up, live; a /fail
// signal turns it down and its incident names the heartbeat.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `heartbeat-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);
const path = () => new URL(page.url()).pathname;

beforeAll(async () => {
  server = await startBuiltServer();
  token = await signUp(server.baseUrl, { email, password, firstName: 'Petr', lastName: 'Cronový' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('heartbeat end to end', () => {
  let websiteId = '';
  let pushUrl = '';
  const badge = () => page.locator('h1 + p [data-slot="status-badge"]');

  it('is created through the form and waits for its first ping', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/websites/create`);
    await page.getByRole('radio', { name: /Heartbeat/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Název' }).fill('Noční záloha');
    await page.getByRole('textbox', { name: 'Neúspěšných kontrol před otevřením incidentu' }).fill('1');
    await page.getByRole('button', { name: 'Přidat web' }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/websites\/[0-9a-f-]{36}$/);
    websiteId = path().split('/')[2] ?? '';

    await expect.poll(() => badge().textContent(), { timeout: 15_000 }).toBe('Čeká na první signál');
    // The three URLs, each with its copy button; the success URL is the one a cron job calls.
    for (const label of ['Úloha proběhla', 'Úloha selhala', 'Úloha začala']) {
      expect(await page.getByRole('button', { name: `Kopírovat adresu: ${label}` }).count()).toBe(1);
    }
    pushUrl = (await page.locator('dt', { hasText: 'Úloha proběhla' }).locator('+ dd code').textContent()) ?? '';
    expect(pushUrl).toMatch(/\/api\/push\/[A-Za-z0-9_-]{32}$/);
    expect(await page.getByText(`${pushUrl}/fail`, { exact: true }).count()).toBe(1);

    // The first judgement ran (right after creation) and recorded nothing: no check, not up, not down.
    const { website } = await api<{ website: { status: string; lastCheckAt: string | null } }>(
      'GET',
      `/api/websites/${websiteId}`,
    );
    expect(website).toMatchObject({ status: 'pending', lastCheckAt: null });
    const { checks } = await api<{ checks: unknown[] }>('GET', `/api/websites/${websiteId}/checks`);
    expect(checks).toEqual([]);
    expect(await badge().textContent()).toBe('Čeká na první signál');
    expect(await page.getByText('V pořádku', { exact: true }).count()).toBe(0);
  });

  it('turns up, live, when a beat arrives', async () => {
    const beat = await fetch(pushUrl);
    expect(beat.status).toBe(200);
    await expect.poll(() => badge().textContent(), { timeout: 30_000, interval: 250 }).toBe('Dostupný');
  });

  it('turns down on a /fail signal, and the incident names the heartbeat', async () => {
    const failed = await fetch(`${pushUrl}/fail`, { method: 'POST' });
    expect(failed.status).toBe(200);
    await expect.poll(() => badge().textContent(), { timeout: 30_000, interval: 250 }).toBe('Nedostupný');
    const { incidents } = await api<{ incidents: { title: string; description: string }[] }>(
      'GET',
      `/api/incidents?websiteId=${websiteId}`,
    );
    expect(incidents[0]).toMatchObject({
      title: 'Heartbeat Noční záloha ohlásil selhání',
      description: 'Heartbeat Noční záloha ohlásil selhání.',
    });
    expect(await page.getByText('Kontroly  selhávají').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
