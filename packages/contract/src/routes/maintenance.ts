import type { maintenanceRouteSchemas } from '../maintenance';
import { routeTable } from '../route';

export const maintenanceRoutes = routeTable<typeof maintenanceRouteSchemas>()({
  list: { method: 'GET', path: '/api/maintenance-windows', auth: 'user' },
  create: { method: 'POST', path: '/api/maintenance-windows', auth: 'user', status: 201 },
  get: { method: 'GET', path: '/api/maintenance-windows/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/maintenance-windows/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/maintenance-windows/:id', auth: 'user' },
});
