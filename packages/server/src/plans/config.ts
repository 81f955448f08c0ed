import { PLAN_IDS, PLAN_TABLE, type PlanId, planName } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { plans } from '../db/schema/plans';
import type { DbOrTx } from '../db/types';

export type { PlanId };

/** The limits the engine enforces for a plan (the contract's plan table; seeded into `plans` at start). */
export interface PlanConfig {
  id: PlanId;
  websiteLimit: number;
  minIntervalSeconds: number;
  teamMemberLimit: number;
  historyDays: number;
}

export const PLANS: readonly PlanConfig[] = PLAN_IDS.map((id) => {
  const { websiteLimit, minIntervalSeconds, teamMemberLimit, historyDays } = PLAN_TABLE[id];
  return { id, websiteLimit, minIntervalSeconds, teamMemberLimit, historyDays };
});

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

/** Upsert the plans (idempotent; run at start). `name` keeps the English name for reading the database by hand. */
export async function seedPlans(db: DbOrTx): Promise<void> {
  await db
    .insert(plans)
    .values(PLANS.map((p, index) => ({ ...p, name: planName(p.id, 'en'), sortOrder: index })))
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
