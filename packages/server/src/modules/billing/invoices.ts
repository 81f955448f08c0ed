import {
  type BillingInterval,
  type Currency,
  type InvoiceListData,
  type InvoiceStatus,
  planName,
} from '@hlidka/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { BillingSupplier, Config } from '../../config';
import { type InvoiceParty, type InvoiceRow, invoices, subscriptions } from '../../db/schema/billing';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { catalogPlan } from '../../plans/catalog';
import { recordCommissionForPaidInvoice } from '../affiliate/index';
import { billingMessages } from './messages';
import { customerParty } from './profile';
import { serializeInvoice } from './serialize';
import { splitTotal } from './vat';

/** The calendar year of a moment in Prague (invoices are numbered per Czech calendar year). */
export function pragueYear(date: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Prague', year: 'numeric' }).format(date));
}

export const formatInvoiceNumber = (year: number, sequence: number) => `${year}-${String(sequence).padStart(6, '0')}`;

/**
 * The next number of the year. The counter row is updated in the caller's transaction, so concurrent invoices wait for
 * each other and a rolled-back invoice gives its number back: no gaps, no duplicates.
 */
export async function allocateInvoiceNumber(tx: DbOrTx, year: number): Promise<{ sequence: number; number: string }> {
  const result = await tx.execute<{ last_number: number }>(sql`
    insert into invoice_counters (year, last_number) values (${year}, 1)
    on conflict (year) do update set last_number = invoice_counters.last_number + 1
    returning last_number`);
  const sequence = Number(result.rows[0]?.last_number);
  return { sequence, number: formatInvoiceNumber(year, sequence) };
}

export function supplierParty(supplier: BillingSupplier): InvoiceParty {
  return {
    name: supplier.name,
    companyName: null,
    street: supplier.street,
    street2: null,
    city: supplier.city,
    postalCode: supplier.postalCode,
    countryCode: supplier.countryCode,
    registrationNumber: supplier.registrationNumber,
    vatId: supplier.vatId,
    email: supplier.email,
    isVatPayer: supplier.isVatPayer,
  };
}

export interface PaidInvoiceInput {
  userId: string;
  provider: string;
  providerInvoiceId: string;
  providerSubscriptionId: string | null;
  /** What was paid, VAT included, in minor units. */
  totalMinor: number;
  currency: Currency;
  vatRate: number;
  reverseCharge: boolean;
  planId: string | null;
  interval: BillingInterval | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  paidAt: Date;
}

/**
 * Record a paid invoice once per provider invoice (a replayed event finds it and changes nothing), numbered in the
 * same transaction, with supplier and customer as they are now. Also earns the affiliate commission, if any.
 */
export async function recordPaidInvoice(
  tx: DbOrTx,
  config: Pick<Config, 'billingSupplier' | 'affiliate'>,
  input: PaidInvoiceInput,
): Promise<InvoiceRow | null> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.provider, input.provider), eq(invoices.providerInvoiceId, input.providerInvoiceId)))
    .limit(1);
  if (existing) return existing;
  if (input.totalMinor <= 0) return null;
  const customer = await customerParty(tx, input.userId);
  const { language, ...customerSnapshot } = customer;
  const [subscription] = input.providerSubscriptionId
    ? await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.provider, input.provider),
            eq(subscriptions.providerSubscriptionId, input.providerSubscriptionId),
          ),
        )
        .limit(1)
    : [];
  const { subtotal, vat } = splitTotal(input.totalMinor, input.vatRate);
  const year = pragueYear(input.paidAt);
  const { sequence, number } = await allocateInvoiceNumber(tx, year);
  const plan = input.planId ? catalogPlan(input.planId) : undefined;
  const description = plan
    ? language === 'en'
      ? `Hlídka ${planName(plan.id, 'en')} — ${input.interval === 'year' ? 'yearly' : 'monthly'} subscription`
      : `Hlídka ${planName(plan.id, 'cs')} — ${input.interval === 'year' ? 'roční' : 'měsíční'} předplatné`
    : 'Hlídka';
  const [row] = await tx
    .insert(invoices)
    .values({
      userId: input.userId,
      subscriptionId: subscription?.id ?? null,
      number,
      year,
      sequence,
      status: 'paid',
      currency: input.currency,
      subtotal,
      vatRate: input.vatRate,
      vatAmount: vat,
      total: input.totalMinor,
      reverseCharge: input.reverseCharge,
      description,
      planId: input.planId,
      interval: input.interval,
      language,
      supplier: supplierParty(config.billingSupplier),
      customer: customerSnapshot,
      provider: input.provider,
      providerInvoiceId: input.providerInvoiceId,
      periodStart: input.periodStart,
      periodEnd: input.periodEnd,
      issuedAt: input.paidAt,
      dueAt: input.paidAt,
      paidAt: input.paidAt,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await recordCommissionForPaidInvoice(
    tx,
    {
      userId: row.userId,
      invoiceId: row.id,
      netAmountMinor: row.subtotal,
      currency: row.currency,
      paidAt: input.paidAt,
    },
    config.affiliate,
  );
  return row;
}

export async function listInvoices(
  db: DbOrTx,
  userId: string,
  query: { page: number; limit: number; status?: InvoiceStatus },
): Promise<InvoiceListData> {
  const where = and(eq(invoices.userId, userId), query.status ? eq(invoices.status, query.status) : undefined);
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  const rows = await db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.sequence))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const n = Number(total?.n ?? 0);
  return {
    invoices: rows.map(serializeInvoice),
    pagination: { page: query.page, limit: query.limit, total: n, totalPages: Math.ceil(n / query.limit) },
  };
}

export async function findInvoice(db: DbOrTx, userId: string, id: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', billingMessages.invoiceNotFound);
  return row;
}
