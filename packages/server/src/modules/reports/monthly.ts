import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { type SavedReportRow, savedReports } from '../../db/schema/reports';
import type { DbOrTx } from '../../db/types';
import { escapeHtml } from '../../html';
import type { Mailer } from '../../mail/mailer';
import { formatDay, formatPercent } from './format';
import { renderReportPdf, reportFileName } from './pdf';
import { computeSavedReport, previousMonth, scopeLabel } from './saved';

export interface MonthlyDeps {
  db: DbOrTx;
  mailer: Mailer;
  publicUrl: string;
  log?: { error(obj: object, msg?: string): void };
}

/** The month `YYYY-MM` as its first and last UTC day. */
function monthDays(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  return { from: `${month}-01`, to: last };
}

async function sendOne(deps: MonthlyDeps, row: SavedReportRow, month: string, now: Date) {
  const language = row.language;
  const days = monthDays(month);
  const report = await computeSavedReport(deps.db, row, now, row.language, days);
  const scope = await scopeLabel(
    deps.db,
    row.scope === 'team' ? { teamId: row.teamId } : { websiteIds: row.websiteIds },
    report,
    language,
  );
  const pdf = await renderReportPdf(report, { language, scope, name: row.name, generatedAt: now });
  const period = `${formatDay(days.from, language)} – ${formatDay(days.to, language)}`;
  const uptime = formatPercent(report.summary.uptime, language);
  const link = `${deps.publicUrl.replace(/\/$/, '')}/reports/${row.id}`;
  const subject =
    language === 'cs' ? `Měsíční report: ${row.name} (${period})` : `Monthly report: ${row.name} (${period})`;
  const lines =
    language === 'cs'
      ? [
          `Dobrý den,`,
          ``,
          `v příloze je report „${row.name}“ za období ${period}.`,
          `Dostupnost: ${uptime}, incidenty: ${report.summary.incidents}.`,
          ``,
          `Report v Hlídce: ${link}`,
        ]
      : [
          `Hello,`,
          ``,
          `attached is the report "${row.name}" for ${period}.`,
          `Uptime: ${uptime}, incidents: ${report.summary.incidents}.`,
          ``,
          `The report in Hlídka: ${link}`,
        ];
  for (const to of row.recipients) {
    await deps.mailer.send({
      to,
      subject,
      text: lines.join('\n'),
      html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
      attachments: [{ filename: reportFileName(report, 'pdf'), content: pdf, contentType: 'application/pdf' }],
    });
  }
}

/**
 * E-mails every scheduled report not yet sent for the previous month (so on the 1st of a month, or at the first run
 * after it). Each report is claimed by an update first, so two workers never send the same month twice; a failed send
 * gives the claim back for the next run. Returns how many reports were sent.
 */
export async function sendDueMonthlyReports(deps: MonthlyDeps, now: Date): Promise<number> {
  const month = previousMonth(now);
  const due = await deps.db
    .select()
    .from(savedReports)
    .where(
      and(
        eq(savedReports.scheduleMonthly, true),
        or(isNull(savedReports.lastSentMonth), ne(savedReports.lastSentMonth, month)),
      ),
    );
  let sent = 0;
  for (const row of due) {
    if (row.recipients.length === 0) continue;
    const [claimed] = await deps.db
      .update(savedReports)
      .set({ lastSentMonth: month, lastSentAt: now })
      .where(
        and(
          eq(savedReports.id, row.id),
          row.lastSentMonth === null
            ? isNull(savedReports.lastSentMonth)
            : eq(savedReports.lastSentMonth, row.lastSentMonth),
        ),
      )
      .returning({ id: savedReports.id });
    if (!claimed) continue;
    try {
      await sendOne(deps, row, month, now);
      sent += 1;
    } catch (error) {
      deps.log?.error({ err: error, reportId: row.id }, 'monthly report e-mail failed');
      await deps.db
        .update(savedReports)
        .set({ lastSentMonth: row.lastSentMonth, lastSentAt: row.lastSentAt })
        .where(eq(savedReports.id, row.id));
    }
  }
  return sent;
}
