import { and, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { checkSchedules, websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { closeDegradedPeriods } from '../../monitoring/incidents/performance';
import type { PlanConfig } from '../../plans/config';
import { billingMessages } from './messages';

/** Websites of the user that are checked (paused ones do not count against the plan). */
export async function activeWebsiteIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: websites.id })
    .from(websites)
    .where(and(eq(websites.ownerId, userId), ne(websites.status, 'paused')))
    .orderBy(desc(websites.createdAt), desc(websites.id));
  return rows.map((r) => r.id);
}

async function pause(db: DbOrTx, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(checkSchedules)
    .set({ nextCheckAt: sql`'infinity'::timestamptz`, leaseUntil: null, leasedBy: null })
    .where(inArray(checkSchedules.websiteId, ids));
  await db
    .update(websites)
    .set({ status: 'paused', statusChangedAt: now, updatedAt: now })
    .where(and(inArray(websites.id, ids), ne(websites.status, 'paused')));
  await closeDegradedPeriods(db, ids, now);
}

/**
 * Before a downgrade: with more active websites than the new plan allows, the caller must name enough of them to
 * pause (`pauseWebsiteIds`); otherwise a translated error lists the overage. Pauses the chosen ones.
 */
export async function pauseForDowngrade(
  db: DbOrTx,
  userId: string,
  plan: PlanConfig,
  pauseWebsiteIds: string[] | undefined,
  now: Date,
): Promise<void> {
  const active = await activeWebsiteIds(db, userId);
  if (active.length <= plan.websiteLimit) return;
  const chosen = [...new Set(pauseWebsiteIds ?? [])];
  const activeSet = new Set(active);
  if (chosen.some((id) => !activeSet.has(id))) {
    throw new AppError('VALIDATION_ERROR', billingMessages.unknownWebsites, {
      errors: { pauseWebsiteIds: [billingMessages.unknownWebsites] },
    });
  }
  if (active.length - chosen.length > plan.websiteLimit) {
    const message = billingMessages.overLimit(plan.id, plan.websiteLimit, active.length);
    throw new AppError('PLAN_LIMIT_REACHED', message, { status: 409, errors: { pauseWebsiteIds: [message] } });
  }
  await pause(db, chosen, now);
}

/**
 * Hold the user's websites to a plan they are now on: pause the newest active websites beyond the limit (when the
 * plan ended without the user choosing), and lift check intervals below the plan's minimum.
 */
export async function enforcePlanLimits(db: DbOrTx, userId: string, plan: PlanConfig, now: Date): Promise<void> {
  const active = await activeWebsiteIds(db, userId);
  if (active.length > plan.websiteLimit) await pause(db, active.slice(0, active.length - plan.websiteLimit), now);
  await db
    .update(websites)
    .set({ intervalSeconds: plan.minIntervalSeconds, updatedAt: now })
    .where(and(eq(websites.ownerId, userId), lt(websites.intervalSeconds, plan.minIntervalSeconds)));
}
