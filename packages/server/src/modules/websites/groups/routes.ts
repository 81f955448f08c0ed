import { websiteGroupRoutes } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, registerRoute, type SignedIn } from '../../../http/register-route';
import { groupMessages as m } from './messages';
import { createGroup, deleteGroup, type GroupContext, getGroup, listGroups, updateGroup } from './service';

/** Website groups: CRUD (a website is put into one by `groupId` on its own create or update). */
export function registerGroupRoutes(app: FastifyInstance) {
  const ctx = (request: FastifyRequest & SignedIn): GroupContext => ({
    db: app.db,
    userId: request.auth.userId,
    language: request.language,
    now: app.clock.now(),
  });

  registerRoute(app, websiteGroupRoutes.list, async (request) => ({ groups: await listGroups(ctx(request)) }));

  registerRoute(app, websiteGroupRoutes.create, async (request) => {
    const group = await createGroup(ctx(request), request.body);
    return ok({ group }, { message: m.created });
  });

  registerRoute(app, websiteGroupRoutes.get, async (request) => ({
    group: await getGroup(ctx(request), request.params.id),
  }));

  registerRoute(app, websiteGroupRoutes.update, async (request) => {
    const group = await updateGroup(ctx(request), request.params.id, request.body);
    return ok({ group }, { message: m.updated });
  });

  registerRoute(app, websiteGroupRoutes.delete, async (request) => {
    await deleteGroup(ctx(request), request.params.id);
    return ok({ deleted: true as const }, { message: m.deleted });
  });
}
