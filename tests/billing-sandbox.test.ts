// The built server with its sandbox payment provider: a real browser pays on the hosted checkout page (a declined
// card first), the plan's website limit rises, and the invoice PDF carries the amounts and VAT. Then cancel and
// reactivate through the API.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../packages/server/src/testing/pdf';
import { launchChromium } from './lib/chromium';
import { type RunningServer, startBuiltServer } from './lib/server';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startBuiltServer({
    ALLOW_PRIVATE_TARGETS: 'true',
    BILLING_SUPPLIER_NAME: 'Hlídka s.r.o.',
    BILLING_SUPPLIER_STREET: 'Náměstí Míru 1',
    BILLING_SUPPLIER_CITY: 'Praha 2',
    BILLING_SUPPLIER_POSTAL_CODE: '120 00',
    BILLING_SUPPLIER_ICO: '11223344',
    BILLING_SUPPLIER_DIC: 'CZ11223344',
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
  code?: string;
}

async function api<T>(method: string, path: string, token?: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

describe('paying for a plan with the sandbox provider', () => {
  it('Free → Pro in the browser raises the website limit and issues an invoice with 21 % VAT', async () => {
    const registered = await api<{ token: string }>('POST', '/api/register', undefined, {
      email: `platba.${Date.now()}@example.cz`,
      password: 'Kůň pije z řeky 42',
      firstName: 'Jana',
      lastName: 'Nováková',
      termsAccepted: true,
      marketingConsent: false,
    });
    expect(registered.status, server.output()).toBe(201);
    const token = registered.body.data.token;
    expect(
      (
        await api('PUT', '/api/users/profile', token, {
          companyName: 'Žluťoučký kůň s.r.o.',
          street: 'Dlouhá 12',
          city: 'Brno',
          postalCode: '602 00',
          registrationNumber: '87654321',
          vatId: 'CZ87654321',
          isVatPayer: true,
        })
      ).status,
    ).toBe(200);
    for (let i = 0; i < 3; i++) {
      const created = await api('POST', '/api/websites', token, { name: `Web ${i}`, url: `http://127.0.0.1:9/${i}` });
      expect(created.status).toBe(201);
    }
    const fourth = await api('POST', '/api/websites', token, { name: 'Čtvrtý', url: 'http://127.0.0.1:9/4' });
    expect(fourth.body.code).toBe('PLAN_LIMIT_REACHED');

    const session = await api<{ sessionId: string; redirectUrl: string }>('POST', '/api/checkout/session', token, {
      planId: 'pro',
      interval: 'month',
    });
    expect(session.status).toBe(200);

    const page = await browser.newPage({ locale: 'cs-CZ' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The page needs no script and breaks no content-security rule (the declined answer is a 402, on purpose).
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().includes('status of 402')) errors.push(message.text());
    });
    await page.goto(session.body.data.redirectUrl);
    await expect.poll(() => page.getByTestId('amount').textContent()).toContain('482,79');

    // A declined card: the page says so, nothing changes.
    await page.getByLabel('Číslo karty').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Zaplatit' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Karta byla zamítnuta. Zkuste jinou kartu.');
    const stillFree = await api<{ quota: { planId: string } }>('GET', '/api/websites/quota', token);
    expect(stillFree.body.data.quota.planId).toBe('free');

    // The success card: the provider's events arrive before the browser is sent back to the app.
    await page.getByLabel('Číslo karty').fill('4242 4242 4242 4242');
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/api/billing/sandbox/checkout/'),
    );
    await page.getByRole('button', { name: 'Zaplatit' }).click();
    const paid = await answer;
    expect(paid.status()).toBe(303);
    expect(paid.headers().location).toBe(
      `${server.baseUrl}/subscription/checkout?result=success&session_id=${session.body.data.sessionId}`,
    );
    expect(errors).toEqual([]);
    await page.close();

    const quota = await api<{ quota: { planId: string; websiteLimit: number } }>('GET', '/api/websites/quota', token);
    expect(quota.body.data.quota).toMatchObject({ planId: 'pro', websiteLimit: 50 });
    expect((await api('POST', '/api/websites', token, { name: 'Čtvrtý', url: 'http://127.0.0.1:9/4' })).status).toBe(
      201,
    );

    const invoices = await api<{ invoices: { id: string; number: string; amount: number; vatAmount: number }[] }>(
      'GET',
      '/api/invoices',
      token,
    );
    const [invoice] = invoices.body.data.invoices;
    expect(invoice).toMatchObject({ amount: 482.79, vatAmount: 83.79 });
    const pdf = await fetch(`${server.baseUrl}/api/invoices/${invoice?.id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(Buffer.from(await pdf.arrayBuffer()));
    for (const expected of [
      `Číslo faktury: ${invoice?.number}`,
      'Hlídka s.r.o.',
      'DIČ: CZ11223344',
      'Žluťoučký kůň s.r.o.',
      'DIČ: CZ87654321',
      '399,00 Kč',
      'DPH 21 %',
      '83,79 Kč',
      '482,79 Kč',
    ]) {
      expect(text).toContain(expected);
    }

    // Cancel, then reactivate.
    const current = await api<{ subscription: { id: string } }>('GET', '/api/subscriptions/current', token);
    const id = current.body.data.subscription.id;
    const cancelled = await api<{ subscription: { status: string } }>('POST', `/api/subscriptions/${id}/cancel`, token);
    expect(cancelled.body.data.subscription.status).toBe('cancelled');
    const reactivated = await api<{ subscription: { status: string } }>(
      'POST',
      `/api/subscriptions/${id}/reactivate`,
      token,
    );
    expect(reactivated.body.data.subscription.status).toBe('active');
  });
});
