// One incident from start to end (issue #9), in one Chromium session against the built server on a fresh PGlite
// directory, with private targets allowed, the self-hosted plan (10 s checks), a local target HTTP server and a real
// SMTP server on 127.0.0.1: a website added through the form turns up → the target stops → an incident opens, the bell
// in the header counts it live (no reload) and its e-mail reaches the SMTP server → the incident is acknowledged on its
// page → the target starts again → the incident is resolved and exactly one "back up" e-mail arrives (checked after
// several rounds of the delivery worker, at its own poll interval).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUND_INTERVAL_MS } from '../packages/server/src/modules/notifications/delivery/round-interval';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type ReceivedMail, startTestSmtpServer, subjectOf, type TestSmtpServer, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `chain-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const websiteName = 'Obchod Řetěz';
const openedSubject = `Web ${websiteName} je nedostupný`;
const resolvedSubject = `Web ${websiteName} je opět dostupný`;

let server: RunningServer;
let smtp: TestSmtpServer;
let target: Server;
let targetPort = 0;
let targetUrl = '';
let browser: Browser;
let page: Page;
let token = '';
let websiteId = '';
let incidentId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

interface IncidentSummary {
  id: string;
  status: string;
  website?: { id: string } | null;
}

interface NotificationSummary {
  id: string;
  subject: string;
  status: string;
  incidentId?: string;
}

const path = () => new URL(page.url()).pathname;
const mailsWithSubject = (subject: string): ReceivedMail[] =>
  smtp.received.filter((mail) => subjectOf(mail) === subject);

function startTarget(port: number): Promise<void> {
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
    // Keep-alive sockets of the checker would otherwise keep the "stopped" server answering.
    target.closeAllConnections();
  });
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  target = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Obchod</title><h1>Vítejte v obchodě</h1>');
  });
  await startTarget(0);
  targetPort = (target.address() as AddressInfo).port;
  targetUrl = `http://127.0.0.1:${targetPort}/`;
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    SMTP_URL: smtp.url,
  });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Řetězová', lastName: 'Zkouška' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  if (target?.listening) await stopTarget();
  await smtp?.close();
  expect(await server?.stop()).toBe(0);
});

