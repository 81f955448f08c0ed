import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { EventBus } from './bus';
import { type EventStreamOptions, registerEventRoutes } from './routes';

export { type BusMessage, type DeliveredEvent, EventBus, type EventScope, type ScopedEvent } from './bus';
export { notifyInTransaction } from './notify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events of this process: `publish({ scope, event })` after a commit; the SSE route subscribes. */
    events: EventBus;
  }
}

/**
 * Live events: `app.events` for the whole app (this plugin is not encapsulated) and, except on workers, the SSE
 * routes. Options are for tests (a short heartbeat).
 */
export function createEventsModule(options: EventStreamOptions = {}): FastifyPluginAsync {
  const plugin = async (app: FastifyInstance) => {
    const bus = new EventBus({ database: app.database, databaseUrl: app.config.databaseUrl, log: app.log });
    app.decorate('events', bus);
    app.addHook('onClose', async () => {
      await bus.stop();
    });
    if (app.role !== 'worker') registerEventRoutes(app, options);
  };
  // Decorate the root instance, like fastify-plugin does.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}

export const eventsModule = createEventsModule();
