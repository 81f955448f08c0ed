// The websites screens end to end, in Chromium against the built server on a fresh PGlite directory with private
// targets allowed and a target HTTP server on 127.0.0.1: the first website is added through the form (with "test now"
// first) → its detail page turns up, the chart fills with checks → the target stops → the status turns down and an
// incident opens, live, without a reload; the list sorts and filters; at the plan's limit "Přidat web" is disabled
// with the reason.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `websites-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let target: Server;
let targetUrl = '';
let browser: Browser;
let page: Page;
let token = '';
let websiteId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

interface Quota {
  websiteLimit: number;
  minIntervalSeconds: number;
  websitesUsed: number;
}

const path = () => new URL(page.url()).pathname;

beforeAll(async () => {
  target = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Obchod</title><h1>Vítejte v obchodě</h1>');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true' });
  const registered = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Věra', lastName: 'Webová', termsAccepted: true }),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(`${server.baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  if (target?.listening) await new Promise((resolve) => target.close(resolve));
  expect(await server?.stop()).toBe(0);
});

describe('websites end to end', () => {
  it('starts empty and adds the first website through the form after testing it', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
    const first = page.getByRole('link', { name: 'Přidat první web' });
    await expect.poll(() => first.count(), { timeout: 15_000 }).toBe(1);
    await first.click();
    await expect.poll(path).toBe('/websites/create');

    const { quota } = await api<{ quota: Quota }>('GET', '/api/websites/quota');
    const interval = String(Math.max(quota.minIntervalSeconds, 10));
    await page.getByRole('textbox', { name: 'URL' }).fill(targetUrl);
    await page.getByRole('textbox', { name: 'Název' }).fill('Obchod');
    await page.getByRole('textbox', { name: 'Interval kontroly (s)' }).fill(interval);
    await page.getByRole('textbox', { name: 'Neúspěšných kontrol před otevřením incidentu' }).fill('1');

    await page.getByRole('button', { name: 'Otestovat nyní' }).click();
    const result = page.getByRole('region', { name: 'Výsledek testu' });
    await expect.poll(() => result.getByText('Web odpověděl v pořádku').count(), { timeout: 15_000 }).toBe(1);
    for (const phase of ['DNS', 'Spojení', 'TLS', 'První bajt', 'Celkem']) {
      expect(await result.getByText(phase, { exact: true }).count()).toBe(1);
    }

    await page.getByRole('button', { name: 'Přidat web' }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/websites\/[0-9a-f-]{36}$/);
    websiteId = path().split('/')[2] ?? '';
    await expect.poll(() => page.getByText('Web byl přidán', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('heading', { name: 'Obchod', level: 1 }).count()).toBe(1);
  });

  it('turns up on its page and the chart fills with checks, live', async () => {
    const badge = page.locator('h1 + p [data-slot="status-badge"]');
    await expect.poll(() => badge.textContent(), { timeout: 60_000, interval: 500 }).toBe('Dostupný');
    // The free plan checks every 5 minutes: "check now" asks for the second check at once.
    await page.getByRole('button', { name: 'Zkontrolovat nyní' }).click();
    await expect
      .poll(() => page.getByText('Kontrola byla zařazena a proběhne během pár sekund', { exact: true }).count())
      .toBeGreaterThan(0);
    // Two checks or more: a line, not a dot. The raw 24-hour points carry the timing phases for the breakdown.
    await expect
      .poll(
        async () =>
          (
            await api<{ series: { points: { timings?: { connect: number | null } | null }[] } }>(
              'GET',
              `/api/websites/${websiteId}/response-times?range=24h`,
            )
          ).series.points.length,
        { timeout: 60_000, interval: 1000 },
      )
      .toBeGreaterThanOrEqual(2);
    const { series } = await api<{ series: { points: { timings?: { connect: number | null } | null }[] } }>(
      'GET',
      `/api/websites/${websiteId}/response-times?range=24h`,
    );
    expect(series.points[0]?.timings?.connect).not.toBeNull();
    const chart = page.getByRole('img', { name: 'Doba odezvy za období 24 h' });
    await expect.poll(() => chart.count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText('Za zvolené období zatím nejsou žádná data.').count()).toBe(0);
    // The canvas has been drawn on: some pixels are not transparent.
    await expect
      .poll(
        () =>
          chart.evaluate((element) => {
            const canvas = element.querySelector('canvas');
            const context = canvas?.getContext('2d');
            if (!canvas || !context) return 0;
            const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
            let painted = 0;
            for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) painted++;
            return painted;
          }),
        { timeout: 15_000 },
      )
      .toBeGreaterThan(100);
    const checks = page.getByRole('grid', { name: 'Poslední kontroly' });
    await expect.poll(() => checks.getByText('V pořádku').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  });

  it('opens an incident when the target stops, shown without a reload', async () => {
    await new Promise((resolve) => {
      target.close(resolve);
      target.closeAllConnections();
    });
    await page.getByRole('button', { name: 'Zkontrolovat nyní' }).click();
    const badge = page.locator('h1 + p [data-slot="status-badge"]');
    await expect.poll(() => badge.textContent(), { timeout: 60_000, interval: 500 }).toBe('Nedostupný');
    const incidents = page.getByRole('heading', { name: 'Incidenty webu' }).locator('xpath=../..');
    await expect
      .poll(() => incidents.getByText('Otevřený', { exact: true }).count(), { timeout: 30_000, interval: 500 })
      .toBe(1);
    const checks = page.getByRole('grid', { name: 'Poslední kontroly' });
    await expect.poll(() => checks.getByText('Server odmítl spojení').count(), { timeout: 30_000 }).toBeGreaterThan(0);
  });

  it('sorts and filters the websites list', async () => {
    const { quota } = await api<{ quota: Quota }>('GET', '/api/websites/quota');
    const others = ['Blog', 'Zákaznický portál'].slice(0, Math.max(0, quota.websiteLimit - 1));
    for (const name of others) {
      const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
        name,
        // Each its own address: a second website at the first one's address would be a duplicate to confirm.
        url: `${targetUrl}${encodeURIComponent(name)}`,
        intervalSeconds: Math.max(quota.minIntervalSeconds, 60),
      });
      await api('POST', `/api/websites/${website.id}/pause`);
    }
    await page.goto(`${server.baseUrl}/websites`);
    const grid = page.getByRole('grid', { name: 'Seznam webů' });
    const names = () => grid.getByRole('rowheader').allTextContents();
    await expect
      .poll(names, { timeout: 15_000 })
      .toEqual(['Blog', 'Obchod', 'Zákaznický portál'].slice(0, others.length + 1));

    await grid.getByRole('columnheader', { name: /Název/ }).click();
    await expect.poll(names).toEqual(['Zákaznický portál', 'Obchod', 'Blog'].slice(-(others.length + 1)));

    await page.getByRole('button', { name: /Stav$/ }).click();
    await page.getByRole('option', { name: 'Nedostupný' }).click();
    await expect.poll(names).toEqual(['Obchod']);

    await page.getByRole('button', { name: /Stav$/ }).click();
    await page.getByRole('option', { name: 'Pozastaveno' }).click();
    await expect.poll(names).toEqual(others.slice().reverse());

    await page.getByRole('searchbox', { name: 'Hledat weby' }).fill('blog');
    await expect.poll(names).toEqual(others.includes('Blog') ? ['Blog'] : []);
  });

  it('disables "Přidat web" at the plan limit and says why', async () => {
    const { quota } = await api<{ quota: Quota }>('GET', '/api/websites/quota');
    for (let n = quota.websitesUsed; n < quota.websiteLimit; n++) {
      await api('POST', '/api/websites', { name: `Doplněk ${n}`, type: 'heartbeat', intervalSeconds: 3600 });
    }
    await page.goto(`${server.baseUrl}/websites`);
    const add = page.getByRole('button', { name: 'Přidat web' });
    await expect.poll(() => add.count(), { timeout: 15_000 }).toBe(1);
    expect(await add.isDisabled()).toBe(true);
    const note = page.getByRole('note');
    await expect.poll(() => note.textContent()).toContain('Dosáhli jste limitu tarifu');
    expect(await note.getByRole('link', { name: 'Zobrazit tarify' }).getAttribute('href')).toBe('/subscription/plans');
    expect(await page.getByText(`${quota.websiteLimit} z ${quota.websiteLimit} webů`).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
