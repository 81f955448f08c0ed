import type { Invoice, PaymentMethod, Plan } from '@hlidka/contract';
import type { InvoiceRow, PaymentMethodRow } from '../../db/schema/billing';
import type { CatalogPlan } from '../../plans/catalog';
import { toMajor } from './vat';

export function serializePlan(plan: CatalogPlan, language: 'cs' | 'en'): Plan {
  return {
    id: plan.id,
    name: plan.limits.name,
    description: plan.description[language],
    price: plan.prices.month.CZK,
    currency: 'CZK',
    interval: 'month',
    features: plan.features[language],
    limits: {
      websites: plan.limits.websiteLimit,
      minIntervalSeconds: plan.limits.minIntervalSeconds,
      teamMembers: plan.limits.teamMemberLimit,
      historyDays: plan.limits.historyDays,
    },
    websiteLimit: plan.limits.websiteLimit,
    prices: plan.prices,
    pricesIncludeVat: false,
  };
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
