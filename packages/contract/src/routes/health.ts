import type { healthRouteSchemas } from '../health';
import { routeTable } from '../route';

export const healthRoutes = routeTable<typeof healthRouteSchemas>()({
  health: { method: 'GET', path: '/api/health', auth: 'none' },
});

export const healthRoute = healthRoutes.health;
