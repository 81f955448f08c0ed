// Single sign-on per team end to end (issue 30 item 1), in Chromium against the built server and a real OpenID
// provider on 127.0.0.1 (oauth2-mock-server): the owner configures the team's provider and verifies the e-mail domain
// through the API (the TXT record served by a local DNS server, SSO_DNS_SERVER); a new person of that domain opens
// /sso from the login screen, enters the work e-mail, passes the provider and lands on the team signed in, as a member
// with the role their provider group maps to. A stranger's domain is told that no SSO is set up for it.
import { type MutableToken, OAuth2Server } from 'oauth2-mock-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsServer, type TestDnsServer, type ZoneRecords } from '../packages/server/src/testing/dns-server';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';

const stamp = Date.now();
const domain = `firma-${stamp}.test`;
const owner = { email: `vlastnik-${stamp}@example.com`, firstName: 'Olga', lastName: 'Vlastníková' };
const employee = {
  sub: `zam-${stamp}`,
  email: `eliska-${stamp}@${domain}`,
  given_name: 'Eliška',
  family_name: 'Krásová',
};
const teamName = 'Firma – dohled';

let server: RunningServer;
let browser: Browser;
let provider: OAuth2Server;
let dns: TestDnsServer;
const zone: Record<string, ZoneRecords> = {};
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
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.success, `${method} ${path}: ${JSON.stringify(envelope)}`).toBe(true);
  return envelope.data;
}

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, { ...employee, email_verified: true, groups: ['zamestnanci', 'it-provoz'] });
  });
  dns = await startDnsServer(zone);
  // Without billing (a seat for the new member); the provider lives on 127.0.0.1.
  server = await startBuiltServer({
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    ALLOW_PRIVATE_TARGETS: 'true',
    SSO_DNS_SERVER: dns.server,
  });
  browser = await launchChromium();

  const { token } = await api<{ token: string }>('POST', '/api/register', {
    ...owner,
    password: 'Heslo-pro-test-42',
    termsAccepted: true,
  });
  teamId = (await api<{ team: { id: string } }>('POST', '/api/teams', { name: teamName }, token)).team.id;
  await api(
    'PUT',
    `/api/teams/${teamId}/sso`,
    {
      enabled: true,
      slug: `firma-${stamp}`,
      issuerUrl: provider.issuer.url,
      clientId: 'hlidka-e2e',
      clientSecret: 'e2e-secret',
      groupRoles: [{ group: 'it-provoz', role: 'admin' }],
      defaultRole: 'editor',
    },
    token,
  );
  const added = await api<{ domain: { id: string; txtRecord: string } }>(
    'POST',
    `/api/teams/${teamId}/sso/domains`,
    { domain },
    token,
  );
  zone[domain] = { TXT: [added.domain.txtRecord] };
  const verified = await api<{ domain: { verifiedAt: string | null } }>(
    'POST',
    `/api/teams/${teamId}/sso/domains/${added.domain.id}/verify`,
    undefined,
    token,
  );
  expect(verified.domain.verifiedAt).not.toBeNull();
});

afterAll(async () => {
  await browser?.close();
  await provider?.stop();
  await dns?.close();
  expect(await server?.stop()).toBe(0);
});

describe('single sign-on from the login screen', () => {
  it('signs a new person of the verified domain up into the team with the mapped role', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('link', { name: 'Přihlásit přes SSO' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sso');
    await page.getByRole('textbox', { name: 'Pracovní e-mail' }).fill(employee.email);
    await page.getByRole('button', { name: 'Pokračovat' }).click();

    // Through the provider and our callback, onto the team.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).toBe(`/teams/${teamId}`);
    await page.getByText('Souhlasím s obchodními podmínkami').click();
    await page.getByRole('button', { name: 'Přijmout' }).click();
    await expect.poll(() => page.getByRole('heading', { name: teamName }).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Vaše role: Správce').count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('tells a domain without single sign-on so', async () => {
    const page = await newPage();
    await page.goto(`${server.baseUrl}/sso`);
    await page.getByRole('textbox', { name: 'Pracovní e-mail' }).fill(`nekdo-${stamp}@jinde.test`);
    await page.getByRole('button', { name: 'Pokračovat' }).click();
    await expect
      .poll(() => page.getByText('Pro tuto e-mailovou doménu ani tým není jednotné přihlášení nastaveno.').count())
      .toBe(1);
  });
});
