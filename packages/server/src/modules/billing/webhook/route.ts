import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error';
import { billingMessages } from '../messages';
import { eventSchema } from '../provider/objects';
import { verifySignature } from '../provider/signature';
import type { PaymentProvider } from '../provider/types';
import { handleProviderEvent } from './handle';

export const WEBHOOK_PATH = '/api/billing/webhook';

/**
 * POST /api/billing/webhook: the provider's events (Stripe's, or the sandbox's, signed the same way). The signature is
 * checked on the raw bytes before anything is parsed; a bad or stale signature answers 400 and changes nothing.
 */
export async function registerWebhookRoute(app: FastifyInstance, provider: PaymentProvider) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(WEBHOOK_PATH, { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const secret = provider.webhookSecret;
      if (!secret) throw new AppError('FEATURE_DISABLED');
      const header = request.headers['stripe-signature'];
      const verdict = verifySignature(
        raw,
        typeof header === 'string' ? header : undefined,
        secret,
        Math.floor(app.clock.now().getTime() / 1000),
      );
      if (!verdict.ok) {
        request.log.warn({ problem: verdict.problem }, 'billing webhook: signature refused');
        throw new AppError('VALIDATION_ERROR', billingMessages.webhookSignature);
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('INVALID_BODY', billingMessages.webhookPayload);
      }
      const parsed = eventSchema.safeParse(json);
      if (!parsed.success) throw new AppError('VALIDATION_ERROR', billingMessages.webhookPayload);
      const outcome = await handleProviderEvent(
        { db: app.db, config: app.config, provider: provider.name, now: app.clock.now() },
        parsed.data,
      );
      request.log.info({ eventId: parsed.data.id, type: parsed.data.type, outcome }, 'billing webhook');
      return reply.status(200).send({ received: true, outcome });
    });
  });
}
