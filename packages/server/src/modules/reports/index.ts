import { reportRoutes } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerRoute } from '../../http/register-route';
import { reportCsv, reportFor } from './service';

function userIdOf(request: FastifyRequest): string {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth.userId;
}

/** GET /api/reports and its CSV export (issue 4 §7). */
export async function reportsModule(app: FastifyInstance) {
  registerRoute(app, reportRoutes.get, async (request) =>
    reportFor(app.db, userIdOf(request), request.query, app.clock.now()),
  );

  registerRoute(app, reportRoutes.exportCsv, async (request, reply) => {
    const report = await reportFor(app.db, userIdOf(request), request.query, app.clock.now());
    const filename = `hlidka-report-${report.from}-${report.to}.csv`;
    return reply
      .status(200)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"; filename*=UTF-8''${filename}`)
      .header('cache-control', 'no-store')
      .send(reportCsv(report, request.language));
  });
}
