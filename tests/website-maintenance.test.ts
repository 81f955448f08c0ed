// A website in a maintenance window whose checks fail (issue 25, item 1), in Chromium against the built server on a
// fresh PGlite directory with private targets allowed and 10-s checks: two websites on local targets, both up; a
// window begins over one of them and its target starts answering 500 → the API and the detail page say "Údržba" with
// the failing last check beside it ("poslední kontrola selhala: Neočekávaný stavový kód HTTP 500"), the dashboard
// counts it apart ("Dostupné weby 1 z 2", "Weby v údržbě 1"), no incident opens and the bell gets nothing; when the
// window is deleted the next check announces the real state once (an incident opens, one notification).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `udrzba-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let healthyTarget: Server;
let maintainedTarget: Server;
/** What the maintained website's target answers. */
let maintainedStatus = 200;
let browser: Browser;
let page: Page;
let token = '';
let maintainedId = '';
let windowId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

async function target(status: () => number): Promise<Server> {
  const created = createServer((_request, response) => {
    response.writeHead(status(), { 'content-type': 'text/plain' });
    response.end('target');
  });
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve));
  return created;
}
const urlOf = (s: Server) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;

interface WebsiteState {
  status: string;
  lastCode: string | null;
}
async function websiteState(id: string): Promise<WebsiteState> {
  const { website } = await api<{ website: WebsiteState }>('GET', `/api/websites/${id}`);
  return { status: website.status, lastCode: website.lastCode };
}

beforeAll(async () => {
  healthyTarget = await target(() => 200);
  maintainedTarget = await target(() => maintainedStatus);
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true', HLIDKA_DEFAULT_PLAN: 'selfhosted' });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Uršula', lastName: 'Údržbová' });
  await api('POST', '/api/websites', { name: 'Provozní web', url: urlOf(healthyTarget), intervalSeconds: 10 });
  const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
    name: 'Web v údržbě',
    url: urlOf(maintainedTarget),
    intervalSeconds: 10,
    failuresToOpen: 1,
  });
  maintainedId = website.id;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  for (const s of [healthyTarget, maintainedTarget]) {
    s?.closeAllConnections();
    await new Promise((resolve) => s?.close(resolve));
  }
  expect(await server?.stop()).toBe(0);
});

describe('a website in a maintenance window', () => {
  it('is in maintenance, not up, while its checks fail during the window', async () => {
    await expect.poll(async () => (await websiteState(maintainedId)).status, { timeout: 60_000 }).toBe('up');
    // A window under way now (UTC), over the website; then its target breaks.
    const startsAt = new Date(Date.now() - 60_000).toISOString().slice(0, 16);
    const { maintenanceWindow } = await api<{ maintenanceWindow: { id: string } }>('POST', '/api/maintenance-windows', {
      title: 'Přechod na nový server',
      startsAt,
      timeZone: 'UTC',
      durationMinutes: 60,
      websiteIds: [maintainedId],
    });
    windowId = maintenanceWindow.id;
    maintainedStatus = 500;
    await expect
      .poll(async () => websiteState(maintainedId), { timeout: 60_000, interval: 1000 })
      .toEqual({ status: 'maintenance', lastCode: 'status' });
    expect((await api<{ incidents: unknown[] }>('GET', '/api/incidents')).incidents).toEqual([]);
  });

  it('says Údržba with the failing last check on its page, and the dashboard does not count it as up', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });

    const stats = page.getByRole('region', { name: 'Přehled' });
    const stat = (label: string) => stats.locator('div', { has: page.getByText(label, { exact: true }) });
    await expect.poll(() => stat('Weby v údržbě').locator('dd').first().textContent(), { timeout: 15_000 }).toBe('1');
    expect(await stat('Dostupné weby').locator('dd').first().textContent()).toBe('1');
    expect(await stat('Dostupné weby').locator('dd').nth(1).textContent()).toBe('z 2');
    const row = page.getByRole('table', { name: 'Weby a jejich stav' }).getByRole('row', { name: /Web v údržbě/ });
    expect(await row.getByText('Údržba', { exact: true }).count()).toBe(1);

    await page.goto(`${server.baseUrl}/websites/${maintainedId}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Web v údržbě', level: 1 }).count(), { timeout: 15_000 })
      .toBe(1);
    const header = page.locator('p', { has: page.locator('[data-slot="status-badge"]') }).first();
    await expect.poll(() => header.locator('[data-slot="status-badge"]').textContent()).toBe('Údržba');
    await expect
      .poll(() => header.getByText('poslední kontrola selhala: Neočekávaný stavový kód HTTP 500').count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const checks = page.getByRole('grid', { name: 'Poslední kontroly' });
    expect(await checks.getByText('Neočekávaný stavový kód HTTP 500').count()).toBeGreaterThan(0);
    // The bell got nothing during the window.
    const unread = await api<{ count: number }>('GET', '/api/notifications/unread-count');
    expect(unread.count).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('after the window, announces the real state once: the incident opens', async () => {
    await api('DELETE', `/api/maintenance-windows/${windowId}`);
    await expect.poll(async () => (await websiteState(maintainedId)).status, { timeout: 60_000 }).toBe('down');
    const { incidents } = await api<{ incidents: { status: string }[] }>('GET', '/api/incidents');
    expect(incidents.map((i) => i.status)).toEqual(['open']);
    await expect
      .poll(async () => (await api<{ count: number }>('GET', '/api/notifications/unread-count')).count, {
        timeout: 30_000,
      })
      .toBe(1);
  });
});
