// Escalation end to end (issue 28 item 2), in Chromium against the built server on a fresh PGlite directory, with
// private targets allowed, the self-hosted plan (10 s checks), a local target HTTP server and a real SMTP server on
// 127.0.0.1: the owner of a team builds a two-step policy on its screen (Eva, then Petr after 1 minute) for the team's
// website → the target stops → Eva's step e-mail arrives and she does nothing → after the wait Petr's arrives → Petr
// opens its one-click link signed out and acknowledges → the incident's timeline names him and the e-mail link.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type ReceivedMail, startTestSmtpServer, subjectOf, type TestSmtpServer, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const stamp = Date.now();
const password = 'Heslo-pro-test-42';
const eva = { email: `eva-${stamp}@example.com`, password, firstName: 'Eva', lastName: 'Prvá' };
const petr = { email: `petr-${stamp}@example.com`, password, firstName: 'Petr', lastName: 'Druhý' };
const teamName = 'Pohotovost Brno';
const websiteName = 'Sklad Eskalace';
const downSubject = `Web ${websiteName} je nedostupný`;

let server: RunningServer;
let smtp: TestSmtpServer;
let target: Server;
let targetUrl = '';
let browser: Browser;
let page: Page;
let evaToken = '';
let petrToken = '';
let teamId = '';
let websiteId = '';
let incidentId = '';
const pageErrors: string[] = [];

const asEva = apiClient(
  () => server.baseUrl,
  () => evaToken,
);
const asPetr = apiClient(
  () => server.baseUrl,
  () => petrToken,
);
const path = (of: Page = page) => new URL(of.url()).pathname;
const mailsTo = (address: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(address));
/** The escalation steps' e-mails to one person: those with the one-click acknowledgement link. */
const stepMailsTo = (address: string) => mailsTo(address).filter((mail) => textOf(mail).includes('/acknowledge/'));
const ackLinkOf = (mail: ReceivedMail) => /https?:\/\/\S+\/acknowledge\/[\w.-]+/.exec(textOf(mail))?.[0] ?? '';

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  target = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>Sklad</title><h1>Sklad</h1>');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/`;
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    SMTP_URL: smtp.url,
  });
  evaToken = await signUp(server.baseUrl, eva);
  petrToken = await signUp(server.baseUrl, petr);
  teamId = (await asEva<{ team: { id: string } }>('POST', '/api/teams', { name: teamName })).team.id;
  await asEva('POST', `/api/teams/${teamId}/invitations`, { email: petr.email });
  await vi.waitFor(() => expect(mailsTo(petr.email).length).toBeGreaterThan(0), { timeout: 30_000, interval: 250 });
  const token = /invitations\/accept\?token=([\w-]+)/.exec(textOf(mailsTo(petr.email).at(-1) as ReceivedMail))?.[1];
  await asPetr('POST', `/api/team-invitations/${token}/accept`);
  websiteId = (
    await asEva<{ website: { id: string } }>('POST', '/api/websites', {
      name: websiteName,
      url: targetUrl,
      teamId,
      intervalSeconds: 10,
      failuresToOpen: 1,
    })
  ).website.id;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
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

