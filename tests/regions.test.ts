// Regions end to end, in Chromium against the built server (its checkers labelled REGION=eu-west): the website form
// offers the regions whose workers reported in the last 10 minutes (and "any worker"), not a text field, and saves the
// one chosen; a website bound to a region where no worker runs shows "Žádný pracovník v oblasti ap-south" in the list
// and on its page instead of "Čeká na kontrolu", and its owner finds the notice in the bell.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `regions-${Date.now()}@example.com`;
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

interface Website {
  id: string;
  status: string;
  regions: string[];
  noWorkerRegions: string[];
}

beforeAll(async () => {
  server = await startBuiltServer({ REGION: 'eu-west', ALLOW_PRIVATE_TARGETS: 'true' });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Olga', lastName: 'Oblastní' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('regions end to end', () => {
  it('the form offers the live region and "any worker", and saves the region chosen', async () => {
    // The server's own checkers report at start.
    await expect
      .poll(async () => (await api<{ regions: { name: string }[] }>('GET', '/api/websites/regions')).regions, {
        timeout: 30_000,
        interval: 500,
      })
      .toEqual([{ name: 'eu-west', workers: 1 }]);

    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/websites/create`);

    const regions = page.getByRole('group', { name: 'Oblasti kontrol' });
    const live = regions.getByRole('checkbox', { name: /eu-west/ });
    await expect.poll(() => live.count(), { timeout: 15_000 }).toBe(1);
    expect(await regions.getByRole('checkbox', { name: /Kterýkoli pracovník/ }).isChecked()).toBe(true);
    expect(await regions.getByText('1 pracovník', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('textbox', { name: 'Oblasti kontrol' }).count()).toBe(0);

    await page.getByRole('textbox', { name: 'URL' }).fill(`${server.baseUrl}/api/health`);
    await page.getByRole('textbox', { name: 'Název' }).fill('Zdraví');
    // Chosen with the keyboard: focus the region's checkbox and press Space.
    await live.focus();
    await page.keyboard.press('Space');
    expect(await live.isChecked()).toBe(true);
    expect(await regions.getByRole('checkbox', { name: /Kterýkoli pracovník/ }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Přidat web' }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/websites\/[0-9a-f-]{36}$/);
    const id = path().split('/')[2] ?? '';
    const { website } = await api<{ website: Website }>('GET', `/api/websites/${id}`);
    expect(website).toMatchObject({ regions: ['eu-west'], noWorkerRegions: [] });
  });

  it('a website bound to a region without workers shows it, in the list and on its page, and the bell says so', async () => {
    const { website } = await api<{ website: Website }>('POST', '/api/websites', {
      name: 'Bombaj',
      url: 'https://bombaj.example.com/',
      regions: ['ap-south'],
    });
    expect(website).toMatchObject({ status: 'pending', noWorkerRegions: ['ap-south'] });

    await page.goto(`${server.baseUrl}/websites`);
    const row = page.getByRole('row', { name: /Bombaj/ });
    await expect
      .poll(() => row.locator('[data-slot="status-badge"]').textContent(), { timeout: 15_000 })
      .toBe('Žádný pracovník v oblasti ap-south');

    await page.goto(`${server.baseUrl}/websites/${website.id}`);
    const badge = page.locator('h1 + p [data-slot="status-badge"]');
    await expect.poll(() => badge.textContent(), { timeout: 15_000 }).toBe('Žádný pracovník v oblasti ap-south');
    expect(await page.getByText('Čeká na kontrolu', { exact: true }).count()).toBe(0);

    await expect
      .poll(
        async () =>
          (
            await api<{ notifications: { kind: string | null; params: Record<string, unknown> }[] }>(
              'GET',
              '/api/notifications',
            )
          ).notifications.map((n) => [n.kind, n.params.region, n.params.websiteName]),
        { timeout: 30_000, interval: 500 },
      )
      .toContainEqual(['region.no_worker', 'ap-south', 'Bombaj']);
    await page.getByRole('button', { name: /^Notifikace/ }).click();
    await expect
      .poll(() => page.getByText('Web Bombaj nemá v oblasti pracovníka').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
