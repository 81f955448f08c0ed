import { routeTable } from '../route';
import type { ssoRouteSchemas } from '../sso';

export const ssoRoutes = routeTable<typeof ssoRouteSchemas>()({
  get: { method: 'GET', path: '/api/teams/:id/sso', auth: 'user' },
  update: { method: 'PUT', path: '/api/teams/:id/sso', auth: 'user' },
  remove: { method: 'DELETE', path: '/api/teams/:id/sso', auth: 'user' },
  testConnection: { method: 'POST', path: '/api/teams/:id/sso/test', auth: 'user' },
  addDomain: { method: 'POST', path: '/api/teams/:id/sso/domains', auth: 'user', status: 201 },
  verifyDomain: { method: 'POST', path: '/api/teams/:id/sso/domains/:domainId/verify', auth: 'user' },
  removeDomain: { method: 'DELETE', path: '/api/teams/:id/sso/domains/:domainId', auth: 'user' },
  start: { method: 'POST', path: '/api/auth/sso/start', auth: 'none' },
  callback: { method: 'GET', path: '/api/auth/sso/callback', auth: 'none', status: 302, raw: true },
});
