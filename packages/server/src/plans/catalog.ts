import { type BillingInterval, type Currency, isPlanId, OFFERED_PLAN_IDS, PLAN_TABLE } from '@hlidka/contract';
import { type PlanConfig, planById } from './config';

/** One price per currency, in major units, without VAT. */
export type PriceByCurrency = Readonly<Record<Currency, number>>;

/** A plan for sale: its prices and limits (the contract's plan table; texts are worded per reader there too). */
export interface CatalogPlan {
  id: PlanConfig['id'];
  prices: Readonly<Record<BillingInterval, PriceByCurrency>>;
  limits: PlanConfig;
}

/** The plans on offer, in table order, with their limits. A plan without prices (self-hosted) is not offered. */
export function catalogPlans(): CatalogPlan[] {
  return OFFERED_PLAN_IDS.flatMap((id) => {
    const prices = PLAN_TABLE[id].prices;
    return prices ? [{ id, prices, limits: planById(id) }] : [];
  });
}

export function catalogPlan(id: string): CatalogPlan | undefined {
  return isPlanId(id) ? catalogPlans().find((p) => p.id === id) : undefined;
}

export const isPaid = (plan: CatalogPlan) => plan.prices.month.CZK > 0 || plan.prices.year.CZK > 0;
