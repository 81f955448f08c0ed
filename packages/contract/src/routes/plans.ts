import type { planQuotaRouteSchemas } from '../plans';
import { routeTable } from '../route';

export const planQuotaRoutes = routeTable<typeof planQuotaRouteSchemas>()({
  get: { method: 'GET', path: '/api/websites/quota', auth: 'user' },
});
