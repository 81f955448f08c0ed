import { routeTable } from '../route';
import type { savedReportRouteSchemas } from '../saved-reports';

export const savedReportRoutes = routeTable<typeof savedReportRouteSchemas>()({
  list: { method: 'GET', path: '/api/reports/saved', auth: 'user' },
  create: { method: 'POST', path: '/api/reports/saved', auth: 'user', status: 201 },
  get: { method: 'GET', path: '/api/reports/saved/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/reports/saved/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/reports/saved/:id', auth: 'user' },
});
