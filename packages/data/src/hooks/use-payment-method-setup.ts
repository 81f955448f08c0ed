import { billingRoutes } from '@hlidka/contract/routes';
import { useApiMutation } from '../swr/use-resource';

/**
 * POST /api/payment-methods/setup-session → { sessionId, redirectUrl }: the screen sends the browser to the
 * provider's hosted page for adding a card; the card arrives through the provider's event.
 */
export function usePaymentMethodSetup() {
  return useApiMutation((client, _: undefined) => client.call(billingRoutes.paymentMethodSetupSession), {
    retries: 0,
  });
}
