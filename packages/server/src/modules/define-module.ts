import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/** The server's modules by plugin name (the events module, src/events/, is one too). */
export type ModuleName =
  | 'auth'
  | 'account'
  | 'api-keys'
  | 'teams'
  | 'events'
  | 'websites'
  | 'incidents'
  | 'notifications'
  | 'dashboard'
  | 'reports'
  | 'affiliate'
  | 'help'
  | 'billing'
  | 'status-pages'
  | 'maintenance'
  | 'silences'
  | 'on-call'
  | 'changes'
  | 'escalation'
  | 'metrics'
  | 'imports'
  | 'config'
  | 'audit';

export interface ModuleOptions {
  /** Modules registered before this one (Fastify refuses to start otherwise). */
  dependencies?: ModuleName[];
  /**
   * Decorations and hooks on the root instance, for every module and page (e.g. `app.notifications`); by default a
   * module's hooks and decorations stay inside it.
   */
  shared?: boolean;
}

/** A feature module: a fastify-plugin with its name and the modules it needs. */
export function defineModule(
  name: ModuleName,
  options: ModuleOptions,
  register: (app: FastifyInstance) => Promise<void>,
): FastifyPluginAsync {
  return fp(register, { name, dependencies: options.dependencies ?? [], encapsulate: !options.shared });
}