describe('an incident from the first check to the last e-mail', () => {
  it('adds a website with a short interval through the form and it turns up', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/websites/create`);

    const { quota } = await api<{ quota: { minIntervalSeconds: number } }>('GET', '/api/websites/quota');
    expect(quota.minIntervalSeconds).toBeLessThanOrEqual(10);
    await page.getByRole('textbox', { name: 'URL' }).fill(targetUrl);
    await page.getByRole('textbox', { name: 'Název' }).fill(websiteName);
    await page.getByRole('textbox', { name: 'Interval kontroly (s)' }).fill(String(quota.minIntervalSeconds));
    await page.getByRole('textbox', { name: 'Neúspěšných kontrol před otevřením incidentu' }).fill('1');
    await page.getByRole('button', { name: 'Přidat web' }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/websites\/[0-9a-f-]{36}$/);
    websiteId = path().split('/')[2] ?? '';
    await expect.poll(() => page.getByRole('heading', { name: websiteName, level: 1 }).count()).toBe(1);
    const badge = page.locator('h1 + p [data-slot="status-badge"]');
    await expect.poll(() => badge.textContent(), { timeout: 60_000, interval: 500 }).toBe('Dostupný');
    // Nothing to tell yet: no unread notification, no e-mail about the website.
    expect(await page.getByRole('button', { name: 'Notifikace', exact: true }).count()).toBe(1);
    expect(smtp.received.filter((mail) => subjectOf(mail).includes(websiteName))).toEqual([]);
  });

  it('opens an incident when the target stops: the bell counts it live and its e-mail arrives', async () => {
    // Set on this document: still there afterwards means the page was not reloaded.
    await page.evaluate(() => Reflect.set(window, 'hlidkaSameDocument', true));
    await stopTarget();

    const bell = page.getByRole('button', { name: 'Notifikace, 1 nepřečtená notifikace', exact: true });
    await expect.poll(() => bell.count(), { timeout: 60_000, interval: 500 }).toBe(1);
    await expect
      .poll(() => page.locator('h1 + p [data-slot="status-badge"]').textContent(), { timeout: 30_000 })
      .toBe('Nedostupný');
    expect(await page.evaluate(() => Reflect.get(window, 'hlidkaSameDocument'))).toBe(true);

    const { incidents } = await api<{ incidents: IncidentSummary[] }>('GET', '/api/incidents');
    expect(incidents).toHaveLength(1);
    incidentId = incidents[0]?.id ?? '';
    expect(incidents[0]?.status).toBe('open');

    await expect.poll(() => mailsWithSubject(openedSubject).length, { timeout: 60_000, interval: 250 }).toBe(1);
    const [opened] = mailsWithSubject(openedSubject) as [ReceivedMail];
    expect(opened.to).toEqual([email]);
    const text = textOf(opened);
    expect(text).toContain(openedSubject);
    expect(text).toContain(`Web: ${websiteName}`);
    expect(text).toContain(`Adresa: ${targetUrl}`);
    expect(text).toContain('Příčina: ');
    expect(text).toContain(`Zobrazit incident: ${server.baseUrl}/incidents/${incidentId}`);
  });

  it('acknowledges the incident on its page, reached from the bell', async () => {
    await page.getByRole('button', { name: 'Notifikace, 1 nepřečtená notifikace', exact: true }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifikace' });
    await expect.poll(() => dropdown.getByText(openedSubject, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await dropdown.getByRole('link', { name: 'Incident', exact: true }).click();
    await expect.poll(path, { timeout: 15_000 }).toBe(`/incidents/${incidentId}`);
    // Following the link closes the dropdown (left open, it would keep the incident's page inert).
    await expect.poll(() => dropdown.count()).toBe(0);
    expect(await page.evaluate(() => Reflect.get(window, 'hlidkaSameDocument'))).toBe(true);

    const acknowledge = page.getByRole('button', { name: 'Potvrdit', exact: true });
    await expect.poll(() => acknowledge.count(), { timeout: 15_000 }).toBe(1);
    await acknowledge.click();
    await expect.poll(() => page.getByText('Incident potvrzen', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => acknowledge.count()).toBe(0);
    const { incident } = await api<{ incident: IncidentSummary }>('GET', `/api/incidents/${incidentId}`);
    expect(incident.status).toBe('acknowledged');
  });

  it('resolves when the target starts again, with exactly one "back up" e-mail', async () => {
    await expect.poll(() => page.getByText('Potvrzený', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByText('Vyřešený', { exact: true }).count()).toBe(0);
    await startTarget(targetPort);

    await expect
      .poll(
        async () => (await api<{ incident: IncidentSummary }>('GET', `/api/incidents/${incidentId}`)).incident.status,
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toBe('resolved');
    // The open page follows without a reload.
    await expect
      .poll(() => page.getByText('Vyřešený', { exact: true }).count(), { timeout: 30_000, interval: 500 })
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => Reflect.get(window, 'hlidkaSameDocument'))).toBe(true);

    await expect.poll(() => mailsWithSubject(resolvedSubject).length, { timeout: 60_000, interval: 250 }).toBe(1);
    const [resolved] = mailsWithSubject(resolvedSubject) as [ReceivedMail];
    expect(resolved.to).toEqual([email]);
    const text = textOf(resolved);
    expect(text).toContain(`Web: ${websiteName}`);
    expect(text).toContain(`Zobrazit incident: ${server.baseUrl}/incidents/${incidentId}`);

    // Every message of this incident is delivered (nothing pending or retrying)…
    await expect
      .poll(
        async () => {
          const { notifications } = await api<{ notifications: NotificationSummary[] }>(
            'GET',
            '/api/notifications?limit=100',
          );
          return notifications
            .filter((notification) => notification.incidentId === incidentId)
            .map((notification) => `${notification.subject}: ${notification.status}`)
            .sort();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toEqual([
        `Incident webu ${websiteName} byl potvrzen: sent`,
        `${openedSubject}: sent`,
        `${resolvedSubject}: sent`,
      ]);
    // …and several more rounds of the delivery worker have passed: a second "back up" would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 5 * ROUND_INTERVAL_MS));
    expect(mailsWithSubject(resolvedSubject)).toHaveLength(1);
    expect(mailsWithSubject(openedSubject)).toHaveLength(1);
    // Acknowledging sends no e-mail by default (in-app only).
    expect(mailsWithSubject(`Incident webu ${websiteName} byl potvrzen`)).toEqual([]);
    expect(
      smtp.received.filter((mail) => subjectOf(mail).includes(websiteName)).every((mail) => mail.to[0] === email),
    ).toBe(true);
    const { website } = await api<{ website: { id: string; status: string } }>('GET', `/api/websites/${websiteId}`);
    expect(website.status).toBe('up');
    expect(pageErrors).toEqual([]);
  });
});
