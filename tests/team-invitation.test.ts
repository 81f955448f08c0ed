// Team invitations end to end (issue 15), in Chromium against the built server on a fresh PGlite directory that writes
// its e-mails to DATA_DIR/outbox: the owner invites an address through the API; the invitee opens the link of the
// e-mail signed out, registers from the invitation screen, comes back to it, accepts and lands on the team. A link
// opened while signed in with another address says so and offers no acceptance. A signed-in user finds the invitations
// addressed to them on /teams and accepts or declines them there, without the e-mail.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './lib/chromium';
import { header, type ReceivedMail, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const stamp = Date.now();
const password = 'Heslo-pro-test-42';
const owner = { email: `vlastnik-${stamp}@example.com`, firstName: 'Olga', lastName: 'Vlastníková' };
const invitee = { email: `pozvana-${stamp}@example.com`, firstName: 'Petra', lastName: 'Pozvaná' };
const stranger = { email: `cizi-${stamp}@example.com`, firstName: 'Cyril', lastName: 'Cizí' };
const colleague = { email: `kolega-${stamp}@example.com`, firstName: 'Karel', lastName: 'Kolega' };
const teamName = 'Dohled – Brno';

let server: RunningServer;
let browser: Browser;
let ownerToken = '';
let teamId = '';
const pageErrors: string[] = [];

interface Envelope<T> {
  success: boolean;
  data: T;
}

async function api<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.success, `${method} ${path}: ${JSON.stringify(envelope)}`).toBe(true);
  return envelope.data;
}

const register = (person: typeof owner) =>
  api<{ token: string }>('POST', '/api/register', { ...person, password, termsAccepted: true });

/** The accept link of the newest invitation e-mail to `email` in the server's outbox, or null while there is none. */
async function invitationLinkFor(email: string): Promise<string | null> {
  const outbox = join(server.dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml')).sort();
  for (const file of files.reverse()) {
    const raw = await readFile(join(outbox, file), 'utf8');
    const mail: ReceivedMail = { from: '', to: [], raw };
    if (header(mail, 'To')?.includes(email)) {
      return /https?:\/\/\S+\/teams\/invitations\/accept\?token=[\w-]+/.exec(textOf(mail))?.[0] ?? null;
    }
  }
  return null;
}

async function invite(email: string): Promise<string> {
  await api('POST', `/api/teams/${teamId}/invitations`, { email }, ownerToken);
  await expect.poll(() => invitationLinkFor(email)).not.toBeNull();
  return (await invitationLinkFor(email)) ?? '';
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

beforeAll(async () => {
  // An installation without billing: the free plan's one member would leave no seat for the invitee.
  server = await startBuiltServer({ HLIDKA_DEFAULT_PLAN: 'selfhosted' });
  browser = await launchChromium();
  ownerToken = (await register(owner)).token;
  teamId = (await api<{ team: { id: string } }>('POST', '/api/teams', { name: teamName }, ownerToken)).team.id;
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('a team invitation from the e-mail link', () => {
  it('is accepted by the invitee, who registers on the way and then sees the team', async () => {
    const link = await invite(invitee.email);
    expect(link.startsWith(`${server.baseUrl}/teams/invitations/accept?token=`)).toBe(true);
    const page = await newPage();
    await page.goto(link);
    await expect
      .poll(() => page.getByText(`Olga Vlastníková vás zve do týmu ${teamName} jako editora.`).count())
      .toBe(1);
    expect(pathOf(page)).toBe('/teams/invitations/accept');

    await page.getByRole('link', { name: 'Zaregistrovat se' }).click();
    await expect.poll(() => pathOf(page)).toBe('/register');
    await page.getByRole('textbox', { name: 'Jméno' }).fill(invitee.firstName);
    await page.getByRole('textbox', { name: 'Příjmení' }).fill(invitee.lastName);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(invitee.email);
    await page.getByLabel('Heslo', { exact: true }).fill(password);
    await page.getByLabel('Heslo znovu', { exact: true }).fill(password);
    await page.getByText('Souhlasím s obchodními podmínkami').click();
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();

    // Back on the invitation, with the token, signed in as the invited address.
    const accept = page.getByRole('button', { name: 'Přijmout pozvánku' });
    await expect.poll(() => accept.count()).toBe(1);
    expect(page.url()).toBe(link);
    await accept.click();
    await expect.poll(() => pathOf(page)).toBe(`/teams/${teamId}`);
    await expect.poll(() => page.getByRole('heading', { name: teamName, level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByText('Vaše role: Editor').count()).toBe(1);

    // The link is used up.
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Pozvánka již byla použita' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('says it is for another address when opened signed in as someone else, and cannot be accepted', async () => {
    await register(stranger);
    const link = await invite(`jina-adresa-${stamp}@example.com`);
    const page = await newPage();
    await page.goto(link);
    await page.getByRole('link', { name: 'Přihlásit se' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(stranger.email);
    await page.getByLabel('Heslo', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'Pozvánka je pro jiný účet' });
    await expect.poll(() => alert.count()).toBe(1);
    expect(page.url()).toBe(link);
    expect(await alert.textContent()).toContain(`jste přihlášeni jako ${stranger.email}`);
    expect(await page.getByRole('button', { name: 'Přijmout pozvánku' }).count()).toBe(0);

    // Signing out leads to the sign-in screen, which still returns to the invitation.
    await page.getByRole('button', { name: 'Odhlásit se a přihlásit jinak' }).click();
    await expect.poll(() => pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('from')).toBe(new URL(link).pathname + new URL(link).search);
    expect(pageErrors).toEqual([]);
  });

  it('waits on /teams for a signed-in invitee, who accepts one and declines another there', async () => {
    await register(colleague);
    const night = (await api<{ team: { id: string } }>('POST', '/api/teams', { name: 'Noční služba' }, ownerToken))
      .team;
    await invite(colleague.email);
    await api('POST', `/api/teams/${night.id}/invitations`, { email: colleague.email, role: 'admin' }, ownerToken);

    const page = await newPage();
    await signInOnScreen(page, server.baseUrl, { email: colleague.email, password });
    await page.getByRole('link', { name: 'Týmy' }).click();

    // Its heading reads "Pozvánky do týmů" for two, "Pozvánka do týmu" for one.
    const invitations = page.getByRole('region', { name: /^Pozvánk[ay] do tým/ });
    const items = invitations.getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    const nightItem = items.filter({ hasText: 'Olga Vlastníková vás zve do týmu Noční služba jako správce.' });
    const brnoItem = items.filter({ hasText: `Olga Vlastníková vás zve do týmu ${teamName} jako editora.` });
    await nightItem.getByRole('button', { name: 'Odmítnout' }).click();
    await expect.poll(() => page.getByText('Pozvánku do týmu Noční služba jste odmítli').count()).toBe(1);
    await brnoItem.getByRole('button', { name: 'Přijmout pozvánku' }).click();
    await expect.poll(() => page.getByText(`Jste členem týmu ${teamName}`).count()).toBe(1);

    // No invitation is left; the team is among the user's teams, the declined one is not.
    await expect.poll(() => page.getByRole('region', { name: /Pozvánk/ }).count()).toBe(0);
    await expect.poll(() => page.getByRole('link', { name: teamName }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Noční služba' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
