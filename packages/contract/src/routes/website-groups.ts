import { routeTable } from '../route';
import type { websiteGroupRouteSchemas } from '../website-groups';

export const websiteGroupRoutes = routeTable<typeof websiteGroupRouteSchemas>()({
  list: { method: 'GET', path: '/api/website-groups', auth: 'user' },
  create: { method: 'POST', path: '/api/website-groups', auth: 'user', status: 201 },
  get: { method: 'GET', path: '/api/website-groups/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/website-groups/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/website-groups/:id', auth: 'user' },
});
