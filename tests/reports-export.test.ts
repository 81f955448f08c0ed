// Export a report as CSV and PDF from the report's page, in Chromium against the built server on a fresh PGlite
// directory: a website aimed at a local target that answers 200 is checked; a saved report of it ("this month") is
// opened at /reports/{id}; its "Stáhnout CSV", "PDF česky" and "PDF anglicky" buttons download files whose contents
// name the website, the period and the uptime.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../packages/server/src/testing/pdf';
import { apiClient } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `reports-${Date.now()}@example.com`;
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

async function download(button: string): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const stream = await file.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: file.suggestedFilename(), body: Buffer.concat(chunks) };
}

beforeAll(async () => {
  target = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true' });
  const registered = await fetch(`${server.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Rita', lastName: 'Reportová', termsAccepted: true }),
  });
  expect(registered.status).toBe(201);
  const login = await fetch(`${server.baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  token = ((await login.json()) as { data: { token: string } }).data.token;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ', acceptDownloads: true });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => target?.close(resolve));
  expect(await server?.stop()).toBe(0);
});

describe('a report exported as CSV and PDF', () => {
  let reportId = '';
  let period = { from: '', to: '' };

  it('is saved for a checked website', async () => {
    const { port } = target.address() as AddressInfo;
    const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
      name: 'Účetní portál',
      url: `http://127.0.0.1:${port}/`,
      timeoutSeconds: 5,
    });
    // The first check is due at once on creation; its result lands in the daily rollup the report reads.
    await expect
      .poll(
        async () =>
          (await api<{ summary: { checks: number } }>('GET', `/api/reports?websiteIds=${website.id}`)).summary.checks,
        { timeout: 60_000, interval: 500 },
      )
      .toBeGreaterThan(0);
    const { report } = await api<{ report: { id: string } }>('POST', '/api/reports/saved', {
      name: 'SLA pro klienta',
      scope: 'websites',
      websiteIds: [website.id],
      period: 'this_month',
    });
    reportId = report.id;
    const computed = await api<{ data: { from: string; to: string; summary: { uptime: number } } }>(
      'GET',
      `/api/reports/saved/${reportId}`,
    );
    period = { from: computed.data.from, to: computed.data.to };
    expect(computed.data.summary.uptime).toBe(100);
  });

  it('downloads from /reports/{id} as CSV, Czech PDF and English PDF with the right contents', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });

    await page.goto(`${server.baseUrl}/reports/${reportId}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'SLA pro klienta', level: 1 }).count(), { timeout: 15_000 })
      .toBe(1);
    await expect
      .poll(() => page.getByRole('grid', { name: 'Weby v reportu' }).getByText('Účetní portál').count())
      .toBe(1);

    const csv = await download('Stáhnout CSV');
    expect(csv.name).toBe(`hlidka-report-${period.from}-${period.to}.csv`);
    const lines = csv.body
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Web,URL,Den,Dostupnost %,Kontroly,Selhání,Výpadek (s),Bez dat (s),Zpomaleno (s),Průměrná odezva (ms),P95 (ms)',
    );
    const total = lines.at(-1)?.split(',') ?? [];
    expect(total.slice(0, 4)).toEqual([
      'Účetní portál',
      expect.stringContaining('http://127.0.0.1:'),
      `${period.from}..${period.to}`,
      '100',
    ]);
    expect(Number(total[4])).toBeGreaterThan(0);

    const cs = await download('PDF česky');
    expect(cs.name).toBe(`hlidka-report-${period.from}-${period.to}.pdf`);
    expect(cs.body.subarray(0, 5).toString()).toBe('%PDF-');
    const csText = await pdfText(cs.body);
    for (const text of [
      'Hlídka',
      'Report dostupnosti',
      'Období',
      'Vygenerováno',
      'Účetní portál',
      '100,00 %',
      'Po dnech',
    ]) {
      expect(csText).toContain(text);
    }

    const en = await download('PDF anglicky');
    const enText = await pdfText(en.body);
    for (const text of ['Uptime report', 'Period', 'Generated', 'Summary (SLA)', 'Účetní portál', '100.00 %']) {
      expect(enText).toContain(text);
    }
    expect(pageErrors).toEqual([]);
  });
});
