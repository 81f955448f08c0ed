import { eventRoutes, type LiveEvent } from '@hlidka/contract';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeys } from '../db/schema/api-keys';
import { sessions } from '../db/schema/sessions';
import { AppError } from '../http/app-error';
import { registerRoute } from '../http/register-route';
import type { RequestAuth } from '../http/types';
import { liveEventTeamIdSet, mayUse } from '../modules/access/scope';
import type { BusMessage, DeliveredEvent, EventScope } from './bus';
import { issueTicket, redeemTicket } from './tickets';

export interface EventStreamOptions {
  /** Comment line interval that keeps proxies from closing the stream (default 25 s). */
  heartbeatMs?: number;
  /** A client that stops reading is dropped once this much is queued for it (default 1 MB). */
  maxBufferedBytes?: number;
  /** Open streams per user in this process (default 20: a few tabs and devices). */
  maxStreamsPerUser?: number;
}

const messages = {
  tooManyStreams: {
    cs: 'Příliš mnoho otevřených spojení pro živé události. Zavřete některé karty.',
    en: 'Too many open live-event connections. Close some tabs.',
  },
  ticketInvalid: {
    cs: 'Vstupenka pro živé události je neplatná nebo již byla použita.',
    en: 'The live-events ticket is invalid or has already been used.',
  },
};

/** The teams whose events the caller may see (the access scope). Refreshed on every heartbeat. */
async function loadAudience(app: FastifyInstance, auth: RequestAuth, now: Date) {
  const [teamIds, active] = await Promise.all([liveEventTeamIdSet(app.db, auth.userId), stillSignedIn(app, auth, now)]);
  return { teamIds, active };
}

/** The session (or API key) the stream was opened with still works: sign-out ends the stream. */
async function stillSignedIn(app: FastifyInstance, auth: RequestAuth, now: Date): Promise<boolean> {
  if (auth.method === 'api_key' && auth.apiKeyId) {
    const [row] = await app.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.id, auth.apiKeyId),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)),
        ),
      )
      .limit(1);
    return Boolean(row);
  }
  if (!auth.sessionId) return true;
  const [row] = await app.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, auth.sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return Boolean(row);
}

/** At most this many missed events are replayed on a reconnect; beyond, the client gets `resync`. */
const MAX_REPLAY = 1000;

function frame(id: string, type: string, data: unknown): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

const frameOf = (event: DeliveredEvent) => frame(event.id, event.event.type, event.event satisfies LiveEvent);

/** POST /api/events/ticket and GET /api/events (Server-Sent Events). */
export function registerEventRoutes(app: FastifyInstance, options: EventStreamOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const maxBuffered = options.maxBufferedBytes ?? 1024 * 1024;
  const maxStreams = options.maxStreamsPerUser ?? 20;
  const open = new Set<() => void>();
  const streamsPerUser = new Map<string, number>();

  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });

  registerRoute(app, eventRoutes.ticket, async (request) => {
    const { ticket, expiresAt } = await issueTicket(app.db, request.auth, app.clock.now());
    return { ticket, expiresAt: expiresAt.toISOString() };
  });

  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<RequestAuth> {
    const { ticket } = request.query as { ticket?: string };
    if (ticket) {
      const auth = await redeemTicket(app.db, ticket, app.clock.now());
      if (!auth) throw new AppError('UNAUTHORIZED', messages.ticketInvalid);
      return auth;
    }
    // Scripts may use a bearer token (or API key) instead.
    await app.authenticate.call(app, request, reply);
    if (!request.auth) throw new AppError('UNAUTHORIZED');
    return request.auth;
  }

  registerRoute(app, eventRoutes.stream, async (request, reply) => {
    const auth = await authenticate(request, reply);
    let audience = await loadAudience(app, auth, app.clock.now());
    if (!audience.active) throw new AppError('UNAUTHORIZED');
    if ((streamsPerUser.get(auth.userId) ?? 0) >= maxStreams) {
      throw new AppError('RATE_LIMITED', messages.tooManyStreams);
    }
    await app.events.start();

    // A team's event goes to the members who may use the team, any other to the user it names.
    const visible = (scope: EventScope) =>
      mayUse({ ownerId: scope.userId ?? null, teamId: scope.teamId ?? null }, auth.userId, audience.teamIds);
    const header = request.headers['last-event-id'];
    const lastEventId =
      (typeof header === 'string' && header) || (request.query as { lastEventId?: string }).lastEventId || null;

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
      'x-content-type-options': 'nosniff',
    });

    let closed = false;
    let heartbeat: NodeJS.Timeout | undefined;
    streamsPerUser.set(auth.userId, (streamsPerUser.get(auth.userId) ?? 0) + 1);
    const write = (chunk: string) => {
      if (closed) return;
      raw.write(chunk);
      if (raw.writableLength > maxBuffered) close();
    };
    const onMessage = (message: BusMessage) => {
      if (message.kind === 'event') write(frameOf(message.event));
      else write(frame(app.events.lastId, 'resync', { type: 'resync', at: app.clock.now().toISOString() }));
    };
    // Subscribe, then read the backlog in the same tick: nothing falls between the two.
    const unsubscribe = app.events.subscribe({ visible, listener: onMessage });
    write('retry: 3000\n\n');
    if (lastEventId) {
      const missed = app.events.since(lastEventId, visible);
      // Too much to replay: a refetch is cheaper than a backlog that would overflow the socket.
      if (missed === null || missed.length > MAX_REPLAY) onMessage({ kind: 'resync' });
      else for (const event of missed) write(frameOf(event));
    } else {
      // An id to resume from even when nothing happens before the connection drops.
      write(frame(app.events.lastId, 'ready', { type: 'ready' }));
    }

    if (closed) return reply;
    heartbeat = setInterval(() => {
      write(': ping\n\n');
      loadAudience(app, auth, app.clock.now())
        .then((next) => {
          audience = next;
          if (!next.active) close();
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'Refreshing a live-event audience failed'));
    }, heartbeatMs);
    heartbeat.unref();

    function close() {
      if (closed) return;
      closed = true;
      const left = (streamsPerUser.get(auth.userId) ?? 1) - 1;
      if (left > 0) streamsPerUser.set(auth.userId, left);
      else streamsPerUser.delete(auth.userId);
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(close);
      raw.end();
    }
    open.add(close);
    raw.on('close', close);
    request.raw.on('close', close);
    return reply;
  });
}
