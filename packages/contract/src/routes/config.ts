import type { configRouteSchemas } from '../config-document';
import { routeTable } from '../route';

export const configRoutes = routeTable<typeof configRouteSchemas>()({
  schema: { method: 'GET', path: '/api/config/schema.json', auth: 'none', raw: true },
  export: { method: 'GET', path: '/api/config', auth: 'user' },
  plan: { method: 'POST', path: '/api/config/plan', auth: 'user' },
  apply: { method: 'POST', path: '/api/config/apply', auth: 'user' },
});