describe('a two-step escalation policy, acknowledged from the e-mail signed out', () => {
  it('is built on its screen: Eva, then Petr after a minute, for the team website', async () => {
    await signInOnScreen(page, server.baseUrl, { email: eva.email, password });
    await page.goto(`${server.baseUrl}/escalation-policies/create`);

    await page.getByRole('textbox', { name: 'Název' }).fill('Pohotovost skladu');
    await page.getByRole('button', { name: /Tým$/ }).click();
    await page.getByRole('option', { name: teamName }).click();
    const targets = page.getByRole('button', { name: /Koho upozornit$/ });
    const waits = page.getByRole('textbox', { name: 'Čekat na převzetí (minuty)' });
    await targets.nth(0).click();
    await page.getByRole('option', { name: 'Osoba: Eva Prvá' }).click();
    await waits.nth(0).fill('1');
    await page.getByRole('button', { name: 'Přidat krok' }).click();
    await targets.nth(1).click();
    await page.getByRole('option', { name: 'Osoba: Petr Druhý' }).click();
    await waits.nth(1).fill('1');
    // React Aria's checkbox hides its input under the label: the label is what a user clicks.
    await page.getByText(websiteName, { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: websiteName }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Vytvořit politiku' }).click();
    await expect.poll(() => path(), { timeout: 15_000 }).toBe('/escalation-policies');
    await expect
      .poll(() => page.getByText('Petr Druhý · počkat 1 min', { exact: true }).count(), { timeout: 15_000 })
      .toBe(1);

    const { website } = await asEva<{ website: { escalationPolicyId: string | null } }>(
      'GET',
      `/api/websites/${websiteId}`,
    );
    expect(website.escalationPolicyId).not.toBeNull();
  });

  it('alerts Eva at once when the target stops, and Petr only after the wait', async () => {
    // Checked and up first, so the stop is a real outage.
    await expect
      .poll(
        async () => (await asEva<{ website: { status: string } }>('GET', `/api/websites/${websiteId}`)).website.status,
        {
          timeout: 60_000,
          interval: 500,
        },
      )
      .toBe('up');
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));

    await expect.poll(() => stepMailsTo(eva.email).length, { timeout: 60_000, interval: 250 }).toBe(1);
    const first = stepMailsTo(eva.email)[0] as ReceivedMail;
    expect(subjectOf(first)).toBe(downSubject);
    const { incidents } = await asEva<{ incidents: { id: string; status: string }[] }>('GET', '/api/incidents');
    incidentId = incidents[0]?.id ?? '';
    expect(incidents.map((incident) => incident.status)).toEqual(['open']);
    expect(ackLinkOf(first).startsWith(`${server.baseUrl}/acknowledge/`)).toBe(true);
    // Eva does nothing. Petr's step waits its minute.
    expect(stepMailsTo(petr.email)).toEqual([]);

    await expect.poll(() => stepMailsTo(petr.email).length, { timeout: 120_000, interval: 500 }).toBe(1);
    const second = stepMailsTo(petr.email)[0] as ReceivedMail;
    expect(subjectOf(second)).toBe(`Eskalace: ${downSubject}`);
    const sentAfter =
      Date.parse(/^Date: (.+)$/m.exec(second.raw)?.[1] ?? '') - Date.parse(/^Date: (.+)$/m.exec(first.raw)?.[1] ?? '');
    expect(sentAfter).toBeGreaterThanOrEqual(55_000);
  });

  it('is acknowledged by Petr from the e-mail link, signed out, and the timeline says who and how', async () => {
    const link = ackLinkOf(stepMailsTo(petr.email)[0] as ReceivedMail);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'cs-CZ' });
    const signedOut = await context.newPage();
    signedOut.on('pageerror', (error) => pageErrors.push(error.message));
    await signedOut.goto(link);
    await expect
      .poll(() => signedOut.getByRole('heading', { name: 'Převzetí incidentu' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await signedOut.getByText('Příjemce upozornění: Petr Druhý', { exact: true }).count()).toBe(1);
    expect(await signedOut.getByText(websiteName, { exact: true }).count()).toBe(1);
    await signedOut.getByRole('button', { name: 'Potvrdit převzetí' }).click();
    await expect
      .poll(() => signedOut.getByRole('heading', { name: 'Incident je převzatý' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(path(signedOut).startsWith('/acknowledge/')).toBe(true);
    await context.close();

    const { incident } = await asEva<{
      incident: {
        status: string;
        acknowledgedBy: { name: string } | null;
        timeline: { type: string; actor: { name: string } | null; via: string | null }[];
      };
    }>('GET', `/api/incidents/${incidentId}`);
    expect(incident.status).toBe('acknowledged');
    expect(incident.acknowledgedBy?.name).toBe('Petr Druhý');
    expect(incident.timeline.filter((entry) => entry.type === 'acknowledged')).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ name: 'Petr Druhý' }), via: 'email' }),
    ]);

    await page.goto(`${server.baseUrl}/incidents/${incidentId}`);
    const entry = page.getByRole('listitem').filter({ hasText: 'Incident potvrzen' });
    await expect.poll(() => entry.count(), { timeout: 15_000 }).toBe(1);
    expect(await entry.textContent()).toContain('Petr Druhý · odkazem z e-mailu');
    expect(await page.getByRole('listitem').filter({ hasText: 'Eskalace: krok 2' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
