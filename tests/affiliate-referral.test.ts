// The affiliate programme end to end (issue #10), in Chromium against the built server on a fresh PGlite directory
// with its sandbox payment provider: user A joins the programme on /affiliate/register and takes the referral link from
// /affiliate/dashboard; in a second browser context (another visitor) the link is opened, user B registers through it
// and pays for Pro on the provider's hosted checkout page; once the invoice is paid, A's dashboard shows the click, the
// sign-up, one paying customer and the commission at the configured rate of the invoice without VAT.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../packages/app/src/lib/format';
import { DEFAULT_AFFILIATE } from '../packages/server/src/config';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';
import { signInOnScreen } from './lib/sign-in';

const stamp = Date.now();
const affiliate = { email: `partner-${stamp}@example.com`, firstName: 'Alena', lastName: 'Partnerová' };
const customer = { email: `zakaznik-${stamp}@example.com`, firstName: 'Bořek', lastName: 'Zákazník' };
const password = 'Heslo-pro-test-42';
// No AFFILIATE_COMMISSION_PERCENT is given to the server: the programme's default rate applies.
const rate = DEFAULT_AFFILIATE.commissionPercent;

let server: RunningServer;
let browser: Browser;
let contextA: BrowserContext;
let contextB: BrowserContext;
let pageA: Page;
let pageB: Page;
let referralLink = '';
let code = '';
let commission = 0;
const pageErrors: string[] = [];

interface Envelope<T> {
  success: boolean;
  data: T;
}

async function api<T>(method: string, path: string, token: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
  const envelope = (await response.json()) as Envelope<T>;
  expect(envelope.success, `${method} ${path}: ${JSON.stringify(envelope)}`).toBe(true);
  return envelope.data;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A card of the dashboard, by its heading. */
function card(page: Page, title: string) {
  return page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: title, exact: true, level: 2 }) });
}

/** A figure of the dashboard's statistics, by its label. */
function statistic(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Statistiky' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::p')
    .textContent();
}

