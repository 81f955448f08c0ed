// A public status page (issue 17 §7) in Chromium, against the built server on a fresh PGlite directory, with private
// targets allowed, the self-hosted plan (10 s checks), a local target HTTP server and a real SMTP server on 127.0.0.1:
// the owner creates the page in the editor → it opens signed out → a visitor subscribes through its form and confirms
// by the e-mail's link → the target stops → the page shows the outage within one interval and its confirmation, and
// the subscriber's e-mail arrives with a one-click unsubscribe link, which works → a maintenance window keeps the next
// outage from opening an incident or alerting anyone, the page shows the maintenance, and the report counts its time
// apart.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { header, startTestSmtpServer, subjectOf, type TestSmtpServer, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const owner = `status-${Date.now()}@example.com`;
const visitor = `navstevnik-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const slug = `acme-${Date.now().toString(36)}`;

let server: RunningServer;
let smtp: TestSmtpServer;
let target: Server;
let targetPort = 0;
let browser: Browser;
let visitorContext: BrowserContext;
let page: Page;
let token = '';
let websiteId = '';
let statusPageId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

function listen(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    target.once('error', reject);
    target.listen(port, '127.0.0.1', () => {
      target.off('error', reject);
      resolve();
    });
  });
}

function stopTarget(): Promise<void> {
  return new Promise((resolve) => {
    target.close(() => resolve());
    target.closeAllConnections();
  });
}

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const linkIn = (text: string, path: string) => {
  const found = text.match(new RegExp(`https?://\\S+/${path}\\?token=[\\w.-]+`));
  if (!found) throw new Error(`No ${path} link in:\n${text}`);
  return found[0];
};
const headline = () => page.locator('.headline').textContent();

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  target = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
  });
  await listen(0);
  targetPort = (target.address() as AddressInfo).port;
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    SMTP_URL: smtp.url,
  });
  token = await signUp(server.baseUrl, { email: owner, password, firstName: 'Stavová', lastName: 'Stránka' });
  const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
    name: 'Obchod',
    url: `http://127.0.0.1:${targetPort}/`,
    intervalSeconds: 10,
    failuresToOpen: 1,
  });
  websiteId = website.id;
  browser = await launchChromium();
  // The visitor has no session of Hlídka: a context of its own.
  visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page = await visitorContext.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  if (target?.listening) await stopTarget();
  await smtp?.close();
  expect(await server?.stop()).toBe(0);
});

