import type { CheckErrorCode } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import type { CheckOutcome } from '../results/outcome';
import {
  ANY_REGION,
  applyOutcome,
  COUNTER_CAP,
  counterCaps,
  decidingRegions,
  evaluate,
  groupOutcomes,
  type RegionCounter,
  regionKey,
  regionVerdicts,
} from './counters';

const at = (s: number) => new Date(Date.UTC(2026, 0, 15, 10, 0, s));
const fail = (s: number, code: CheckErrorCode = 'timeout'): CheckOutcome => ({
  websiteId: 'w',
  ok: false,
  code,
  message: code,
  checkedAt: at(s),
  region: 'eu',
  responseMs: 120,
});
const pass = (s: number): CheckOutcome => ({
  websiteId: 'w',
  ok: true,
  code: null,
  message: null,
  checkedAt: at(s),
  region: 'eu',
  responseMs: 120,
});

describe('incident counters', () => {
  it('keeps the first failure’s values with its code until the streak ends', () => {
    const first = applyOutcome(undefined, { ...fail(0, 'status'), params: { statusCode: 503 } });
    const second = applyOutcome(first, { ...fail(60, 'status'), params: { statusCode: 502 } });
    expect(second).toMatchObject({ firstFailureCode: 'status', firstFailureParams: { statusCode: 503 } });
    expect(applyOutcome(second, pass(120)).firstFailureParams).toBeNull();
  });

  it('counts streaks, keeps the first failure of a streak, never mutates', () => {
    const first = applyOutcome(undefined, fail(0, 'dns'));
    const second = applyOutcome(first, fail(60, 'timeout'));
    expect(first.consecutiveFailures).toBe(1);
    expect(second).toMatchObject({ consecutiveFailures: 2, firstFailureCode: 'dns', failingSince: at(0) });
    const recovered = applyOutcome(second, pass(120));
    expect(recovered).toMatchObject({ consecutiveFailures: 0, consecutiveSuccesses: 1, failingSince: null });
    expect(second.consecutiveFailures).toBe(2);
  });

  it('stops counting at the cap so a long-up website writes nothing', () => {
    let counter: RegionCounter | undefined;
    for (let i = 0; i < COUNTER_CAP + 5; i++) counter = applyOutcome(counter, pass(i));
    expect(counter?.consecutiveSuccesses).toBe(COUNTER_CAP);
  });

  it("stops counting at the website's own thresholds when given them", () => {
    const caps = counterCaps({ failuresToOpen: 3, successesToResolve: 1 });
    let counter: RegionCounter | undefined;
    for (let i = 0; i < 5; i++) counter = applyOutcome(counter, pass(i), caps);
    expect(counter?.consecutiveSuccesses).toBe(1);
    for (let i = 5; i < 10; i++) counter = applyOutcome(counter, fail(i), caps);
    expect(counter).toMatchObject({ consecutiveFailures: 3, failingSince: at(5) });
    expect(counterCaps({ failuresToOpen: 0, successesToResolve: 5000 })).toEqual({
      failures: 1,
      successes: COUNTER_CAP,
    });
  });

  it('decides by a majority of the configured regions', () => {
    const rules = { failuresToOpen: 2, successesToResolve: 1, regions: ['eu', 'us', 'asia', 'au'], regionQuorum: null };
    const failing = applyOutcome(applyOutcome(undefined, fail(0)), fail(60));
    const healthy = applyOutcome(undefined, pass(0));
    const counters = new Map([
      ['eu', failing],
      ['us', failing],
      ['asia', healthy],
    ]);
    // Two of four is not a majority.
    expect(evaluate(rules, counters).failing).toBe(false);
    counters.set('au', failing);
    expect(evaluate(rules, counters)).toMatchObject({ failing: true, cause: { code: 'timeout' } });
    // A region outside the configured ones does not vote.
    expect(evaluate(rules, new Map([['mars', failing]])).failing).toBe(false);
  });

  it("decides by the website's quorum: opens when that many regions fail, resolves when fewer can", () => {
    const failing = applyOutcome(applyOutcome(undefined, fail(0)), fail(60));
    const healthy = applyOutcome(undefined, pass(0));
    const regions = ['eu', 'us', 'asia'];
    const oneFailing = new Map([
      ['eu', failing],
      ['us', healthy],
      ['asia', healthy],
    ]);
    // Two of three (the majority) is the default; a quorum of one opens on a single region.
    expect(
      evaluate({ failuresToOpen: 2, successesToResolve: 1, regions, regionQuorum: null }, oneFailing).failing,
    ).toBe(false);
    const anyRegion = { failuresToOpen: 2, successesToResolve: 1, regions, regionQuorum: 1 };
    expect(evaluate(anyRegion, oneFailing)).toMatchObject({ failing: true, healthy: false });
    // With a quorum of one, the incident resolves only when every region is healthy again.
    expect(evaluate(anyRegion, new Map([...oneFailing, ['eu', healthy]]))).toMatchObject({
      failing: false,
      healthy: true,
    });
    // Every region must agree: two failing is not enough, and one healthy region resolves.
    const all = { failuresToOpen: 2, successesToResolve: 1, regions, regionQuorum: 3 };
    const twoFailing = new Map([...oneFailing, ['us', failing]]);
    expect(evaluate(all, twoFailing)).toMatchObject({ failing: false, healthy: true });
    expect(evaluate(all, new Map([...twoFailing, ['asia', failing]])).failing).toBe(true);
    // A quorum above the number of regions means all of them.
    expect(decidingRegions({ ...all, regionQuorum: 5 })).toEqual({ keys: regions, quorum: 3, toResolve: 1 });
  });

  it('tells what each region saw, for multi-region websites only', () => {
    const failing = applyOutcome(applyOutcome(undefined, fail(0)), fail(60));
    const once = applyOutcome(undefined, fail(60));
    const rules = { failuresToOpen: 2, successesToResolve: 1, regions: ['eu', 'us', 'asia'], regionQuorum: 2 };
    const seen = regionVerdicts(
      rules,
      new Map([
        ['eu', failing],
        ['us', once],
      ]),
    );
    expect(seen).toEqual({
      quorum: 2,
      verdicts: [
        {
          region: 'eu',
          failing: true,
          consecutiveFailures: 2,
          causeCode: 'timeout',
          causeParams: {},
          failingSince: at(0).toISOString(),
          lastCheckedAt: at(60).toISOString(),
        },
        {
          region: 'us',
          failing: false,
          consecutiveFailures: 1,
          causeCode: 'timeout',
          causeParams: {},
          failingSince: at(60).toISOString(),
          lastCheckedAt: at(60).toISOString(),
        },
        {
          region: 'asia',
          failing: false,
          consecutiveFailures: 0,
          causeCode: null,
          causeParams: {},
          failingSince: null,
          lastCheckedAt: null,
        },
      ],
    });
    expect(regionVerdicts({ ...rules, regions: ['eu'] }, new Map([['*', failing]]))).toBeNull();
  });

  it('keys single-region websites under one counter and drops no-data outcomes', () => {
    expect(regionKey({ regions: [] }, 'eu')).toBe(ANY_REGION);
    expect(regionKey({ regions: ['eu'] }, 'us')).toBe(ANY_REGION);
    expect(regionKey({ regions: ['eu', 'us'] }, 'us')).toBe('us');
    const groups = groupOutcomes([fail(60), { ...fail(30), noData: true }, pass(0)]);
    expect(groups.get('w')?.map((o) => o.checkedAt.getTime())).toEqual([at(0).getTime(), at(60).getTime()]);
  });
});
