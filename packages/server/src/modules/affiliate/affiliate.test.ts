import { randomUUID } from 'node:crypto';
import {
  affiliateAccountDataSchema,
  affiliateDashboardSchema,
  affiliateDataSchema,
  auditListDataSchema,
  payoutDataSchema,
  REFERRAL_COOKIE,
  trackReferralDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliatePayouts, affiliateReferrals } from '../../db/schema/affiliate';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, expectError, type Registered, registerUser, uniqueEmail } from '../../testing/auth';
import { settlePayout } from './payouts';
import { canonicalEmail, recordCommissionForPaidInvoice, shortName } from './service';

const validBody = {
  termsAccepted: true,
  payout: { method: 'iban', accountHolder: 'Jan Novák', iban: 'cz65 0800 0000 1920 0014 5399' },
  invoicing: {
    name: 'Jan Novák',
    registrationNumber: '25596641',
    isVatPayer: false,
    street: 'Dlouhá 1',
    city: 'Praha',
    postalCode: '110 00',
  },
};

function cookieFrom(header: string | string[] | number | undefined): string | undefined {
  const values = Array.isArray(header) ? header : header === undefined ? [] : [String(header)];
  return values.find((v) => v.startsWith(`${REFERRAL_COOKIE}=`));
}

describe('affiliate helpers', () => {
  it('treats +tags and Gmail dots as the same mailbox', () => {
    expect(canonicalEmail('Jan.Novak+alt@Gmail.com')).toBe('jannovak@gmail.com');
    expect(canonicalEmail('jan.novak+x@example.cz')).toBe('jan.novak@example.cz');
  });
  it('shortens names for the dashboard', () => {
    expect(shortName('Jana', 'Nováková')).toBe('Jana N.');
    expect(shortName('', '')).toBe('—');
  });
});

