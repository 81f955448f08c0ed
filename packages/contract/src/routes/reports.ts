import type { reportRouteSchemas } from '../reports';
import { routeTable } from '../route';

export const reportRoutes = routeTable<typeof reportRouteSchemas>()({
  get: { method: 'GET', path: '/api/reports', auth: 'user' },
  exportCsv: { method: 'GET', path: '/api/reports/export.csv', auth: 'user', raw: true },
  exportPdf: { method: 'GET', path: '/api/reports/export.pdf', auth: 'user', raw: true },
});
