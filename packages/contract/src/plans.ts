import { z } from 'zod';

// The limits the monitoring engine enforces per plan, and the caller's usage (issue 4 §1). Prices and subscriptions
// are billing's (billing.ts); this is what decides how many websites, how often, how many members, how much history.

export const planQuotaSchema = z
  .object({
    planId: z.string(),
    planName: z.string(),
    websiteLimit: z.number().int().nonnegative(),
    minIntervalSeconds: z.number().int().positive(),
    teamMemberLimit: z.number().int().nonnegative(),
    historyDays: z.number().int().positive(),
    /** Websites the caller owns now. */
    websitesUsed: z.number().int().nonnegative(),
  })
  .meta({ id: 'PlanQuota' });
export type PlanQuota = z.infer<typeof planQuotaSchema>;

export const planQuotaDataSchema = z.object({ quota: planQuotaSchema }).meta({ id: 'PlanQuotaData' });

export const planQuotaRouteSchemas = {
  get: {
    summary: "The caller's plan limits and how many websites they use",
    tags: ['Websites'],
    response: planQuotaDataSchema,
  },
} as const;
