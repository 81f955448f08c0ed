import { type DegradedMode, untimedWebsiteTypes, type WebsiteType } from '@hlidka/contract';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { pgArray } from '../../db/array-literal';
import { degradedPeriods, type WebsiteStatus } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { STATE_UP } from '../results/codes';
import type { CheckOutcome } from '../results/outcome';

// The response-time budget (issue 28 item 5): an up website answering slower than its budget is `degraded`. Only the
// checks that answered decide it: a failing check is the incident engine's, a check in a maintenance window changes
// nothing, a no-data one tells nothing.

export interface ResponseBudget {
  afterMs: number;
  mode: DegradedMode;
  /** How many of the latest passing checks the p95 is taken over. */
  window: number;
}

export interface BudgetedWebsite {
  id: string;
  seq: number;
  type: WebsiteType;
  budget: ResponseBudget | null;
}

/** The response time judged against the budget and the budget, as alerts and the timeline word them. */
export interface PerformanceMeasure {
  responseMs: number;
  budgetMs: number;
  mode: DegradedMode;
}

export interface PerformanceVerdict {
  status: Extract<WebsiteStatus, 'up' | 'degraded'>;
  measure: PerformanceMeasure | null;
}

export function responseBudget(row: {
  degradedAfterMs: number | null;
  degradedMode: DegradedMode;
  degradedWindow: number;
}): ResponseBudget | null {
  if (row.degradedAfterMs === null) return null;
  return { afterMs: row.degradedAfterMs, mode: row.degradedMode, window: row.degradedWindow };
}

const budgetApplies = (website: BudgetedWebsite): website is BudgetedWebsite & { budget: ResponseBudget } =>
  website.budget !== null && !untimedWebsiteTypes.includes(website.type);

/** The latest outcome when it is a check that answered outside a maintenance window. */
function latestAnswer(outcomes: readonly CheckOutcome[]): CheckOutcome | null {
  let latest: CheckOutcome | undefined;
  for (const o of outcomes) if (!latest || o.checkedAt >= latest.checkedAt) latest = o;
  return latest?.ok && !latest.noData && !latest.maintenance ? latest : null;
}

/**
 * The 95th percentile of each p95-budget website's latest passing checks (this batch's rows are already written in
 * the transaction). One statement for the batch, run only when such a website has a fresh passing check: the index
 * is read backwards by hour, newest first, at most `window` rows per website.
 */
async function recentP95(tx: DbOrTx, websites: readonly (BudgetedWebsite & { budget: ResponseBudget })[]) {
  const p95 = new Map<string, number>();
  if (websites.length === 0) return p95;
  const result = await tx.execute<{ id: string; p95: number | null }>(sql`
    select w.id, percentile_disc(0.95) within group (order by r.total_ms) as p95
    from unnest(${pgArray(websites.map((w) => w.id))}::uuid[], ${pgArray(websites.map((w) => w.seq))}::integer[],
      ${pgArray(websites.map((w) => w.budget.window))}::integer[]) as w(id, seq, n)
    cross join lateral (
      select r.total_ms from check_results r where r.website_seq = w.seq and r.state = ${STATE_UP}
      order by hlidka_hour(r.checked_at) desc, r.checked_at desc limit w.n
    ) r
    group by w.id`);
  for (const row of result.rows) if (row.p95 !== null) p95.set(row.id, Number(row.p95));
  return p95;
}

/**
 * What each website's latest answering check says of its speed: `degraded` over the budget, `up` within it (or with no
 * budget, so a website whose budget was turned off recovers). Websites without such a check get no verdict.
 */
export async function performanceVerdicts(
  tx: DbOrTx,
  websites: readonly BudgetedWebsite[],
  groups: ReadonlyMap<string, readonly CheckOutcome[]>,
): Promise<Map<string, PerformanceVerdict>> {
  const verdicts = new Map<string, PerformanceVerdict>();
  const answers = new Map<string, CheckOutcome>();
  for (const website of websites) {
    const answer = latestAnswer(groups.get(website.id) ?? []);
    if (answer) answers.set(website.id, answer);
  }
  const p95 = await recentP95(
    tx,
    websites.filter((w) => budgetApplies(w) && w.budget.mode === 'p95' && answers.has(w.id)) as (BudgetedWebsite & {
      budget: ResponseBudget;
    })[],
  );
  for (const website of websites) {
    const answer = answers.get(website.id);
    if (!answer) continue;
    if (!budgetApplies(website)) {
      verdicts.set(website.id, { status: 'up', measure: null });
      continue;
    }
    const { afterMs, mode } = website.budget;
    const responseMs = mode === 'p95' ? (p95.get(website.id) ?? answer.responseMs) : answer.responseMs;
    const measure = { responseMs: Math.round(responseMs), budgetMs: afterMs, mode };
    verdicts.set(website.id, { status: responseMs > afterMs ? 'degraded' : 'up', measure });
  }
  return verdicts;
}

/** Opens a period when the website turns degraded, closes the open one when it leaves (any other state). */
export async function trackDegradedPeriod(
  tx: DbOrTx,
  websiteId: string,
  previous: WebsiteStatus | null,
  status: WebsiteStatus,
  now: Date,
): Promise<void> {
  if (previous === status) return;
  if (previous === 'degraded') await closeDegradedPeriods(tx, [websiteId], now);
  if (status === 'degraded')
    await tx.insert(degradedPeriods).values({ websiteId, startedAt: now }).onConflictDoNothing();
}

/** Ends the open degraded periods of these websites (a pause by billing sets the status without the engine). */
export async function closeDegradedPeriods(tx: DbOrTx, websiteIds: readonly string[], now: Date): Promise<void> {
  if (websiteIds.length === 0) return;
  await tx
    .update(degradedPeriods)
    .set({ endedAt: now })
    .where(and(inArray(degradedPeriods.websiteId, [...websiteIds]), isNull(degradedPeriods.endedAt)));
}
