import { changeRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { changeMessages as m } from './messages';
import { acceptChange, type ChangeContext, listChanges } from './service';

export function registerChangeRoutes(app: FastifyInstance) {
  const ctx = (request: SignedIn): ChangeContext => ({ db: app.db, userId: request.auth.userId, now: app.clock.now() });

  registerRoute(app, changeRoutes.list, async (request) => ({
    changes: await listChanges(ctx(request), request.params.id),
  }));

  registerRoute(app, changeRoutes.accept, async (request) => {
    const change = await acceptChange(ctx(request), request.params.id, request.params.changeId);
    return ok({ change }, { message: m.accepted });
  });
}
