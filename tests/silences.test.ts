// A silence with a reason (issue 28, item 3), in Chromium against the built server on a fresh database, with private
// targets allowed, 10-s checks, one local target for two websites and a real SMTP server on 127.0.0.1: "Sklad" is
// silenced from its page (the dialog wants a reason), its badge shows on the page and in the websites list; the target
// starts answering 503 → both websites go down and both incidents open, but only the other one's e-mail arrives while
// Sklad's checks go on; the target recovers → Sklad's incident resolves, its silence ends with it ("Ztlumení skončilo
// obnovením" on the timeline), the badge is gone, and still no e-mail about Sklad (its recovery is held back too).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { startTestSmtpServer, subjectOf, type TestSmtpServer } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const email = `ztlumeni-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const REASON = 'Stěhování skladu do nové serverovny';

let server: RunningServer;
let smtp: TestSmtpServer;
let target: Server;
/** What the target answers: both websites check it. */
let targetStatus = 200;
let browser: Browser;
let page: Page;
let token = '';
let silencedId = '';
let controlId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

interface IncidentSummary {
  id: string;
  status: string;
  website: { id: string };
}
interface SilenceSummary {
  id: string;
  reason: string;
  active: boolean;
  clearedReason: string | null;
  websiteIds: string[];
}

const statusOf = async (id: string) =>
  (await api<{ website: { status: string } }>('GET', `/api/websites/${id}`)).website.status;
const incidentsOf = async (websiteId: string) =>
  (await api<{ incidents: IncidentSummary[] }>('GET', '/api/incidents')).incidents.filter(
    (incident) => incident.website.id === websiteId,
  );
const checksOf = async (id: string) =>
  (await api<{ pagination: { total: number } }>('GET', `/api/websites/${id}/checks?limit=1`)).pagination.total;
const mailsAbout = (name: string) => smtp.received.filter((mail) => subjectOf(mail).includes(`Web ${name} `));
const badgeIn = (scope: ReturnType<Page['locator']> | Page) => scope.getByText(/^Ztlumeno do \d/);

async function addWebsite(name: string, path: string): Promise<string> {
  const { port } = target.address() as AddressInfo;
  const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
    name,
    url: `http://127.0.0.1:${port}/${path}`,
    intervalSeconds: 10,
    timeoutSeconds: 5,
    failuresToOpen: 1,
    successesToResolve: 1,
    graceSeconds: 0,
  });
  return website.id;
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  target = createServer((_request, response) => {
    response.writeHead(targetStatus, { 'content-type': 'text/plain' });
    response.end(targetStatus === 200 ? 'sklad' : 'nedostupné');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    SMTP_URL: smtp.url,
  });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Zdena', lastName: 'Ztlumená' });
  silencedId = await addWebsite('Sklad', 'sklad');
  controlId = await addWebsite('Pokladna', 'pokladna');
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  target?.closeAllConnections();
  await new Promise((resolve) => target?.close(resolve));
  await smtp?.close();
  expect(await server?.stop()).toBe(0);
});

