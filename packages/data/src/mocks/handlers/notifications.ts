import { http } from 'msw';
import type { MockDb } from '../db';
import { api, notFound, ok } from '../respond';

export function notificationHandlers(db: MockDb) {
  return [
    http.get(api('/api/notifications/unread-count'), () =>
      ok({ count: db.notifications.filter((notification) => !notification.isRead).length }),
    ),
    http.get(api('/api/notifications'), ({ request }) => {
      const url = new URL(request.url);
      const limit = Math.max(1, Math.min(100, Number(url.searchParams.get('limit') ?? 20)));
      const offset = Math.max(0, Number(url.searchParams.get('offset') ?? 0));
      const unread = url.searchParams.get('unread') === 'true';
      const list = unread ? db.notifications.filter((notification) => !notification.isRead) : db.notifications;
      return ok({ notifications: list.slice(offset, offset + limit) });
    }),
    http.post(api('/api/notifications/mark-all-read'), () => {
      const count = db.notifications.filter((notification) => !notification.isRead).length;
      db.notifications = db.notifications.map((notification) => ({ ...notification, isRead: true }));
      return ok({ count });
    }),
    http.post(api('/api/notifications/:id/read'), ({ params }) => {
      const notification = db.notifications.find((item) => item.id === params.id);
      if (!notification) return notFound('Notifikace nebyla nalezena');
      notification.isRead = true;
      return ok({ notification });
    }),
    http.delete(api('/api/notifications/:id'), ({ params }) => {
      const before = db.notifications.length;
      db.notifications = db.notifications.filter((item) => item.id !== params.id);
      return before === db.notifications.length ? notFound('Notifikace nebyla nalezena') : ok({ deleted: true });
    }),
    http.delete(api('/api/notifications'), () => {
      const count = db.notifications.length;
      db.notifications = [];
      return ok({ count });
    }),
  ];
}
