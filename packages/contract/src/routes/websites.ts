import { routeTable } from '../route';
import type { websiteRouteSchemas } from '../websites';

export const websiteRoutes = routeTable<typeof websiteRouteSchemas>()({
  list: { method: 'GET', path: '/api/websites', auth: 'user' },
  create: { method: 'POST', path: '/api/websites', auth: 'user', status: 201 },
  test: { method: 'POST', path: '/api/websites/test', auth: 'user' },
  regions: { method: 'GET', path: '/api/websites/regions', auth: 'user' },
  get: { method: 'GET', path: '/api/websites/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/websites/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/websites/:id', auth: 'user' },
  pause: { method: 'POST', path: '/api/websites/:id/pause', auth: 'user' },
  resume: { method: 'POST', path: '/api/websites/:id/resume', auth: 'user' },
  checkNow: { method: 'POST', path: '/api/websites/:id/check', auth: 'user', status: 202 },
  checks: { method: 'GET', path: '/api/websites/:id/checks', auth: 'user' },
  responseTimes: { method: 'GET', path: '/api/websites/:id/response-times', auth: 'user' },
  runs: { method: 'GET', path: '/api/websites/:id/runs', auth: 'user' },
  pushGet: { method: 'GET', path: '/api/push/:token', auth: 'none' },
  pushPost: { method: 'POST', path: '/api/push/:token', auth: 'none' },
  pushFailGet: { method: 'GET', path: '/api/push/:token/fail', auth: 'none' },
  pushFailPost: { method: 'POST', path: '/api/push/:token/fail', auth: 'none' },
  pushStartGet: { method: 'GET', path: '/api/push/:token/start', auth: 'none' },
  pushStartPost: { method: 'POST', path: '/api/push/:token/start', auth: 'none' },
  pushExitGet: { method: 'GET', path: '/api/push/:token/:exitStatus', auth: 'none' },
  pushExitPost: { method: 'POST', path: '/api/push/:token/:exitStatus', auth: 'none' },
});
