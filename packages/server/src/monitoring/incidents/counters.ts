// Pure incident logic: consecutive-check counters per region and the majority decision. No database here.
import type { CauseParams, IncidentRegionVerdict } from '@hlidka/contract';
import type { CheckOutcome } from '../results/outcome';

/** Counters of one website in one region. */
export interface RegionCounter {
  consecutiveFailures: number;
  consecutiveSuccesses: number;
  /** First failing check of the current streak (null while succeeding). */
  failingSince: Date | null;
  firstFailureCode: string | null;
  firstFailureMessage: string | null;
  firstFailureParams: CauseParams | null;
  lastCheckedAt: Date;
}

export interface IncidentRules {
  failuresToOpen: number;
  successesToResolve: number;
  /** Regions that check the website; more than one means an incident needs a quorum of them. */
  regions: readonly string[];
  /** How many of `regions` must fail to open an incident; null = a majority. */
  regionQuorum: number | null;
}

/** Counters stop growing here: a website that has been up for a long time writes nothing per check. */
export const COUNTER_CAP = 1000;

/** The key counters are kept under: the region for multi-region websites, `*` otherwise. */
export const ANY_REGION = '*';
export function regionKey(rules: Pick<IncidentRules, 'regions'>, region: string): string {
  return rules.regions.length > 1 ? region : ANY_REGION;
}

/**
 * Where a website's streaks stop counting: at its own thresholds (counting further changes no decision), so a website
 * that stays up — or stays down — writes nothing per check once its streak reaches them. At most COUNTER_CAP.
 */
export function counterCaps(rules: Pick<IncidentRules, 'failuresToOpen' | 'successesToResolve'>): CounterCaps {
  return {
    failures: Math.min(COUNTER_CAP, Math.max(1, rules.failuresToOpen)),
    successes: Math.min(COUNTER_CAP, Math.max(1, rules.successesToResolve)),
  };
}
export interface CounterCaps {
  failures: number;
  successes: number;
}

/** The counter after one more outcome (never mutates `previous`). No-data outcomes must be filtered out first. */
export function applyOutcome(
  previous: RegionCounter | undefined,
  outcome: CheckOutcome,
  caps: CounterCaps = { failures: COUNTER_CAP, successes: COUNTER_CAP },
): RegionCounter {
  if (outcome.ok) {
    return {
      consecutiveFailures: 0,
      consecutiveSuccesses: Math.min((previous?.consecutiveSuccesses ?? 0) + 1, caps.successes),
      failingSince: null,
      firstFailureCode: null,
      firstFailureMessage: null,
      firstFailureParams: null,
      lastCheckedAt: outcome.checkedAt,
    };
  }
  const continuing = previous !== undefined && previous.consecutiveFailures > 0;
  return {
    consecutiveFailures: Math.min((previous?.consecutiveFailures ?? 0) + 1, caps.failures),
    consecutiveSuccesses: 0,
    failingSince: continuing ? previous.failingSince : outcome.checkedAt,
    firstFailureCode: continuing ? previous.firstFailureCode : outcome.code,
    firstFailureMessage: continuing ? previous.firstFailureMessage : outcome.message,
    firstFailureParams: continuing ? previous.firstFailureParams : (outcome.params ?? null),
    lastCheckedAt: outcome.checkedAt,
  };
}

/** True when nothing a reader relies on changed (the row need not be written). */
export function sameCounter(a: RegionCounter | undefined, b: RegionCounter): boolean {
  return (
    a !== undefined &&
    a.consecutiveFailures === b.consecutiveFailures &&
    a.consecutiveSuccesses === b.consecutiveSuccesses &&
    a.firstFailureCode === b.firstFailureCode &&
    (a.failingSince?.getTime() ?? null) === (b.failingSince?.getTime() ?? null)
  );
}

