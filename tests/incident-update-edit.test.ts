// Public incident updates are edited and deleted through the UI (issue 25, line 14), in Chromium against the built
// server on a fresh PGlite directory: a website aimed at a local target that answers 503 opens an incident; two updates
// are posted to it; on the incident's page one is edited inline ('Aktualizace byla upravena', marked 'upraveno') and
// the other deleted after a confirmation ('Aktualizace byla smazána'); the public status page (Czech, Prague) shows the
// corrected text marked 'upraveno' with the edit's time in SEČ/SELČ, and no longer the deleted one.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { formatInZone } from '@hlidka/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `upravy-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const slug = `upravy-${Date.now().toString(36)}`;

let server: RunningServer;
let target: Server;
let browser: Browser;
let page: Page;
let token = '';
let incidentId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

interface Update {
  id: string;
  message: { cs: string | null; en: string | null };
  createdAt: string;
  editedAt: string | null;
}

beforeAll(async () => {
  target = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('down');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true' });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Iva', lastName: 'Opravná' });
  const { port } = target.address() as AddressInfo;
  const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
    name: 'Platební brána',
    url: `http://127.0.0.1:${port}/`,
    timeoutSeconds: 5,
    failuresToOpen: 1,
    graceSeconds: 0,
  });
  await api('POST', '/api/status-pages', {
    name: 'Acme – stav služeb',
    slug,
    language: 'cs',
    timeZone: 'Europe/Prague',
    groups: [{ name: 'Platby', websites: [{ websiteId: website.id }] }],
  });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => target?.close(resolve));
  expect(await server?.stop()).toBe(0);
});

describe('public incident updates edited and deleted through the UI', () => {
  it('an incident opens and gets two updates', async () => {
    await expect
      .poll(async () => (await api<{ incidents: { id: string }[] }>('GET', '/api/incidents')).incidents.length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(1);
    const { incidents } = await api<{ incidents: { id: string }[] }>('GET', '/api/incidents');
    incidentId = incidents[0]?.id ?? '';
    await api('POST', `/api/incidents/${incidentId}/updates`, {
      status: 'investigating',
      message: { cs: 'Platby kartou neprocházejí.' },
    });
    await api('POST', `/api/incidents/${incidentId}/updates`, {
      status: 'identified',
      message: { cs: 'Omylem zveřejněná zpráva.' },
    });
  });

  it('one is edited inline and the other deleted after a confirmation', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/incidents/${incidentId}`);

    const list = page.getByRole('list', { name: 'Zveřejněné aktualizace' });
    const first = list.getByRole('listitem').filter({ hasText: 'Platby kartou neprocházejí.' });
    await expect.poll(() => first.count(), { timeout: 15_000 }).toBe(1);
    await first.getByRole('button', { name: /^Upravit/ }).click();
    // The item's text is in the form's fields now (no longer its text), so the form is found in the list.
    const form = list.getByRole('form', { name: 'Úprava aktualizace' });
    const czech = form.getByRole('textbox', { name: 'Zpráva česky' });
    expect(await czech.inputValue()).toBe('Platby kartou neprocházejí.');
    await czech.fill('Platby kartou neprocházejí, převádíme je na záložní bránu.');
    await form.getByRole('button', { name: 'Uložit změny' }).click();
    await expect.poll(() => page.getByText('Aktualizace byla upravena', { exact: true }).count()).toBeGreaterThan(0);
    const edited = list.getByRole('listitem').filter({ hasText: 'převádíme je na záložní bránu' });
    await expect.poll(() => edited.getByText(/upraveno/).count()).toBe(1);
    expect(await edited.getByRole('form').count()).toBe(0);

    const mistaken = list.getByRole('listitem').filter({ hasText: 'Omylem zveřejněná zpráva.' });
    await mistaken.getByRole('button', { name: /^Smazat/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Smazat aktualizaci?' });
    await expect.poll(() => dialog.count()).toBe(1);
    await dialog.getByRole('button', { name: 'Smazat', exact: true }).click();
    await expect.poll(() => page.getByText('Aktualizace byla smazána', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('the API agrees, and the public page marks the edit in Prague time and leaves out the deleted update', async () => {
    const { updates } = await api<{ updates: Update[] }>('GET', `/api/incidents/${incidentId}/updates`);
    expect(updates.map((u) => u.message.cs)).toEqual(['Platby kartou neprocházejí, převádíme je na záložní bránu.']);
    const [update] = updates as [Update];
    expect(update.editedAt).not.toBeNull();
    expect(Date.parse(update.editedAt as string)).toBeGreaterThan(Date.parse(update.createdAt));

    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-GB' });
    await visitor.goto(`${server.baseUrl}/status/${slug}`);
    const entry = visitor.getByRole('listitem').filter({ hasText: 'převádíme je na záložní bránu' });
    expect(await entry.count()).toBe(1);
    const editedWhen = formatInZone(new Date(update.editedAt as string), 'Europe/Prague', 'cs');
    expect(editedWhen).toMatch(/ SEČ$| SELČ$/);
    expect(await entry.locator('.edited').textContent()).toBe(`upraveno ${editedWhen}`);
    expect(await entry.textContent()).toContain(formatInZone(new Date(update.createdAt), 'Europe/Prague', 'cs'));
    expect(await visitor.getByText('Omylem zveřejněná zpráva.').count()).toBe(0);
    await visitor.close();
  });
});
