import { billingRoutes } from '@hlidka/contract/routes';
import { keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/payment-methods. */
export function usePaymentMethods() {
  const query = useResource(useAuthedKey(keys.paymentMethods()));
  return { ...query, paymentMethods: query.data?.paymentMethods };
}

const touched = [keys.paymentMethods()[0]];

export function useSetDefaultPaymentMethod() {
  return useApiMutation(
    (client, id: string) => client.call(billingRoutes.setDefaultPaymentMethod, { params: { id } }),
    { revalidate: touched },
  );
}

export function useDeletePaymentMethod() {
  return useApiMutation((client, id: string) => client.call(billingRoutes.deletePaymentMethod, { params: { id } }), {
    revalidate: touched,
  });
}
