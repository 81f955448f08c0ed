import type { auditRouteSchemas } from '../audit';
import { routeTable } from '../route';

export const auditRoutes = routeTable<typeof auditRouteSchemas>()({
  list: { method: 'GET', path: '/api/audit', auth: 'user' },
  exportCsv: { method: 'GET', path: '/api/audit.csv', auth: 'user', contentType: 'text/csv; charset=utf-8' },
});
