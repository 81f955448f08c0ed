// Stored causes are as precise as "Otestovat nyní" (issue 25, item 4), in Chromium against the built server (PGlite,
// SMTP on 127.0.0.1): a JSON endpoint answers {"count": 3} to a website asserting `$.count` is at least 5. The form's
// live test, the stored check in the website's recent checks, the incident, the bell and the e-mail all say the same
// words, with the expected and the actual value. A domain-expiry website whose registry cannot be reached says so
// (RDAP, not DNS) in its header, as a failed check not yet confirmed, not as "Čeká na kontrolu".
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRdapServer } from '../packages/server/src/testing/rdap-server';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { startTestSmtpServer, subjectOf, type TestSmtpServer, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `causes-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const websiteName = 'Počítadlo objednávek';
const cause = 'Kontrola odpovědi neprošla: $.count je alespoň 5 (skutečnost: 3)';

let server: RunningServer;
let smtp: TestSmtpServer;
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

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  target = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ count: 3 }));
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/orders`;
  // A registry that is not there: its port closed.
  const registry = await startRdapServer({});
  await registry.close();
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    RDAP_BASE_URL: registry.baseUrl,
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    SMTP_URL: smtp.url,
  });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Petra', lastName: 'Příčinová' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  if (target?.listening) await new Promise((resolve) => target.close(resolve));
  await smtp?.close();
  expect(await server?.stop()).toBe(0);
});

describe('a failing JSON assertion, stored and shown', () => {
  it('is stored with its expected and actual value and shown so in the recent checks', async () => {
    const created = await api<{ website: { id: string } }>('POST', '/api/websites', {
      name: websiteName,
      url: targetUrl,
      intervalSeconds: 10,
      failuresToOpen: 1,
      timeoutSeconds: 5,
      assertions: [{ source: 'json', path: '$.count', operator: 'gte', expected: '5' }],
    });
    websiteId = created.website.id;
    await signInOnScreen(page, server.baseUrl, { email, password });

    type Checks = { checks: { code: string | null; causeParams: Record<string, unknown> }[] };
    await expect
      .poll(
        async () => (await api<Checks>('GET', `/api/websites/${websiteId}/checks`)).checks[0]?.causeParams ?? null,
        { timeout: 30_000 },
      )
      .toEqual({ path: '$.count', operator: 'gte', expected: '5', actual: '3' });

    await page.goto(`${server.baseUrl}/websites/${websiteId}`);
    const recent = page.getByRole('grid', { name: 'Poslední kontroly' });
    await expect.poll(() => recent.getByText(cause, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });

  it('says the same in the form\'s "Otestovat nyní"', async () => {
    await page.goto(`${server.baseUrl}/websites/${websiteId}/edit`);
    await page.getByRole('button', { name: 'Otestovat nyní' }).click();
    const result = page.getByRole('region', { name: 'Výsledek testu' });
    await expect.poll(() => result.textContent(), { timeout: 15_000 }).toContain(cause);
  });

  it('says the same on the incident, in the bell and in the e-mail', async () => {
    const incidentOf = async () =>
      (
        await api<{ incidents: { id: string; website: { id: string }; description: string | null }[] }>(
          'GET',
          '/api/incidents',
        )
      ).incidents.find((incident) => incident.website.id === websiteId);
    await expect
      .poll(async () => (await incidentOf())?.description ?? null, { timeout: 30_000 })
      .toBe(`Kontroly ${targetUrl} selhávají: ${cause}.`);
    const incident = await incidentOf();
    await page.goto(`${server.baseUrl}/incidents/${incident?.id}`);
    await expect.poll(() => page.getByText(cause, { exact: true }).count(), { timeout: 15_000 }).toBeGreaterThan(0);

    const bell = page.getByRole('button', { name: /^Notifikace, \d+ nepřečten/ });
    await expect.poll(() => bell.count(), { timeout: 60_000, interval: 500 }).toBe(1);
    await bell.click();
    const dropdown = page.getByRole('dialog', { name: 'Notifikace' });
    await expect
      .poll(() => dropdown.getByText(`Příčina: ${cause}`, { exact: true }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    const subject = `Web ${websiteName} je nedostupný`;
    const mails = () => smtp.received.filter((mail) => subjectOf(mail) === subject);
    await expect.poll(() => mails().length, { timeout: 60_000, interval: 250 }).toBe(1);
    expect(textOf(mails()[0] as (typeof smtp.received)[number])).toContain(`Příčina: ${cause}`);
    expect(pageErrors).toEqual([]);
  });

  it('a domain whose registry cannot be reached: the header says the check failed, worded as RDAP', async () => {
    const created = await api<{ website: { id: string } }>('POST', '/api/websites', {
      name: 'Doména obchodu',
      type: 'domain',
      url: 'obchod.cz',
      intervalSeconds: 3600,
      timeoutSeconds: 5,
    });
    const id = created.website.id;
    type Detail = { website: { status: string; lastCode: string | null } };
    await expect
      .poll(async () => (await api<Detail>('GET', `/api/websites/${id}`)).website.lastCode, { timeout: 30_000 })
      .toBe('rdap');
    // One failure of the two that confirm an outage: still pending in the API.
    expect((await api<Detail>('GET', `/api/websites/${id}`)).website.status).toBe('pending');
    await page.goto(`${server.baseUrl}/websites/${id}`);
    const header = page.locator('h1 + p');
    await expect
      .poll(() => header.locator('[data-slot="status-badge"]').textContent(), { timeout: 15_000 })
      .toBe('Kontrola selhala');
    await expect
      .poll(() => header.textContent(), { timeout: 15_000 })
      .toMatch(/Poslední kontrola .+: Registr domén \(RDAP\) je nedosažitelný\. Výpadek zatím není potvrzený\.$/);
    expect(await page.getByText('Čeká na kontrolu', { exact: true }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
