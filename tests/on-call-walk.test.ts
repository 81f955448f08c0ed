// Issue 28's walk, part 1 (on call, escalation, silence), in Chromium against the built server on a fresh database,
// with private targets allowed, 10-s checks, a local target HTTP server and a real SMTP server on 127.0.0.1:
// Eva's team has an on-call schedule of Eva and Petr (a daily rotation, Eva's turn now); Eva builds a two-step policy on
// its screen — step 1 whoever is on call, step 2 Petr after 1 minute — for the team's website → the target stops →
// the schedule's step reaches Eva (on call), not Petr, and she does nothing → after the wait Petr's step arrives →
// Petr opens its one-click link signed out, sees the confirmation screen and acknowledges → the timeline names him →
// the target recovers; Eva silences the website with a reason → it fails again: no e-mail while its checks go on →
// it recovers: the silence clears with the recovery ("Ztlumení skončilo obnovením"), and still no e-mail.
// The policy's wait is the real minimum (1 minute): every wait here polls a state (the SMTP inbox, the API).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type ReceivedMail, startTestSmtpServer, subjectOf, type TestSmtpServer, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const stamp = Date.now();
const password = 'Heslo-pro-test-42';
const eva = { email: `sluzba-eva-${stamp}@example.com`, password, firstName: 'Eva', lastName: 'Prvá' };
const petr = { email: `sluzba-petr-${stamp}@example.com`, password, firstName: 'Petr', lastName: 'Druhý' };
const teamName = 'Pohotovost Ostrava';
const scheduleName = 'Služba skladu';
const websiteName = 'Sklad Pohotovosti';
const downSubject = `Web ${websiteName} je nedostupný`;
const REASON = 'Výměna disků v serverovně';

let server: RunningServer;
let smtp: TestSmtpServer;
let target: Server;
/** What the target answers. */
let targetStatus = 200;
let browser: Browser;
let page: Page;
let evaToken = '';
let petrToken = '';
let evaId = '';
let teamId = '';
let scheduleId = '';
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
/** Every e-mail about the website, to anyone. */
const mailsAboutWebsite = () => smtp.received.filter((mail) => subjectOf(mail).includes(`Web ${websiteName} `));

interface IncidentSummary {
  id: string;
  status: string;
  website: { id: string };
}
const statusOf = async () =>
  (await asEva<{ website: { status: string } }>('GET', `/api/websites/${websiteId}`)).website.status;
const incidents = async () =>
  (await asEva<{ incidents: IncidentSummary[] }>('GET', '/api/incidents')).incidents.filter(
    (incident) => incident.website.id === websiteId,
  );
const checkCount = async () =>
  (await asEva<{ pagination: { total: number } }>('GET', `/api/websites/${websiteId}/checks?limit=1`)).pagination.total;

