import type { dashboardRouteSchemas } from '../dashboard';
import { routeTable } from '../route';

export const dashboardRoutes = routeTable<typeof dashboardRouteSchemas>()({
  get: { method: 'GET', path: '/api/dashboard', auth: 'user' },
});
