// The new check types end to end, in Chromium against the built server (PGlite, private targets allowed, RDAP at a
// local fixture server): a DNS website asking a local DNS server on 127.0.0.1 is added through the form after "test
// now" shows its answer, and the scheduler checks it up; a domain's expiry comes from RDAP_BASE_URL; an HTTP website whose JSON assertion fails goes down, and its
// incident words the assertion's path, operator and values in Czech.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer } from '../packages/server/src/testing/dns-server';
import { startRdapServer, type TestRdapServer } from '../packages/server/src/testing/rdap-server';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `check-types-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let dns: TestDnsServer;
let rdap: TestRdapServer;
let health: Server;
let healthUrl = '';
let browser: Browser;
let page: Page;
let token = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);
const path = () => new URL(page.url()).pathname;

interface WebsiteAnswer {
  id: string;
  type: string;
  status: string;
  dns: { recordType: string; expected: string[]; resolver: string | null } | null;
}

beforeAll(async () => {
  dns = await startDnsServer({ 'obchod.example.test': { A: ['192.0.2.10'] } });
  rdap = await startRdapServer({ 'hlidka.cz': '2030-01-01T00:00:00Z' });
  health = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ data: { status: 'degraded' } }));
  });
  await new Promise<void>((resolve) => health.listen(0, '127.0.0.1', resolve));
  healthUrl = `http://127.0.0.1:${(health.address() as AddressInfo).port}/health`;
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    RDAP_BASE_URL: rdap.baseUrl,
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
  });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Dana', lastName: 'Záznamová' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  if (health?.listening) await new Promise((resolve) => health.close(resolve));
  await dns?.close();
  await rdap?.close();
  expect(await server?.stop()).toBe(0);
});

describe('check types end to end', () => {
  it('adds a DNS website through the form after "test now" shows the answer, and the scheduler checks it up', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/websites/create`);
    // The radio's input is visually hidden under the sticky header's edge: chosen with the keyboard, as people do too.
    await page.getByRole('radio', { name: /DNS záznam/ }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('textbox', { name: 'Doména' }).fill('obchod.example.test');
    await page.getByRole('textbox', { name: 'Očekávané hodnoty' }).fill('192.0.2.10');
    await page.getByRole('textbox', { name: 'Resolver' }).fill(dns.server);
    await page.getByRole('button', { name: 'Otestovat nyní' }).click();
    const result = page.getByRole('region', { name: 'Výsledek testu' });
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain('192.0.2.10');
    expect(await result.getByRole('status').textContent()).toContain('Web odpověděl v pořádku');
    await page.getByRole('textbox', { name: 'Název' }).fill('DNS obchodu');
    const interval = page.getByRole('textbox', { name: 'Interval kontroly (s)' });
    await interval.fill('10');
    await page.getByRole('button', { name: 'Přidat web' }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/websites\/[0-9a-f-]{36}$/);
    const id = path().split('/').at(-1) as string;
    const saved = (await api<{ website: WebsiteAnswer }>('GET', `/api/websites/${id}`)).website;
    expect(saved).toMatchObject({
      type: 'dns',
      dns: { recordType: 'A', expected: ['192.0.2.10'], resolver: dns.server },
    });
    await expect
      .poll(async () => (await api<{ website: WebsiteAnswer }>('GET', `/api/websites/${id}`)).website.status, {
        timeout: 30_000,
      })
      .toBe('up');
    expect(dns.questions).toContain('A obchod.example.test');
  });

  it("reads a domain's expiry from the RDAP server RDAP_BASE_URL names", async () => {
    const tested = await api<{ result: { ok: boolean; domain: { expiresAt: string } | null } }>(
      'POST',
      '/api/websites/test',
      { type: 'domain', url: 'hlidka.cz', timeoutSeconds: 5 },
    );
    expect(tested.result).toMatchObject({ ok: true, domain: { expiresAt: '2030-01-01T00:00:00.000Z' } });
    expect(rdap.requests).toContain('/rdap/domain/hlidka.cz');
  });

  it('opens an incident for a failing JSON assertion, worded with its path, operator and values', async () => {
    const created = await api<{ website: WebsiteAnswer }>('POST', '/api/websites', {
      name: 'Zdraví API',
      url: healthUrl,
      intervalSeconds: 10,
      failuresToOpen: 1,
      timeoutSeconds: 5,
      assertions: [{ source: 'json', path: '$.data.status', operator: 'eq', expected: 'ok' }],
    });
    const id = created.website.id;
    const incidentOf = async () =>
      (
        await api<{ incidents: { id: string; website: { id: string }; causeCode: string | null }[] }>(
          'GET',
          '/api/incidents',
        )
      ).incidents.find((incident) => incident.website.id === id);
    await expect.poll(async () => (await incidentOf())?.causeCode, { timeout: 30_000 }).toBe('assertion');
    const incident = await incidentOf();
    await page.goto(`${server.baseUrl}/incidents/${incident?.id}`);
    const cause = page.getByText('Kontrola odpovědi neprošla: $.data.status se rovná „ok“ (skutečnost: degraded)');
    await expect.poll(() => cause.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const website = (await api<{ website: WebsiteAnswer }>('GET', `/api/websites/${id}`)).website;
    expect(website.status).toBe('down');
    expect(pageErrors).toEqual([]);
  });
});
