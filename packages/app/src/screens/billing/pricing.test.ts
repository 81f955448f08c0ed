import type { Plan } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { isFreePlan, monthsFreeYearly, planPrice } from './pricing';

const base: Plan = {
  id: 'pro',
  name: 'Pro',
  description: '',
  price: 799,
  currency: 'CZK',
  interval: 'month',
  features: [],
  limits: { websites: 100 },
  websiteLimit: 100,
};

describe('planPrice', () => {
  it('takes the listed price of the interval and currency', () => {
    const plan = {
      ...base,
      prices: { month: { CZK: 799, EUR: 32, USD: 35 }, year: { CZK: 7990, EUR: 320, USD: 350 } },
    };
    expect(planPrice(plan, 'year', 'EUR')).toBe(320);
    expect(monthsFreeYearly(plan)).toBe(2);
  });

  it('falls back to the plan’s own price only for its own interval and currency', () => {
    expect(planPrice(base, 'month')).toBe(799);
    expect(planPrice(base, 'year')).toBeNull();
    expect(planPrice(base, 'month', 'USD')).toBeNull();
    expect(monthsFreeYearly(base)).toBe(0);
  });

  it('knows a free plan', () => {
    expect(isFreePlan({ ...base, price: 0 })).toBe(true);
    expect(isFreePlan(base)).toBe(false);
  });
});