describeEachApp('affiliate programme', (t) => {
  async function joined(): Promise<{ user: Registered; code: string; link: string }> {
    const user = await registerUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/register',
      headers: bearer(user.token),
      payload: validBody,
    });
    const { affiliate } = expectData(response, affiliateAccountDataSchema, 201);
    return { user, code: affiliate.code, link: affiliate.referralLink };
  }

  async function dashboardOf(user: Registered) {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/affiliate/dashboard',
      headers: bearer(user.token),
    });
    return expectData(response, affiliateDashboardSchema);
  }

  it('shows the programme and no account before registration; the dashboard answers 404', async () => {
    const user = await registerUser(t.app);
    const data = expectData(
      await t.app.inject({ method: 'GET', url: '/api/affiliate', headers: bearer(user.token) }),
      affiliateDataSchema,
    );
    expect(data.affiliate).toBeNull();
    expect(data.programme).toMatchObject({ commissionRate: 20, cookieDays: 30 });
    expect(data.programme.minimumPayout).toContainEqual({ currency: 'CZK', amount: 1000 });
    const missing = expectError(
      await t.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: bearer(user.token) }),
      404,
      'NOT_FOUND',
    );
    expect(missing.message).toBe('V partnerském programu nejste registrováni.');
  });

  it('refuses a registration without the terms or with invalid payout details, with Czech field messages', async () => {
    const user = await registerUser(t.app);
    const noTerms = expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/affiliate/register',
        headers: bearer(user.token),
        payload: { ...validBody, termsAccepted: false },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(noTerms.errors?.termsAccepted).toEqual(['Musíte souhlasit s podmínkami programu.']);
    const badIban = expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/affiliate/register',
        headers: bearer(user.token),
        payload: { ...validBody, payout: { ...validBody.payout, iban: 'CZ65 0800 0000 1920 0014 5398' } },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(badIban.errors?.['payout.iban']).toEqual(['Zadejte platný IBAN.']);
    const badAccount = expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/affiliate/register',
        headers: bearer(user.token),
        payload: {
          ...validBody,
          payout: { method: 'czech_account', accountHolder: 'Jan Novák', accountNumber: '19-2000145398/0800' },
          invoicing: { ...validBody.invoicing, registrationNumber: '25596642' },
        },
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(badAccount.errors?.['payout.accountNumber']?.[0]).toMatch(/^Zadejte platné číslo účtu/);
    expect(badAccount.errors?.['invoicing.registrationNumber']).toEqual(['Zadejte platné IČO (8 číslic).']);
  });

  it('registers once with a referral code and link; payout details are stored canonically and can be changed', async () => {
    const { user, code, link } = await joined();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(link).toBe(`${t.config.publicUrl}/register?ref=${code}`);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/affiliate/register',
      headers: bearer(user.token),
      payload: validBody,
    });
    expect(expectError(again, 409, 'CONFLICT').message).toBe('V partnerském programu už jste registrováni.');
    const data = expectData(
      await t.app.inject({ method: 'GET', url: '/api/affiliate', headers: bearer(user.token) }),
      affiliateDataSchema,
    );
    expect(data.affiliate?.payout).toEqual({
      method: 'iban',
      accountHolder: 'Jan Novák',
      iban: 'CZ6508000000192000145399',
    });
    expect(data.affiliate?.invoicing).toMatchObject({ countryCode: 'CZ', registrationNumber: '25596641' });
    const updated = expectData(
      await t.app.inject({
        method: 'PUT',
        url: '/api/affiliate',
        headers: bearer(user.token),
        payload: {
          payout: { method: 'czech_account', accountHolder: 'Jan Novák', accountNumber: '19-2000145399/0800' },
        },
      }),
      affiliateAccountDataSchema,
    );
    expect(updated.affiliate.payout).toEqual({
      method: 'czech_account',
      accountHolder: 'Jan Novák',
      accountNumber: '19-2000145399/0800',
    });
    // Joining and the change of payout details are in the person's audit log.
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/audit?resourceType=affiliate',
      headers: bearer(user.token),
    });
    const entries = expectData(audit, auditListDataSchema).events;
    expect(entries.find((e) => e.action === 'create')).toMatchObject({ before: null });
    expect(entries.find((e) => e.action === 'update')).toMatchObject({
      action: 'update',
      after: expect.objectContaining({ payout: expect.objectContaining({ accountNumber: '19-2000145399/0800' }) }),
    });
  });

  it('counts a ?ref= page visit, sets a 30-day cookie, and attributes the sign-up that carries it', async () => {
    const { user: owner, code } = await joined();
    const visit = await t.app.inject({
      method: 'GET',
      url: `/pricing?utm=x&ref=${code.toLowerCase()}`,
      headers: { accept: 'text/html' },
    });
    const cookie = cookieFrom(visit.headers['set-cookie']);
    expect(cookie).toContain(`${REFERRAL_COOKIE}=${code}`);
    expect(cookie).toContain(`Max-Age=${30 * 24 * 3600}`);
    expect(cookie).toContain('HttpOnly');
    // The same visitor again: not counted twice, no new cookie.
    const repeat = await t.app.inject({
      method: 'GET',
      url: `/?ref=${code}`,
      headers: { accept: 'text/html', cookie: `${REFERRAL_COOKIE}=${code}` },
    });
    expect(cookieFrom(repeat.headers['set-cookie'])).toBeUndefined();
    // Unknown codes and API calls set nothing.
    const unknown = await t.app.inject({ method: 'GET', url: '/?ref=NOSUCHCODE', headers: { accept: 'text/html' } });
    expect(cookieFrom(unknown.headers['set-cookie'])).toBeUndefined();

    const referred = await registerUser(
      t.app,
      { firstName: 'Petra', lastName: 'Svobodová' },
      { headers: { cookie: `${REFERRAL_COOKIE}=${code}` } },
    );
    const board = await dashboardOf(owner);
    expect(board.stats).toEqual({ clicks: 1, signups: 1, payingCustomers: 0 });
    expect(board.referrals).toEqual([expect.objectContaining({ name: 'Petra S.', paying: false })]);
    const [row] = await t.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.referredUserId, referred.user.id));
    expect(row).toBeDefined();
  });

  it('attributes a sign-up with the referralCode field and clears the cookie; the track endpoint counts clicks', async () => {
    const { user: owner, code } = await joined();
    const tracked = await t.app.inject({ method: 'POST', url: '/api/affiliate/track', payload: { code } });
    expect(expectData(tracked, trackReferralDataSchema).tracked).toBe(true);
    expect(cookieFrom(tracked.headers['set-cookie'])).toContain(`${REFERRAL_COOKIE}=${code}`);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/affiliate/track', payload: { code: 'NOPE1234' } });
    expect(expectData(unknown, trackReferralDataSchema).tracked).toBe(false);

    const email = uniqueEmail('referred');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { cookie: `${REFERRAL_COOKIE}=${code}` },
      payload: {
        email,
        password: 'Kůň pije z řeky 42',
        firstName: 'Karel',
        lastName: 'Dvořák',
        termsAccepted: true,
        referralCode: code.toLowerCase(),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(cookieFrom(response.headers['set-cookie'])).toContain('Max-Age=0');
    const board = await dashboardOf(owner);
    expect(board.stats).toMatchObject({ clicks: 1, signups: 1 });
  });

  it('refuses self-referral: the same mailbox with a +tag is not attributed', async () => {
    const email = uniqueEmail('self');
    const owner = await registerUser(t.app, { email });
    const { affiliate } = expectData(
      await t.app.inject({
        method: 'POST',
        url: '/api/affiliate/register',
        headers: bearer(owner.token),
        payload: validBody,
      }),
      affiliateAccountDataSchema,
      201,
    );
    const alias = email.replace('@', '+druhy@');
    const second = await registerUser(t.app, { email: alias, referralCode: affiliate.code });
    const rows = await t.db
      .select()
      .from(affiliateReferrals)
      .where(eq(affiliateReferrals.referredUserId, second.user.id));
    expect(rows).toEqual([]);
    expect((await dashboardOf(owner)).stats.signups).toBe(0);
  });

  it('earns 20 % of every paid invoice of a referred customer, once per invoice; payouts need the minimum', async () => {
    const { user: owner, code } = await joined();
    const customer = await registerUser(t.app, { referralCode: code, firstName: 'Eva', lastName: 'Malá' });
    const stranger = await registerUser(t.app);
    const settings = t.config.affiliate;
    const invoiceId = randomUUID();
    const paid = {
      userId: customer.user.id,
      invoiceId,
      netAmountMinor: 299_00,
      currency: 'CZK' as const,
      paidAt: t.clock.now(),
    };
    expect(await recordCommissionForPaidInvoice(t.db, paid, settings)).not.toBeNull();
    // A replayed payment event earns nothing twice; a customer nobody referred earns nothing.
    expect(await recordCommissionForPaidInvoice(t.db, paid, settings)).toBeNull();
    expect(
      await recordCommissionForPaidInvoice(
        t.db,
        { ...paid, userId: stranger.user.id, invoiceId: randomUUID() },
        settings,
      ),
    ).toBeNull();

    let board = await dashboardOf(owner);
    expect(board.stats.payingCustomers).toBe(1);
    expect(board.referrals[0]).toMatchObject({ name: 'Eva M.', paying: true });
    expect(board.commissions).toEqual([
      expect.objectContaining({ amount: 59.8, baseAmount: 299, rate: 20, status: 'available', customer: 'Eva M.' }),
    ]);
    expect(board.balances).toEqual([
      {
        currency: 'CZK',
        earned: 59.8,
        pending: 59.8,
        paid: 0,
        available: 59.8,
        minimumPayout: 1000,
        canRequestPayout: false,
      },
    ]);

    const below = expectError(
      await t.app.inject({ method: 'POST', url: '/api/affiliate/payouts', headers: bearer(owner.token) }),
      400,
      'VALIDATION_ERROR',
    );
    expect(below.message).toMatch(/^Vyplatit lze nejméně 1\s000\sKč; k dispozici máte 59,80\sKč\.$/);

    // A yearly invoice brings the balance over the minimum.
    await recordCommissionForPaidInvoice(t.db, { ...paid, invoiceId: randomUUID(), netAmountMinor: 4990_00 }, settings);
    board = await dashboardOf(owner);
    expect(board.balances[0]).toMatchObject({ earned: 1057.8, available: 1057.8, canRequestPayout: true });
    const { payout } = expectData(
      await t.app.inject({ method: 'POST', url: '/api/affiliate/payouts', headers: bearer(owner.token), payload: {} }),
      payoutDataSchema,
      201,
    );
    expect(payout).toMatchObject({ currency: 'CZK', amount: 1057.8, status: 'requested', paidAt: null });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/audit?action=payout_request',
      headers: bearer(owner.token),
    });
    expect(expectData(audit, auditListDataSchema).events).toEqual([
      expect.objectContaining({
        resourceType: 'affiliate',
        after: { payoutId: payout.id, currency: 'CZK', amount: 1057.8 },
      }),
    ]);
    for (let i = 0; i < 100 && t.mailer.to('podpora@hlidka.test').length === 0; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const [toSupport] = t.mailer.to('podpora@hlidka.test').filter((mail) => mail.text.includes(payout.id));
    expect(toSupport?.text).toContain('Platba na: IBAN CZ6508000000192000145399');
    expect(toSupport?.subject).toMatch(/^Žádost o výplatu provize 1\s057,80\sKč – [A-Z2-9]{8}$/);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/affiliate/payouts', headers: bearer(owner.token), payload: {} }),
      409,
      'CONFLICT',
    );
    board = await dashboardOf(owner);
    expect(board.balances[0]).toMatchObject({ earned: 1057.8, pending: 1057.8, paid: 0, available: 0 });
    expect(board.commissions.every((c) => c.status === 'requested')).toBe(true);

    await settlePayout(t.db, payout.id, 'paid', t.clock.now());
    board = await dashboardOf(owner);
    expect(board.balances[0]).toMatchObject({ earned: 1057.8, pending: 0, paid: 1057.8, available: 0 });
    expect(board.payouts[0]).toMatchObject({ status: 'paid' });
    const [stored] = await t.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, payout.id));
    expect(stored?.payout).toMatchObject({ iban: 'CZ6508000000192000145399' });
  });
});
