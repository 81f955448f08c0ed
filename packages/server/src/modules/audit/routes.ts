import { auditRoutes } from '@hlidka/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { auditCsvStream } from './csv';
import { auditPage, auditRows, auditScope, toAuditEvent } from './service';

export function registerAuditRoutes(app: FastifyInstance) {
  registerRoute(app, auditRoutes.list, async (request) => {
    const { cursor, limit, ...filters } = request.query;
    const scope = await auditScope(app.db, request.auth.userId, filters.teamId);
    const page = await auditPage(app.db, scope, filters, { cursor, limit });
    return { events: page.rows.map(toAuditEvent), nextCursor: page.nextCursor };
  });

  registerRoute(app, auditRoutes.exportCsv, async (request, reply) => {
    const { lang, ...filters } = request.query;
    const scope = await auditScope(app.db, request.auth.userId, filters.teamId);
    const day = app.clock.now().toISOString().slice(0, 10);
    return reply
      .header('content-disposition', contentDisposition(`audit-log-${day}.csv`))
      .header('cache-control', 'private, no-store')
      .send(auditCsvStream(auditRows(app.db, scope, filters), lang ?? request.language));
  });
}