/** Choose `option` in the React Aria select whose button's name ends with `label`. */
async function choose(label: RegExp, option: string, nth = 0) {
  await page.getByRole('button', { name: label }).nth(nth).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  target = createServer((_request, response) => {
    response.writeHead(targetStatus, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(targetStatus === 200 ? 'sklad' : 'nedostupné');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    SMTP_URL: smtp.url,
  });
  evaToken = await signUp(server.baseUrl, eva);
  petrToken = await signUp(server.baseUrl, petr);
  evaId = (await asEva<{ id: string }>('GET', '/api/user')).id;
  const petrId = (await asPetr<{ id: string }>('GET', '/api/user')).id;
  teamId = (await asEva<{ team: { id: string } }>('POST', '/api/teams', { name: teamName })).team.id;
  const { invitation } = await asEva<{ invitation: { id: string } }>('POST', `/api/teams/${teamId}/invitations`, {
    email: petr.email,
  });
  await asPetr('POST', `/api/user/team-invitations/${invitation.id}/accept`);

  // A daily rotation of the two, handed off at the start of this UTC hour from today: Eva's turn for the next 23 hours.
  const now = new Date();
  scheduleId = (
    await asEva<{ schedule: { id: string } }>('POST', '/api/on-call-schedules', { teamId, name: scheduleName })
  ).schedule.id;
  await asEva('POST', `/api/on-call-schedules/${scheduleId}/layers`, {
    name: 'Hlavní',
    rotations: [
      {
        frequency: 'daily',
        handoffTime: `${String(now.getUTCHours()).padStart(2, '0')}:00`,
        timeZone: 'UTC',
        startsOn: now.toISOString().slice(0, 10),
        memberIds: [evaId, petrId],
      },
    ],
  });

  const { port } = target.address() as AddressInfo;
  websiteId = (
    await asEva<{ website: { id: string } }>('POST', '/api/websites', {
      name: websiteName,
      url: `http://127.0.0.1:${port}/sklad`,
      teamId,
      intervalSeconds: 10,
      timeoutSeconds: 5,
      failuresToOpen: 1,
      successesToResolve: 1,
      graceSeconds: 0,
    })
  ).website.id;
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

describe('on call, escalation and a silence, walked end to end', () => {
  it('builds the policy on its screen: whoever is on call, then Petr after a minute', async () => {
    const { onCall } = await asEva<{ onCall: { current: { userId: string }[] } }>(
      'GET',
      `/api/on-call-schedules/${scheduleId}/on-call`,
    );
    expect(onCall.current.map((shift) => shift.userId)).toEqual([evaId]);

    await signInOnScreen(page, server.baseUrl, { email: eva.email, password });
    await page.goto(`${server.baseUrl}/escalation-policies/create`);

    await page.getByRole('textbox', { name: 'Název' }).fill('Pohotovost skladu');
    await choose(/Tým$/, teamName);
    const waits = page.getByRole('textbox', { name: 'Čekat na převzetí (minuty)' });
    await choose(/Koho upozornit$/, `Kdo má pohotovost: ${scheduleName}`);
    await waits.nth(0).fill('1');
    await page.getByRole('button', { name: 'Přidat krok' }).click();
    await choose(/Koho upozornit$/, 'Osoba: Petr Druhý', 1);
    await waits.nth(1).fill('1');
    // React Aria's checkbox hides its input under the label: the label is what a user clicks.
    await page.getByText(websiteName, { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: websiteName }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Vytvořit politiku' }).click();
    await expect.poll(() => path(), { timeout: 15_000 }).toBe('/escalation-policies');
    await expect
      .poll(() => page.getByText(`Kdo má pohotovost: ${scheduleName} · počkat 1 min`, { exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    expect(await page.getByText('Petr Druhý · počkat 1 min', { exact: true }).count()).toBe(1);
  });

  it('alerts Eva (on call) when the target stops, not Petr; Petr after the wait', async () => {
    await expect.poll(statusOf, { timeout: 60_000, interval: 500 }).toBe('up');
    targetStatus = 503;

    await expect.poll(() => stepMailsTo(eva.email).length, { timeout: 60_000, interval: 250 }).toBe(1);
    const first = stepMailsTo(eva.email)[0] as ReceivedMail;
    expect(subjectOf(first)).toBe(downSubject);
    expect(ackLinkOf(first).startsWith(`${server.baseUrl}/acknowledge/`)).toBe(true);
    const opened = await incidents();
    expect(opened.map((incident) => incident.status)).toEqual(['open']);
    incidentId = opened[0]?.id ?? '';
    // Eva does nothing; Petr is off call, so the schedule's step did not reach him.
    expect(stepMailsTo(petr.email)).toEqual([]);

    await expect.poll(() => stepMailsTo(petr.email).length, { timeout: 120_000, interval: 500 }).toBe(1);
    const second = stepMailsTo(petr.email)[0] as ReceivedMail;
    expect(subjectOf(second)).toBe(`Eskalace: ${downSubject}`);
    const sentAfter =
      Date.parse(/^Date: (.+)$/m.exec(second.raw)?.[1] ?? '') - Date.parse(/^Date: (.+)$/m.exec(first.raw)?.[1] ?? '');
    expect(sentAfter).toBeGreaterThanOrEqual(55_000);
    expect(stepMailsTo(eva.email)).toHaveLength(1);
  });

  it('is acknowledged by Petr from the e-mail link signed out; the timeline names him', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'cs-CZ' });
    const signedOut = await context.newPage();
    signedOut.on('pageerror', (error) => pageErrors.push(error.message));
    await signedOut.goto(ackLinkOf(stepMailsTo(petr.email)[0] as ReceivedMail));
    await expect
      .poll(() => signedOut.getByRole('heading', { name: 'Převzetí incidentu' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await signedOut.getByText('Příjemce upozornění: Petr Druhý', { exact: true }).count()).toBe(1);
    // Opening the link alone acknowledges nothing (mail scanners open links): the confirmation does.
    expect((await incidents()).map((incident) => incident.status)).toEqual(['open']);
    await signedOut.getByRole('button', { name: 'Potvrdit převzetí' }).click();
    await expect
      .poll(() => signedOut.getByRole('heading', { name: 'Incident je převzatý' }).count(), { timeout: 15_000 })
      .toBe(1);
    await context.close();

    await page.goto(`${server.baseUrl}/incidents/${incidentId}`);
    const entry = page.getByRole('listitem').filter({ hasText: 'Incident potvrzen' });
    await expect.poll(() => entry.count(), { timeout: 15_000 }).toBe(1);
    expect(await entry.textContent()).toContain('Petr Druhý · odkazem z e-mailu');
    expect(await page.getByRole('listitem').filter({ hasText: 'Eskalace: krok 2' }).count()).toBe(1);
  });

  it('holds every alert while silenced with a reason, checks going on, and clears the silence on recovery', async () => {
    targetStatus = 200;
    await expect
      .poll(async () => (await incidents()).map((incident) => incident.status), { timeout: 60_000, interval: 500 })
      .toEqual(['resolved']);

    await page.goto(`${server.baseUrl}/websites/${websiteId}`);
    await page.getByRole('button', { name: 'Ztlumit upozornění' }).click();
    const dialog = page.getByRole('dialog', { name: `Ztlumit upozornění: ${websiteName}` });
    await dialog.getByText('4 hodiny', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Důvod' }).fill(REASON);
    await dialog.getByRole('button', { name: 'Ztlumit', exact: true }).click();
    await expect.poll(() => page.getByText(/^Ztlumeno do \d/).count(), { timeout: 15_000 }).toBe(1);
    const mailsBefore = mailsAboutWebsite().length;

    targetStatus = 503;
    await expect.poll(async () => (await incidents()).length, { timeout: 60_000, interval: 500 }).toBe(2);
    const checksAtOpening = await checkCount();
    await expect.poll(checkCount, { timeout: 60_000, interval: 500 }).toBeGreaterThanOrEqual(checksAtOpening + 2);
    expect(await statusOf()).toBe('down');
    expect(mailsAboutWebsite()).toHaveLength(mailsBefore);

    targetStatus = 200;
    await expect
      .poll(async () => (await incidents()).map((incident) => incident.status), { timeout: 60_000, interval: 500 })
      .toEqual(['resolved', 'resolved']);
    const ended = await asEva<{ silences: { reason: string; clearedReason: string | null }[] }>(
      'GET',
      '/api/silences?active=false',
    );
    expect(ended.silences).toMatchObject([{ reason: REASON, clearedReason: 'recovery' }]);
    await expect.poll(() => page.getByText(/^Ztlumeno do \d/).count(), { timeout: 30_000 }).toBe(0);
    expect(mailsAboutWebsite()).toHaveLength(mailsBefore);

    const [latest] = await incidents();
    await page.goto(`${server.baseUrl}/incidents/${latest?.id}`);
    await expect.poll(() => page.getByText('Ztlumení skončilo obnovením').count(), { timeout: 15_000 }).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
