// A cron heartbeat end to end (issue 29 §2), in Chromium against the built server: created through the form with a
// schedule (every minute, Prague), it keeps the schedule and zone, and its setup examples carry them (systemd's
// OnCalendar= in the zone, the CronJob's schedule and timeZone). A /start sent over HTTP shows its run as running on
// the open page (a live event, no reload); the ping that ends it, with the job's output, shows the run's outcome,
// duration and output. Lateness on the real clock is in the server's heartbeat-runs tests.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `cron-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);
const path = () => new URL(page.url()).pathname;

beforeAll(async () => {
  server = await startBuiltServer();
  token = await signUp(server.baseUrl, { email, password, firstName: 'Petr', lastName: 'Plánovač' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('cron heartbeat end to end', () => {
  let websiteId = '';
  let pushUrl = '';
  const example = (name: string) => page.getByRole('region', { name, exact: true });

  it('is created through the form with a schedule, and its examples carry it', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
    await page.goto(`${server.baseUrl}/websites/create`);
    await page.getByRole('radio', { name: /Heartbeat/ }).check({ force: true });
    await page.getByRole('textbox', { name: 'Název' }).fill('Minutová úloha');
    await page.getByRole('textbox', { name: 'Plán cronu (nepovinný)' }).fill('* * * * *');
    await page.getByRole('textbox', { name: 'Tolerance zpoždění (s)' }).fill('3600');
    await page.getByRole('textbox', { name: 'Neúspěšných kontrol před otevřením incidentu' }).fill('1');
    await page.getByRole('button', { name: 'Přidat web' }).click();
    await expect.poll(path, { timeout: 15_000 }).toMatch(/^\/websites\/[0-9a-f-]{36}$/);
    websiteId = path().split('/')[2] ?? '';
    const { website } = await api<{ website: { cron: string | null; timeZone: string; pushUrl: string } }>(
      'GET',
      `/api/websites/${websiteId}`,
    );
    expect(website).toMatchObject({ cron: '* * * * *', timeZone: 'Europe/Prague' });
    pushUrl = website.pushUrl;

    await expect.poll(() => example('systemd timer').count(), { timeout: 15_000 }).toBe(1);
    expect(await example('systemd timer').textContent()).toContain('OnCalendar=*-*-* *:*:00 Europe/Prague');
    const kubernetes = await example('Kubernetes CronJob').textContent();
    expect(kubernetes).toContain('schedule: "* * * * *"');
    expect(kubernetes).toContain('timeZone: "Europe/Prague"');
    expect(await example('curl').textContent()).toContain(`${pushUrl}/start`);
  });

  it('shows a run started over HTTP as running, then its outcome, duration and output', async () => {
    const runs = page.getByLabel('Běhy úlohy', { exact: true });
    await expect.poll(() => runs.textContent(), { timeout: 15_000 }).toContain('Úloha zatím neposlala žádný signál.');
    // The job calls the push URL on the server under test (its public address may differ).
    const push = (suffix: string, body?: string) =>
      fetch(`${server.baseUrl}${new URL(pushUrl).pathname}${suffix}`, { method: 'POST', body });
    expect((await push('/start')).status).toBe(200);
    const row = runs.getByRole('row').nth(1);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Běží');
    expect((await push('', 'zálohováno 42 souborů\n')).status).toBe(200);
    await expect.poll(() => row.textContent(), { timeout: 15_000 }).toContain('Úspěch');
    const { runs: stored } = await api<{ runs: { durationMs: number | null }[] }>(
      'GET',
      `/api/websites/${websiteId}/runs`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]?.durationMs).toBeGreaterThan(0);
    // The duration measured from the /start, in Czech number format.
    const duration = `${new Intl.NumberFormat('cs-CZ').format(stored[0]?.durationMs ?? 0)} ms`;
    expect(await row.textContent()).toContain(duration);
    await row.getByText('Zobrazit výstup').click();
    const output = row.getByRole('region', { name: /^Výstup – / });
    await expect.poll(() => output.textContent(), { timeout: 15_000 }).toContain('zálohováno 42 souborů');
    expect(pageErrors).toEqual([]);
  });
});
