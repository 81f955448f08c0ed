import { maintenanceRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { maintenanceMessages as m } from './messages';
import {
  createMaintenanceWindow,
  deleteMaintenanceWindow,
  getMaintenanceWindow,
  listMaintenanceWindows,
  type MaintenanceContext,
  updateMaintenanceWindow,
} from './service';

export function registerMaintenanceRoutes(app: FastifyInstance) {
  const ctx = (request: SignedIn): MaintenanceContext => ({
    db: app.db,
    userId: request.auth.userId,
    now: app.clock.now(),
  });

  registerRoute(app, maintenanceRoutes.list, async (request) => ({
    maintenanceWindows: await listMaintenanceWindows(ctx(request)),
  }));

  registerRoute(app, maintenanceRoutes.create, async (request) => {
    const maintenanceWindow = await createMaintenanceWindow(ctx(request), request.body);
    return ok({ maintenanceWindow }, { message: m.created });
  });

  registerRoute(app, maintenanceRoutes.get, async (request) => ({
    maintenanceWindow: await getMaintenanceWindow(ctx(request), request.params.id),
  }));

  registerRoute(app, maintenanceRoutes.update, async (request) => {
    const maintenanceWindow = await updateMaintenanceWindow(ctx(request), request.params.id, request.body);
    return ok({ maintenanceWindow }, { message: m.updated });
  });

  registerRoute(app, maintenanceRoutes.delete, async (request) => {
    await deleteMaintenanceWindow(ctx(request), request.params.id);
    return ok({ deleted: true as const }, { message: m.deleted });
  });
}
