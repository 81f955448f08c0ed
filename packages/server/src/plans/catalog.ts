import type { BillingInterval, Currency } from '@hlidka/contract';
import type { Translated } from '../http/app-error';
import { PLANS, type PlanConfig, type PlanId } from './config';

/** One price per currency, in major units, without VAT. */
export type PriceByCurrency = Record<Currency, number>;

export interface CatalogEntry {
  id: PlanId;
  description: Translated;
  /** What the plan gives beyond its limits; the limits (config.ts) are worded by the app from their numbers. */
  features: { cs: string[]; en: string[] };
  /** Without VAT; 21 % Czech VAT is added where it applies. */
  prices: Record<BillingInterval, PriceByCurrency>;
}

const free: PriceByCurrency = { CZK: 0, EUR: 0, USD: 0 };

/**
 * What is for sale: descriptions, features and prices of the plans in config.ts (whose limits stay there). A plan
 * missing here (self-hosted) is not offered.
 */
export const CATALOG: readonly CatalogEntry[] = [
  {
    id: 'free',
    description: { cs: 'Pro vyzkoušení a osobní weby.', en: 'For trying it out and personal websites.' },
    features: {
      cs: ['Upozornění e-mailem'],
      en: ['E-mail alerts'],
    },
    prices: { month: free, year: free },
  },
  {
    id: 'start',
    description: { cs: 'Pro živnostníky a malé firmy.', en: 'For freelancers and small businesses.' },
    features: {
      cs: ['Všechny kanály upozornění'],
      en: ['Every alert channel'],
    },
    prices: { month: { CZK: 149, EUR: 6, USD: 7 }, year: { CZK: 1490, EUR: 60, USD: 70 } },
  },
  {
    id: 'pro',
    description: { cs: 'Pro firmy, které na webu stojí.', en: 'For businesses that depend on their websites.' },
    features: {
      cs: ['Všechny kanály upozornění', 'Reporty a API'],
      en: ['Every alert channel', 'Reports and API'],
    },
    prices: { month: { CZK: 399, EUR: 16, USD: 18 }, year: { CZK: 3990, EUR: 160, USD: 180 } },
  },
  {
    id: 'business',
    description: { cs: 'Pro agentury a větší týmy.', en: 'For agencies and larger teams.' },
    features: {
      cs: ['Všechny kanály upozornění', 'Reporty a API', 'Prioritní podpora'],
      en: ['Every alert channel', 'Reports and API', 'Priority support'],
    },
    prices: { month: { CZK: 1290, EUR: 52, USD: 59 }, year: { CZK: 12900, EUR: 520, USD: 590 } },
  },
];

export interface CatalogPlan extends CatalogEntry {
  limits: PlanConfig;
}

/** The plans on offer, in config order, with their limits. */
export function catalogPlans(): CatalogPlan[] {
  return PLANS.flatMap((limits) => {
    const entry = CATALOG.find((c) => c.id === limits.id);
    return entry ? [{ ...entry, limits }] : [];
  });
}

export function catalogPlan(id: string): CatalogPlan | undefined {
  return catalogPlans().find((p) => p.id === id);
}

export const isPaid = (plan: CatalogEntry) => plan.prices.month.CZK > 0 || plan.prices.year.CZK > 0;
