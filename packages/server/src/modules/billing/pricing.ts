import { type BillingInterval, type Currency, planName } from '@hlidka/contract';
import type { BillingSupplier } from '../../config';
import type { DbOrTx } from '../../db/types';
import type { CatalogPlan } from '../../plans/catalog';
import { customerParty } from './profile';
import { currencyFor, grossMinor, vatTreatment } from './vat';

export interface Quote {
  currency: Currency;
  vatRate: number;
  reverseCharge: boolean;
  /** Per interval, VAT included, minor units. */
  unitAmount: number;
  productName: string;
  /** What the provider keeps on the session and the subscription, and hands back in its events. */
  metadata: Record<string, string>;
  language: 'cs' | 'en';
}

/** What a user pays for a plan: the currency (asked for, else by billing country), VAT by the rules of vat.ts. */
export async function quote(
  db: DbOrTx,
  supplier: BillingSupplier,
  userId: string,
  plan: CatalogPlan,
  interval: BillingInterval,
  currency: Currency | undefined,
): Promise<Quote> {
  const customer = await customerParty(db, userId);
  const chosen = currency ?? currencyFor(customer.countryCode ?? 'CZ');
  const vat = vatTreatment(supplier, {
    countryCode: customer.countryCode ?? 'CZ',
    vatId: customer.vatId,
    isVatPayer: customer.isVatPayer,
  });
  const productName = `Hlídka ${planName(plan.id, customer.language)}`;
  return {
    currency: chosen,
    vatRate: vat.rate,
    reverseCharge: vat.reverseCharge,
    unitAmount: grossMinor(plan.prices[interval][chosen], vat.rate),
    productName,
    language: customer.language,
    metadata: {
      userId,
      planId: plan.id,
      interval,
      currency: chosen,
      vatRate: String(vat.rate),
      reverseCharge: String(vat.reverseCharge),
    },
  };
}
