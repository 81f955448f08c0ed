// What a team member whom the team's two-factor requirement shuts out sees (issue 25, item 5), in Chromium against the
// built server on a fresh PGlite directory: a team website and the member's personal website, both aimed at a local
// target that answers 503, each with an open incident; once the owner (with two-factor) requires it of the team, the
// member's dashboard and incident list show only the personal website and its incident, name the team that requires
// two-factor and link to the security settings, as the team's page does (in Czech and in English). With two-factor
// on, the team's data is back and the notices are gone.
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Secret, TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { header, type ReceivedMail, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const stamp = Date.now();
const password = 'Heslo-pro-test-42';
const owner = { email: `vlastnice-${stamp}@example.com`, password, firstName: 'Olga', lastName: 'Vlastníková' };
const member = { email: `clen-${stamp}@example.com`, password, firstName: 'Petr', lastName: 'Dvořák' };
const teamName = 'Provoz – Ostrava';
const teamWebsite = 'Týmový e-shop';
const personalWebsite = 'Osobní blog';

let server: RunningServer;
let target: Server;
let browser: Browser;
let page: Page;
let ownerToken = '';
let memberToken = '';
let teamId = '';
const pageErrors: string[] = [];

const asOwner = apiClient(
  () => server.baseUrl,
  () => ownerToken,
);
const asMember = apiClient(
  () => server.baseUrl,
  () => memberToken,
);
const pathOf = () => new URL(page.url()).pathname;

interface IncidentSummary {
  id: string;
  title: string;
  website: { id: string; name: string };
}

/** Turn the authenticator app on through the API (the code computed from the key the setup answers with). */
async function enableTotp(api: typeof asOwner) {
  const setup = await api<{ secret: string }>('POST', '/api/user/two-factor/totp/setup');
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate();
  await api('POST', '/api/user/two-factor/totp/confirm', { code });
}

/** A website aimed at the down target, whose first check opens an incident. */
async function downWebsite(api: typeof asOwner, name: string, extra: object = {}) {
  const { port } = target.address() as AddressInfo;
  await api('POST', '/api/websites', {
    name,
    url: `http://127.0.0.1:${port}/${encodeURIComponent(name)}`,
    timeoutSeconds: 5,
    failuresToOpen: 1,
    graceSeconds: 0,
    ...extra,
  });
}

/** The token of the invitation e-mail to `email` in the server's outbox (DATA_DIR/outbox), or null while there is none. */
async function invitationTokenFor(email: string): Promise<string | null> {
  const outbox = join(server.dataDir, 'outbox');
  for (const file of (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'))) {
    const mail: ReceivedMail = { from: '', to: [], raw: await readFile(join(outbox, file), 'utf8') };
    if (header(mail, 'To')?.includes(email))
      return /invitations\/accept\?token=([\w-]+)/.exec(textOf(mail))?.[1] ?? null;
  }
  return null;
}

const incidentNames = async (api: typeof asOwner) =>
  (await api<{ incidents: IncidentSummary[] }>('GET', '/api/incidents')).incidents.map((i) => i.website.name).sort();

beforeAll(async () => {
  target = createServer((_request, response) => {
    response.writeHead(503, { 'content-type': 'text/plain' });
    response.end('down');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  // Without billing: the free plan's one member would leave no seat for the member.
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true', HLIDKA_DEFAULT_PLAN: 'selfhosted' });
  ownerToken = await signUp(server.baseUrl, owner);
  memberToken = await signUp(server.baseUrl, member);
  teamId = (await asOwner<{ team: { id: string } }>('POST', '/api/teams', { name: teamName })).team.id;
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => target?.close(resolve));
  expect(await server?.stop()).toBe(0);
});

describe('a member shut out by the team’s two-factor requirement', () => {
  it('sees neither the team’s websites nor its incidents, and the team’s page says why', async () => {
    await asOwner('POST', `/api/teams/${teamId}/invitations`, { email: member.email, role: 'editor' });
    await expect.poll(() => invitationTokenFor(member.email), { timeout: 15_000 }).not.toBeNull();
    await asMember('POST', `/api/team-invitations/${await invitationTokenFor(member.email)}/accept`);
    await downWebsite(asOwner, teamWebsite, { teamId });
    await downWebsite(asMember, personalWebsite);
    await expect
      .poll(() => incidentNames(asMember), { timeout: 60_000, interval: 500 })
      .toEqual([personalWebsite, teamWebsite].sort());

    await enableTotp(asOwner);
    await asOwner('PUT', `/api/teams/${teamId}`, { requireTwoFactor: true });

    await signInOnScreen(page, server.baseUrl, { email: member.email, password });
    await expect.poll(() => page.getByText(personalWebsite).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByText(teamWebsite).count()).toBe(0);
    // The dashboard names the team whose data it leaves out, and where to turn two-factor on.
    const notice = page.getByRole('alert').filter({ hasText: `Tým ${teamName} vyžaduje dvoufázové ověření` });
    await expect.poll(() => notice.count(), { timeout: 15_000 }).toBe(1);
    expect(await notice.textContent()).toContain('Jeho weby a incidenty tu uvidíte, až si dvoufázové ověření zapnete.');
    expect(await notice.getByRole('link', { name: 'Zapnout v nastavení zabezpečení' }).getAttribute('href')).toBe(
      '/settings/security',
    );

    await page.goto(`${server.baseUrl}/incidents`);
    const grid = page.getByRole('grid', { name: 'Seznam incidentů' });
    await expect.poll(() => grid.getByText(personalWebsite).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await grid.getByText(teamWebsite).count()).toBe(0);
    const incidentsNotice = page.getByRole('alert').filter({ hasText: `Tým ${teamName} vyžaduje dvoufázové ověření` });
    await expect.poll(() => incidentsNotice.count(), { timeout: 15_000 }).toBe(1);

    await page.goto(`${server.baseUrl}/teams/${teamId}`);
    const banner = page.getByRole('alert').filter({ hasText: 'Tento tým vyžaduje dvoufázové ověření' });
    await expect.poll(() => banner.count(), { timeout: 15_000 }).toBe(1);
    expect(await banner.textContent()).toContain('Weby a data týmu uvidíte, až si dvoufázové ověření zapnete.');
    await banner.getByRole('link', { name: 'Zapnout v nastavení zabezpečení' }).click();
    await expect.poll(pathOf).toBe('/settings/security');

    await page.goto(`${server.baseUrl}/teams/${teamId}?lng=en`);
    const english = page.getByRole('alert').filter({ hasText: 'This team requires two-factor authentication' });
    await expect.poll(() => english.count(), { timeout: 15_000 }).toBe(1);
    expect(await english.getByRole('link', { name: 'Turn it on in security settings' }).getAttribute('href')).toBe(
      '/settings/security',
    );
    await page.goto(`${server.baseUrl}/dashboard?lng=en`);
    const englishNotice = page.getByRole('alert').filter({ hasText: `The team ${teamName} requires two-factor` });
    await expect.poll(() => englishNotice.count(), { timeout: 15_000 }).toBe(1);
    await page.goto(`${server.baseUrl}/teams/${teamId}?lng=cs`);
  });

  it('sees the team’s data again once two-factor is on', async () => {
    await enableTotp(asMember);
    await page.goto(`${server.baseUrl}/dashboard`);
    await expect.poll(() => page.getByText(teamWebsite).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.goto(`${server.baseUrl}/incidents`);
    const grid = page.getByRole('grid', { name: 'Seznam incidentů' });
    await expect.poll(() => grid.getByText(teamWebsite).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByRole('alert').filter({ hasText: 'vyžaduje dvoufázové ověření' }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });
});
