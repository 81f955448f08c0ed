import type { notificationSettingsRouteSchemas } from '../notification-settings';
import { routeTable } from '../route';

export const notificationSettingsRoutes = routeTable<typeof notificationSettingsRouteSchemas>()({
  get: { method: 'GET', path: '/api/user/notification-settings', auth: 'user' },
  update: { method: 'PUT', path: '/api/user/notification-settings', auth: 'user' },
  unsubscribeSummary: { method: 'POST', path: '/api/user/notification-settings/unsubscribe', auth: 'none' },
});
