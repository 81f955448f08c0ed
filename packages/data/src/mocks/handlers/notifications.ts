import { notificationRoutes } from '@hlidka/contract/routes';
import type { MockDb } from '../db';
import { mockRoute } from '../mock-route';
import { notFound, ok } from '../respond';

export function notificationHandlers(db: MockDb) {
  return [
    mockRoute(notificationRoutes.unreadCount, () =>
      ok({ count: db.notifications.filter((notification) => !notification.isRead).length }),
    ),
    mockRoute(notificationRoutes.list, ({ request }) => {
      const url = new URL(request.url);
      const limit = Math.max(1, Math.min(100, Number(url.searchParams.get('limit') ?? 20)));
      const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0));
      const unread = url.searchParams.get('unread') === 'true';
      const list = unread ? db.notifications.filter((notification) => !notification.isRead) : db.notifications;
      return ok({ notifications: list.slice(offset, offset + limit) });
    }),
    mockRoute(notificationRoutes.markAllRead, () => {
      const count = db.notifications.filter((notification) => !notification.isRead).length;
      db.notifications = db.notifications.map((notification) => ({ ...notification, isRead: true }));
      return ok({ count });
    }),
    mockRoute(notificationRoutes.markRead, ({ params }) => {
      const notification = db.notifications.find((item) => item.id === params.id);
      if (!notification) return notFound('Notifikace nebyla nalezena');
      notification.isRead = true;
      return ok({ notification });
    }),
    mockRoute(notificationRoutes.delete, ({ params }) => {
      const before = db.notifications.length;
      db.notifications = db.notifications.filter((item) => item.id !== params.id);
      return before === db.notifications.length ? notFound('Notifikace nebyla nalezena') : ok({ deleted: true });
    }),
    mockRoute(notificationRoutes.deleteAll, () => {
      const count = db.notifications.length;
      db.notifications = [];
      return ok({ count });
    }),
  ];
}
