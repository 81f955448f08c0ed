import { notificationRuleRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../../http/register-route';
import { createRule, deleteRule, getRule, listRules, toRule, updateRule } from './service';

/** /api/notification-rules: CRUD. */
export function registerRuleRoutes(app: FastifyInstance) {
  registerRoute(app, notificationRuleRoutes.list, async (request) => ({
    rules: (await listRules(app.db, request.auth.userId)).map(toRule),
  }));
  registerRoute(app, notificationRuleRoutes.create, async (request) => ({
    rule: toRule(await createRule(app.db, request.auth.userId, request.body, app.clock.now())),
  }));
  registerRoute(app, notificationRuleRoutes.get, async (request) => ({
    rule: toRule(await getRule(app.db, request.auth.userId, request.params.id)),
  }));
  registerRoute(app, notificationRuleRoutes.update, async (request) => ({
    rule: toRule(await updateRule(app.db, request.auth.userId, request.params.id, request.body, app.clock.now())),
  }));
  registerRoute(app, notificationRuleRoutes.delete, async (request) => {
    await deleteRule(app.db, request.auth.userId, request.params.id);
    return { deleted: true as const };
  });
}
