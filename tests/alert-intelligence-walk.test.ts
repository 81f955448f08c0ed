// Issue 28's "Done when" walk, its alert-intelligence half, in Chromium against the built server (private targets
// allowed, 10-s checks), with local targets, a real SMTP server and one fake endpoint on 127.0.0.1 for every new
// channel: the nine channels of item 7 are set up through the channel form and their tests arrive; a database server
// and five websites depending on it go down → ONE alert names them all, by e-mail and on every channel, and one says
// it is back (PagerDuty resolves the alert it triggered); a slow target turns "Zpomalený"; a new TLS certificate and a
// changed page are noticed and shown with their difference.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../packages/app/src/i18n/areas/notices';
import { generateTestCertificates, type TestCertificates } from '../packages/server/src/testing/certificates';
import { pushSubscriber } from '../packages/server/src/testing/push-subscriber';
import { apiClient, signUp } from './lib/api';
import { createAndTest, startChannel } from './lib/channels';
import { launchChromium } from './lib/chromium';
import { startTestSmtpServer, subjectOf, type TestSmtpServer, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';
import { fakePushSubscription } from './lib/web-push';

const email = `prochazka-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const parentName = 'Databázový server';
const childNames = ['Eshop', 'Blog', 'Sklad', 'Pokladna', 'Portál'];
// The bell's and the e-mail's wording of one alert for a parent and its dependents (the app's Czech texts).
const oneAlert = notices.cs.incident.opened.dependents_other
  .replace('{{websiteName}}', parentName)
  .replace('{{count}}', String(childNames.length));
const BUDGET_MS = 400;
const PAGERDUTY_KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const OPSGENIE_KEY = 'eb243592-faa2-4ba2-a551-1afdf565c889';
const PUSHOVER_USER = 'uQiRzpo4DXghDmr9QzzfQu27cmVRsG';
const PUSHOVER_APP = 'azGDORePK8gMaC0QOYAMyEEuzJnyUi';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

/** Every new channel type: its name in the form, its card's name, and where its fake endpoint receives it. */
const channelPaths = {
  PagerDuty: '/pagerduty/v2/enqueue',
  Opsgenie: '/opsgenie-eu/v2/alerts',
  ntfy: '/ntfy',
  Pushover: '/pushover/1/messages.json',
  Gotify: '/gotify/message',
  Mattermost: '/mattermost/hooks/provoz',
  'Google Chat': '/googlechat/v1/spaces/AAA/messages',
  'Oznámení v prohlížeči': '/push/walk-browser',
  SMS: '/sms/send',
} as const;
type ChannelType = keyof typeof channelPaths;

let server: RunningServer;
let smtp: TestSmtpServer;
let fake: Server;
let fakeUrl = '';
let target: Server;
let targetUrl = '';
let tls: HttpsServer;
let tlsUrl = '';
let certificates: TestCertificates;
let caDir = '';
let browser: Browser;
let page: Page;
let token = '';
const received: Received[] = [];
const pageErrors: string[] = [];
const pushBrowser = pushSubscriber();

// The targets' behaviour, changed by the steps.
let databaseDown = false;
let slowDelayMs = 0;
let pageHtml = '<!doctype html><title>Ceník</title><main><h1>Ceník</h1><p>Tarif Start: 190 Kč</p></main>';

const ids = { parent: '', slow: '', certificate: '', content: '' };

const api = apiClient(
  () => server.baseUrl,
  () => token,
);
const downMails = () => smtp.received.filter((mail) => subjectOf(mail).includes('nedostupn'));
const receivedAt = (type: ChannelType) => received.filter((r) => r.path.startsWith(channelPaths[type]));
/** What a channel's request says, readable: a push message decrypted, a form body decoded. */
const textOfRequest = (request: Received) => {
  if (request.path.startsWith('/push/')) return pushBrowser.decrypt(request.raw);
  const body = request.raw.toString('utf8');
  return String(request.headers['content-type']).includes('urlencoded') ? decodeURIComponent(body) : body;
};

const fill = (label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);
/** How each new channel is filled in on the form (in the order of item 7). */
const channelSetUps: { type: ChannelType; setUp: () => Promise<void> }[] = [
  { type: 'PagerDuty', setUp: () => fill('Integrační klíč (Events API v2)', PAGERDUTY_KEY) },
  { type: 'Opsgenie', setUp: () => fill('Klíč API', OPSGENIE_KEY) },
  {
    type: 'ntfy',
    setUp: async () => {
      await fill('Adresa serveru', `${fakeUrl}/ntfy`);
      await fill('Téma (topic)', 'hlidka-provoz');
    },
  },
  {
    type: 'Pushover',
    setUp: async () => {
      await fill('Klíč uživatele', PUSHOVER_USER);
      await fill('Token aplikace', PUSHOVER_APP);
    },
  },
  {
    type: 'Gotify',
    setUp: async () => {
      await fill('Adresa serveru', `${fakeUrl}/gotify`);
      await fill('Token aplikace', 'AbCdEf.123456');
    },
  },
  { type: 'Mattermost', setUp: () => fill('Adresa webhooku (URL)', `${fakeUrl}${channelPaths.Mattermost}`) },
  {
    type: 'Google Chat',
    setUp: () => fill('Adresa webhooku (URL)', `${fakeUrl}${channelPaths['Google Chat']}?key=k&token=t`),
  },
  {
    type: 'Oznámení v prohlížeči',
    setUp: async () => {
      await page.getByRole('button', { name: 'Přihlásit tento prohlížeč' }).click();
      await page.getByText(/^Přihlášeno: Chrome, Linux$/).waitFor();
    },
  },
  {
    type: 'SMS',
    setUp: async () => {
      await fill('Adresa API brány (URL)', `${fakeUrl}${channelPaths.SMS}`);
      await fill('Šablona požadavku', 'cislo={phone}&text={message}');
      await fill('Telefonní čísla', '+420 777 123 456');
    },
  },
];

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  fake = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        raw: Buffer.concat(chunks),
      });
      response.writeHead(request.url?.startsWith('/push/') ? 201 : 202, { 'content-type': 'application/json' });
      response.end('{"status":1,"result":"ok","id":1}');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;

  target = createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/db/')) {
      response.writeHead(databaseDown ? 503 : 200, { 'content-type': 'text/plain' });
      response.end(databaseDown ? 'down' : 'ok');
    } else if (url.startsWith('/slow')) {
      setTimeout(() => {
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end('sklad');
      }, slowDelayMs);
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(pageHtml);
    }
  });
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;

  certificates = await generateTestCertificates();
  tls = createHttpsServer({ key: certificates.valid.key, cert: certificates.valid.cert }, (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('tls');
  });
  await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
  tlsUrl = `https://127.0.0.1:${(tls.address() as AddressInfo).port}/`;
  // The server trusts the test CA, as a real one would trust a public CA.
  caDir = await mkdtemp(join(tmpdir(), 'hlidka-walk-ca-'));
  await writeFile(join(caDir, 'ca.pem'), certificates.ca);

  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    HLIDKA_DEFAULT_PLAN: 'selfhosted',
    SMTP_URL: smtp.url,
    NODE_EXTRA_CA_CERTS: join(caDir, 'ca.pem'),
    PAGERDUTY_EVENTS_URL: `${fakeUrl}/pagerduty`,
    OPSGENIE_EU_API_URL: `${fakeUrl}/opsgenie-eu`,
    OPSGENIE_API_URL: `${fakeUrl}/opsgenie-us`,
    PUSHOVER_API_URL: `${fakeUrl}/pushover`,
  });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Petra', lastName: 'Procházková' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await fakePushSubscription(page, `${fakeUrl}${channelPaths['Oznámení v prohlížeči']}`, pushBrowser);
});

