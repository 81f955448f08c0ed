import {
  billingProfileDataSchema,
  invoiceDataSchema,
  invoiceListDataSchema,
  paymentMethodListDataSchema,
  planDataSchema,
  planListDataSchema,
  subscriptionDataSchema,
  subscriptionListDataSchema,
} from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError } from '../../testing/auth';
import {
  createWebsites,
  currentOf,
  pathOf,
  quotaOf,
  SANDBOX_CARDS,
  sandboxOf,
  startCheckout,
  submitHostedForm,
} from '../../testing/billing';
import { pdfText } from '../../testing/pdf';
import { registerUser } from '../../testing/teams';

const companyProfile = {
  firstName: 'Jana',
  lastName: 'Nováková',
  companyName: 'Žluťoučký kůň s.r.o.',
  street: 'Dlouhá 12',
  city: 'Brno',
  postalCode: '602 00',
  countryCode: 'CZ',
  registrationNumber: '87654321',
  vatId: 'CZ87654321',
  isVatPayer: true,
};

describeEachApp('billing: plans and billing data', (t) => {
  it('lists the plans with prices per interval and every limit, in the caller language', async () => {
    const list = expectData(await t.app.inject({ method: 'GET', url: '/api/plans' }), planListDataSchema);
    expect(list.plans.map((p) => p.id)).toEqual(['free', 'start', 'pro', 'business']);
    const pro = list.plans.find((p) => p.id === 'pro');
    expect(pro).toMatchObject({
      price: 399,
      currency: 'CZK',
      interval: 'month',
      websiteLimit: 50,
      limits: { websites: 50, minIntervalSeconds: 30, teamMembers: 10, historyDays: 30 },
      prices: { month: { CZK: 399, EUR: 16, USD: 18 }, year: { CZK: 3990, EUR: 160, USD: 180 } },
      pricesIncludeVat: false,
    });
    expect(pro?.description).toBe('Pro firmy, které na webu stojí.');
    const en = expectData(
      await t.app.inject({ method: 'GET', url: '/api/plans/pro', headers: { 'accept-language': 'en' } }),
      planDataSchema,
    );
    expect(en.plan.description).toBe('For businesses that depend on their websites.');
    const missing = expectError(await t.app.inject({ method: 'GET', url: '/api/plans/gold' }), 404, 'NOT_FOUND');
    expect(missing.message).toBe('Plán nebyl nalezen');
  });

  it('keeps billing data (country CZ by default) and reads it back with the alternate names', async () => {
    const user = await registerUser(t.app);
    const empty = expectData(
      await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(user.token) }),
      billingProfileDataSchema,
    );
    expect(empty.profile.address).toBeNull();
    const saved = expectData(
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(user.token),
        payload: { companyName: 'ACME', city: 'Praha', registrationNumber: '123 456 78', vatId: 'cz 12345678' },
      }),
      billingProfileDataSchema,
    );
    expect(saved.profile.address).toMatchObject({ city: 'Praha', countryCode: 'CZ', country: 'CZ' });
    expect(saved.profile.billingInfo).toMatchObject({
      companyName: 'ACME',
      registrationNumber: '12345678',
      vatId: 'CZ12345678',
      vatNumber: 'CZ12345678',
      isVatPayer: false,
    });
    const bad = expectError(
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(user.token),
        payload: { countryCode: 'Czechia' },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(bad.errors?.countryCode).toBeDefined();
  });
});

