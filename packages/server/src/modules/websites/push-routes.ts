import { type HeartbeatSignal, websiteRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerRoute } from '../../http/register-route';
import { recordSignal } from './heartbeat-signals';
import { websiteMessages } from './messages';

/** Bodies beyond this are refused (413); up to it, the output is cut to the kept limit. */
const PUSH_BODY_LIMIT = 1024 * 1024;

/**
 * The heartbeat's push URLs a job calls: the plain ping (a success, `?status=down` or a non-zero `?exit=` a failure),
 * `/fail`, `/start` and `/<exit status>`. A POST's body, whatever its content type, is the job's output.
 */
export function registerPushRoutes(app: FastifyInstance) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: PUSH_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    const signal = async (token: string, kind: HeartbeatSignal, body: unknown, exitStatus: number | null = null) => {
      const now = app.clock.now();
      const report = { signal: kind, exitStatus, body: Buffer.isBuffer(body) ? body : null };
      if (!(await recordSignal(app.db, token, report, now))) {
        throw new AppError('NOT_FOUND', websiteMessages.pushNotFound);
      }
      return { received: true as const, signal: kind, at: now.toISOString() };
    };
    const byExit = (exit: number) => (exit === 0 ? 'success' : 'fail');
    const limits = {
      fastify: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, bodyLimit: PUSH_BODY_LIMIT },
    };
    for (const route of [websiteRoutes.pushGet, websiteRoutes.pushPost]) {
      registerRoute(
        scope,
        route,
        (request) => {
          const { status, exit } = request.query;
          const kind = exit !== undefined ? byExit(exit) : status === 'down' ? 'fail' : 'success';
          return signal(request.params.token, kind, request.body, exit ?? null);
        },
        limits,
      );
    }
    for (const route of [websiteRoutes.pushFailGet, websiteRoutes.pushFailPost]) {
      registerRoute(scope, route, (request) => signal(request.params.token, 'fail', request.body), limits);
    }
    for (const route of [websiteRoutes.pushStartGet, websiteRoutes.pushStartPost]) {
      registerRoute(scope, route, (request) => signal(request.params.token, 'start', request.body), limits);
    }
    for (const route of [websiteRoutes.pushExitGet, websiteRoutes.pushExitPost]) {
      registerRoute(
        scope,
        route,
        (request) => {
          const { token, exitStatus } = request.params;
          return signal(token, byExit(exitStatus), request.body, exitStatus);
        },
        limits,
      );
    }
  });
}