afterAll(async () => {
  await browser?.close();
  for (const listening of [target, tls, fake]) {
    if (!listening?.listening) continue;
    listening.closeAllConnections();
    await new Promise((resolve) => listening.close(resolve));
  }
  await smtp?.close();
  if (caDir) await rm(caDir, { recursive: true, force: true });
  expect(await server?.stop()).toBe(0);
});

const createWebsite = async (name: string, url: string, extra: object = {}) =>
  (
    await api<{ website: { id: string } }>('POST', '/api/websites', {
      name,
      url,
      intervalSeconds: 10,
      timeoutSeconds: 5,
      failuresToOpen: 1,
      ...extra,
    })
  ).website.id;
const statusOf = async (id: string) =>
  (await api<{ website: { status: string } }>('GET', `/api/websites/${id}`)).website.status;
const watch = (chosen: object) => ({
  changeWatch: {
    content: false,
    contentSelector: null,
    ignoreNumbers: false,
    certificate: false,
    addresses: false,
    records: [],
    ...chosen,
  },
});

describe('issue 28 walk: alert intelligence', () => {
  it('signs in; the websites of the walk are up', async () => {
    ids.parent = await createWebsite(parentName, `${targetUrl}/db/server`);
    for (const name of childNames) {
      await createWebsite(name, `${targetUrl}/db/${encodeURIComponent(name)}`, {
        dependsOn: { kind: 'website', id: ids.parent },
      });
    }
    ids.slow = await createWebsite('Pomalý sklad', `${targetUrl}/slow`, {
      timeoutSeconds: 10,
      degradedAfterMs: BUDGET_MS,
      degradedMode: 'each',
    });
    ids.certificate = await createWebsite('Zabezpečený portál', tlsUrl, watch({ certificate: true }));
    ids.content = await createWebsite('Ceník', `${targetUrl}/cenik`, watch({ content: true }));

    await signInOnScreen(page, server.baseUrl, { email, password });

    await expect
      .poll(
        async () =>
          (await api<{ websites: { status: string }[] }>('GET', '/api/websites?limit=100')).websites.map(
            (w) => w.status,
          ),
        { timeout: 90_000, interval: 1000 },
      )
      .toEqual(Array(9).fill('up'));
  });

  it('sets up every new channel through the form, and each test reaches its fake endpoint', async () => {
    for (const { type, setUp } of channelSetUps) {
      const name = `Pohotovost ${type}`;
      await startChannel(page, server.baseUrl, name, type);
      await setUp();
      await createAndTest(page, name);
      const got = receivedAt(type);
      expect(got.length, type).toBe(1);
      expect(textOfRequest(got[0] as Received), type).toContain('Testovací zpráva z Hlídky');
    }
    expect(received).toHaveLength(9);
    received.length = 0;

    // A rule sends every outage to all nine.
    const { channels } = await api<{ channels: { id: string; name: string }[] }>('GET', '/api/notification-channels');
    const walkChannels = channels.filter((channel) => channel.name.startsWith('Pohotovost '));
    expect(walkChannels).toHaveLength(9);
    await api('POST', '/api/notification-rules', {
      name: 'Výpadky na pohotovost',
      events: ['incident.opened', 'incident.resolved'],
      channelIds: walkChannels.map((channel) => channel.id),
    });
  });

  it('a parent with five dependents goes down: one alert names them all, by e-mail and on every channel', async () => {
    databaseDown = true;
    await expect.poll(() => downMails().length, { timeout: 120_000, interval: 500 }).toBeGreaterThan(0);
    const [mail] = downMails();
    expect(subjectOf(mail as never)).toBe(oneAlert);
    for (const name of childNames) expect(textOf(mail as never)).toContain(name);

    for (const type of Object.keys(channelPaths) as ChannelType[]) {
      await expect.poll(() => receivedAt(type).length, { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
      const alert = textOfRequest(receivedAt(type)[0] as Received);
      expect(alert, type).toContain(oneAlert);
      // An SMS is one short line; every other channel lists the dependents.
      if (type !== 'SMS') for (const name of childNames) expect(alert, type).toContain(name);
    }
    const pagerDuty = JSON.parse(receivedAt('PagerDuty')[0]?.raw.toString() ?? '{}');
    expect(pagerDuty).toMatchObject({ routing_key: PAGERDUTY_KEY, event_action: 'trigger' });
    expect(pagerDuty.dedup_key).toEqual(expect.any(String));

    // The parent's incident lists the five, linked to it, in the app.
    const parentIncident = async () =>
      (
        await api<{ incidents: { id: string; website: { id: string } }[] }>('GET', '/api/incidents?limit=100')
      ).incidents.find((incident) => incident.website.id === ids.parent);
    await expect.poll(async () => Boolean(await parentIncident()), { timeout: 30_000 }).toBe(true);
    const incidentId = (await parentIncident())?.id ?? '';
    await expect
      .poll(
        async () =>
          (await api<{ incident: { dependents: unknown[] } }>('GET', `/api/incidents/${incidentId}`)).incident
            .dependents.length,
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(5);
    await page.goto(`${server.baseUrl}/incidents/${incidentId}`);
    const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: 'Závislosti' }) });
    await expect.poll(() => card.getByRole('link').count(), { timeout: 15_000 }).toBe(5);

    // The app's notifications say the same, in the reader's language.
    await page.goto(`${server.baseUrl}/notifications`);
    await expect.poll(() => page.getByText(oneAlert, { exact: true }).count(), { timeout: 15_000 }).toBe(1);
  });

  it('the parent recovers: every channel hears it once, PagerDuty resolves the same dedup key', async () => {
    const dedupKey = JSON.parse(receivedAt('PagerDuty')[0]?.raw.toString() ?? '{}').dedup_key;
    databaseDown = false;
    const backUp = `Web ${parentName} je opět dostupný`;
    for (const { type } of channelSetUps) {
      await expect.poll(() => receivedAt(type).length, { timeout: 60_000, interval: 500 }).toBeGreaterThan(1);
      // PagerDuty's resolve carries only its dedup key (Events API v2), checked below.
      if (type !== 'PagerDuty') expect(textOfRequest(receivedAt(type)[1] as Received), type).toContain(backUp);
    }
    expect(JSON.parse(receivedAt('PagerDuty')[1]?.raw.toString() ?? '{}')).toMatchObject({
      routing_key: PAGERDUTY_KEY,
      event_action: 'resolve',
      dedup_key: dedupKey,
    });
    await expect
      .poll(
        async () =>
          (await api<{ websites: { name: string; status: string }[] }>('GET', '/api/websites?limit=100')).websites
            .filter((w) => w.name === parentName || childNames.includes(w.name))
            .every((w) => w.status === 'up'),
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(true);
  });

  it('a slow target turns Zpomalený on its page and in the list', async () => {
    await page.goto(`${server.baseUrl}/websites/${ids.slow}`);
    const headerStatus = () => page.locator('h1 + p [data-slot="status-badge"]').textContent();
    await expect.poll(headerStatus, { timeout: 15_000 }).toBe('Dostupný');
    slowDelayMs = 3 * BUDGET_MS;
    await expect.poll(() => statusOf(ids.slow), { timeout: 60_000, interval: 500 }).toBe('degraded');
    await expect.poll(headerStatus, { timeout: 30_000 }).toBe('Zpomalený');
    await page.goto(`${server.baseUrl}/websites`);
    const listStatus = () =>
      page
        .getByRole('row', { name: /Pomalý sklad/ })
        .locator('[data-slot="status-badge"]')
        .textContent();
    await expect.poll(listStatus, { timeout: 15_000 }).toBe('Zpomalený');
  });

  const panel = () => page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: /^Změny/ }) });
  const acceptButtons = () => panel().getByRole('button', { name: 'Přijmout jako novou hodnotu' });

  it('a new TLS certificate is noticed and shown with the fingerprints before and after', async () => {
    await page.goto(`${server.baseUrl}/websites/${ids.certificate}`);
    await expect
      .poll(() => panel().getByText('Zatím žádná změna.', { exact: false }).count(), { timeout: 15_000 })
      .toBe(1);
    tls.setSecureContext({ key: certificates.expiringSoon.key, cert: certificates.expiringSoon.cert });
    await page.getByRole('button', { name: 'Zkontrolovat nyní' }).click();
    await expect.poll(() => acceptButtons().count(), { timeout: 60_000, interval: 500 }).toBe(1);
    expect(await panel().getByRole('heading', { name: 'Certifikát TLS', level: 3 }).count()).toBe(1);
    type Certificate = { certificate: { fingerprint256: string } };
    const { changes } = await api<{ changes: { item: string; before: Certificate; after: Certificate }[] }>(
      'GET',
      `/api/websites/${ids.certificate}/changes`,
    );
    const [change] = changes;
    expect(change?.item).toBe('certificate');
    const before = change?.before.certificate.fingerprint256 ?? '';
    const after = change?.after.certificate.fingerprint256 ?? '';
    expect(before).not.toBe(after);
    const table = (await panel().getByRole('table').textContent()) ?? '';
    expect(table).toContain(before);
    expect(table).toContain(after);
  });

  it('a changed page is noticed and shown with its line difference', async () => {
    await page.goto(`${server.baseUrl}/websites/${ids.content}`);
    await expect
      .poll(() => panel().getByText('Zatím žádná změna.', { exact: false }).count(), { timeout: 15_000 })
      .toBe(1);
    pageHtml = '<!doctype html><title>Ceník</title><main><h1>Ceník</h1><p>Tarif Start: 220 Kč</p></main>';
    await page.getByRole('button', { name: 'Zkontrolovat nyní' }).click();
    await expect.poll(() => acceptButtons().count(), { timeout: 60_000, interval: 500 }).toBe(1);
    expect(await panel().getByRole('heading', { name: 'Obsah stránky', level: 3 }).count()).toBe(1);
    const removed = panel().locator('li', { hasText: 'Tarif Start: 190 Kč' });
    const added = panel().locator('li', { hasText: 'Tarif Start: 220 Kč' });
    expect(await removed.getByText('Odebráno').count()).toBe(1);
    expect(await added.getByText('Přidáno').count()).toBe(1);
  });

  it('the dependents never sent alerts of their own, down or back up', async () => {
    // The steps above took several delivery rounds: an alert per dependent would have arrived by now.
    expect(downMails().map(subjectOf)).toEqual([oneAlert]);
    const upMails = smtp.received.map(subjectOf).filter((subject) => subject.includes('opět dostupný'));
    expect(upMails).toEqual([`Web ${parentName} je opět dostupný`]);
    for (const { type } of channelSetUps) expect(receivedAt(type), type).toHaveLength(2);
    expect(pageErrors).toEqual([]);
  });
});
