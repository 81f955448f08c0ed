// Website dependencies end to end (issue 28 item 4), in Chromium against the built server on a fresh PGlite directory,
// with private targets allowed, the self-hosted plan (10 s checks), one local target HTTP server behind every website
// and a real SMTP server on 127.0.0.1: a database server and five websites depending on it (four added through the
// API, the fifth through the form's "Závisí na" field) → the target stops → ONE e-mail names the database server and
// its five dependent websites, no e-mail per dependent; the parent's incident lists the five, linked to it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND_INTERVAL_MS } from '../packages/server/src/modules/notifications/delivery/round-interval';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { startTestSmtpServer, subjectOf, type TestSmtpServer, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `deps-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const parentName = 'Databázový server';
const childNames = ['Eshop', 'Blog', 'Sklad', 'Pokladna', 'Portál'];
const oneAlert = `${parentName} a 5 závislých webů jsou nedostupné`;

let server: RunningServer;
let smtp: TestSmtpServer;
let target: Server;
let targetUrl = '';
let browser: Browser;
let page: Page;
let token = '';
let parentId = '';

const api = apiClient(
  () => server.baseUrl,
  () => token,
);
const path = () => new URL(page.url()).pathname;
const downMails = () => smtp.received.filter((mail) => subjectOf(mail).includes('nedostupn'));

interface WebsiteSummary {
  id: string;
  name: string;
  status: string;
}
interface IncidentSummary {
  id: string;
  website: { id: string };
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  target = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('ok');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    SMTP_URL: smtp.url,
  });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Závislá', lastName: 'Zkouška' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
});

afterAll(async () => {
  await browser?.close();
  if (target?.listening) {
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  }
  await smtp?.close();
  expect(await server?.stop()).toBe(0);
});

const website = (name: string, extra: object = {}) =>
  api<{ website: WebsiteSummary }>('POST', '/api/websites', {
    name,
    url: `${targetUrl}/${encodeURIComponent(name)}`,
    intervalSeconds: 10,
    timeoutSeconds: 5,
    failuresToOpen: 1,
    ...extra,
  });

describe('a parent with five dependent websites', () => {
  it('adds the parent and four dependents through the API and the fifth through the form', async () => {
    parentId = (await website(parentName)).website.id;
    for (const name of childNames.slice(0, 4)) {
      const { website: child } = await website(name, { dependsOn: { kind: 'website', id: parentId } });
      expect(child.name).toBe(name);
    }

    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/websites/create`);
    const last = childNames[4] ?? '';
    await page.getByRole('textbox', { name: 'URL' }).fill(`${targetUrl}/portal`);
    await page.getByRole('textbox', { name: 'Název' }).fill(last);
    await page.getByRole('textbox', { name: 'Interval kontroly (s)' }).fill('10');
    await page.getByRole('textbox', { name: 'Neúspěšných kontrol před otevřením incidentu' }).fill('1');
    const dependsOn = page.getByRole('combobox', { name: 'Web nebo skupina' });
    // Chosen with the keyboard once the form has loaded every section: a click on the option raced a section above
    // it growing on a busy machine (the list moved, the click missed and the field lost its text on blur).
    await expect.poll(() => page.locator('main [data-slot="skeleton"]').count()).toBe(0);
    await dependsOn.fill('Databáz');
    await expect.poll(() => page.getByRole('option', { name: parentName }).isVisible()).toBe(true);
    await dependsOn.press('ArrowDown');
    await dependsOn.press('Enter');
    await expect.poll(() => dependsOn.inputValue()).toBe(parentName);
    await page.getByRole('button', { name: 'Přidat web' }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/websites\/[0-9a-f-]{36}$/);
    const created = await api<{ website: { dependsOn: unknown } }>('GET', `/api/websites/${path().split('/')[2]}`);
    expect(created.website.dependsOn).toEqual({ kind: 'website', id: parentId });

    const { dependents } = await api<{ dependents: WebsiteSummary[] }>('GET', `/api/websites/${parentId}/dependencies`);
    expect(dependents.map((d) => d.name).sort()).toEqual([...childNames].sort());
    // All six turn up before the target stops.
    await expect
      .poll(
        async () =>
          (await api<{ websites: WebsiteSummary[] }>('GET', '/api/websites?limit=100')).websites.every(
            (w) => w.status === 'up',
          ),
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(true);
  });

  it('sends one e-mail naming the parent and its five dependents when the target stops', async () => {
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));

    await expect.poll(() => downMails().length, { timeout: 120_000, interval: 500 }).toBeGreaterThan(0);
    const [mail] = downMails();
    expect(subjectOf(mail as never)).toBe(oneAlert);
    const text = textOf(mail as never);
    for (const name of childNames) expect(text).toContain(name);

    // Every dependent's incident is linked to the parent's; checks go on, and no dependent e-mails on its own.
    const incidentOfParent = async () =>
      (await api<{ incidents: IncidentSummary[] }>('GET', '/api/incidents?limit=100')).incidents.find(
        (incident) => incident.website.id === parentId,
      );
    await expect.poll(async () => Boolean(await incidentOfParent()), { timeout: 30_000 }).toBe(true);
    const parentIncident = (await incidentOfParent()) as IncidentSummary;
    await expect
      .poll(
        async () =>
          (await api<{ incident: { dependents: unknown[] } }>('GET', `/api/incidents/${parentIncident.id}`)).incident
            .dependents.length,
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(5);
    // Several rounds of the delivery worker have passed since: an e-mail per dependent would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 5 * ROUND_INTERVAL_MS));
    expect(downMails().map(subjectOf)).toEqual([oneAlert]);

    // The parent's incident shows the five linked dependents.
    await page.goto(`${server.baseUrl}/incidents/${parentIncident.id}`);
    const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Závislosti' }) });
    await expect.poll(() => card.getByRole('link').count(), { timeout: 15_000 }).toBe(5);
  });
});
