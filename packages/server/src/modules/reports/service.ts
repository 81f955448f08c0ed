import type { Language, ReportData, ReportDay, ReportFigures, reportQuerySchema } from '@hlidka/contract';
import { and, asc, eq, gte, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { incidents } from '../../db/schema/incidents';
import { checkRollupsDaily, degradedPeriods, websiteNameKey, websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { addHistograms, emptyHistogram, histogramQuantile } from '../../monitoring/rollups/histogram';
import { requirePermission } from '../access/permissions';
import { websiteInScope } from '../access/scope';
import { reportMessages } from './messages';

const DAY = 86_400_000;
export const MAX_REPORT_DAYS = 366;
const MAX_REPORT_WEBSITES = 500;

type Query = z.output<typeof reportQuerySchema>;

interface RollupRow {
  websiteId: string;
  bucket: Date;
  checks: number;
  failures: number;
  downtimeSeconds: number;
  coveredSeconds: number;
  maintenanceSeconds: number;
  responseSumMs: number;
  responseCount: number;
  maxMs: number | null;
  hist: number[];
}

interface IncidentSpan {
  websiteId: string;
  startedAt: Date;
  resolvedAt: Date | null;
}

interface DegradedSpan {
  websiteId: string;
  startedAt: Date;
  /** Null while the website is still degraded. */
  endedAt: Date | null;
}

/** Seconds of the degraded periods inside the report's period. */
function degradedSecondsIn(spans: readonly DegradedSpan[], period: { from: Date; end: Date }): number {
  let ms = 0;
  for (const span of spans) {
    const start = Math.max(span.startedAt.getTime(), period.from.getTime());
    const end = Math.min(span.endedAt?.getTime() ?? period.end.getTime(), period.end.getTime());
    if (end > start) ms += end - start;
  }
  return Math.round(ms / 1000);
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const parseDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const percent = (covered: number, down: number) =>
  covered > 0 ? Math.round(((covered - Math.min(down, covered)) / covered) * 100_000) / 1000 : null;

/** The period: whole UTC days [from, to], ending now at the latest. */
export function reportPeriod(query: Pick<Query, 'from' | 'to'>, now: Date) {
  const today = parseDay(isoDay(now));
  const to = query.to ? parseDay(query.to) : today;
  const from = query.from ? parseDay(query.from) : new Date(to.getTime() - 29 * DAY);
  const days = Math.round((to.getTime() - from.getTime()) / DAY) + 1;
  if (days < 1) {
    throw new AppError('VALIDATION_ERROR', undefined, { errors: { to: [reportMessages.toBeforeFrom] } });
  }
  if (days > MAX_REPORT_DAYS) {
    throw new AppError('VALIDATION_ERROR', undefined, { errors: { from: [reportMessages.periodTooLong] } });
  }
  const end = new Date(Math.min(to.getTime() + DAY, Math.max(now.getTime(), from.getTime())));
  return { from, to, end, days };
}

export interface ReportOptions {
  /** The reader's language: websites come in its order of names. */
  language: Language;
  /** Leave out websites deleted or no longer visible (a saved report) instead of answering 404. */
  skipMissing?: boolean;
}

/** The websites of the report, each visible to the user; a foreign or unknown id answers 404. */
async function reportWebsites(db: DbOrTx, userId: string, query: Query, options: ReportOptions) {
  const conditions: SQL[] = [websiteInScope(userId)];
  if (query.teamId) {
    await requirePermission(db, query.teamId, userId, 'read', 'reports');
    conditions.push(eq(websites.teamId, query.teamId));
  }
  if (query.websiteIds) conditions.push(inArray(websites.id, query.websiteIds));
  const rows = await db
    .select({ id: websites.id, name: websites.name, url: websites.url })
    .from(websites)
    .where(and(...conditions))
    .orderBy(asc(websiteNameKey[options.language]), asc(websites.id))
    .limit(MAX_REPORT_WEBSITES);
  if (
    query.websiteIds &&
    !options.skipMissing &&
    new Set(rows.map((r) => r.id)).size !== new Set(query.websiteIds).size
  ) {
    throw new AppError('NOT_FOUND', reportMessages.websiteNotFound);
  }
  return rows;
}

/** Figures of a set of rollup rows and incidents over `periodSeconds` per website. */
function figures(
  rows: RollupRow[],
  spans: IncidentSpan[],
  degraded: DegradedSpan[],
  periodSeconds: number,
  period: { from: Date; end: Date },
) {
  let checks = 0;
  let failures = 0;
  let downtime = 0;
  let covered = 0;
  let maintenance = 0;
  let responseSum = 0;
  let responseCount = 0;
  let max: number | null = null;
  let hist = emptyHistogram();
  for (const row of rows) {
    checks += row.checks;
    failures += row.failures;
    downtime += row.downtimeSeconds;
    covered += row.coveredSeconds;
    maintenance += row.maintenanceSeconds;
    responseSum += row.responseSumMs;
    responseCount += row.responseCount;
    if (row.maxMs !== null) max = Math.max(max ?? 0, row.maxMs);
    hist = addHistograms(hist, row.hist);
  }
  const resolved = spans.filter(
    (s) => s.resolvedAt !== null && s.resolvedAt >= period.from && s.resolvedAt < period.end,
  ) as (IncidentSpan & { resolvedAt: Date })[];
  const mttr =
    resolved.length > 0
      ? Math.round(
          resolved.reduce((sum, s) => sum + (s.resolvedAt.getTime() - s.startedAt.getTime()), 0) /
            resolved.length /
            1000,
        )
      : null;
  const cap = (value: number | null) => (value === null || max === null ? value : Math.min(value, max));
  const result: ReportFigures = {
    uptime: percent(covered, downtime),
    noDataExcluded: true,
    checks,
    failures,
    downtimeSeconds: Math.min(downtime, covered),
    coveredSeconds: Math.min(covered, periodSeconds),
    noDataSeconds: Math.max(0, periodSeconds - covered - maintenance),
    maintenanceSeconds: Math.min(maintenance, periodSeconds),
    degradedSeconds: Math.min(degradedSecondsIn(degraded, period), periodSeconds),
    incidents: spans.length,
    mttrSeconds: mttr,
    response: {
      avgMs: responseCount > 0 ? Math.round(responseSum / responseCount) : null,
      p50Ms: cap(histogramQuantile(hist, 0.5)),
      p95Ms: cap(histogramQuantile(hist, 0.95)),
      p99Ms: cap(histogramQuantile(hist, 0.99)),
      maxMs: max,
    },
  };
  return result;
}

function dailyBreakdown(
  rows: RollupRow[],
  degraded: DegradedSpan[],
  period: { from: Date; end: Date; days: number },
  websiteCount: number,
) {
  const byDay = new Map<string, RollupRow[]>();
  for (const row of rows) {
    const key = isoDay(row.bucket);
    const list = byDay.get(key) ?? [];
    list.push(row);
    byDay.set(key, list);
  }
  const days: ReportDay[] = [];
  for (let i = 0; i < period.days; i++) {
    const start = new Date(period.from.getTime() + i * DAY);
    if (start >= period.end && i > 0) break;
    const seconds = Math.max(
      0,
      Math.round((Math.min(start.getTime() + DAY, period.end.getTime()) - start.getTime()) / 1000),
    );
    const dayEnd = new Date(Math.min(start.getTime() + DAY, period.end.getTime()));
    const f = figures(byDay.get(isoDay(start)) ?? [], [], degraded, seconds * websiteCount, {
      from: start,
      end: dayEnd,
    });
    days.push({
      date: isoDay(start),
      uptime: f.uptime,
      checks: f.checks,
      failures: f.failures,
      downtimeSeconds: f.downtimeSeconds,
      noDataSeconds: f.noDataSeconds,
      degradedSeconds: f.degradedSeconds,
      avgResponseMs: f.response.avgMs,
      p95Ms: f.response.p95Ms,
    });
  }
  return days;
}

/** A report from daily rollups and incidents; never reads raw checks. */
export async function reportFor(
  db: DbOrTx,
  userId: string,
  query: Query,
  now: Date,
  options: ReportOptions,
): Promise<ReportData> {
  const period = reportPeriod(query, now);
  const sites = await reportWebsites(db, userId, query, options);
  const ids = sites.map((s) => s.id);
  const periodSeconds = Math.max(0, Math.round((period.end.getTime() - period.from.getTime()) / 1000));
  const [rollups, spans, slow] = ids.length
    ? await Promise.all([
        db
          .select({
            websiteId: checkRollupsDaily.websiteId,
            bucket: checkRollupsDaily.bucket,
            checks: checkRollupsDaily.checks,
            failures: checkRollupsDaily.failures,
            downtimeSeconds: checkRollupsDaily.downtimeSeconds,
            coveredSeconds: checkRollupsDaily.coveredSeconds,
            maintenanceSeconds: checkRollupsDaily.maintenanceSeconds,
            responseSumMs: checkRollupsDaily.responseSumMs,
            responseCount: checkRollupsDaily.responseCount,
            maxMs: checkRollupsDaily.maxMs,
            hist: checkRollupsDaily.hist,
          })
          .from(checkRollupsDaily)
          .where(
            and(
              inArray(checkRollupsDaily.websiteId, ids),
              gte(checkRollupsDaily.bucket, period.from),
              lt(checkRollupsDaily.bucket, period.end),
            ),
          ),
        db
          .select({ websiteId: incidents.websiteId, startedAt: incidents.startedAt, resolvedAt: incidents.resolvedAt })
          .from(incidents)
          .where(
            and(
              inArray(incidents.websiteId, ids),
              lt(incidents.startedAt, period.end),
              or(isNull(incidents.resolvedAt), gte(incidents.resolvedAt, period.from)),
            ),
          ),
        db
          .select({
            websiteId: degradedPeriods.websiteId,
            startedAt: degradedPeriods.startedAt,
            endedAt: degradedPeriods.endedAt,
          })
          .from(degradedPeriods)
          .where(
            and(
              inArray(degradedPeriods.websiteId, ids),
              lt(degradedPeriods.startedAt, period.end),
              or(isNull(degradedPeriods.endedAt), gte(degradedPeriods.endedAt, period.from)),
            ),
          ),
      ])
    : [[], [], []];
  const rows = rollups.map((r) => ({ ...r, responseSumMs: Number(r.responseSumMs) }));
  const range = { from: period.from, end: period.end };
  return {
    from: isoDay(period.from),
    to: isoDay(period.to),
    periodSeconds,
    summary: figures(rows, spans, slow, periodSeconds * sites.length, range),
    days: dailyBreakdown(rows, slow, period, sites.length),
    websites: sites.map((site) => {
      const own = rows.filter((r) => r.websiteId === site.id);
      return {
        ...site,
        figures: figures(
          own,
          spans.filter((s) => s.websiteId === site.id),
          slow.filter((s) => s.websiteId === site.id),
          periodSeconds,
          range,
        ),
        days: dailyBreakdown(
          own,
          slow.filter((s) => s.websiteId === site.id),
          period,
          1,
        ),
      };
    }),
  };
}

/** A cell that spreadsheet programs will not run as a formula. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvHeaders = {
  cs: [
    'Web',
    'URL',
    'Den',
    'Dostupnost %',
    'Kontroly',
    'Selhání',
    'Výpadek (s)',
    'Bez dat (s)',
    'Zpomaleno (s)',
    'Průměrná odezva (ms)',
    'P95 (ms)',
  ],
  en: [
    'Website',
    'URL',
    'Day',
    'Uptime %',
    'Checks',
    'Failures',
    'Downtime (s)',
    'No data (s)',
    'Degraded (s)',
    'Avg response (ms)',
    'P95 (ms)',
  ],
};

/** The report as CSV: one row per website and day, then one row per website for the whole period. UTF-8 with BOM. */
export function reportCsv(report: ReportData, language: 'cs' | 'en'): string {
  const lines = [csvHeaders[language].map(csvCell).join(',')];
  const periodLabel = `${report.from}..${report.to}`;
  for (const site of report.websites) {
    for (const day of site.days) {
      lines.push(
        [
          site.name,
          site.url,
          day.date,
          day.uptime,
          day.checks,
          day.failures,
          day.downtimeSeconds,
          day.noDataSeconds,
          day.degradedSeconds,
          day.avgResponseMs,
          day.p95Ms,
        ]
          .map(csvCell)
          .join(','),
      );
    }
    const f = site.figures;
    lines.push(
      [
        site.name,
        site.url,
        periodLabel,
        f.uptime,
        f.checks,
        f.failures,
        f.downtimeSeconds,
        f.noDataSeconds,
        f.degradedSeconds,
        f.response.avgMs,
        f.response.p95Ms,
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
