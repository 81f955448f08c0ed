// The header's language switch is the user's language (issue 25 item 11), in Chromium against the built server with a
// real SMTP server: signed in, choosing English in the header saves it to the account, Profile → Language shows it,
// and the e-mails the account is sent (an e-mail change confirmation) come in English; switching back to Czech in the
// header makes the next e-mail (a password reset) Czech again.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signUp } from './lib/api';
import { launchChromium } from './lib/chromium';
import { startTestSmtpServer, subjectOf, type TestSmtpServer, textOf } from './lib/mail';
import { type RunningServer, startBuiltServer } from './lib/server';

const email = `jazyk-${Date.now()}@example.com`;
const newEmail = `jazyk-nova-${Date.now()}@example.com`;
const password = 'Heslo-pro-jazyk-42';

let smtp: TestSmtpServer;
let server: RunningServer;
let browser: Browser;
let page: Page;
let token = '';
const pageErrors: string[] = [];
const api = apiClient(
  () => server.baseUrl,
  () => token,
);
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));
const accountLanguage = async () => (await api<{ language: string }>('GET', '/api/user')).language;
const headerSwitch = (legend: string) => page.getByRole('group', { name: legend });

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  server = await startBuiltServer({ SMTP_URL: smtp.url });
  token = await signUp(server.baseUrl, { email, password, firstName: 'Jana', lastName: 'Jazyková' });
  browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'cs-CZ' });
  page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await smtp?.close();
  expect(await server?.stop()).toBe(0);
});

describe('the language switch in the header', () => {
  it('signed in, saves English to the account, and Profile → Language shows it', async () => {
    expect(await accountLanguage()).toBe('cs');
    await page.goto(`${server.baseUrl}/login`);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByLabel('Heslo', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
    await page.getByRole('heading', { name: 'Nástěnka', level: 1 }).waitFor({ timeout: 15_000 });

    await headerSwitch('Jazyk').getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 15_000 });
    await expect.poll(accountLanguage, { timeout: 10_000 }).toBe('en');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const english = page.getByRole('radio', { name: 'English' });
    await english.waitFor({ timeout: 15_000 });
    expect(await english.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Čeština' }).isChecked()).toBe(false);
  });

  it('makes the e-mails the account is sent English', async () => {
    await page.getByRole('button', { name: 'Change e-mail' }).click();
    await page.getByRole('textbox', { name: 'New e-mail' }).fill(newEmail);
    await page.getByLabel('Current password').fill(password);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect.poll(() => mailsTo(newEmail).length, { timeout: 15_000 }).toBe(1);
    const [mail] = mailsTo(newEmail);
    if (!mail) throw new Error('no confirmation e-mail');
    expect(subjectOf(mail)).toBe('Confirm your new e-mail – Hlídka');
    expect(textOf(mail)).toContain('you asked to change the e-mail address of your Hlídka account');
  });

  it('back to Czech in the header, the next e-mail is Czech', async () => {
    await headerSwitch('Language').getByRole('button', { name: 'Čeština' }).click();
    await page.getByRole('radio', { name: 'Čeština', checked: true }).waitFor({ timeout: 15_000 });
    await expect.poll(accountLanguage, { timeout: 10_000 }).toBe('cs');
    const reset = await fetch(`${server.baseUrl}/api/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBe(200);
    // The address also got a sign-in alert (a browser never seen before) when the browser signed in.
    const resetMails = () => mailsTo(email).filter((mail) => /reset-password\?token=/.test(textOf(mail)));
    await expect.poll(() => resetMails().length, { timeout: 15_000 }).toBe(1);
    expect(resetMails().map(subjectOf)).toEqual(['Obnovení hesla – Hlídka']);
    expect(pageErrors).toEqual([]);
  });
});