describe('a public status page', () => {
  it('is created in the editor by its owner', async () => {
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
    const editor = await ownerContext.newPage();
    editor.on('pageerror', (error) => pageErrors.push(error.message));
    await signInOnScreen(editor, server.baseUrl, { email: owner, password });
    await editor.goto(`${server.baseUrl}/status-pages/create`);
    await editor
      .getByRole('textbox', { name: /^Název/ })
      .first()
      .fill('Acme – stav služeb');
    const address = editor.getByRole('textbox', { name: /^Adresa stránky/ });
    await address.fill(slug);
    await expect.poll(() => editor.getByText('Adresa je volná.').count(), { timeout: 15_000 }).toBe(1);
    await editor.getByRole('button', { name: 'Přidat skupinu' }).click();
    await editor.getByRole('textbox', { name: /^Název skupiny/ }).fill('E-shop');
    await editor.getByRole('button', { name: /Přidat web do skupiny\s*:\s*E-shop$/ }).click();
    await editor.getByRole('option', { name: 'Obchod' }).click();
    await editor.getByRole('textbox', { name: /^Veřejný název/ }).fill('Internetový obchod');
    await editor.getByRole('button', { name: 'Vytvořit stránku' }).click();
    await expect
      .poll(() => new URL(editor.url()).pathname, { timeout: 15_000 })
      .toMatch(/^\/status-pages\/[0-9a-f-]{36}\/edit$/);
    statusPageId = new URL(editor.url()).pathname.split('/')[2] ?? '';
    const { statusPage } = await api<{
      statusPage: { slug: string; groups: { name: string; websites: { websiteId: string; displayName: string }[] }[] };
    }>('GET', `/api/status-pages/${statusPageId}`);
    expect(statusPage.slug).toBe(slug);
    expect(statusPage.groups).toMatchObject([
      { name: 'E-shop', websites: [{ websiteId, displayName: 'Internetový obchod' }] },
    ]);
    await ownerContext.close();
  });

  it('opens signed out, with the website up once it is checked', async () => {
    await page.goto(`${server.baseUrl}/status/${slug}`);
    expect(await page.title()).toMatch(/^Acme – stav služeb – /);
    await expect
      .poll(
        async () => {
          await page.reload();
          return headline();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('Všechny systémy fungují');
    expect(await page.getByText('Internetový obchod', { exact: true }).count()).toBe(1);
    expect(await page.locator('script').count()).toBe(0);
  });

  it('takes a subscription through its form, confirmed by the e-mail link', async () => {
    await page.getByRole('textbox', { name: 'E-mail' }).fill(visitor);
    await page.getByRole('button', { name: 'Odebírat' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Zkontrolujte schránku');
    await expect.poll(() => mailsTo(visitor).length, { timeout: 30_000 }).toBe(1);
    const [confirmation] = mailsTo(visitor);
    expect(confirmation && subjectOf(confirmation)).toBe('Potvrďte odběr: Acme – stav služeb');
    await page.goto(linkIn(textOf(confirmation as never), 'confirm'));
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Odběr je potvrzený');
  });

  it('shows the outage within one interval and its confirmation, and tells the subscriber', async () => {
    await page.goto(`${server.baseUrl}/status/${slug}`);
    await stopTarget();
    await expect
      .poll(
        async () => {
          await page.reload();
          return headline();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('Rozsáhlý výpadek');
    expect(await page.getByRole('heading', { name: 'Probíhající incidenty' }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Výpadek: Internetový obchod' }).count()).toBe(1);

    await expect
      .poll(() => mailsTo(visitor).map(subjectOf), { timeout: 60_000, interval: 500 })
      .toContain('[Acme – stav služeb] Výpadek: Internetový obchod');
    const outage = mailsTo(visitor).find((mail) => subjectOf(mail).includes('Výpadek'));
    const unsubscribe = header(outage as never, 'List-Unsubscribe')?.slice(1, -1) ?? '';
    expect(header(outage as never, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(textOf(outage as never)).toContain(unsubscribe);

    await page.goto(unsubscribe);
    await expect.poll(() => page.getByRole('status').textContent()).toContain('Odběr byl zrušen');
    await page.getByRole('link', { name: 'Zpět na stavovou stránku' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/status/${slug}`);
  });

  it('recovers, then keeps an outage during maintenance from opening an incident, and reports the time apart', async () => {
    await listen(targetPort);
    await expect
      .poll(
        async () => {
          await page.reload();
          return headline();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe('Všechny systémy fungují');
    const before = await api<{ incidents: { id: string }[] }>('GET', '/api/incidents');
    // The owner's alerts of an outage (the recovery's "back up" e-mail may still be on its way: not counted).
    const outageAlerts = () => smtp.received.filter((mail) => subjectOf(mail).includes('je nedostupný')).length;
    await expect.poll(outageAlerts, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    const alertsBefore = outageAlerts();
    const visitorMailsBefore = mailsTo(visitor).length;

    // A window under way now, in UTC, over the status page.
    const now = new Date();
    const startsAt = new Date(now.getTime() - 60_000).toISOString().slice(0, 16);
    await api('POST', '/api/maintenance-windows', {
      title: 'Výměna disků',
      startsAt,
      timeZone: 'UTC',
      durationMinutes: 30,
      statusPageIds: [statusPageId],
    });
    await expect
      .poll(
        async () => {
          await page.reload();
          return headline();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('Probíhá údržba');
    expect(await page.getByRole('heading', { name: 'Výměna disků' }).count()).toBe(1);

    await stopTarget();
    // Three intervals of failures: the website stays out of trouble, no incident opens, nobody is alerted.
    const stoppedAt = Date.now();
    const failedChecks = async () => {
      const { checks } = await api<{ checks: { state: string; checkedAt: string }[] }>(
        'GET',
        `/api/websites/${websiteId}/checks`,
      );
      return checks.filter((c) => c.state === 'down' && Date.parse(c.checkedAt) >= stoppedAt - 1000).length;
    };
    await expect.poll(failedChecks, { timeout: 60_000, interval: 1000 }).toBeGreaterThanOrEqual(3);
    const after = await api<{ incidents: { id: string }[] }>('GET', '/api/incidents');
    expect(after.incidents.map((i) => i.id)).toEqual(before.incidents.map((i) => i.id));
    expect(outageAlerts()).toBe(alertsBefore);
    expect(mailsTo(visitor).length).toBe(visitorMailsBefore);
    await page.reload();
    expect(await headline()).toBe('Probíhá údržba');

    const today = now.toISOString().slice(0, 10);
    const report = await api<{ summary: { maintenanceSeconds: number; downtimeSeconds: number } }>(
      'GET',
      `/api/reports?websiteIds=${websiteId}&from=${today}&to=${today}`,
    );
    expect(report.summary.maintenanceSeconds).toBeGreaterThanOrEqual(30);
    expect(pageErrors).toEqual([]);
  });
});
