import type { notificationRouteSchemas } from '../notifications';
import { routeTable } from '../route';

export const notificationRoutes = routeTable<typeof notificationRouteSchemas>()({
  list: { method: 'GET', path: '/api/notifications', auth: 'user' },
  unreadCount: { method: 'GET', path: '/api/notifications/unread-count', auth: 'user' },
  markRead: { method: 'POST', path: '/api/notifications/:id/read', auth: 'user' },
  markAllRead: { method: 'POST', path: '/api/notifications/mark-all-read', auth: 'user' },
  delete: { method: 'DELETE', path: '/api/notifications/:id', auth: 'user' },
  deleteAll: { method: 'DELETE', path: '/api/notifications', auth: 'user' },
});
