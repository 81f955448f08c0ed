import { reportRoutes, savedReportRoutes } from '@hlidka/contract';
import { create as contentDisposition } from 'content-disposition';
import { scheduleBackgroundTask } from '../../background/tasks';
import { registerRoute } from '../../http/register-route';
import { defineModule } from '../define-module';
import { sendDueMonthlyReports } from './monthly';
import { renderReportPdf, reportFileName } from './pdf';
import {
  computeSavedReport,
  createSavedReport,
  deleteSavedReport,
  getSavedReport,
  listSavedReports,
  scopeLabel,
  toSavedReport,
  updateSavedReport,
} from './saved';
import { reportCsv, reportFor } from './service';

/** How often a worker looks for monthly reports to e-mail (they go out at the first run on the 1st). */
const MONTHLY_CHECK_MS = 10 * 60_000;

/** GET /api/reports with its CSV and PDF exports (issue 4 §7), saved reports and their monthly e-mail (issue 9 §5). */
export const reportsModule = defineModule('reports', { dependencies: ['auth'] }, async (app) => {
  registerRoute(app, reportRoutes.get, async (request) =>
    reportFor(app.db, request.auth.userId, request.query, app.clock.now(), { language: request.language }),
  );

  registerRoute(app, reportRoutes.exportCsv, async (request, reply) => {
    const report = await reportFor(app.db, request.auth.userId, request.query, app.clock.now(), {
      language: request.language,
    });
    const filename = reportFileName(report, 'csv');
    return reply
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'no-store')
      .send(reportCsv(report, request.language));
  });

  registerRoute(app, reportRoutes.exportPdf, async (request, reply) => {
    const { lang, ...query } = request.query;
    const language = lang ?? request.language;
    const now = app.clock.now();
    const report = await reportFor(app.db, request.auth.userId, query, now, { language });
    const scope = await scopeLabel(app.db, query, report, language);
    const pdf = await renderReportPdf(report, { language, scope, generatedAt: now });
    const filename = reportFileName(report, 'pdf');
    return reply
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  registerRoute(app, savedReportRoutes.list, async (request) => ({
    reports: (await listSavedReports(app.db, request.auth.userId, request.language)).map(toSavedReport),
  }));
  registerRoute(app, savedReportRoutes.create, async (request) => ({
    report: toSavedReport(await createSavedReport(app.db, request.auth.userId, request.body, app.clock.now())),
  }));
  registerRoute(app, savedReportRoutes.get, async (request) => {
    const row = await getSavedReport(app.db, request.auth.userId, request.params.id);
    return {
      report: toSavedReport(row),
      data: await computeSavedReport(app.db, row, app.clock.now(), request.language),
    };
  });
  registerRoute(app, savedReportRoutes.update, async (request) => ({
    report: toSavedReport(
      await updateSavedReport(app.db, request.auth.userId, request.params.id, request.body, app.clock.now()),
    ),
  }));
  registerRoute(app, savedReportRoutes.delete, async (request) => {
    await deleteSavedReport(app.db, request.auth.userId, request.params.id);
    return { deleted: true as const };
  });

  // Workers (and the all-in-one process) e-mail the monthly reports; an API-only process does not.
  const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: app.log };
  scheduleBackgroundTask(app, {
    roles: ['all', 'worker'],
    run: () => sendDueMonthlyReports(deps, app.clock.now()),
    firstAfterMs: 60_000,
    everyMs: MONTHLY_CHECK_MS,
    failure: 'monthly reports run failed',
    level: 'error',
  });
});
