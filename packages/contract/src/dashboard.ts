import { z } from 'zod';
import { websiteTypeSchema } from './check-settings';
import { checkErrorCodeSchema } from './checks';
import { websiteStatusValueSchema } from './events';

// The dashboard (spec §3 "Dashboard counts"; issue 4 §7): one small answer for the first screen after sign-in.
// Everything is scoped to the caller's websites and their teams' websites. Check counts and uptime come from the
// hourly rollups of the last 24 hours; "no data" time (Hlídka or its worker down, website paused) counts as neither
// up nor down.

const isoDateTime = z.iso.datetime({ offset: true });

/** One row of the live table: the fields that change with checks, kept short (1,000 rows stay well under 100 KB). */
export const dashboardWebsiteSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The check type: a heartbeat's `pending` reads "waiting for the first ping". */
    type: websiteTypeSchema,
    status: websiteStatusValueSchema,
    /**
     * Regions of the website that no live worker serves (as on the website: "Žádný pracovník v oblasti …"); absent
     * when there are none, which keeps 1,000 rows small.
     */
    noWorkerRegions: z.array(z.string()).optional(),
    /**
     * Only for a website in maintenance (kept out of other rows: 1,000 of them stay small): the result code of its last
     * check when it failed, null when it passed or before the first check.
     */
    lastCode: checkErrorCodeSchema.nullable().optional(),
    /** Last check's total time (ms), null before the first check or when it failed without an answer. */
    responseMs: z.number().int().nonnegative().nullable(),
    /** Uptime % of the last 24 h (no-data excluded), null without data. */
    uptime24h: z.number().min(0).max(100).nullable(),
    lastCheckAt: isoDateTime.nullable(),
    /** An unresolved incident exists. */
    incident: z.boolean(),
    /**
     * The sparkline of the live table, oldest first: the average response time (ms) of each of the last 24 hours,
     * null for an hour without a successful check; for a website with fewer than two such hours (added this hour),
     * the response times of its latest checks (up to 24, null for a failed one) instead. Empty before the first check.
     */
    spark: z.array(z.number().int().nonnegative().nullable()).max(25),
    /**
     * Failed checks behind each point of `spark` (its hour, or 1 for a single failed check), same length; left out
     * when none failed (the list of 1,000 websites stays small).
     */
    sparkFailures: z.array(z.number().int().nonnegative()).max(25).optional(),
  })
  .meta({ id: 'DashboardWebsite' });
export type DashboardWebsite = z.infer<typeof dashboardWebsiteSchema>;

export const dashboardSlowWebsiteSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    avgResponseMs: z.number().int().nonnegative(),
    p95Ms: z.number().int().nullable(),
  })
  .meta({ id: 'DashboardSlowWebsite' });

export const dashboardWorkerSchema = z
  .object({
    region: z.string(),
    /** Sees its own network working (fewer than 90 % network failures over 10+ hosts in the last minute). */
    healthy: z.boolean(),
    /** Sent a heartbeat in the last 2 minutes. */
    online: z.boolean(),
    lastSeenAt: isoDateTime,
    checksLastMinute: z.number().int().nonnegative(),
  })
  .meta({ id: 'DashboardWorker' });
export type DashboardWorker = z.infer<typeof dashboardWorkerSchema>;

export const dashboardDataSchema = z
  .object({
    websites: z.object({
      total: z.number().int().nonnegative(),
      up: z.number().int().nonnegative(),
      down: z.number().int().nonnegative(),
      paused: z.number().int().nonnegative(),
      pending: z.number().int().nonnegative(),
      /** In a maintenance window: counted apart, never as up or down. */
      maintenance: z.number().int().nonnegative(),
      /** Up but over their response-time budget: counted apart from `up`. */
      degraded: z.number().int().nonnegative(),
    }),
    incidents: z.object({
      /** Open or acknowledged. */
      active: z.number().int().nonnegative(),
      acknowledged: z.number().int().nonnegative(),
      /** Resolved in the last 24 hours and in the last 30 days. */
      resolved24h: z.number().int().nonnegative(),
      resolved30d: z.number().int().nonnegative(),
    }),
    checks24h: z.object({
      successful: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
    }),
    /** Over all the caller's websites, weighted by checked time; null without data. */
    uptime24h: z.number().min(0).max(100).nullable(),
    /** Up to 5, slowest average response over 24 h first. */
    slowest: z.array(dashboardSlowWebsiteSchema),
    /** Checker workers seen in the last 24 hours (no host names: those are the operator's business). */
    workers: z.array(dashboardWorkerSchema),
    /** The live table, by name; at most 1,000 rows (`truncated` says when there are more). */
    list: z.array(dashboardWebsiteSchema),
    truncated: z.boolean(),
    generatedAt: isoDateTime,
  })
  .meta({ id: 'Dashboard' });
export type DashboardData = z.infer<typeof dashboardDataSchema>;

export const dashboardQuerySchema = z.strictObject({
  /** Only this team's websites (the caller must be a member). */
  teamId: z.uuid().optional(),
});

export const dashboardRouteSchemas = {
  get: {
    summary: 'Counts, 24-hour checks and uptime, slowest websites, workers and the live table in one small answer',
    tags: ['Dashboard'],
    query: dashboardQuerySchema,
    response: dashboardDataSchema,
  },
};
