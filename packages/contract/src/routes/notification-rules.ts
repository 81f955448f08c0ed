import type { notificationRuleRouteSchemas } from '../notification-rules';
import { routeTable } from '../route';

export const notificationRuleRoutes = routeTable<typeof notificationRuleRouteSchemas>()({
  list: { method: 'GET', path: '/api/notification-rules', auth: 'user' },
  create: { method: 'POST', path: '/api/notification-rules', auth: 'user', status: 201 },
  get: { method: 'GET', path: '/api/notification-rules/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/notification-rules/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/notification-rules/:id', auth: 'user' },
});
