import { notificationRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { registerRoute } from '../../../http/register-route';
import { notificationMessages as m } from '../messages';
import {
  deleteAllNotifications,
  deleteNotification,
  listNotifications,
  markAllRead,
  markRead,
  toNotification,
  unreadCount,
} from './service';

/** The bell: GET /api/notifications and friends (spec §7). */
export function registerInboxRoutes(app: FastifyInstance) {
  registerRoute(app, notificationRoutes.list, async (request) => {
    const rows = await listNotifications(app.db, request.auth.userId, request.query);
    return { notifications: rows.map((row) => toNotification(row, request.language)) };
  });
  registerRoute(app, notificationRoutes.unreadCount, async (request) => ({
    count: await unreadCount(app.db, request.auth.userId),
  }));
  registerRoute(app, notificationRoutes.markRead, async (request) => {
    const row = await markRead(app.db, request.auth.userId, request.params.id);
    if (!row) throw new AppError('NOT_FOUND', m.notificationNotFound);
    return { notification: toNotification(row, request.language) };
  });
  registerRoute(app, notificationRoutes.markAllRead, async (request) => ({
    count: await markAllRead(app.db, request.auth.userId),
  }));
  registerRoute(app, notificationRoutes.delete, async (request) => {
    if (!(await deleteNotification(app.db, request.auth.userId, request.params.id))) {
      throw new AppError('NOT_FOUND', m.notificationNotFound);
    }
    return { deleted: true as const };
  });
  registerRoute(app, notificationRoutes.deleteAll, async (request) => ({
    count: await deleteAllNotifications(app.db, request.auth.userId),
  }));
}
