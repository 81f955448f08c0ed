// The channel types of issue 28 item 7 in Chromium against the built server: Opsgenie, SMS and browser notifications
// are created through the channel form and sent a test from their card; a fake endpoint on 127.0.0.1 receives each
// (Opsgenie's EU API through OPSGENIE_EU_API_URL, the SMS gateway's URL, the Web Push subscription's endpoint). Chromium
// here has no push service, so the page's push manager hands out a subscription whose endpoint and keys the test holds
// (an init script); the server's encryption and VAPID signature are real and the message is decrypted here. That
// message is then pushed to the app's real service worker (Chrome DevTools Protocol), which shows it.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriber } from '../packages/server/src/testing/push-subscriber';
import { signUp } from './lib/api';
import { createAndTest, startChannel } from './lib/channels';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';
import { fakePushSubscription } from './lib/web-push';

const email = `kanaly-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const OPSGENIE_KEY = 'eb243592-faa2-4ba2-a551-1afdf565c889';

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

let server: RunningServer;
let fake: Server;
let fakeUrl = '';
let browser: Browser;
let page: Page;
const received: Received[] = [];
const pageErrors: string[] = [];

// The browser's side of the push subscription: its keys, and the decryption of a message sent to it.
const pushBrowser = pushSubscriber();
/** The decrypted Web Push message of the test, delivered again to the app's service worker. */
let pushed = '';

beforeAll(async () => {
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
      response.end('{"result":"ok"}');
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    OPSGENIE_EU_API_URL: `${fakeUrl}/opsgenie-eu`,
    OPSGENIE_API_URL: `${fakeUrl}/opsgenie-us`,
  });
  await signUp(server.baseUrl, { email, password, firstName: 'Karel', lastName: 'Kanálový' });
  browser = await launchChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await fakePushSubscription(page, `${fakeUrl}/push/this-browser`, pushBrowser);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => fake?.close(resolve));
  expect(await server?.stop()).toBe(0);
});

describe('the new channel types in the browser', () => {
  it('signs in', async () => {
    await signInOnScreen(page, server.baseUrl, { email, password });
  });

  it('Opsgenie: the test alert reaches the EU Alert API with the key', async () => {
    received.length = 0;
    await startChannel(page, server.baseUrl, 'Opsgenie Provoz', 'Opsgenie');
    await page.getByLabel('Klíč API').fill(OPSGENIE_KEY);
    await createAndTest(page, 'Opsgenie Provoz');
    expect(received.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
      ['POST', '/opsgenie-eu/v2/alerts', `GenieKey ${OPSGENIE_KEY}`],
    ]);
    expect(JSON.parse(received[0]?.raw.toString() ?? '{}')).toMatchObject({
      message: 'Testovací zpráva z Hlídky',
      source: 'Hlídka',
      priority: 'P5',
    });
  });

  it('SMS: the gateway gets one request per number with the short Czech text', async () => {
    received.length = 0;
    await startChannel(page, server.baseUrl, 'SMS pohotovost', 'SMS');
    await page.getByRole('textbox', { name: 'Adresa API brány (URL)' }).fill(`${fakeUrl}/sms/send`);
    await page.getByRole('textbox', { name: 'Šablona požadavku' }).fill('cislo={phone}&text={message}');
    await page.getByRole('textbox', { name: 'Telefonní čísla' }).fill('+420 777 123 456\n+420 608 000 111');
    await createAndTest(page, 'SMS pohotovost');
    expect(received.map((r) => [r.method, r.path, r.raw.toString()])).toEqual([
      ['POST', '/sms/send', 'cislo=%2B420777123456&text=Testovac%C3%AD%20zpr%C3%A1va%20z%20Hl%C3%ADdky'],
      ['POST', '/sms/send', 'cislo=%2B420608000111&text=Testovac%C3%AD%20zpr%C3%A1va%20z%20Hl%C3%ADdky'],
    ]);
  });

  it('browser notifications: this browser subscribes, and the test reaches its push endpoint encrypted for it', async () => {
    received.length = 0;
    await startChannel(page, server.baseUrl, 'Tento notebook', 'Oznámení v prohlížeči');
    await page.getByRole('button', { name: 'Přihlásit tento prohlížeč' }).click();
    await page.getByText(/^Přihlášeno: Chrome, Linux$/).waitFor();
    await createAndTest(page, 'Tento notebook');
    expect(received.map((r) => [r.method, r.path, r.headers.ttl, r.headers['content-encoding']])).toEqual([
      ['POST', '/push/this-browser', '86400', 'aes128gcm'],
    ]);
    expect(String(received[0]?.headers.authorization)).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    pushed = pushBrowser.decrypt(received[0]?.raw ?? Buffer.alloc(0));
    expect(JSON.parse(pushed)).toMatchObject({
      title: 'Testovací zpráva z Hlídky',
      url: `${server.baseUrl}/incidents`,
    });
    expect(pageErrors).toEqual([]);
  });

  it("the app's service worker shows that message as a notification", async () => {
    await page.context().grantPermissions(['notifications'], { origin: server.baseUrl });
    const cdp = await page.context().newCDPSession(page);
    const registered = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${server.baseUrl}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const registrationId = await registered;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: server.baseUrl, registrationId, data: pushed });
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          url: (n.data as { url?: string } | null)?.url,
        })),
      );
    await expect.poll(shown, { timeout: 15_000 }).toEqual([
      {
        title: 'Testovací zpráva z Hlídky',
        body: expect.stringContaining('Tento kanál je nastaven správně.'),
        url: `${server.baseUrl}/incidents`,
      },
    ]);
  });
});
