import {
  type FieldErrors,
  periodDays,
  type SavedReport,
  type SavedReportBody,
  savedReportBodySchema,
} from '@hlidka/contract';
import { reportRoutes, savedReportRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { createReport, FIXTURE_NOW } from '../fixtures';
import { mockRoute, raw } from '../mock-route';
import { fail, notFound, ok } from '../respond';

const REPORT_NOT_FOUND = 'Report nebyl nalezen';
const DAY_MS = 86_400_000;

function reportOf(
  db: MockDb,
  query: { websiteIds?: string[]; teamId?: string | null; from?: string | null; to?: string | null },
) {
  const websites = db.websites.filter(
    (website) =>
      (!query.websiteIds || query.websiteIds.includes(website.id)) &&
      (!query.teamId || website.teamId === query.teamId),
  );
  const { from, to } = query;
  const days = from && to ? Math.min(366, Math.max(1, (Date.parse(to) - Date.parse(from)) / DAY_MS + 1)) : 30;
  return createReport(websites, days, to ? Math.min(Date.parse(`${to}T08:00:00Z`), FIXTURE_NOW) : FIXTURE_NOW);
}

function reportFor(db: MockDb, url: URL) {
  const p = url.searchParams;
  return reportOf(db, {
    websiteIds: p.get('websiteIds')?.split(',').filter(Boolean),
    teamId: p.get('teamId'),
    from: p.get('from'),
    to: p.get('to'),
  });
}

/** The server's cross-field checks, in Czech (the mocks answer in the default language). */
function savedErrors(body: ReturnType<typeof savedReportBodySchema.parse>): FieldErrors | null {
  const errors: FieldErrors = {};
  if (body.scope === 'websites' && body.websiteIds.length === 0) errors.websiteIds = ['Vyberte alespoň jeden web.'];
  if (body.scope === 'team' && !body.teamId) errors.teamId = ['Vyberte tým.'];
  if (body.period === 'custom' && !body.from) errors.from = ['Zadejte den.'];
  if (body.period === 'custom' && !body.to) errors.to = ['Zadejte den.'];
  if (body.schedule.monthly && body.schedule.recipients.length === 0) {
    errors['schedule.recipients'] = ['Zadejte alespoň jednoho příjemce měsíčního reportu.'];
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

async function parseSaved(request: Request) {
  const parsed = savedReportBodySchema.safeParse((await request.json().catch(() => undefined)) as SavedReportBody);
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] = [issue.message];
    return { response: fail(400, 'VALIDATION_ERROR', 'Formulář obsahuje chyby', errors) };
  }
  const errors = savedErrors(parsed.data);
  if (errors) return { response: fail(400, 'VALIDATION_ERROR', 'Formulář obsahuje chyby', errors) };
  return { body: parsed.data };
}

function fields(body: ReturnType<typeof savedReportBodySchema.parse>) {
  return {
    name: body.name,
    scope: body.scope,
    websiteIds: body.scope === 'websites' ? body.websiteIds : [],
    teamId: body.scope === 'team' ? body.teamId : null,
    period: body.period,
    from: body.period === 'custom' ? body.from : null,
    to: body.period === 'custom' ? body.to : null,
    schedule: body.schedule,
  };
}

/** A tiny valid-looking PDF: the mocks do not render one. */
const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n% Hlídka mock report\n%%EOF\n');

export function reportHandlers(db: MockDb) {
  const now = () => new Date(FIXTURE_NOW).toISOString();
  return [
    mockRoute(reportRoutes.exportCsv, ({ request }) => {
      const report = reportFor(db, new URL(request.url));
      const rows = report.websites.flatMap((website) =>
        website.days.map((day) => [website.name, day.date, day.uptime ?? '', day.checks, day.failures].join(';')),
      );
      return raw(['web;den;dostupnost;kontroly;selhání', ...rows].join('\n'), {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="report-${report.from}-${report.to}.csv"`,
        },
      });
    }),
    mockRoute(reportRoutes.exportPdf, ({ request }) => {
      const report = reportFor(db, new URL(request.url));
      return raw(PDF_BYTES, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="hlidka-report-${report.from}-${report.to}.pdf"`,
        },
      });
    }),
    mockRoute(savedReportRoutes.list, () => ok({ reports: db.savedReports })),
    mockRoute(savedReportRoutes.create, async ({ request }) => {
      const { body, response } = await parseSaved(request);
      if (!body) return response;
      const report: SavedReport = {
        id: crypto.randomUUID(),
        ...fields(body),
        lastSentAt: null,
        createdAt: now(),
        updatedAt: now(),
      };
      db.savedReports = [...db.savedReports, report];
      return ok({ report }, 201);
    }),
    mockRoute(savedReportRoutes.get, ({ params }) => {
      const report = db.savedReports.find((r) => r.id === params.id);
      if (!report) return notFound(REPORT_NOT_FOUND);
      const days = periodDays(report.period, new Date(FIXTURE_NOW), report);
      const data = reportOf(
        db,
        report.scope === 'team' ? { teamId: report.teamId, ...days } : { websiteIds: report.websiteIds, ...days },
      );
      return ok({ report, data });
    }),
    mockRoute(savedReportRoutes.update, async ({ params, request }) => {
      const current = db.savedReports.find((r) => r.id === params.id);
      if (!current) return notFound(REPORT_NOT_FOUND);
      const { body, response } = await parseSaved(request);
      if (!body) return response;
      const report: SavedReport = { ...current, ...fields(body), updatedAt: now() };
      db.savedReports = db.savedReports.map((r) => (r.id === report.id ? report : r));
      return ok({ report });
    }),
    mockRoute(savedReportRoutes.delete, ({ params }) => {
      if (!db.savedReports.some((r) => r.id === params.id)) return notFound(REPORT_NOT_FOUND);
      db.savedReports = db.savedReports.filter((r) => r.id !== params.id);
      return ok({ deleted: true as const });
    }),
    mockRoute(reportRoutes.get, ({ request }) => ok(reportFor(db, new URL(request.url)))),
  ];
}
