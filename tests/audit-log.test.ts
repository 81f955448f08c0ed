// The audit log (issue 30, item 3), in Chromium against the built server on a fresh database: a website renamed in
// its edit form leaves an entry; the audit log screen finds it by free text, and its detail shows the name before and
// after. The CSV download carries the same entry.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `audit-${Date.now()}@example.com`;
const password = 'Heslo-pro-audit-42';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token = '';
let websiteId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

beforeAll(async () => {
  server = await startBuiltServer({ HLIDKA_DEFAULT_PLAN: 'selfhosted' });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Alena', lastName: 'Auditová' });
  const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
    name: 'Sklad',
    url: 'https://sklad.example.com',
  });
  websiteId = website.id;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('the audit log', () => {
  it('shows a website renamed in the app, with its name before and after', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });

    await page.goto(`${server.baseUrl}/websites/${websiteId}/edit`);
    const name = page.getByRole('textbox', { name: 'Název', exact: true });
    await name.waitFor();
    await name.fill('Centrální sklad');
    await page.getByRole('button', { name: 'Uložit změny' }).click();
    await page.waitForURL(`**/websites/${websiteId}`);

    await page.goto(`${server.baseUrl}/settings/audit`);
    await page.getByRole('heading', { name: 'Auditní log', level: 1 }).waitFor();
    await page.getByRole('searchbox', { name: 'Hledat' }).fill('Centrální');
    const table = page.getByRole('table', { name: 'Záznamy auditního logu' });
    const row = table.getByRole('row', { name: /Centrální sklad/ });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    const text = await row.textContent();
    expect(text).toContain('Úprava');
    expect(text).toContain('Alena Auditová');

    await row.getByRole('button', { name: /Zobrazit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Záznam auditního logu' });
    await dialog.waitFor();
    const change = dialog.getByRole('row', { name: /^name/ });
    expect(await change.locator('del').textContent()).toBe('Sklad');
    expect(await change.locator('ins').textContent()).toBe('Centrální sklad');
    // The unchanged address is not among the changes.
    expect(await dialog.getByRole('row', { name: /^url/ }).count()).toBe(0);

    const csv = await fetch(`${server.baseUrl}/api/audit.csv?lang=cs&q=Centr%C3%A1ln%C3%AD`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Centrální sklad');
    expect(pageErrors).toEqual([]);
  });
});
