// Postmortems through the UI (issue 29 §4), in Chromium against the built server on a fresh data directory: a website
// aimed at a local target that answers 503 opens an incident; it is resolved on its page ('Vyřešit'); a postmortem is
// written there in Markdown, previewed, and published; the public status page shows it rendered (and a script in it
// as text) beside the incident's timeline, and the page's Atom feed carries it as an entry of its own.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `postmortem-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const slug = `postmortem-${Date.now().toString(36)}`;
const TEXT = [
  '## Příčina',
  '',
  'Certifikát platební brány **vypršel** v noci.',
  '',
  '- obnovu certifikátu hlídá Hlídka',
  '- <script>window.hacked = true</script>',
].join('\n');

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

beforeAll(async () => {
  target = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('down');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true' });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Petra', lastName: 'Rozborová' });
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

describe('a postmortem written, published and read', () => {
  it('an incident opens', async () => {
    await expect
      .poll(async () => (await api<{ incidents: { id: string }[] }>('GET', '/api/incidents')).incidents.length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(1);
    const { incidents } = await api<{ incidents: { id: string }[] }>('GET', '/api/incidents');
    incidentId = incidents[0]?.id ?? '';
  });

  it('is resolved, and its postmortem written, previewed and published on its page', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/incidents/${incidentId}`);
    await page.getByRole('button', { name: 'Vyřešit', exact: true }).click();
    await expect.poll(() => page.getByText('Incident vyřešen', { exact: true }).count()).toBeGreaterThan(0);

    const text = page.getByRole('textbox', { name: 'Text postmortemu (Markdown)' });
    await expect.poll(() => text.count(), { timeout: 15_000 }).toBe(1);
    await text.fill(TEXT);
    await page.getByRole('tab', { name: 'Náhled' }).click();
    const preview = page.getByRole('region', { name: 'Náhled' });
    await expect.poll(() => preview.getByRole('heading', { name: 'Příčina' }).count()).toBe(1);
    expect(await preview.locator('strong').textContent()).toBe('vypršel');
    expect(await preview.getByText('<script>window.hacked = true</script>').count()).toBe(1);

    await page.getByRole('button', { name: 'Zveřejnit', exact: true }).click();
    await expect.poll(() => page.getByText('Postmortem zveřejněn', { exact: true }).count()).toBeGreaterThan(0);
    const { postmortem } = await api<{ postmortem: { published: boolean; body: string } }>(
      'GET',
      `/api/incidents/${incidentId}/postmortem`,
    );
    expect(postmortem).toMatchObject({ published: true, body: TEXT });
    expect(pageErrors).toEqual([]);
  });

  it('shows on the public status page beside the timeline, inert, and in the feed', async () => {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
    await visitor.goto(`${server.baseUrl}/status/${slug}`);
    const section = visitor.getByRole('region', { name: 'Postmortem' });
    await expect.poll(() => section.getByRole('heading', { name: 'Příčina' }).count()).toBe(1);
    expect(await section.locator('strong').textContent()).toBe('vypršel');
    expect(await section.getByText('<script>window.hacked = true</script>').count()).toBe(1);
    expect(await visitor.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
    const timeline = visitor.getByRole('complementary', { name: 'Průběh' });
    expect(await timeline.textContent()).toMatch(/Vyřešeno.*Začátek výpadku/s);
    // Side by side on a wide screen: the timeline starts level with the write-up, to its right.
    const [left, right] = [await section.boundingBox(), await timeline.boundingBox()];
    expect(right?.x ?? 0).toBeGreaterThan((left?.x ?? 0) + (left?.width ?? 0) - 1);
    await visitor.close();

    const feed = await fetch(`${server.baseUrl}/status/${slug}/feed.atom`);
    expect(feed.status).toBe(200);
    const xml = await feed.text();
    expect(xml).toContain(`<id>urn:hlidka:postmortem:${incidentId}</id>`);
    expect(xml).toContain('<title>Postmortem: výpadek Platební brána</title>');
    expect(xml).toContain('&lt;strong&gt;vypršel&lt;/strong&gt;');
    expect(xml).not.toContain('<script');
  });
});
