import { routeTable } from '../route';
import type { statusPageRouteSchemas } from '../status-pages';

export const statusPageRoutes = routeTable<typeof statusPageRouteSchemas>()({
  list: { method: 'GET', path: '/api/status-pages', auth: 'user' },
  create: { method: 'POST', path: '/api/status-pages', auth: 'user', status: 201 },
  get: { method: 'GET', path: '/api/status-pages/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/status-pages/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/status-pages/:id', auth: 'user' },
  slugAvailability: { method: 'GET', path: '/api/status-pages/slug-availability', auth: 'user' },
  listIncidentUpdates: { method: 'GET', path: '/api/incidents/:id/updates', auth: 'user' },
  createIncidentUpdate: { method: 'POST', path: '/api/incidents/:id/updates', auth: 'user', status: 201 },
  editIncidentUpdate: { method: 'PATCH', path: '/api/incidents/:id/updates/:updateId', auth: 'user' },
  deleteIncidentUpdate: { method: 'DELETE', path: '/api/incidents/:id/updates/:updateId', auth: 'user' },
  listSubscribers: { method: 'GET', path: '/api/status-pages/:id/subscribers', auth: 'user' },
  removeSubscriber: { method: 'DELETE', path: '/api/status-pages/:id/subscribers/:subscriberId', auth: 'user' },
  subscribe: { method: 'POST', path: '/api/public/status-pages/:slug/subscribers', auth: 'none', status: 202 },
  public: { method: 'GET', path: '/api/public/status-pages/:slug', auth: 'none', raw: true },
});