beforeAll(async () => {
  server = await startBuiltServer();
  browser = await launchChromium();
  contextA = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  contextB = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'cs-CZ' });
  pageA = await contextA.newPage();
  pageB = await contextB.newPage();
  for (const page of [pageA, pageB]) page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('a referred customer who pays earns the affiliate a commission', () => {
  it('A joins the programme in the browser and gets a referral link', async () => {
    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...affiliate, password, termsAccepted: true }),
    });
    expect(registered.status, server.output()).toBe(201);
    await signInOnScreen(pageA, server.baseUrl, { email: affiliate.email, password });

    await pageA.goto(`${server.baseUrl}/affiliate/register`);
    await expect
      .poll(
        () => pageA.getByText(`Provize ${rate} % z každé zaplacené faktury doporučeného zákazníka (bez DPH).`).count(),
        { timeout: 15_000 },
      )
      .toBe(1);
    await pageA.getByRole('textbox', { name: 'Majitel účtu' }).fill('Alena Partnerová');
    await pageA.getByRole('textbox', { name: 'IBAN' }).fill('CZ65 0800 0000 1920 0014 5399');
    await pageA.getByRole('textbox', { name: 'Jméno nebo firma' }).fill('Alena Partnerová');
    await pageA.getByRole('textbox', { name: 'Ulice a číslo' }).fill('Korunní 10');
    await pageA.getByRole('textbox', { name: 'Město' }).fill('Praha 2');
    await pageA.getByRole('textbox', { name: 'PSČ' }).fill('120 00');
    // React Aria's checkbox hides its input under the label: the label is what a user clicks.
    await pageA.getByText('Souhlasím s podmínkami partnerského programu', { exact: true }).click();
    expect(
      await pageA.getByRole('checkbox', { name: 'Souhlasím s podmínkami partnerského programu' }).isChecked(),
    ).toBe(true);
    await pageA.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect.poll(() => pathOf(pageA), { timeout: 15_000 }).toBe('/affiliate/dashboard');
    await expect.poll(() => pageA.getByText('Jste v partnerském programu', { exact: true }).count()).toBeGreaterThan(0);

    const codeLine = pageA.getByText(/^Váš kód: /);
    await expect.poll(() => codeLine.count(), { timeout: 15_000 }).toBe(1);
    code = ((await codeLine.textContent()) ?? '').replace('Váš kód: ', '').trim();
    expect(code).toMatch(/^[A-Z0-9]{4,}$/);
    const link = pageA.getByText(`${server.baseUrl}/register?ref=${code}`, { exact: true });
    expect(await link.count()).toBe(1);
    referralLink = (await link.textContent()) ?? '';
    expect(await statistic(pageA, 'Kliknutí')).toBe('0');
    expect(await statistic(pageA, 'Registrace')).toBe('0');
    expect(await statistic(pageA, 'Platící zákazníci')).toBe('0');
  });

  it('B opens the link in another browser and registers through it', async () => {
    await pageB.goto(referralLink);
    expect(pathOf(pageB)).toBe('/register');
    await expect
      .poll(() => pageB.getByText(`Registrujete se přes partnerský odkaz: ${code}`).count(), { timeout: 15_000 })
      .toBe(1);
    await pageB.getByRole('textbox', { name: 'Jméno' }).fill(customer.firstName);
    await pageB.getByRole('textbox', { name: 'Příjmení' }).fill(customer.lastName);
    await pageB.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
    await pageB.getByLabel('Heslo', { exact: true }).fill(password);
    await pageB.getByLabel('Heslo znovu', { exact: true }).fill(password);
    await pageB.getByText('Souhlasím s obchodními podmínkami').click();
    expect(await pageB.getByRole('checkbox', { name: /^Souhlasím s obchodními podmínkami/ }).isChecked()).toBe(true);
    await pageB.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect.poll(() => pathOf(pageB), { timeout: 15_000 }).toBe('/dashboard');
  });

  it('B pays for Pro on the sandbox checkout and the invoice is paid', async () => {
    await pageB.goto(`${server.baseUrl}/subscription/plans`);
    const choosePro = pageB.getByRole('button', { name: 'Vybrat tarif Pro' });
    await expect.poll(() => choosePro.count(), { timeout: 15_000 }).toBe(1);
    await choosePro.click();
    await expect.poll(() => pathOf(pageB), { timeout: 15_000 }).toBe('/subscription/checkout');
    expect(new URL(pageB.url()).searchParams.get('plan')).toBe('pro');

    const street = pageB.getByRole('textbox', { name: 'Ulice a číslo' });
    await expect.poll(() => street.count(), { timeout: 15_000 }).toBe(1);
    await pageB.getByRole('textbox', { name: 'Jméno' }).fill(customer.firstName);
    await pageB.getByRole('textbox', { name: 'Příjmení' }).fill(customer.lastName);
    await street.fill('Dlouhá 12');
    await pageB.getByRole('textbox', { name: 'Město' }).fill('Brno');
    await pageB.getByRole('textbox', { name: 'PSČ' }).fill('602 00');
    await pageB.getByRole('button', { name: 'Pokračovat k platbě' }).click();

    // The provider's hosted page (served by the sandbox under /api/billing/sandbox/…).
    const card = pageB.getByLabel('Číslo karty');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(pathOf(pageB)).toMatch(/^\/api\/billing\/sandbox\//);
    await card.fill('4242 4242 4242 4242');
    await pageB.getByRole('button', { name: 'Zaplatit' }).click();
    await expect.poll(() => pathOf(pageB), { timeout: 15_000 }).toBe('/subscription/checkout');
    expect(new URL(pageB.url()).searchParams.get('result')).toBe('success');
    await expect
      .poll(() => pageB.getByRole('heading', { name: 'Děkujeme za platbu' }).count(), { timeout: 15_000 })
      .toBe(1);

    const token = String(await pageB.evaluate(() => localStorage.getItem('token')));
    const { invoices } = await api<{ invoices: { status: string; amount: number; vatAmount: number }[] }>(
      'GET',
      '/api/invoices',
      token,
    );
    expect(invoices).toHaveLength(1);
    const [invoice] = invoices as [{ status: string; amount: number; vatAmount: number }];
    expect(invoice.status).toBe('paid');
    // The commission is the rate of the invoice without VAT, rounded to hellers.
    const netMinor = Math.round((invoice.amount - invoice.vatAmount) * 100);
    expect(netMinor).toBeGreaterThan(0);
    commission = Math.round((netMinor * rate) / 100) / 100;
    expect(commission).toBeGreaterThan(0);
  });

  it("A's dashboard shows the click, the sign-up, one paying customer and the commission", async () => {
    await pageA.goto(`${server.baseUrl}/affiliate/dashboard`);
    await expect.poll(() => statistic(pageA, 'Platící zákazníci'), { timeout: 15_000 }).toBe('1');
    expect(await statistic(pageA, 'Registrace')).toBe('1');
    expect(await statistic(pageA, 'Kliknutí')).toBe('1');
    expect(
      await pageA
        .getByText(`Kdo se přes něj zaregistruje, vám přinese ${rate} % z každé zaplacené faktury.`, { exact: true })
        .count(),
    ).toBe(1);

    const customerLabel = `${customer.firstName} ${customer.lastName.charAt(0)}.`;
    const commissions = pageA.getByRole('table', { name: 'Provize' });
    const rows = commissions.getByRole('row').filter({ hasText: customerLabel });
    await expect.poll(() => rows.count()).toBe(1);
    const cells = await rows.getByRole('cell').allTextContents();
    expect(cells.slice(1)).toEqual([customerLabel, formatMoney(commission, 'CZK'), 'K výplatě']);

    const referrals = card(pageA, 'Doporučení zákazníci');
    const referred = referrals.getByRole('listitem').filter({ hasText: customerLabel });
    expect(await referred.count()).toBe(1);
    expect(await referred.getByText('Platí', { exact: true }).count()).toBe(1);

    const balance = card(pageA, 'Provize (CZK)');
    const figure = (label: string) =>
      balance.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd').textContent();
    expect(await figure('Vyděláno celkem')).toBe(formatMoney(commission, 'CZK'));
    expect(await figure('K výplatě')).toBe(formatMoney(commission, 'CZK'));
    expect(pageErrors).toEqual([]);
  });
});
