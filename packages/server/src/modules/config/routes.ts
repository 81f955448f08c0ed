import { configJsonSchema, configRoutes } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { sendConfirmations } from '../notifications/channels/confirm-email';
import { publishedCustomDomains } from '../status-pages/service';
import { applyDocument } from './apply';
import { configMessages as m } from './messages';
import { type ConfigContext, exportDocument, planDocument } from './service';

/** Bytes of a plan or apply request at most: a document of a thousand items of each kind. */
const CONFIG_BODY_LIMIT = 8 * 1024 * 1024;

/** /api/config: the JSON Schema, export, plan and apply (issue 29 item 1). Works with an API key and a session. */
export function registerConfigRoutes(app: FastifyInstance) {
  const ctx = (request: FastifyRequest & SignedIn): ConfigContext => ({
    db: app.db,
    userId: request.auth.userId,
    language: request.language,
    now: app.clock.now(),
    allowPrivateTargets: app.config.allowPrivateTargets,
    publicUrl: app.config.publicUrl,
    hashPassword: (password) => app.authContext.hasher.hash(password),
  });
  const schema = configJsonSchema();

  registerRoute(app, configRoutes.schema, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return schema;
  });

  registerRoute(app, configRoutes.export, async (request) => ({ document: await exportDocument(ctx(request)) }));

  registerRoute(app, configRoutes.plan, async (request) =>
    planDocument(ctx(request), request.body.document, request.body.prune),
  );

  registerRoute(
    app,
    configRoutes.apply,
    async (request) => {
      const { plan, confirmations } = await applyDocument(ctx(request), request.body.document, request.body.prune);
      // After the commit; a mail failure does not undo the change (the address stays unconfirmed, as in the app).
      for (const sent of confirmations) {
        if (sent.confirmations.length === 0) continue;
        await sendConfirmations(app.mailer, sent.confirmations, {
          publicUrl: app.config.publicUrl,
          language: sent.language,
          channelName: sent.channelName,
        }).catch((error: unknown) => app.log.warn({ err: error }, 'Sending a channel confirmation e-mail failed'));
      }
      // Status pages on their own domains answer there from now on (as after a change in the app).
      if (plan.changes.some((change) => change.kind === 'statusPages')) {
        app.customDomains.replace(await publishedCustomDomains(app.db));
      }
      return ok(plan, { message: m.applied(plan.changes.length) });
    },
    { fastify: { bodyLimit: CONFIG_BODY_LIMIT, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } } },
  );
}
