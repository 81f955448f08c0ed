import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { EventBus } from './bus';
import { type EventStreamOptions, registerEventRoutes } from './routes';

export { type BusMessage, type DeliveredEvent, EventBus, type EventScope, type ScopedEvent } from './bus';
export { type LiveEventOf, type LivePublisher, notifyInTransaction } from './notify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events of this process: `publish({ scope, event })` after a commit; the SSE route subscribes. */
    events: EventBus;
  }
}

/** The plugin name modules that publish live events list in their fastify-plugin `dependencies`. */
export const EVENTS_MODULE = 'events';

/**
 * Live events: `app.events` for the whole app (a fastify-plugin, so the decoration is on the root instance) and,
 * except on workers, the SSE routes. Options are for tests (a short heartbeat).
 */
export function createEventsModule(options: EventStreamOptions = {}): FastifyPluginAsync {
  return fp(
    async (app: FastifyInstance) => {
      const databaseUrl = app.config.databaseUrl ?? app.database.listenUrl ?? null;
      const bus = new EventBus({ database: app.database, databaseUrl, log: app.log });
      app.decorate('events', bus);
      app.addHook('onClose', async () => {
        await bus.stop();
      });
      if (app.role !== 'worker') registerEventRoutes(app, options);
    },
    { name: EVENTS_MODULE, dependencies: ['auth'] },
  );
}

export const eventsModule = createEventsModule();
