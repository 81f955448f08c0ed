import { dashboardRoutes } from '@hlidka/contract';
import { registerRoute } from '../../http/register-route';
import { requirePermission } from '../access/permissions';
import { defineModule } from '../define-module';
import { dashboardFor } from './service';

/** GET /api/dashboard (issue 4 §7). */
export const dashboardModule = defineModule('dashboard', { dependencies: ['auth'] }, async (app) => {
  registerRoute(app, dashboardRoutes.get, async (request) => {
    const userId = request.auth.userId;
    if (request.query.teamId) await requirePermission(app.db, request.query.teamId, userId, 'read', 'websites');
    return dashboardFor(app.db, userId, {
      teamId: request.query.teamId,
      now: app.clock.now(),
      language: request.language,
    });
  });
});