describeEachApp('billing: Free → Pro through the sandbox checkout', (t) => {
  it('changes the plan when the provider event arrives (not when the browser returns), with a numbered VAT invoice', async () => {
    const user = await registerUser(t.app);
    const sandbox = sandboxOf(t.app);
    expectData(
      await t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: bearer(user.token),
        payload: companyProfile,
      }),
      billingProfileDataSchema,
    );
    await createWebsites(t.app, user, 3);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/websites',
      headers: bearer(user.token),
      payload: { name: 'Čtvrtý', url: 'http://127.0.0.1:9/4' },
    });
    expectError(refused, 403, 'PLAN_LIMIT_REACHED');
    expect(await currentOf(t.app, user)).toBeNull();

    const session = await startCheckout(t.app, user, { planId: 'pro', interval: 'month' });
    expect(session.redirectUrl).toBe(`${t.config.publicUrl}/api/billing/sandbox/checkout/${session.sessionId}`);

    // The hosted page: 399 Kč + 21 % VAT = 482,79 Kč, in Czech and in English.
    const page = await t.app.inject({ method: 'GET', url: pathOf(session.redirectUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('482,79');
    expect(page.body).toContain('Zaplatit');
    const english = await t.app.inject({ method: 'GET', url: `${pathOf(session.redirectUrl)}?lang=en` });
    expect(english.body).toContain('Pay');
    expect(english.body).toContain('Amount due');

    sandbox.hold();
    const paid = await submitHostedForm(t.app, session.redirectUrl, { action: 'pay' });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `${t.config.publicUrl}/subscription/checkout?result=success&session_id=${session.sessionId}`,
    );
    // The browser is back, the events are not: nothing has changed yet.
    expect((await quotaOf(t.app, user)).planId).toBe('free');
    expect(await currentOf(t.app, user)).toBeNull();

    const delivered = await sandbox.release();
    expect(delivered.map((d) => d.event.type)).toEqual([
      'payment_method.attached',
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    const quota = await quotaOf(t.app, user);
    expect(quota).toMatchObject({ planId: 'pro', websiteLimit: 50, minIntervalSeconds: 30, websitesUsed: 3 });
    await createWebsites(t.app, user, 1);

    const current = await currentOf(t.app, user);
    expect(current).toMatchObject({ planId: 'pro', status: 'active', interval: 'month', cancelledAt: null });
    expect(current?.renewsAt).toBe('2026-02-15T10:00:00.000Z');
    expect(current?.plan?.name).toBe('Pro');

    const list = expectData(
      await t.app.inject({ method: 'GET', url: '/api/invoices', headers: bearer(user.token) }),
      invoiceListDataSchema,
    );
    expect(list.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    const [invoice] = list.invoices;
    expect(invoice).toMatchObject({
      number: '2026-000001',
      status: 'paid',
      currency: 'CZK',
      amount: 482.79,
      subtotal: 399,
      vatRate: 21,
      vatAmount: 83.79,
      reverseCharge: false,
      periodStart: '2026-01-15T10:00:00.000Z',
      periodEnd: '2026-02-15T10:00:00.000Z',
    });
    const detail = expectData(
      await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice?.id}`, headers: bearer(user.token) }),
      invoiceDataSchema,
    );
    expect(detail.invoice.number).toBe('2026-000001');

    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice?.id}/download`,
      headers: bearer(user.token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename=faktura-2026-000001.pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Faktura – daňový doklad',
      'Číslo faktury: 2026-000001',
      'Hlídka Test s.r.o.',
      'IČO: 12345678',
      'DIČ: CZ12345678',
      'Žluťoučký kůň s.r.o.',
      'Jana Nováková',
      'IČO: 87654321',
      'DIČ: CZ87654321',
      '399,00 Kč',
      'DPH 21 %',
      '83,79 Kč',
      '482,79 Kč',
      '15.01.2026 – 15.02.2026',
    ]) {
      expect(text).toContain(expected);
    }
    const pdfEn = await t.app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice?.id}/download?lang=en`,
      headers: bearer(user.token),
    });
    const textEn = await pdfText(pdfEn.rawPayload);
    expect(textEn).toContain('Invoice number: 2026-000001');
    expect(textEn).toContain('VAT 21 %');

    const cards = expectData(
      await t.app.inject({ method: 'GET', url: '/api/payment-methods', headers: bearer(user.token) }),
      paymentMethodListDataSchema,
    );
    expect(cards.paymentMethods).toMatchObject([{ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 }]);
    expect(cards.paymentMethods[0]?.isDefault).toBe(true);

    // Someone else sees none of it.
    const other = await registerUser(t.app);
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/invoices/${invoice?.id}`, headers: bearer(other.token) }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await t.app.inject({ method: 'GET', url: `/api/subscriptions/${current?.id}`, headers: bearer(other.token) }),
      404,
      'NOT_FOUND',
    );

    // A second checkout while subscribed is refused (change the plan instead).
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/checkout/session',
        headers: bearer(user.token),
        payload: { planId: 'business', interval: 'month' },
      }),
      409,
      'CONFLICT',
    );
  });

  it('cancels at the end of the period, then reactivates', async () => {
    const user = await registerUser(t.app);
    const session = await startCheckout(t.app, user, { planId: 'start', interval: 'year' });
    expect((await submitHostedForm(t.app, session.redirectUrl, { action: 'pay' })).statusCode).toBe(303);
    const current = await currentOf(t.app, user);
    expect(current).toMatchObject({ planId: 'start', status: 'active', renewsAt: '2027-01-15T10:00:00.000Z' });

    const cancelled = expectData(
      await t.app.inject({
        method: 'POST',
        url: `/api/subscriptions/${current?.id}/cancel`,
        headers: bearer(user.token),
      }),
      subscriptionDataSchema,
    ).subscription;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      renewsAt: null,
      cancelledAt: t.clock.now().toISOString(),
      expiresAt: '2027-01-15T10:00:00.000Z',
    });
    // Paid until the end of the period.
    expect((await quotaOf(t.app, user)).planId).toBe('start');

    const reactivated = expectData(
      await t.app.inject({
        method: 'POST',
        url: `/api/subscriptions/${current?.id}/reactivate`,
        headers: bearer(user.token),
      }),
      subscriptionDataSchema,
    ).subscription;
    expect(reactivated).toMatchObject({
      status: 'active',
      cancelledAt: null,
      expiresAt: null,
      renewsAt: '2027-01-15T10:00:00.000Z',
    });
    const list = expectData(
      await t.app.inject({ method: 'GET', url: '/api/subscriptions/user', headers: bearer(user.token) }),
      subscriptionListDataSchema,
    );
    expect(list.subscriptions).toHaveLength(1);
    // Reactivating an active subscription changes nothing.
    const again = expectData(
      await t.app.inject({
        method: 'POST',
        url: `/api/subscriptions/${current?.id}/reactivate`,
        headers: bearer(user.token),
      }),
      subscriptionDataSchema,
    ).subscription;
    expect(again).toEqual(reactivated);
  });

  it('leaves the plan unchanged when the card is declined, with a clear message on the hosted page', async () => {
    const user = await registerUser(t.app);
    const session = await startCheckout(t.app, user, { planId: 'pro', interval: 'month' });
    const declined = await submitHostedForm(t.app, session.redirectUrl, {
      action: 'pay',
      card: SANDBOX_CARDS.declined,
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.body).toContain('Karta byla zamítnuta. Zkuste jinou kartu.');
    // The form keeps what was typed.
    expect(declined.body).toContain(`value="${SANDBOX_CARDS.declined}"`);
    const english = await submitHostedForm(t.app, session.redirectUrl, {
      action: 'pay',
      card: SANDBOX_CARDS.insufficientFunds,
      lang: 'en',
    });
    expect(english.body).toContain('Your card has insufficient funds.');
    expect((await quotaOf(t.app, user)).planId).toBe('free');
    expect(await currentOf(t.app, user)).toBeNull();
    const invoices = expectData(
      await t.app.inject({ method: 'GET', url: '/api/invoices', headers: bearer(user.token) }),
      invoiceListDataSchema,
    );
    expect(invoices.invoices).toHaveLength(0);

    // Cancelling on the hosted page sends the browser back; the session is over.
    const cancelled = await submitHostedForm(t.app, session.redirectUrl, { action: 'cancel' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`${t.config.publicUrl}/subscription/checkout?result=cancelled`);
    const after = await t.app.inject({ method: 'GET', url: pathOf(session.redirectUrl) });
    expect(after.statusCode).toBe(410);
    expect((await quotaOf(t.app, user)).planId).toBe('free');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/billing/sandbox/checkout/cs_sbx_unknown' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Platební relace nebyla nalezena.');
  });
});
