import { silenceRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { silenceMessages as m } from './messages';
import { clearSilence, createSilence, listSilences, type SilenceContext } from './service';

export function registerSilenceRoutes(app: FastifyInstance) {
  const ctx = (request: SignedIn): SilenceContext => ({
    db: app.db,
    userId: request.auth.userId,
    now: app.clock.now(),
  });

  registerRoute(app, silenceRoutes.list, async (request) => ({
    silences: await listSilences(ctx(request), request.query),
  }));

  registerRoute(app, silenceRoutes.create, async (request) => {
    const silence = await createSilence(ctx(request), request.body);
    return ok({ silence }, { message: m.created });
  });

  registerRoute(app, silenceRoutes.clear, async (request) => {
    const silence = await clearSilence(ctx(request), request.params.id);
    return ok({ silence }, { message: m.cleared });
  });
}
