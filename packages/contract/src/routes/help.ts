import type { helpRouteSchemas } from '../help';
import { routeTable } from '../route';

export const helpRoutes = routeTable<typeof helpRouteSchemas>()({
  contact: { method: 'POST', path: '/api/help/contact', auth: 'user', status: 201 },
});
