import { describe, expect, it } from 'vitest';
import { planLimitLines } from './plan-limits';

describe('plan limits on the plan cards', () => {
  it('says each limit once, the interval in whole minutes where it is one', () => {
    expect(planLimitLines({ websites: 3, minIntervalSeconds: 300, teamMembers: 1, historyDays: 7 })).toEqual([
      { key: 'billing.plans.limitWebsites', count: 3 },
      { key: 'billing.plans.limitIntervalMinutes', count: 5 },
      { key: 'billing.plans.limitMembers', count: 1 },
      { key: 'billing.plans.limitHistory', count: 7 },
    ]);
    expect(planLimitLines({ websites: 50, minIntervalSeconds: 30 })).toEqual([
      { key: 'billing.plans.limitWebsites', count: 50 },
      { key: 'billing.plans.limitInterval', count: 30 },
    ]);
    expect(planLimitLines({ websites: 10, minIntervalSeconds: 90 })[1]).toEqual({
      key: 'billing.plans.limitInterval',
      count: 90,
    });
  });
});
