import type { postmortemRouteSchemas } from '../postmortems';
import { routeTable } from '../route';

export const postmortemRoutes = routeTable<typeof postmortemRouteSchemas>()({
  get: { method: 'GET', path: '/api/incidents/:id/postmortem', auth: 'user' },
  save: { method: 'PUT', path: '/api/incidents/:id/postmortem', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/incidents/:id/postmortem', auth: 'user' },
});
