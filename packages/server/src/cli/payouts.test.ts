import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_AFFILIATE } from '../config';
import { affiliateCommissions, affiliatePayouts, affiliateReferrals, affiliates } from '../db/schema/affiliate';
import { users } from '../db/schema/users';
import { requestPayout } from '../modules/affiliate/payouts';
import { recordCommissionForPaidInvoice } from '../modules/affiliate/service';
import { describeEachDatabase } from '../testing/databases';
import { listRequestedPayouts, runSettlePayout } from './payouts';

describeEachDatabase('hlidka payouts and settle-payout', (ctx) => {
  async function pendingPayout() {
    const [owner] = await ctx.db
      .insert(users)
      .values({ email: `partner.${randomUUID()}@example.cz`, firstName: 'Jan', lastName: 'Novák' })
      .returning();
    const [customer] = await ctx.db
      .insert(users)
      .values({ email: `zakaznik.${randomUUID()}@example.cz`, firstName: 'Eva', lastName: 'Malá' })
      .returning();
    if (!owner || !customer) throw new Error('users not created');
    const [affiliate] = await ctx.db
      .insert(affiliates)
      .values({
        userId: owner.id,
        code: randomUUID().slice(0, 8).toUpperCase(),
        payout: { method: 'czech_account', accountHolder: 'Jan Novák', accountNumber: '19-2000145399/0800' },
        invoicing: {
          name: 'Jan Novák',
          isVatPayer: false,
          street: 'Dlouhá 1',
          city: 'Praha',
          postalCode: '11000',
          countryCode: 'CZ',
        },
        termsAcceptedAt: new Date(),
      })
      .returning();
    if (!affiliate) throw new Error('affiliate not created');
    await ctx.db.insert(affiliateReferrals).values({ affiliateId: affiliate.id, referredUserId: customer.id });
    await recordCommissionForPaidInvoice(
      ctx.db,
      { userId: customer.id, invoiceId: randomUUID(), netAmountMinor: 600_000, currency: 'CZK', paidAt: new Date() },
      DEFAULT_AFFILIATE,
    );
    const payout = await requestPayout(ctx.db, {
      affiliate,
      currency: 'CZK',
      settings: DEFAULT_AFFILIATE,
      now: new Date(),
    });
    return { payout, owner };
  }

  it('lists pending requests with the account to pay, and marks one paid', async () => {
    const { payout, owner } = await pendingPayout();
    const lines = await listRequestedPayouts(ctx.database);
    const line = lines.find((l) => l.startsWith(payout.id));
    expect(line).toContain(`1200.00 CZK  ${owner.email}`);
    expect(line).toContain('Jan Novák, account 19-2000145399/0800');
    await runSettlePayout(ctx.database, { id: payout.id, outcome: 'paid' });
    const [row] = await ctx.db.select().from(affiliatePayouts).where(eq(affiliatePayouts.id, payout.id));
    expect(row?.status).toBe('paid');
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect((await listRequestedPayouts(ctx.database)).some((l) => l.startsWith(payout.id))).toBe(false);
    await expect(runSettlePayout(ctx.database, { id: payout.id, outcome: 'paid' })).rejects.toThrow(
      /No pending payout request/,
    );
  });

  it('makes the commissions of a rejected payout available again, and checks its arguments', async () => {
    const { payout } = await pendingPayout();
    await runSettlePayout(ctx.database, { id: payout.id, outcome: 'rejected' });
    const released = await ctx.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.payoutId, payout.id));
    expect(released).toEqual([]);
    await expect(runSettlePayout(ctx.database, { id: 'x', outcome: 'paid' })).rejects.toThrow(/--id/);
    await expect(runSettlePayout(ctx.database, { id: payout.id, outcome: 'maybe' })).rejects.toThrow(/--outcome/);
  });
});
