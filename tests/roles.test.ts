// Team roles end to end (issue 30, item 2), in Chromium against the built server on a fresh PGlite directory: the owner
// of a team with a website invites a member as viewer (Čtenář), who accepts. Signed in as the owner, the website detail
// offers silencing, pause, check now, edit and delete; signed in as the viewer, the same screen offers none of them,
// and the API refuses the viewer's edit with 403 FORBIDDEN and a message naming the role (in the user's language, and
// in both under `translations`). On the incident of the team's other website (aimed at a target answering 503) the
// owner may acknowledge, resolve and add a note; the viewer reads it and is offered none of these. Opening the website's
// edit address, the viewer gets the edit guard's permission state instead of the form.
import { readdir, readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
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
const viewer = { email: `ctenar-${stamp}@example.com`, password, firstName: 'Čeněk', lastName: 'Čtenář' };
const teamName = 'Dohled – Plzeň';
const websiteName = 'Týmový e-shop';
const downName = 'Týmové API';

let server: RunningServer;
let target: Server;
let browser: Browser;
let ownerToken = '';
let viewerToken = '';
let teamId = '';
let websiteId = '';
const pageErrors: string[] = [];

const asOwner = apiClient(
  () => server.baseUrl,
  () => ownerToken,
);
const asViewer = apiClient(
  () => server.baseUrl,
  () => viewerToken,
);

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

/**
 * A page signed in as `person` on the team's page once it shows their role (so the app has the user's teams and the
 * permission table can answer), then on the website's detail reached through the app's own links.
 */
async function websiteDetailAs(person: typeof owner, roleLabel: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'cs-CZ' });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await signInOnScreen(page, server.baseUrl, { email: person.email, password });
  await page.getByRole('link', { name: 'Týmy' }).click();
  await page.getByRole('link', { name: teamName }).click();
  await expect.poll(() => page.getByText(`Vaše role: ${roleLabel}`).count(), { timeout: 15_000 }).toBe(1);
  await page.getByRole('link', { name: 'Weby', exact: true }).first().click();
  await page.getByRole('link', { name: websiteName }).first().click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`/websites/${websiteId}`);
  await expect
    .poll(() => page.getByRole('heading', { name: websiteName, level: 1 }).count(), { timeout: 15_000 })
    .toBe(1);
  return page;
}

/** From the website's detail, through the app's incident list, to the down website's incident. */
async function openTeamIncident(page: Page) {
  await page.getByRole('link', { name: 'Incidenty', exact: true }).first().click();
  const grid = page.getByRole('grid', { name: 'Seznam incidentů' });
  await expect.poll(() => grid.getByText(downName).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  await grid
    .getByRole('link', { name: new RegExp(downName) })
    .first()
    .click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/incidents\/[\w-]+$/);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Poznámky', level: 2 }).count(), { timeout: 15_000 })
    .toBe(1);
}

// The incident's own actions, and posting a public update (the form under "Veřejné aktualizace").
const incidentActionNames = ['Ztlumit upozornění', 'Potvrdit', 'Vyřešit', 'Přidat poznámku', 'Zveřejnit aktualizaci'];

async function visibleIncidentActions(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const name of incidentActionNames) {
    if ((await page.getByRole('main').getByRole('button', { name, exact: true }).count()) > 0) shown.push(name);
  }
  return shown;
}

const actionNames = ['Ztlumit upozornění', 'Pozastavit', 'Zkontrolovat nyní', 'Upravit', 'Smazat'];

async function visibleActions(page: Page): Promise<string[]> {
  const shown: string[] = [];
  for (const name of actionNames) {
    const buttons = page.getByRole('main').getByRole('button', { name, exact: true });
    const links = page.getByRole('main').getByRole('link', { name, exact: true });
    if ((await buttons.count()) + (await links.count()) > 0) shown.push(name);
  }
  return shown;
}

