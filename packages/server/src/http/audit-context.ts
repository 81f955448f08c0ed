import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyRequest } from 'fastify';

/**
 * Who is changing things, taken from the request in one place (`registerRoute` runs every handler inside it): the
 * signed-in user, the API key the request came through, the address and browser, and the time (the app's clock).
 * `recordAudit` reads it, so services need not pass it along; code outside a request (the scheduler, the retention
 * job) has none, and its changes are not people's changes: nothing is recorded.
 */
export interface AuditRequestContext {
  userId: string | null;
  apiKeyId: string | null;
  ip: string | null;
  userAgent: string | null;
  at: Date;
}

const storage = new AsyncLocalStorage<AuditRequestContext>();

const USER_AGENT_MAX = 500;

export function auditContextOf(request: FastifyRequest, at: Date): AuditRequestContext {
  const ua = request.headers['user-agent'];
  return {
    userId: request.auth?.userId ?? null,
    apiKeyId: request.auth?.method === 'api_key' ? (request.auth.apiKeyId ?? null) : null,
    ip: request.ip || null,
    userAgent: typeof ua === 'string' ? ua.slice(0, USER_AGENT_MAX) : null,
    at,
  };
}

/** Run a request's handler with its audit context. */
export function withAuditContext<T>(context: AuditRequestContext, run: () => T): T {
  return storage.run(context, run);
}

/** The context of the request being handled, or undefined outside one. */
export function currentAuditContext(): AuditRequestContext | undefined {
  return storage.getStore();
}
