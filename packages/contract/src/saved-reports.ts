import { z } from 'zod';
import { reportDataSchema } from './reports';

// Saved reports (issue 9 §5): a named selection (websites or a team) and a period kind, owned by one user, optionally
// e-mailed as a PDF on the 1st of every month (the previous calendar month, UTC) to a list of recipients.

export const reportScopeValues = ['websites', 'team'] as const;
export type ReportScope = (typeof reportScopeValues)[number];
export const reportPeriodKindValues = ['this_month', 'last_month', 'custom'] as const;
export type ReportPeriodKind = (typeof reportPeriodKindValues)[number];

const isoDate = z.iso.date();

/** At most this many recipients of a monthly report. */
export const REPORT_RECIPIENTS_MAX = 10;

export const reportScheduleSchema = z
  .object({
    /** E-mail the previous month's report as a PDF on the 1st of every month. */
    monthly: z.boolean(),
    recipients: z.array(z.email()).max(REPORT_RECIPIENTS_MAX),
    language: z.enum(['cs', 'en']),
  })
  .meta({ id: 'ReportSchedule' });
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;

export const savedReportSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    scope: z.enum(reportScopeValues),
    websiteIds: z.array(z.uuid()),
    teamId: z.uuid().nullable(),
    period: z.enum(reportPeriodKindValues),
    /** Only for a custom period. */
    from: isoDate.nullable(),
    to: isoDate.nullable(),
    schedule: reportScheduleSchema,
    lastSentAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'SavedReport' });
export type SavedReport = z.infer<typeof savedReportSchema>;

const fields = {
  name: z.string().trim().min(1).max(100),
  scope: z.enum(reportScopeValues),
  websiteIds: z.array(z.uuid()).max(200),
  teamId: z.uuid().nullable(),
  period: z.enum(reportPeriodKindValues),
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  schedule: reportScheduleSchema,
};

/**
 * The websites scope needs at least one website, the team scope a team, a custom period both days, and a monthly
 * schedule at least one recipient (checked by the server, answered per field).
 */
export const savedReportBodySchema = z
  .strictObject({
    name: fields.name,
    scope: fields.scope,
    websiteIds: fields.websiteIds.default([]),
    teamId: fields.teamId.default(null),
    period: fields.period,
    from: fields.from.default(null),
    to: fields.to.default(null),
    schedule: fields.schedule.default({ monthly: false, recipients: [], language: 'cs' }),
  })
  .meta({ id: 'SavedReportBody' });
export type SavedReportBody = z.input<typeof savedReportBodySchema>;

export const savedReportIdParamsSchema = z.strictObject({ id: z.uuid() });
export const savedReportListDataSchema = z
  .object({ reports: z.array(savedReportSchema) })
  .meta({ id: 'SavedReportList' });
export type SavedReportListData = z.infer<typeof savedReportListDataSchema>;
export const savedReportDataSchema = z.object({ report: savedReportSchema }).meta({ id: 'SavedReportData' });
export type SavedReportData = z.infer<typeof savedReportDataSchema>;
/** A saved report with its figures for its period as of now. */
export const savedReportComputedDataSchema = z
  .object({ report: savedReportSchema, data: reportDataSchema })
  .meta({ id: 'SavedReportComputed' });
export type SavedReportComputedData = z.infer<typeof savedReportComputedDataSchema>;
export const savedReportDeletedDataSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'SavedReportDeleted' });

const tags = ['Reports'];

export const savedReportRouteSchemas = {
  list: {
    summary: "The caller's saved and scheduled reports",
    tags,
    response: savedReportListDataSchema,
  },
  create: {
    summary: 'Save a report (and optionally schedule it monthly by e-mail)',
    tags,
    body: savedReportBodySchema,
    response: savedReportDataSchema,
  },
  get: {
    summary: 'A saved report with its figures computed for its period',
    tags,
    params: savedReportIdParamsSchema,
    response: savedReportComputedDataSchema,
  },
  update: {
    summary: 'Change a saved report or its schedule',
    tags,
    params: savedReportIdParamsSchema,
    body: savedReportBodySchema,
    response: savedReportDataSchema,
  },
  delete: {
    summary: 'Delete a saved report',
    tags,
    params: savedReportIdParamsSchema,
    response: savedReportDeletedDataSchema,
  },
} as const;

/** The UTC days of a period kind as of `now` (custom: its own days). */
export function periodDays(
  period: ReportPeriodKind,
  now: Date,
  custom: { from: string | null; to: string | null } = { from: null, to: null },
): { from: string; to: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  if (period === 'this_month') return { from: day(new Date(Date.UTC(y, m, 1))), to: day(now) };
  if (period === 'last_month') {
    return { from: day(new Date(Date.UTC(y, m - 1, 1))), to: day(new Date(Date.UTC(y, m, 0))) };
  }
  return { from: custom.from ?? day(now), to: custom.to ?? day(now) };
}
