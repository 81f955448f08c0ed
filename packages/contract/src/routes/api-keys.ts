import type { apiKeyRouteSchemas } from '../api-keys';
import { routeTable } from '../route';

export const apiKeyRoutes = routeTable<typeof apiKeyRouteSchemas>()({
  list: { method: 'GET', path: '/api/api-keys', auth: 'user' },
  create: { method: 'POST', path: '/api/api-keys', auth: 'user', status: 201 },
  revoke: { method: 'DELETE', path: '/api/api-keys/:id', auth: 'user' },
});
