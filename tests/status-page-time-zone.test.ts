// A status page speaks its visitors' time, and its badges can be found (issue 25, items 8 and 9), in Chromium against
// the built server on a fresh PGlite directory: a page starts in UTC with maintenance planned tomorrow at 21:00 UTC →
// the owner sets its zone to Prague in the editor → signed out, the page shows the maintenance in Prague's time with
// SEČ or SELČ and no UTC → in the editor's "Vložit na web" section the badge previews are the server's real SVGs, and
// copying a badge's Markdown puts its address on the clipboard with a translated confirmation; the address serves the
// badge, and an unknown window answers 400 with the allowed values.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const owner = `pasmo-${Date.now()}@example.com`;
const password = 'Heslo-pro-test-42';
const slug = `pasmo-${Date.now().toString(36)}`;

let server: RunningServer;
let browser: Browser;
let ownerContext: BrowserContext;
let editor: Page;
let token = '';
let statusPageId = '';
const pageErrors: string[] = [];

const api = apiClient(
  () => server.baseUrl,
  () => token,
);

/** Tomorrow's date (UTC), so that the maintenance is among the page's planned ones (the next 14 days). */
const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const startsAtUtc = new Date(`${tomorrow}T21:00:00Z`);
/** Prague's offset that evening, read from Intl in English (`GMT+1` in winter, `GMT+2` in summer). */
const pragueOffset = Number(
  new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Prague', timeZoneName: 'shortOffset' })
    .formatToParts(startsAtUtc)
    .find((part) => part.type === 'timeZoneName')
    ?.value.replace('GMT', '') ?? Number.NaN,
);

beforeAll(async () => {
  server = await startBuiltServer({});
  token = await signUp(server.baseUrl, { email: owner, password, firstName: 'Časové', lastName: 'Pásmo' });
  const { website } = await api<{ website: { id: string } }>('POST', '/api/websites', {
    name: 'Obchod',
    url: 'https://example.com/',
  });
  const { statusPage } = await api<{ statusPage: { id: string } }>('POST', '/api/status-pages', {
    name: 'Acme – stav služeb',
    slug,
    language: 'auto',
    timeZone: 'UTC',
    groups: [{ name: 'E-shop', websites: [{ websiteId: website.id, displayName: 'Internetový obchod' }] }],
  });
  statusPageId = statusPage.id;
  await api('POST', '/api/maintenance-windows', {
    title: 'Výměna disků',
    startsAt: `${tomorrow}T21:00`,
    timeZone: 'UTC',
    durationMinutes: 30,
    statusPageIds: [statusPageId],
  });
  browser = await launchChromium();
  ownerContext = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'cs-CZ',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  editor = await ownerContext.newPage();
  editor.on('pageerror', (error) => pageErrors.push(error.message));
  await signInOnScreen(editor, server.baseUrl, { email: owner, password });
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe("a status page in its visitors' time", () => {
  it('shows UTC while the page is set to it, and Prague time with SEČ/SELČ once the owner sets Prague', async () => {
    expect(pragueOffset === 1 || pragueOffset === 2).toBe(true);
    const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
    const visitor = await visitorContext.newPage();
    visitor.on('pageerror', (error) => pageErrors.push(error.message));
    const maintenanceTimes = () => visitor.locator('article.maintenance p.muted').first().textContent();

    await visitor.goto(`${server.baseUrl}/status/${slug}`);
    expect(await maintenanceTimes()).toContain('21:00 UTC');

    await editor.goto(`${server.baseUrl}/status-pages/${statusPageId}/edit`);
    const zone = editor.getByRole('button', { name: /Časové pásmo/ });
    await expect.poll(() => zone.textContent(), { timeout: 15_000 }).toContain('UTC');
    await zone.click();
    await editor.getByRole('option', { name: 'Europe/Prague (SEČ/SELČ)' }).click();
    await editor.getByRole('button', { name: 'Uložit změny' }).click();
    await expect.poll(() => editor.getByText('Změny byly uloženy').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    await visitor.reload();
    const label = pragueOffset === 1 ? 'SEČ' : 'SELČ';
    const [day, month, year] = [Number(tomorrow.slice(8, 10)), Number(tomorrow.slice(5, 7)), tomorrow.slice(0, 4)];
    const expected = `${day}. ${month}. ${year} ${21 + pragueOffset}:00 ${label} – ${day}. ${month}. ${year} ${21 + pragueOffset}:30 ${label}`;
    await expect.poll(maintenanceTimes, { timeout: 15_000 }).toContain(expected);
    expect(await visitor.locator('main').textContent()).not.toContain('UTC');
    await visitorContext.close();
  });

  it("offers the page's badges with live previews, and copies a badge's Markdown", async () => {
    await editor.goto(`${server.baseUrl}/status-pages/${statusPageId}/edit`);
    const embed = editor.getByRole('region', { name: 'Vložit na web' });
    await embed.scrollIntoViewIfNeeded();
    // The previews are the server's badges, loaded.
    const preview = embed.getByRole('img', { name: 'Náhled odznaku: Stav' });
    await expect
      .poll(() => preview.evaluate((image) => (image as HTMLImageElement).naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await embed.getByRole('img').count()).toBe(6);

    // By keyboard: focus the button and press Enter.
    await embed.getByRole('button', { name: 'Kopírovat Markdown: Stav' }).focus();
    await editor.keyboard.press('Enter');
    await expect
      .poll(() => editor.getByText('Zkopírováno do schránky').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const markdown = await editor.evaluate(() => navigator.clipboard.readText());
    const pageUrl = `${server.baseUrl}/status/${slug}`;
    const match = /^\[!\[Internetový obchod – Stav\]\((\S+\/badge\/[\w-]+\/status\.svg)\)\]\((\S+)\)$/.exec(markdown);
    expect(match, markdown).not.toBeNull();
    expect(match?.[2]).toBe(pageUrl);

    const badge = await fetch(match?.[1] ?? '');
    expect(badge.status).toBe(200);
    expect(badge.headers.get('content-type')).toContain('image/svg+xml');
    expect(await badge.text()).toContain('<svg');
    const unknown = await fetch(`${(match?.[1] ?? '').replace('status.svg', 'uptime.svg')}?window=1y`, {
      headers: { 'accept-language': 'cs' },
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      'Neznámé období „1y“. Povolené hodnoty: 24h, 7d, 30d, 90d.',
    );
    expect(pageErrors).toEqual([]);
  });
});
