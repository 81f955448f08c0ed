import type { ChangePlanBody, CreateSubscriptionBody, SubscriptionData } from '@hlidka/contract';
import { billingRoutes } from '@hlidka/contract/routes';
import { isApiError } from '../api-error';
import { keyPrefixes, keys } from '../keys';
import { useApiClient } from '../swr/provider';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/subscriptions/current: a 404 means no subscription (null), not an error. */
export function useCurrentSubscription() {
  const client = useApiClient();
  const query = useResource<SubscriptionData | null>(useAuthedKey(keys.currentSubscription()), {
    fetcher: async () => {
      try {
        return await client.call(billingRoutes.currentSubscription);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
  return { ...query, subscription: query.data === undefined ? undefined : (query.data?.subscription ?? null) };
}

const touched = [keyPrefixes.subscriptions, keyPrefixes.invoices];

export function useCreateSubscription() {
  return useApiMutation(
    (client, body: CreateSubscriptionBody) => client.call(billingRoutes.createSubscription, { body }),
    { revalidate: touched },
  );
}

export function useCancelSubscription() {
  return useApiMutation((client, id: string) => client.call(billingRoutes.cancelSubscription, { params: { id } }), {
    revalidate: touched,
  });
}

export function useReactivateSubscription() {
  return useApiMutation((client, id: string) => client.call(billingRoutes.reactivateSubscription, { params: { id } }), {
    revalidate: touched,
  });
}

export function useChangePlan() {
  return useApiMutation((client, body: ChangePlanBody) => client.call(billingRoutes.changePlan, { body }), {
    revalidate: touched,
  });
}
