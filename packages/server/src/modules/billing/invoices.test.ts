import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { invoiceCounters, invoices } from '../../db/schema/billing';
import { describeEachApp } from '../../testing/app';
import { registerUser } from '../../testing/teams';
import { allocateInvoiceNumber, formatInvoiceNumber, pragueYear, recordPaidInvoice } from './invoices';
import { splitTotal, vatTreatment } from './vat';

describeEachApp('billing: invoice numbers', (t) => {
  it('numbers invoices per year without gaps or duplicates, also concurrently and across failed transactions', async () => {
    const user = await registerUser(t.app);
    const paidAt = new Date('2030-06-01T12:00:00Z');
    const record = (n: number) =>
      t.db.transaction((tx) =>
        recordPaidInvoice(tx, t.config, {
          userId: user.user.id,
          provider: 'test',
          providerInvoiceId: `in_${n}`,
          providerSubscriptionId: null,
          totalMinor: 48279,
          currency: 'CZK',
          vatRate: 21,
          reverseCharge: false,
          planId: 'pro',
          interval: 'month',
          periodStart: null,
          periodEnd: null,
          paidAt,
        }),
      );
    // Transactions that take a number and then fail give it back.
    const failing = Array.from({ length: 5 }, () =>
      t.db
        .transaction(async (tx) => {
          await allocateInvoiceNumber(tx, 2030);
          throw new Error('rolled back');
        })
        .catch((error: Error) => error.message),
    );
    const results = await Promise.all([...Array.from({ length: 20 }, (_, i) => record(i)), ...failing]);
    expect(results.slice(20)).toEqual(Array(5).fill('rolled back'));
    const rows = await t.db
      .select({ number: invoices.number, sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.year, 2030));
    expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.number)).size).toBe(20);
    expect(rows.map((r) => r.number)).toContain('2030-000020');
    const [counter] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.year, 2030));
    expect(counter?.lastNumber).toBe(20);

    // The same provider invoice again: no new number.
    await record(3);
    const [again] = await t.db.select({ n: count() }).from(invoices).where(eq(invoices.year, 2030));
    expect(again?.n).toBe(20);

    // A new year starts again at 1 (years by Prague time: 31 Dec 23:30 UTC is already 1 Jan in Prague).
    expect(pragueYear(new Date('2030-12-31T23:30:00Z'))).toBe(2031);
    const next = await t.db.transaction((tx) => allocateInvoiceNumber(tx, 2031));
    expect(next).toEqual({ sequence: 1, number: formatInvoiceNumber(2031, 1) });
    expect(next.number).toBe('2031-000001');
  });
});

it('splits totals and decides VAT by the Czech rules', () => {
  expect(splitTotal(48279, 21)).toEqual({ subtotal: 39900, vat: 8379 });
  expect(splitTotal(1600, 0)).toEqual({ subtotal: 1600, vat: 0 });
  const supplier = {
    name: 'S',
    street: null,
    city: null,
    postalCode: null,
    countryCode: 'CZ',
    registrationNumber: '1',
    vatId: 'CZ1',
    isVatPayer: true,
    email: null,
    bankAccount: null,
  };
  expect(vatTreatment(supplier, { countryCode: 'CZ', vatId: 'CZ2', isVatPayer: true })).toEqual({
    rate: 21,
    reverseCharge: false,
  });
  expect(vatTreatment(supplier, { countryCode: 'DE', vatId: 'DE123', isVatPayer: true })).toEqual({
    rate: 0,
    reverseCharge: true,
  });
  expect(vatTreatment(supplier, { countryCode: 'DE', vatId: null, isVatPayer: false })).toEqual({
    rate: 21,
    reverseCharge: false,
  });
  expect(vatTreatment(supplier, { countryCode: 'US', vatId: null, isVatPayer: false }).rate).toBe(0);
  expect(
    vatTreatment({ ...supplier, isVatPayer: false }, { countryCode: 'CZ', vatId: null, isVatPayer: false }).rate,
  ).toBe(0);
});
