import { routeTable } from '../route';
import type { silenceRouteSchemas } from '../silences';

export const silenceRoutes = routeTable<typeof silenceRouteSchemas>()({
  list: { method: 'GET', path: '/api/silences', auth: 'user' },
  create: { method: 'POST', path: '/api/silences', auth: 'user', status: 201 },
  clear: { method: 'POST', path: '/api/silences/:id/clear', auth: 'user' },
});
