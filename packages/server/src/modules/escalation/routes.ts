import { acknowledgementLinkRoutes, escalationPolicyRoutes } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { acknowledgeByLink, viewAckLink } from './ack-link';
import { escalationMessages as m } from './messages';
import {
  createPolicy,
  deletePolicy,
  getPolicy,
  listPeople,
  listPolicies,
  type PolicyContext,
  updatePolicy,
} from './service';

/** Escalation policies: CRUD and who a step may notify (websites and groups name theirs on their own saves too). */
export function registerEscalationPolicyRoutes(app: FastifyInstance) {
  const ctx = (request: FastifyRequest & SignedIn): PolicyContext => ({
    db: app.db,
    userId: request.auth.userId,
    language: request.language,
    now: app.clock.now(),
  });

  registerRoute(app, escalationPolicyRoutes.list, async (request) => ({
    policies: await listPolicies(ctx(request)),
  }));

  registerRoute(app, escalationPolicyRoutes.people, async (request) => ({
    people: await listPeople(ctx(request), request.query.teamId),
  }));

  registerRoute(app, escalationPolicyRoutes.create, async (request) => {
    const policy = await createPolicy(ctx(request), request.body);
    return ok({ policy }, { message: m.created });
  });

  registerRoute(app, escalationPolicyRoutes.get, async (request) => ({
    policy: await getPolicy(ctx(request), request.params.id),
  }));

  registerRoute(app, escalationPolicyRoutes.update, async (request) => {
    const policy = await updatePolicy(ctx(request), request.params.id, request.body);
    return ok({ policy }, { message: m.updated });
  });

  registerRoute(app, escalationPolicyRoutes.delete, async (request) => {
    await deletePolicy(ctx(request), request.params.id);
    return ok({ deleted: true as const }, { message: m.deleted });
  });
}

/** The signed one-click links of alerts: no sign-in, the token is the authority (and says whose it is). */
export function registerAcknowledgementLinkRoutes(app: FastifyInstance) {
  const ctx = () => ({ db: app.db, secret: app.config.jwtSecret, now: app.clock.now() });
  const limited = { fastify: { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } } };
  registerRoute(app, acknowledgementLinkRoutes.view, (request) => viewAckLink(ctx(), request.params.token), limited);
  registerRoute(
    app,
    acknowledgementLinkRoutes.acknowledge,
    async (request) => ok(await acknowledgeByLink(ctx(), request.params.token), { message: m.acknowledged }),
    limited,
  );
}
