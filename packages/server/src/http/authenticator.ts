import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';

/** Where buildApp keeps the setter for the app-wide authenticator; the auth module replaces the default once. */
export const setAuthenticateKey = Symbol('hlidka.setAuthenticate');

/**
 * Replace the default `app.authenticate` (which always answers 401) for the whole app, from any plugin context.
 */
export function setAuthenticate(app: FastifyInstance, handler: preHandlerAsyncHookHandler) {
  (app as unknown as Record<symbol, (h: preHandlerAsyncHookHandler) => void>)[setAuthenticateKey]?.(handler);
}
