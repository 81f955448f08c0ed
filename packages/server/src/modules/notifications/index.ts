import type { FastifyInstance } from 'fastify';
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
export async function notificationsModule(app: FastifyInstance) {
  registerInboxRoutes(app);
  registerChannelRoutes(app);
  registerRuleRoutes(app);
  registerSettingsRoutes(app);
  const pipeline = new NotificationPipeline(app);
  app.decorate('notifications', pipeline);
  app.addHook('onClose', async () => {
    await pipeline.stop();
  });
}
// Decorate the root instance (`app.notifications`), like fastify-plugin does.
Object.assign(notificationsModule, { [Symbol.for('skip-override')]: true });
