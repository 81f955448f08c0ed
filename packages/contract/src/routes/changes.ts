import type { changeRouteSchemas } from '../change-detection';
import { routeTable } from '../route';

export const changeRoutes = routeTable<typeof changeRouteSchemas>()({
  list: { method: 'GET', path: '/api/websites/:id/changes', auth: 'user' },
  accept: { method: 'POST', path: '/api/websites/:id/changes/:changeId/accept', auth: 'user' },
});
