import { describe, expect, it } from 'vitest';
import { createPlan, createSubscription } from '../mocks/fixtures';
import { currentSubscription, deriveSubscriptionData, websiteLimitOf } from './subscription-data';

describe('subscription data (spec §3, §4)', () => {
  it('websiteLimit = plan.limits.websites, else plan.websiteLimit, else 0', () => {
    expect(websiteLimitOf({ limits: { websites: 25 }, websiteLimit: 5 })).toBe(25);
    expect(websiteLimitOf({ limits: {}, websiteLimit: 5 })).toBe(5);
    expect(websiteLimitOf({ limits: { websites: null }, websiteLimit: 0 })).toBe(0);
    expect(websiteLimitOf({})).toBe(0);
    expect(websiteLimitOf(null)).toBe(0);
  });

  it('the current subscription is the first active one, else the first, else none', () => {
    const cancelled = createSubscription({ id: 'a', status: 'cancelled' });
    const active = createSubscription({ id: 'b', status: 'active' });
    const expired = createSubscription({ id: 'c', status: 'expired' });
    expect(currentSubscription([cancelled, active, expired])?.id).toBe('b');
    expect(currentSubscription([expired, cancelled])?.id).toBe('c');
    expect(currentSubscription([])).toBeNull();
    expect(currentSubscription(undefined)).toBeNull();
  });

  it('isActive only for status active; the plan comes from the subscription unless given', () => {
    const plan = createPlan({ id: 'pro', limits: { websites: 100 }, websiteLimit: 100 });
    expect(deriveSubscriptionData([createSubscription({ plan })])).toMatchObject({
      isActive: true,
      websiteLimit: 100,
      plan: { id: 'pro' },
    });
    expect(
      deriveSubscriptionData([createSubscription({ status: 'cancelled' })], createPlan({ limits: { websites: 7 } })),
    ).toMatchObject({ isActive: false, websiteLimit: 7 });
    expect(deriveSubscriptionData([])).toEqual({ subscription: null, plan: null, websiteLimit: 0, isActive: false });
  });
});
