import { z } from 'zod';

// Reports (issue 4 §7): uptime, downtime, incidents, MTTR and response times of one website, several, a team's or all
// the caller's, for a period of whole UTC days (the daily rollups' buckets), read from rollups only. "No data" time
// (Hlídka or its worker down, website paused or not yet created) is excluded from uptime and reported separately.

export { UPTIME_DECIMALS } from './uptime-decimals';

const isoDate = z.iso.date();

export const reportDaySchema = z
  .object({
    /** UTC day, YYYY-MM-DD. */
    date: isoDate,
    /** Percent of the checked time the website(s) answered; null when nothing was checked that day. */
    uptime: z.number().min(0).max(100).nullable(),
    checks: z.number().int().nonnegative(),
    failures: z.number().int().nonnegative(),
    downtimeSeconds: z.number().int().nonnegative(),
    /** Seconds of the day without a real check (excluded from uptime). */
    noDataSeconds: z.number().int().nonnegative(),
    /** Seconds of the day the website(s) spent degraded (slower than their budget; counted as up, apart). */
    degradedSeconds: z.number().int().nonnegative(),
    avgResponseMs: z.number().int().nonnegative().nullable(),
    p95Ms: z.number().int().nonnegative().nullable(),
  })
  .meta({ id: 'ReportDay' });
export type ReportDay = z.infer<typeof reportDaySchema>;

export const reportFiguresSchema = z
  .object({
    uptime: z.number().min(0).max(100).nullable(),
    /** Always true: no-data time counts as neither up nor down. */
    noDataExcluded: z.literal(true),
    checks: z.number().int().nonnegative(),
    failures: z.number().int().nonnegative(),
    downtimeSeconds: z.number().int().nonnegative(),
    coveredSeconds: z.number().int().nonnegative(),
    noDataSeconds: z.number().int().nonnegative(),
    /** Seconds the websites spent in maintenance windows: neither up nor down, so outside uptime and downtime. */
    maintenanceSeconds: z.number().int().nonnegative(),
    /**
     * Seconds the websites were degraded (up, but slower than their response-time budget): counted as up in uptime,
     * and apart here.
     */
    degradedSeconds: z.number().int().nonnegative(),
    /** Incidents unresolved at some moment of the period. */
    incidents: z.number().int().nonnegative(),
    /** Mean time to resolve of the incidents resolved in the period (from the first failing check), seconds. */
    mttrSeconds: z.number().int().nonnegative().nullable(),
    response: z.object({
      avgMs: z.number().int().nonnegative().nullable(),
      p50Ms: z.number().int().nonnegative().nullable(),
      p95Ms: z.number().int().nonnegative().nullable(),
      p99Ms: z.number().int().nonnegative().nullable(),
      maxMs: z.number().int().nonnegative().nullable(),
    }),
  })
  .meta({ id: 'ReportFigures' });
export type ReportFigures = z.infer<typeof reportFiguresSchema>;

export const reportWebsiteSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    url: z.string(),
    figures: reportFiguresSchema,
    days: z.array(reportDaySchema),
  })
  .meta({ id: 'ReportWebsite' });
export type ReportWebsite = z.infer<typeof reportWebsiteSchema>;

export const reportDataSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    /** Seconds in the period (up to now for a period that has not ended). */
    periodSeconds: z.number().int().nonnegative(),
    /** All the report's websites together (uptime weighted by checked time). */
    summary: reportFiguresSchema,
    days: z.array(reportDaySchema),
    websites: z.array(reportWebsiteSchema),
  })
  .meta({ id: 'Report' });
export type ReportData = z.infer<typeof reportDataSchema>;

const idList = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
      : value,
  z.array(z.uuid()).min(1).max(200),
);

/**
 * `websiteIds` (comma-separated) or `teamId`, or neither for all the caller's websites. `from` and `to` are UTC days,
 * both included, at most 366 days; default the last 30 days.
 */
export const reportQuerySchema = z
  .strictObject({
    websiteIds: idList.optional(),
    teamId: z.uuid().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .meta({ id: 'ReportQuery' });
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** The report's query and the PDF's language (default: the request's Accept-Language). */
export const reportPdfQuerySchema = reportQuerySchema
  .extend({ lang: z.enum(['cs', 'en']).optional() })
  .meta({ id: 'ReportPdfQuery' });
export type ReportPdfQuery = z.input<typeof reportPdfQuerySchema>;

const tags = ['Reports'];

export const reportRouteSchemas = {
  get: {
    summary: 'Uptime, downtime, incidents, MTTR and response times for a period, with a daily breakdown',
    tags,
    query: reportQuerySchema,
    response: reportDataSchema,
  },
  exportCsv: {
    summary: 'The same report as CSV (one row per website and day), as an attachment',
    tags,
    query: reportQuerySchema,
    response: z.string(),
  },
  exportPdf: {
    summary: 'The same report as a PDF to forward to a customer (logo, period, SLA figures, daily table), cs or en',
    tags,
    query: reportPdfQuerySchema,
    response: z.instanceof(Uint8Array),
  },
};
