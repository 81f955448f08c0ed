import type { ChangePlanBody, CreateSubscriptionBody, SubscriptionData as SubscriptionAnswer } from '@hlidka/contract';
import { billingRoutes } from '@hlidka/contract/routes';
import { useEffect, useMemo } from 'react';
import { isApiError } from '../api-error';
import { keyPrefixes, keys } from '../keys';
import { deriveSubscriptionData, type SubscriptionData } from '../session/subscription-data';
import { useApiClient } from '../swr/provider';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/subscriptions/user (data.subscriptions). */
export function useSubscriptions() {
  const query = useResource(useAuthedKey(keys.subscriptions()));
  return { ...query, subscriptions: query.data?.subscriptions };
}

/** GET /api/subscriptions/current: a 404 means no subscription (null), not an error. */
export function useCurrentSubscription() {
  const client = useApiClient();
  const query = useResource<SubscriptionAnswer | null>(useAuthedKey(keys.currentSubscription()), {
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

/** GET /api/subscriptions/{id} (data.subscription). */
export function useSubscription(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.subscription(id) : null));
  return { ...query, subscription: query.data?.subscription };
}

/**
 * Subscription data (spec §3, §4) from the user's subscriptions, written to the session as well so that what reads
 * the session (limits, guards) sees it.
 */
export function useSubscriptionData(): SubscriptionData | undefined {
  const client = useApiClient();
  const { subscriptions } = useSubscriptions();
  const data = useMemo(() => (subscriptions ? deriveSubscriptionData(subscriptions) : undefined), [subscriptions]);
  useEffect(() => {
    if (data && client.session.getState().token) client.session.setSubscriptionData(data);
  }, [client, data]);
  return data ?? client.session.getState().subscriptionData ?? undefined;
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