beforeAll(async () => {
  target = createServer((request, response) => {
    const down = request.url?.startsWith('/down') ?? false;
    response.writeHead(down ? 503 : 200, { 'content-type': 'text/plain' });
    response.end(down ? 'down' : 'ok');
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  // Without billing: the free plan's one member would leave no seat for the viewer.
  server = await startBuiltServer({ ALLOW_PRIVATE_TARGETS: 'true', HLIDKA_DEFAULT_PLAN: 'selfhosted' });
  ownerToken = await signUp(server.baseUrl, owner);
  viewerToken = await signUp(server.baseUrl, viewer);
  teamId = (await asOwner<{ team: { id: string } }>('POST', '/api/teams', { name: teamName })).team.id;
  const { port } = target.address() as AddressInfo;
  websiteId = (
    await asOwner<{ website: { id: string } }>('POST', '/api/websites', {
      name: websiteName,
      url: `http://127.0.0.1:${port}/`,
      teamId,
    })
  ).website.id;
  await asOwner('POST', '/api/websites', {
    name: downName,
    url: `http://127.0.0.1:${port}/down`,
    teamId,
    timeoutSeconds: 5,
    failuresToOpen: 1,
    graceSeconds: 0,
  });
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => target?.close(resolve));
  expect(await server?.stop()).toBe(0);
});

describe('a viewer of a team', () => {
  it('joins through an invitation as viewer', async () => {
    await asOwner('POST', `/api/teams/${teamId}/invitations`, { email: viewer.email, role: 'viewer' });
    await expect.poll(() => invitationTokenFor(viewer.email), { timeout: 15_000 }).not.toBeNull();
    await asViewer('POST', `/api/team-invitations/${await invitationTokenFor(viewer.email)}/accept`);
    const { teams } = await asViewer<{ teams: { id: string; role: string }[] }>('GET', '/api/teams');
    expect(teams.find((team) => team.id === teamId)?.role).toBe('viewer');
  });

  it('finds silence, pause, check now, edit and delete on the website, and the incident actions, as the owner', async () => {
    const page = await websiteDetailAs(owner, 'Vlastník');
    await expect.poll(() => visibleActions(page), { timeout: 15_000 }).toEqual(actionNames);
    await expect
      .poll(async () => (await asOwner<{ incidents: unknown[] }>('GET', '/api/incidents')).incidents.length, {
        timeout: 60_000,
        interval: 500,
      })
      .toBe(1);
    await openTeamIncident(page);
    await expect.poll(() => visibleIncidentActions(page), { timeout: 15_000 }).toEqual(incidentActionNames);
    await page.context().close();
  });

  it('finds none of them on the same website and incident as the viewer, who still sees both', async () => {
    const page = await websiteDetailAs(viewer, 'Čtenář');
    expect(await visibleActions(page)).toEqual([]);
    await openTeamIncident(page);
    expect(await page.getByRole('heading', { name: new RegExp(downName), level: 1 }).count()).toBe(1);
    expect(await visibleIncidentActions(page)).toEqual([]);
    expect(await page.getByRole('main').getByRole('textbox', { name: 'Nová poznámka' }).count()).toBe(0);
    // Opened by its address, the website's edit screen shows the permission state (the role named, a way back), not the
    // form that would fail with 403.
    await page.goto(`${server.baseUrl}/websites/${websiteId}/edit`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Nemáte oprávnění upravit tento web', level: 1 }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { name: `Vaše role v týmu ${teamName}: Čtenář`, level: 2 }).count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Zpět na web' }).getAttribute('href')).toBe(`/websites/${websiteId}`);
    expect(await main.getByRole('textbox').count()).toBe(0);
    await page.context().close();
    expect(pageErrors).toEqual([]);
  });

  it('is refused an edit by the API with the role named, in Czech and in English', async () => {
    const edit = await fetch(`${server.baseUrl}/api/websites/${websiteId}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${viewerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Přejmenováno čtenářem' }),
    });
    expect(edit.status).toBe(403);
    // In the signed-in user's language (Czech, theirs since registering), and in both under `translations`.
    expect(await edit.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: 'Vaše role v týmu (čtenář) tuto akci nedovoluje',
      translations: {
        cs: { message: 'Vaše role v týmu (čtenář) tuto akci nedovoluje' },
        en: { message: 'Your role in the team (viewer) does not allow this' },
      },
    });
    const { website } = await asOwner<{ website: { name: string } }>('GET', `/api/websites/${websiteId}`);
    expect(website.name).toBe(websiteName);
  });
});
