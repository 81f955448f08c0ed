import { routeTable } from '../route';
import type { websiteDependencyRouteSchemas } from '../website-dependencies';

export const websiteDependencyRoutes = routeTable<typeof websiteDependencyRouteSchemas>()({
  get: { method: 'GET', path: '/api/websites/:id/dependencies', auth: 'user' },
});
