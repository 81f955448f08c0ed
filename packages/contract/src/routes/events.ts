import type { eventRouteSchemas } from '../events';
import { routeTable } from '../route';

export const eventRoutes = routeTable<typeof eventRouteSchemas>()({
  ticket: { method: 'POST', path: '/api/events/ticket', auth: 'user', status: 201 },
  stream: { method: 'GET', path: '/api/events', auth: 'none', raw: true },
});
