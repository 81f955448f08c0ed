import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/** The port this server listens on, once it does (requests through `inject` have none). */
function listeningPort(app: FastifyInstance): number | null {
  const address = app.server.address() as AddressInfo | string | null;
  return address && typeof address === 'object' ? address.port : null;
}

/** PUBLIC_URL, ALLOWED_ORIGINS and this server's own port on the loopback names. */
export function allowedOrigins(app: FastifyInstance): Set<string> {
  const origins = new Set([new URL(app.config.publicUrl).origin, ...app.config.allowedOrigins]);
  const port = listeningPort(app);
  if (port !== null) for (const host of LOOPBACK_HOSTS) origins.add(`http://${host}:${port}`);
  return origins;
}

/**
 * The base URL for links that send this request's browser back to the app: the address the request came in on (its
 * Origin header, else its scheme and Host) when that is an allowed origin, else PUBLIC_URL. A header never chooses an
 * address outside the allowed set.
 */
export function appBaseUrl(request: FastifyRequest): string {
  const app = request.server;
  const header = request.headers.origin;
  const claimed = typeof header === 'string' ? originOf(header) : originOf(`${request.protocol}://${request.host}`);
  const publicUrl = app.config.publicUrl;
  if (claimed === null || claimed === new URL(publicUrl).origin || !allowedOrigins(app).has(claimed)) return publicUrl;
  return claimed;
}
