// Website groups in Chromium against the built server: a user with two websites opens "Skupiny" from the websites
// list, creates a group in its dialog, puts one website into it from the website's form, and filters the list by the
// group (the group column names it); the API agrees (the group counts one website).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `skupiny-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token = '';
let shopId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

beforeAll(async () => {
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true', HLIDKA_DEFAULT_PLAN: 'selfhosted' });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Silvie', lastName: 'Skupinová' });
  // Targets nobody answers on: the checks fail, which does not matter here.
  const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
    name: 'E-shop',
    url: 'http://127.0.0.1:9/eshop',
  });
  shopId = website.id;
  await api('POST', '/api/websites', { name: 'Intranet', url: 'http://127.0.0.1:9/intranet' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

const rowNames = () => page.getByRole('grid', { name: 'Seznam webů' }).getByRole('rowheader').allTextContents();

describe('website groups in the browser', () => {
  it('creates a group, puts a website in it and filters the list by it', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });

    await page.goto(`${server.baseUrl}/websites`);
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['E-shop', 'Intranet']);
    await page.getByRole('link', { name: 'Skupiny' }).click();
    await page.waitForURL('**/website-groups');
    await page.getByRole('heading', { name: 'Zatím žádné skupiny' }).waitFor();
    await page.getByRole('button', { name: 'Nová skupina' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nová skupina' });
    await dialog.getByRole('textbox', { name: 'Název' }).fill('Obchod');
    await dialog.getByRole('button', { name: 'Vytvořit skupinu' }).click();
    await page.getByRole('heading', { name: 'Obchod', level: 2 }).waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    await page.goto(`${server.baseUrl}/websites/${shopId}/edit`);
    await page.getByRole('button', { name: /Bez skupiny Skupina$/ }).click();
    await page.getByRole('option', { name: 'Obchod' }).click();
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await page.waitForURL(`**/websites/${shopId}`);
    await expect.poll(() => page.getByText('Skupina: Obchod').count(), { timeout: 15_000 }).toBe(1);

    await page.goto(`${server.baseUrl}/websites`);
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['E-shop', 'Intranet']);
    await page.getByRole('button', { name: /Všechny skupiny Skupina$/ }).click();
    await page.getByRole('option', { name: 'Obchod' }).click();
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['E-shop']);
    const grid = page.getByRole('grid', { name: 'Seznam webů' });
    expect(
      await grid
        .getByRole('row', { name: /E-shop/ })
        .getByRole('link', { name: 'Obchod' })
        .count(),
    ).toBe(1);
    await page.getByRole('button', { name: /Obchod Skupina$/ }).click();
    await page.getByRole('option', { name: 'Bez skupiny' }).click();
    await expect.poll(rowNames, { timeout: 15_000 }).toEqual(['Intranet']);

    const { groups } = await api<{ groups: { name: string; websiteCount: number }[] }>('GET', '/api/website-groups');
    expect(groups).toEqual([expect.objectContaining({ name: 'Obchod', websiteCount: 1 })]);
    expect(pageErrors).toEqual([]);
  });
});
