// Acknowledge and resolve an incident through the UI, in Chromium against the built server on a fresh PGlite
// directory: a website aimed at a local target that answers 503 opens an incident when its first check (due at once on
// creation) fails; the incident's page acknowledges it ('Incident potvrzen'), records a note and resolves it
// ('Incident vyřešen'), and the API agrees at every step.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `incident-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let target: Server;
let browser: Browser;
let page: Page;
let token = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

interface IncidentSummary {
  id: string;
  status: string;
  title: string;
}

beforeAll(async () => {
  // The target: always down.
  target = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('down for maintenance');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true' });
  const registered = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Ivan', lastName: 'Dohledový', termsAccepted: true }),
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
  await new Promise((resolve) => target?.close(resolve));
  expect(await server?.stop()).toBe(0);
});

describe('an incident handled through the UI', () => {
  let incident: IncidentSummary;

  it('opens after the first failing check of a website aimed at a down target', async () => {
    const { port } = target.address() as AddressInfo;
    await api('POST', '/api/websites', {
      name: 'Cílový server',
      url: `http://127.0.0.1:${port}/`,
      timeoutSeconds: 5,
      failuresToOpen: 1,
      graceSeconds: 0,
    });
    await expect
      .poll(async () => (await api<{ incidents: IncidentSummary[] }>('GET', '/api/incidents')).incidents.length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(1);
    const { incidents } = await api<{ incidents: IncidentSummary[] }>('GET', '/api/incidents');
    incident = incidents[0] as IncidentSummary;
    expect(incident.status).toBe('open');
  });

  it('is listed on /incidents and acknowledged, noted and resolved on its page', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });

    await page.goto(`${server.baseUrl}/incidents`);
    const grid = page.getByRole('grid', { name: 'Seznam incidentů' });
    const link = grid.getByRole('link', { name: incident.title });
    await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
    expect(await grid.getByText('Otevřený').count()).toBe(1);
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/incidents/${incident.id}`);
    await expect.poll(() => page.getByRole('heading', { name: incident.title, level: 1 }).count()).toBe(1);
    // The website's failing check during the incident, with its translated reason.
    const checks = page.getByRole('grid', { name: 'Kontroly během incidentu' });
    await expect
      .poll(() => checks.getByText('Neočekávaný stavový kód HTTP').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Potvrdit' }).click();
    await expect.poll(() => page.getByText('Incident potvrzen', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Potvrdit' }).count()).toBe(0);
    expect((await api<{ incident: IncidentSummary }>('GET', `/api/incidents/${incident.id}`)).incident.status).toBe(
      'acknowledged',
    );

    await page.getByRole('textbox', { name: 'Nová poznámka' }).fill('Hosting restartuje server.');
    await page.getByRole('button', { name: 'Přidat poznámku' }).click();
    await expect.poll(() => page.getByText('Poznámka přidána').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Vyřešit' }).click();
    await expect.poll(() => page.getByText('Incident vyřešen', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole('button', { name: 'Vyřešit' }).count()).toBe(0);
    const { incident: resolved } = await api<{
      incident: IncidentSummary & { notes: { body: string }[]; resolvedBy: { name: string } | null };
    }>('GET', `/api/incidents/${incident.id}`);
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolvedBy?.name).toBe('Ivan Dohledový');
    expect(resolved.notes.map((note) => note.body)).toEqual(['Hosting restartuje server.']);
    expect(pageErrors).toEqual([]);
  });

  it("an unknown id reads 'Incident nebyl nalezen'", async () => {
    await page.goto(`${server.baseUrl}/incidents/00000000-0000-4000-8000-000000000999`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Incident nebyl nalezen' }).count(), { timeout: 15_000 })
      .toBe(1);
  });
});
