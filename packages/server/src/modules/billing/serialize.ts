import { type Invoice, type Language, type PaymentMethod, type Plan, wordedPlan } from '@hlidka/contract';
import type { InvoiceRow, PaymentMethodRow } from '../../db/schema/billing';
import type { CatalogPlan } from '../../plans/catalog';
import { toMajor } from './vat';

/** A plan for sale as the API answers it, worded in `language` (the contract's table and texts). */
export function serializePlan(plan: CatalogPlan, language: Language): Plan {
  const worded = wordedPlan(plan.id, language);
  if (!worded) throw new Error(`Plan ${plan.id} is not for sale`);
  return worded;
}

export function serializeInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    amount: toMajor(row.total),
    currency: row.currency,
    description: row.description,
    issuedAt: row.issuedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    paidAt: row.paidAt?.toISOString() ?? null,
    periodStart: row.periodStart?.toISOString() ?? null,
    periodEnd: row.periodEnd?.toISOString() ?? null,
    subtotal: toMajor(row.subtotal),
    vatRate: row.vatRate,
    vatAmount: toMajor(row.vatAmount),
    reverseCharge: row.reverseCharge,
  };
}

export function serializePaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    id: row.id,
    type: 'card',
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
  };
}
