import type { importRouteSchemas } from '../imports';
import { routeTable } from '../route';

export const importRoutes = routeTable<typeof importRouteSchemas>()({
  importWebsites: { method: 'POST', path: '/api/websites/import', auth: 'user' },
});
