import type { notificationChannelRouteSchemas } from '../notification-channels';
import { routeTable } from '../route';

export const notificationChannelRoutes = routeTable<typeof notificationChannelRouteSchemas>()({
  list: { method: 'GET', path: '/api/notification-channels', auth: 'user' },
  create: { method: 'POST', path: '/api/notification-channels', auth: 'user', status: 201 },
  get: { method: 'GET', path: '/api/notification-channels/:id', auth: 'user' },
  update: { method: 'PUT', path: '/api/notification-channels/:id', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/notification-channels/:id', auth: 'user' },
  test: { method: 'POST', path: '/api/notification-channels/:id/test', auth: 'user' },
  deliveries: { method: 'GET', path: '/api/notification-channels/:id/deliveries', auth: 'user' },
  webPushKey: { method: 'GET', path: '/api/notification-channels/web-push-key', auth: 'user' },
  confirmEmail: { method: 'POST', path: '/api/notification-channels/confirm-email', auth: 'none' },
});