describe('a silence with a reason', () => {
  it('is set from the website page, with a required reason, and shows on the page and in the list', async () => {
    for (const id of [silencedId, controlId]) {
      await expect.poll(() => statusOf(id), { timeout: 60_000, interval: 500 }).toBe('up');
    }
    await signInOnScreen(page, server.baseUrl, { email, password });

    await page.goto(`${server.baseUrl}/websites/${silencedId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Sklad', level: 1 }).count()).toBe(1);
    await page.getByRole('button', { name: 'Ztlumit upozornění' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ztlumit upozornění: Sklad' });
    await expect.poll(() => dialog.count()).toBe(1);
    // Without a reason it is refused on the spot; the chosen time stays.
    await dialog.getByText('4 hodiny', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Ztlumit', exact: true }).click();
    await expect.poll(() => dialog.getByText('Zadejte důvod ztlumení.').count()).toBe(1);
    expect(await dialog.getByRole('radio', { name: '4 hodiny' }).isChecked()).toBe(true);
    expect((await api<{ silences: SilenceSummary[] }>('GET', '/api/silences')).silences).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Důvod' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Ztlumit', exact: true }).click();
    await expect.poll(() => page.getByText('Upozornění byla ztlumena.').count()).toBeGreaterThan(0);
    await expect.poll(() => badgeIn(page).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Zrušit ztlumení' }).count()).toBe(1);
    const { silences } = await api<{ silences: SilenceSummary[] }>('GET', '/api/silences');
    expect(silences).toMatchObject([{ reason: REASON, active: true, websiteIds: [silencedId] }]);

    await page.goto(`${server.baseUrl}/websites`);
    const row = (name: string) => page.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => badgeIn(row('Sklad')).count()).toBe(1);
    expect(await badgeIn(row('Pokladna')).count()).toBe(0);
  });

  it('holds back the alerts of the silenced website while its checks go on', async () => {
    await page.goto(`${server.baseUrl}/websites/${silencedId}`);
    await expect.poll(() => badgeIn(page).count()).toBe(1);
    targetStatus = 503;
    for (const id of [silencedId, controlId]) {
      await expect.poll(async () => (await incidentsOf(id)).length, { timeout: 60_000, interval: 500 }).toBe(1);
    }
    // The other website's alert goes out…
    await expect.poll(() => mailsAbout('Pokladna').length, { timeout: 60_000, interval: 250 }).toBe(1);
    // …and the silenced one keeps being checked: two more failing checks after its incident opened.
    const checksAtOpening = await checksOf(silencedId);
    await expect
      .poll(() => checksOf(silencedId), { timeout: 60_000, interval: 500 })
      .toBeGreaterThanOrEqual(checksAtOpening + 2);
    expect(await statusOf(silencedId)).toBe('down');
    expect(mailsAbout('Sklad')).toEqual([]);
    // The page says it is down and still silenced.
    await expect
      .poll(() => page.locator('h1 + p [data-slot="status-badge"]').textContent(), { timeout: 30_000 })
      .toBe('Nedostupný');
    expect(await badgeIn(page).count()).toBe(1);
  });

  it('ends on recovery: the timeline says so, the badge is gone, and the recovery is not alerted either', async () => {
    targetStatus = 200;
    for (const id of [silencedId, controlId]) {
      await expect.poll(() => statusOf(id), { timeout: 60_000, interval: 500 }).toBe('up');
    }
    await expect
      .poll(async () => (await incidentsOf(silencedId)).map((incident) => incident.status), { timeout: 30_000 })
      .toEqual(['resolved']);
    // The other website's recovery is announced; the silenced one's is not.
    await expect.poll(() => mailsAbout('Pokladna').length, { timeout: 60_000, interval: 250 }).toBe(2);
    expect(mailsAbout('Sklad')).toEqual([]);
    expect((await api<{ silences: SilenceSummary[] }>('GET', '/api/silences')).silences).toEqual([]);
    const ended = await api<{ silences: SilenceSummary[] }>('GET', '/api/silences?active=false');
    expect(ended.silences).toMatchObject([{ reason: REASON, active: false, clearedReason: 'recovery' }]);

    // The open page follows live: the badge goes and the button offers a new silence.
    await expect.poll(() => badgeIn(page).count(), { timeout: 30_000 }).toBe(0);
    expect(await page.getByRole('button', { name: 'Ztlumit upozornění' }).count()).toBe(1);

    const [incident] = await incidentsOf(silencedId);
    await page.goto(`${server.baseUrl}/incidents/${incident?.id}`);
    const timeline = page
      .getByRole('heading', { name: 'Časová osa' })
      .locator('xpath=ancestor::*[@data-slot="card"][1]');
    // Silenced before the outage: the incident opened silent, and its silence ended as it resolved.
    await expect.poll(() => timeline.getByText('Ztlumení skončilo obnovením').count()).toBe(1);
    expect(await timeline.getByText('Incident vyřešen').count()).toBe(1);
    expect(await badgeIn(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ztlumit upozornění' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
