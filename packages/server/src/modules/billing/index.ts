import { scheduleBackgroundTask } from '../../background/tasks';
import { defineModule } from '../define-module';
import { createPaymentProvider, isSandbox, type PaymentProvider } from './provider/index';
import { registerBillingRoutes } from './routes';
import { registerSandboxRoutes } from './sandbox/routes';
import { registerSubscriptionRoutes } from './subscription-routes';
import { registerWebhookRoute, WEBHOOK_PATH } from './webhook/route';

export type { SandboxProvider } from './provider/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider in use (Stripe or the sandbox). */
    paymentProvider: PaymentProvider;
  }
}

/** How often the sandbox renews and ends its subscriptions. */
const SANDBOX_TICK_MS = 60_000;

/**
 * Billing (issue 10 §2–3): plans, subscriptions, checkout through the provider's hosted page, invoices with PDFs,
 * payment methods, billing data, and the provider's webhook. The sandbox's hosted page is served too when Stripe is
 * not configured.
 */
export const billingModule = defineModule(
  'billing',
  // Shared: `app.paymentProvider` for the whole app. The websites module seeds the plans.
  { dependencies: ['auth', 'websites'], shared: true },
  async (app) => {
    const provider = createPaymentProvider(app.config, app.db, app.clock);
    app.decorate('paymentProvider', provider);
    registerBillingRoutes(app, provider);
    registerSubscriptionRoutes(app, provider);
    await registerWebhookRoute(app, provider);
    if (isSandbox(provider)) {
      await registerSandboxRoutes(app, provider);
      // The sandbox's events take the same path as Stripe's: a signed POST to the webhook (in-process).
      provider.setDelivery(async ({ payload, signature }) => {
        const response = await app.inject({
          method: 'POST',
          url: WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        });
        if (response.statusCode !== 200) {
          app.log.error({ status: response.statusCode, body: response.body }, 'sandbox event delivery failed');
          throw new Error(`sandbox event delivery failed: ${response.statusCode}`);
        }
      });
      scheduleBackgroundTask(app, {
        roles: ['all', 'api'],
        run: () => provider.tick(),
        everyMs: SANDBOX_TICK_MS,
        failure: 'sandbox billing tick failed',
        level: 'error',
      });
    }
  },
);
