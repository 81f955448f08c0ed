import { sql } from 'drizzle-orm';
import { plans } from '../db/schema/plans';
import type { DbOrTx } from '../db/types';

export interface PlanConfig {
  id: string;
  name: string;
  /** Websites the plan may monitor. */
  websiteLimit: number;
  /** Shortest check interval the plan allows. */
  minIntervalSeconds: number;
  /** Members per team the user owns. */
  teamMemberLimit: number;
  /** Days of raw checks kept (rollups are kept longer). */
  historyDays: number;
}

/** The plans and their limits: the one place to change them. Seeded into `plans` at start. */
export const PLANS = [
  { id: 'free', name: 'Free', websiteLimit: 3, minIntervalSeconds: 300, teamMemberLimit: 1, historyDays: 7 },
  { id: 'start', name: 'Start', websiteLimit: 10, minIntervalSeconds: 60, teamMemberLimit: 3, historyDays: 30 },
  { id: 'pro', name: 'Pro', websiteLimit: 50, minIntervalSeconds: 30, teamMemberLimit: 10, historyDays: 30 },
  { id: 'business', name: 'Business', websiteLimit: 200, minIntervalSeconds: 10, teamMemberLimit: 50, historyDays: 90 },
  /** Not for sale: what a self-hosted installation gives everyone with HLIDKA_DEFAULT_PLAN=selfhosted. */
  {
    id: 'selfhosted',
    name: 'Self-hosted',
    websiteLimit: 100_000,
    minIntervalSeconds: 10,
    teamMemberLimit: 1000,
    historyDays: 30,
  },
] as const satisfies readonly PlanConfig[];

export type PlanId = (typeof PLANS)[number]['id'];

/**
 * Users without a `user_plans` row are on this plan: `free`, or what HLIDKA_DEFAULT_PLAN names (a self-hosted
 * installation without billing sets `selfhosted`; the benchmarks do too).
 */
export const DEFAULT_PLAN_ID: PlanId = PLANS.find((p) => p.id === process.env.HLIDKA_DEFAULT_PLAN)?.id ?? 'free';

/** Raw-check retention when no plan applies. */
export const DEFAULT_HISTORY_DAYS = 30;

export function planById(id: string | null | undefined): PlanConfig {
  return PLANS.find((p) => p.id === id) ?? (PLANS.find((p) => p.id === DEFAULT_PLAN_ID) as PlanConfig);
}

/** Upsert the configured plans (idempotent; run at start). */
export async function seedPlans(db: DbOrTx): Promise<void> {
  await db
    .insert(plans)
    .values(PLANS.map((p, index) => ({ ...p, sortOrder: index })))
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        name: sql`excluded.name`,
        websiteLimit: sql`excluded.website_limit`,
        minIntervalSeconds: sql`excluded.min_interval_seconds`,
        teamMemberLimit: sql`excluded.team_member_limit`,
        historyDays: sql`excluded.history_days`,
        sortOrder: sql`excluded.sort_order`,
        updatedAt: sql`now()`,
      },
    });
}
