import { dashboardRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerRoute } from '../../http/register-route';
import { requireTeamRole } from '../teams/access';
import { dashboardFor } from './service';

/** GET /api/dashboard (issue 4 §7). */
export async function dashboardModule(app: FastifyInstance) {
  registerRoute(app, dashboardRoutes.get, async (request) => {
    if (!request.auth) throw new AppError('UNAUTHORIZED');
    const userId = request.auth.userId;
    if (request.query.teamId) await requireTeamRole(app.db, request.query.teamId, userId);
    return dashboardFor(app.db, userId, {
      teamId: request.query.teamId,
      now: app.clock.now(),
      language: request.language,
    });
  });
}
