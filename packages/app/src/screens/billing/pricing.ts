import type { BillingInterval, Currency, Plan } from '@hlidka/contract';

/**
 * A plan's price for an interval in a currency: from `prices` when the server sends them, else the plan's own
 * `price` when it is for that interval and currency; null when unknown.
 */
export function planPrice(plan: Plan, interval: BillingInterval, currency: Currency = 'CZK'): number | null {
  const listed = plan.prices?.[interval]?.[currency];
  if (listed !== undefined) return listed;
  return plan.interval === interval && plan.currency === currency ? plan.price : null;
}

/** Whole months saved by paying yearly instead of monthly (e.g. 2 for 10× the monthly price), or 0. */
export function monthsFreeYearly(plan: Plan): number {
  const month = planPrice(plan, 'month');
  const year = planPrice(plan, 'year');
  if (!month || !year) return 0;
  return Math.max(0, Math.round(12 - year / month));
}

export function isFreePlan(plan: Plan): boolean {
  return plan.price === 0 && (plan.prices === undefined || plan.prices.month.CZK === 0);
}
