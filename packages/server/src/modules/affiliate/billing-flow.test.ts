import {
  affiliateAccountDataSchema,
  affiliateDashboardSchema,
  invoiceListDataSchema,
  REFERRAL_COOKIE,
} from '@hlidka/contract';
import { expect, it } from 'vitest';
import { describeEachApp } from '../../testing/app';
import { bearer, expectData, registerUser } from '../../testing/auth';
import { subscribeThroughCheckout } from '../../testing/billing';

describeEachApp('affiliate commission through the real checkout', (t) => {
  it('referral link → sign-up → paid invoice (sandbox checkout) → commission on the dashboard, once', async () => {
    const owner = await registerUser(t.app);
    const { affiliate } = expectData(
      await t.app.inject({
        method: 'POST',
        url: '/api/affiliate/register',
        headers: bearer(owner.token),
        payload: {
          termsAccepted: true,
          payout: { method: 'iban', accountHolder: 'Jan Novák', iban: 'CZ6508000000192000145399' },
          invoicing: { name: 'Jan Novák', isVatPayer: false, street: 'Dlouhá 1', city: 'Praha', postalCode: '11000' },
        },
      }),
      affiliateAccountDataSchema,
      201,
    );
    const visit = await t.app.inject({
      method: 'GET',
      url: new URL(affiliate.referralLink).pathname + new URL(affiliate.referralLink).search,
      headers: { accept: 'text/html' },
    });
    const cookie = String(visit.headers['set-cookie']).split(';')[0] ?? '';
    expect(cookie).toBe(`${REFERRAL_COOKIE}=${affiliate.code}`);
    const customer = await registerUser(t.app, { firstName: 'Petr', lastName: 'Král' }, { headers: { cookie } });

    await subscribeThroughCheckout(t.app, customer, 'pro', 'month');
    const { invoices } = expectData(
      await t.app.inject({ url: '/api/invoices', headers: bearer(customer.token) }),
      invoiceListDataSchema,
    );
    expect(invoices).toHaveLength(1);
    const [invoice] = await t.database.query('select subtotal, currency from invoices where user_id = $1', [
      customer.user.id,
    ]);
    const subtotalMinor = Number(invoice?.subtotal);

    const board = expectData(
      await t.app.inject({ url: '/api/affiliate/dashboard', headers: bearer(owner.token) }),
      affiliateDashboardSchema,
    );
    expect(board.stats).toEqual({ clicks: 1, signups: 1, payingCustomers: 1 });
    expect(board.commissions).toEqual([
      expect.objectContaining({
        customer: 'Petr K.',
        currency: invoice?.currency,
        baseAmount: subtotalMinor / 100,
        amount: Math.round(subtotalMinor * 0.2) / 100,
        status: 'available',
      }),
    ]);
  });
});
