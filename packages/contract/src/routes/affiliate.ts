import type { affiliateRouteSchemas } from '../affiliate';
import { routeTable } from '../route';

export const affiliateRoutes = routeTable<typeof affiliateRouteSchemas>()({
  get: { method: 'GET', path: '/api/affiliate', auth: 'user' },
  register: { method: 'POST', path: '/api/affiliate/register', auth: 'user', status: 201 },
  update: { method: 'PUT', path: '/api/affiliate', auth: 'user' },
  dashboard: { method: 'GET', path: '/api/affiliate/dashboard', auth: 'user' },
  requestPayout: { method: 'POST', path: '/api/affiliate/payouts', auth: 'user', status: 201 },
  track: { method: 'POST', path: '/api/affiliate/track', auth: 'none' },
});
