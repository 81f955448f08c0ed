import { defineModule } from '../define-module';
import { registerChannelRoutes } from './channels/routes';
import { NotificationPipeline } from './delivery/pipeline';
import { registerInboxRoutes } from './inbox/routes';
import { registerRuleRoutes } from './rules/routes';
import { registerSettingsRoutes } from './settings/routes';

export { NotificationPipeline } from './delivery/pipeline';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification worker: `runOnce()` for one round, `start()` in roles all and worker (see server.ts). */
    notifications: NotificationPipeline;
  }
}

/**
 * Notifications (issue 7): the bell, channels, rules, personal settings, and the delivery pipeline fed by the incident
 * outbox. Routes are served by every role; the pipeline runs where `app.notifications.start()` is called.
 */
export const notificationsModule = defineModule(
  'notifications',
  // Shared: `app.notifications` for server.ts; the pipeline announces new notifications through `app.events`.
  { dependencies: ['auth', 'events'], shared: true },
  async (app) => {
    registerInboxRoutes(app);
    registerChannelRoutes(app);
    registerRuleRoutes(app);
    registerSettingsRoutes(app);
    const pipeline = new NotificationPipeline(app);
    app.decorate('notifications', pipeline);
    app.addHook('onClose', async () => {
      await pipeline.stop();
    });
  },
);
