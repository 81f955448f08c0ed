import type { CheckoutBody } from '@hlidka/contract';
import { billingRoutes } from '@hlidka/contract/routes';
import { useApiMutation } from '../swr/use-resource';

/**
 * POST /api/checkout/session {planId, interval} → { sessionId, redirectUrl }. The screen sends the browser to
 * `redirectUrl` (the provider's hosted checkout).
 */
export function useCheckoutSession() {
  return useApiMutation((client, body: CheckoutBody) => client.call(billingRoutes.checkoutSession, { body }), {
    retries: 0,
  });
}
