import type { incidentRouteSchemas } from '../incidents';
import { routeTable } from '../route';

export const incidentRoutes = routeTable<typeof incidentRouteSchemas>()({
  list: { method: 'GET', path: '/api/incidents', auth: 'user' },
  get: { method: 'GET', path: '/api/incidents/:id', auth: 'user' },
  acknowledge: { method: 'POST', path: '/api/incidents/:id/acknowledge', auth: 'user' },
  resolve: { method: 'POST', path: '/api/incidents/:id/resolve', auth: 'user' },
  addNote: { method: 'POST', path: '/api/incidents/:id/notes', auth: 'user', status: 201 },
});
