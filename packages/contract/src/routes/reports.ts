import type { reportRouteSchemas } from '../reports';
import { routeTable } from '../route';

export const reportRoutes = routeTable<typeof reportRouteSchemas>()({
  get: { method: 'GET', path: '/api/reports', auth: 'user' },
  exportCsv: { method: 'GET', path: '/api/reports/export.csv', auth: 'user', contentType: 'text/csv; charset=utf-8' },
  exportPdf: { method: 'GET', path: '/api/reports/export.pdf', auth: 'user', contentType: 'application/pdf' },
});
