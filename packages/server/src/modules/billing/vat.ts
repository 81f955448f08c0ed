import type { Currency } from '@hlidka/contract';
import type { BillingSupplier } from '../../config';

/** The Czech standard VAT rate. */
export const CZECH_VAT_RATE = 21;

const EU = new Set(
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ').concat('EL'),
);
export const isEu = (countryCode: string) => EU.has(countryCode.toUpperCase());

export interface VatCustomer {
  countryCode: string;
  vatId: string | null;
  isVatPayer: boolean;
}

export interface VatTreatment {
  rate: number;
  /** An EU business outside the Czech Republic accounts for the VAT itself. */
  reverseCharge: boolean;
}

/**
 * Which VAT a sale carries: none when the supplier is not a VAT payer or the customer is outside the EU; reverse charge
 * for an EU business (with a VAT id) outside the Czech Republic; otherwise 21 % Czech VAT (Czech customers, and EU
 * consumers — a simplification below the OSS threshold).
 */
export function vatTreatment(supplier: BillingSupplier, customer: VatCustomer): VatTreatment {
  if (!supplier.isVatPayer) return { rate: 0, reverseCharge: false };
  const country = customer.countryCode.toUpperCase();
  if (country === supplier.countryCode.toUpperCase()) return { rate: CZECH_VAT_RATE, reverseCharge: false };
  if (!isEu(country)) return { rate: 0, reverseCharge: false };
  if (customer.isVatPayer && customer.vatId) return { rate: 0, reverseCharge: true };
  return { rate: CZECH_VAT_RATE, reverseCharge: false };
}

/** The currency a customer pays in by default: CZK at home, EUR elsewhere in the EU, USD otherwise. */
export function currencyFor(countryCode: string): Currency {
  const country = countryCode.toUpperCase();
  if (country === 'CZ') return 'CZK';
  return isEu(country) ? 'EUR' : 'USD';
}

/** Major units → minor units (haléře, cents). */
export const toMinor = (major: number) => Math.round(major * 100);
/** Minor units → major units. */
export const toMajor = (minor: number) => minor / 100;

/** The gross amount (minor units) of a net price with VAT added. */
export function grossMinor(netMajor: number, rate: number): number {
  const net = toMinor(netMajor);
  return net + Math.round((net * rate) / 100);
}

/** Split a paid total (minor units) into subtotal and VAT at `rate` percent. */
export function splitTotal(totalMinor: number, rate: number): { subtotal: number; vat: number } {
  const subtotal = Math.round((totalMinor * 100) / (100 + rate));
  return { subtotal, vat: totalMinor - subtotal };
}