export interface Verdict {
  /** A quorum of regions (or the one region) has failed `failuresToOpen` times in a row. */
  failing: boolean;
  /** So many regions have succeeded `successesToResolve` times in a row that no quorum can still be failing. */
  healthy: boolean;
  /** The earliest first failing check among the failing regions. */
  cause: Cause | null;
}

/** What failed first: the code, its values, the checker's English detail, and when. */
export interface Cause {
  code: string | null;
  params: CauseParams;
  message: string | null;
  since: Date;
}

/**
 * Regions whose counters decide, how many failing ones open an incident (the quorum, a majority unless set, never more
 * than there are regions) and how many healthy ones resolve it (enough that fewer than a quorum can still fail).
 */
export function decidingRegions(rules: IncidentRules): { keys: string[]; quorum: number; toResolve: number } {
  const keys = rules.regions.length > 1 ? [...new Set(rules.regions)] : [ANY_REGION];
  const majority = Math.floor(keys.length / 2) + 1;
  const quorum = Math.min(keys.length, Math.max(1, rules.regionQuorum ?? majority));
  return { keys, quorum, toResolve: keys.length - quorum + 1 };
}

export function evaluate(rules: IncidentRules, counters: ReadonlyMap<string, RegionCounter>): Verdict {
  const { keys, quorum, toResolve: healthyNeeded } = decidingRegions(rules);
  const toOpen = Math.max(1, rules.failuresToOpen);
  const toResolve = Math.max(1, rules.successesToResolve);
  let failingCount = 0;
  let healthyCount = 0;
  let cause: Verdict['cause'] = null;
  for (const key of keys) {
    const counter = counters.get(key);
    if (!counter) continue;
    if (counter.consecutiveFailures >= toOpen) {
      failingCount++;
      const since = counter.failingSince ?? counter.lastCheckedAt;
      if (!cause || since < cause.since) {
        cause = {
          code: counter.firstFailureCode,
          params: counter.firstFailureParams ?? {},
          message: counter.firstFailureMessage,
          since,
        };
      }
    }
    if (counter.consecutiveSuccesses >= toResolve) healthyCount++;
  }
  const failing = failingCount >= quorum;
  return { failing, healthy: healthyCount >= healthyNeeded, cause: failing ? cause : null };
}

/** Multi-region websites: what each deciding region's counters say (for the incident); null for one region. */
export function regionVerdicts(
  rules: IncidentRules,
  counters: ReadonlyMap<string, RegionCounter>,
): { quorum: number; verdicts: IncidentRegionVerdict[] } | null {
  if (rules.regions.length <= 1) return null;
  const { keys, quorum } = decidingRegions(rules);
  const toOpen = Math.max(1, rules.failuresToOpen);
  const verdicts = keys.map((region): IncidentRegionVerdict => {
    const counter = counters.get(region);
    const streak = counter !== undefined && counter.consecutiveFailures > 0;
    return {
      region,
      failing: (counter?.consecutiveFailures ?? 0) >= toOpen,
      consecutiveFailures: counter?.consecutiveFailures ?? 0,
      causeCode: streak ? counter.firstFailureCode : null,
      causeParams: (streak ? counter.firstFailureParams : null) ?? {},
      failingSince: streak ? (counter.failingSince?.toISOString() ?? null) : null,
      lastCheckedAt: counter?.lastCheckedAt.toISOString() ?? null,
    };
  });
  return { quorum, verdicts };
}

/** Outcomes grouped by website, each group in check order, no-data outcomes dropped. */
export function groupOutcomes(outcomes: readonly CheckOutcome[]): Map<string, CheckOutcome[]> {
  const groups = new Map<string, CheckOutcome[]>();
  for (const outcome of outcomes) {
    if (outcome.noData) continue;
    let group = groups.get(outcome.websiteId);
    if (!group) {
      group = [];
      groups.set(outcome.websiteId, group);
    }
    group.push(outcome);
  }
  for (const group of groups.values()) group.sort((a, b) => a.checkedAt.getTime() - b.checkedAt.getTime());
  return groups;
}
