import { notificationSettingsRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { registerRoute } from '../../../http/register-route';
import { notificationMessages as m } from '../messages';
import { getNotificationSettings, updateNotificationSettings } from './service';
import { verifyUnsubscribeToken } from './unsubscribe';

/** /api/user/notification-settings. */
export function registerSettingsRoutes(app: FastifyInstance) {
  registerRoute(app, notificationSettingsRoutes.get, async (request) => ({
    settings: await getNotificationSettings(app.db, request.auth.userId),
  }));
  registerRoute(app, notificationSettingsRoutes.update, async (request) => ({
    settings: await updateNotificationSettings(app.db, request.auth.userId, request.body, app.clock.now()),
  }));
  // Mail clients post `List-Unsubscribe=One-Click` as a form: parse (and ignore) it in this route's scope only.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, undefined),
    );
    registerRoute(scope, notificationSettingsRoutes.unsubscribeSummary, async (request) => {
      const userId = verifyUnsubscribeToken(app.config.jwtSecret, request.query.token);
      if (!userId) throw new AppError('NOT_FOUND', m.invalidUnsubscribe);
      await updateNotificationSettings(
        app.db,
        userId,
        {
          events: {
            'summary.weekly': {
              email: false,
              inApp: (await getNotificationSettings(app.db, userId)).events['summary.weekly'].inApp,
            },
          },
        },
        app.clock.now(),
      );
      return { unsubscribed: true as const };
    });
  });
}
