import {
  type Language,
  periodDays,
  type ReportData,
  type SavedReport,
  type savedReportBodySchema,
} from '@hlidka/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { websites } from '../../db/schema/monitoring';
import { type SavedReportRow, savedReports } from '../../db/schema/reports';
import { sortKey } from '../../db/schema/sort-key';
import { teams } from '../../db/schema/teams';
import type { DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { requirePermission } from '../access/permissions';
import { websiteInScope } from '../access/scope';
import { auditFields, recordAudit } from '../audit/record';
import type { Lang } from './format';
import { reportMessages } from './messages';
import { reportFor } from './service';

type Body = z.output<typeof savedReportBodySchema>;

export function toSavedReport(row: SavedReportRow): SavedReport {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    websiteIds: row.websiteIds,
    teamId: row.teamId,
    period: row.period,
    from: row.fromDay,
    to: row.toDay,
    schedule: { monthly: row.scheduleMonthly, recipients: row.recipients, language: row.language },
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** `YYYY-MM` of the month before `now` (UTC): the month a monthly report covers. */
export function previousMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}

/** Cross-field rules of the body, answered per field; the websites and team must be the caller's. */
async function checkBody(db: DbOrTx, userId: string, body: Body) {
  const errors: Record<string, Translated[]> = {};
  if (body.scope === 'websites' && body.websiteIds.length === 0) errors.websiteIds = [reportMessages.chooseWebsites];
  if (body.scope === 'team' && !body.teamId) errors.teamId = [reportMessages.chooseTeam];
  if (body.period === 'custom') {
    if (!body.from) errors.from = [reportMessages.dayRequired];
    if (!body.to) errors.to = [reportMessages.dayRequired];
    if (body.from && body.to && body.to < body.from) errors.to = [reportMessages.toBeforeFrom];
  }
  if (body.schedule.monthly && body.schedule.recipients.length === 0) {
    errors['schedule.recipients'] = [reportMessages.recipientsRequired];
  }
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_ERROR', undefined, { errors });
  if (body.scope === 'team' && body.teamId) await requirePermission(db, body.teamId, userId, 'read', 'reports');
  if (body.scope === 'websites') {
    const ids = [...new Set(body.websiteIds)];
    const rows = await db
      .select({ id: websites.id })
      .from(websites)
      .where(and(websiteInScope(userId), inArray(websites.id, ids)));
    if (rows.length !== ids.length) throw new AppError('NOT_FOUND', reportMessages.websiteNotFound);
  }
}

function columns(body: Body, now: Date) {
  return {
    name: body.name,
    scope: body.scope,
    websiteIds: body.scope === 'websites' ? [...new Set(body.websiteIds)] : [],
    teamId: body.scope === 'team' ? body.teamId : null,
    period: body.period,
    fromDay: body.period === 'custom' ? body.from : null,
    toDay: body.period === 'custom' ? body.to : null,
    scheduleMonthly: body.schedule.monthly,
    recipients: [...new Set(body.schedule.recipients.map((r) => r.toLowerCase()))],
    language: body.schedule.language,
    updatedAt: now,
  };
}

export async function listSavedReports(db: DbOrTx, userId: string, language: Language) {
  return db
    .select()
    .from(savedReports)
    .where(eq(savedReports.userId, userId))
    .orderBy(sortKey(savedReports.name, language), asc(savedReports.createdAt));
}

export async function getSavedReport(db: DbOrTx, userId: string, id: string): Promise<SavedReportRow> {
  const [row] = await db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', reportMessages.reportNotFound);
  return row;
}

/** What the audit log keeps of a saved report: what a person sets on it. */
const SAVED_REPORT_FIELDS = [
  'name',
  'scope',
  'websiteIds',
  'teamId',
  'period',
  'fromDay',
  'toDay',
  'scheduleMonthly',
  'recipients',
  'language',
] as const satisfies readonly (keyof SavedReportRow)[];

/** A change of a saved report, in its owner's personal log (a report is one person's, whatever it covers). */
function auditSavedReport(
  tx: DbOrTx,
  userId: string,
  action: 'create' | 'update' | 'delete',
  before: SavedReportRow | null,
  after: SavedReportRow | null,
) {
  const row = after ?? before;
  return recordAudit(tx, {
    scope: { ownerId: userId, teamId: null },
    action,
    resourceType: 'saved_report',
    resourceId: row?.id ?? null,
    resourceName: row?.name ?? null,
    before: auditFields(before, SAVED_REPORT_FIELDS),
    after: auditFields(after, SAVED_REPORT_FIELDS),
  });
}

export async function createSavedReport(db: DbOrTx, userId: string, body: Body, now: Date) {
  await checkBody(db, userId, body);
  return db.transaction(async (tx) => {
    // A schedule starts with the next month: the month before now counts as already sent.
    const [row] = await tx
      .insert(savedReports)
      .values({ userId, ...columns(body, now), lastSentMonth: previousMonth(now), createdAt: now })
      .returning();
    if (!row) throw new Error('saved report insert returned nothing');
    await auditSavedReport(tx, userId, 'create', null, row);
    return row;
  });
}

export async function updateSavedReport(db: DbOrTx, userId: string, id: string, body: Body, now: Date) {
  await checkBody(db, userId, body);
  return db.transaction(async (tx) => {
    const current = await getSavedReport(tx, userId, id);
    const enabling = body.schedule.monthly && !current.scheduleMonthly;
    const [row] = await tx
      .update(savedReports)
      .set({ ...columns(body, now), ...(enabling ? { lastSentMonth: previousMonth(now) } : {}) })
      .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', reportMessages.reportNotFound);
    await auditSavedReport(tx, userId, 'update', current, row);
    return row;
  });
}

export async function deleteSavedReport(db: DbOrTx, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(savedReports)
      .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
      .returning();
    if (!deleted) throw new AppError('NOT_FOUND', reportMessages.reportNotFound);
    await auditSavedReport(tx, userId, 'delete', deleted, null);
  });
}

/**
 * The saved report's figures for its period as of `now` (or for the given days, e.g. last month for the e-mail), its
 * websites in the order of names in `language`.
 */
export async function computeSavedReport(
  db: DbOrTx,
  row: SavedReportRow,
  now: Date,
  language: Language,
  days = periodDays(row.period, now, { from: row.fromDay, to: row.toDay }),
): Promise<ReportData> {
  return reportFor(
    db,
    row.userId,
    row.scope === 'team' && row.teamId ? { teamId: row.teamId, ...days } : { websiteIds: row.websiteIds, ...days },
    now,
    { language, skipMissing: true },
  );
}

const allWebsites: Record<Lang, string> = { cs: 'Všechny weby', en: 'All websites' };
const andMore: Record<Lang, (n: number) => string> = {
  cs: (n) => ` a ${n} dalších`,
  en: (n) => ` and ${n} more`,
};

/** What a report covers, for the PDF: the team's name, or the websites' names (five at most). */
export async function scopeLabel(
  db: DbOrTx,
  query: { teamId?: string | null; websiteIds?: string[] },
  report: ReportData,
  language: Lang,
): Promise<string> {
  if (query.teamId) {
    const [team] = await db.select({ name: teams.name }).from(teams).where(eq(teams.id, query.teamId)).limit(1);
    if (team) return team.name;
  }
  if (!query.websiteIds) return allWebsites[language];
  const names = report.websites.map((w) => w.name);
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown}${andMore[language](names.length - 5)}` : shown;
}
