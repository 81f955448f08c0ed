import type { RegisterAffiliateBody, RequestPayoutBody } from '@hlidka/contract';
import { affiliateRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/affiliate: the programme's terms and the caller's affiliate account (null when not registered). */
export function useAffiliate() {
  const query = useResource(useAuthedKey(keys.affiliate()));
  return { ...query, programme: query.data?.programme, affiliate: query.data?.affiliate };
}

/** GET /api/affiliate/dashboard (404 when not registered). */
export function useAffiliateDashboard() {
  const query = useResource(useAuthedKey(keys.affiliateDashboard()));
  return { ...query, dashboard: query.data };
}

const touched = [keyPrefixes.affiliate];

/** POST /api/affiliate/register. */
export function useRegisterAffiliate() {
  return useApiMutation((client, body: RegisterAffiliateBody) => client.call(affiliateRoutes.register, { body }), {
    revalidate: touched,
    retries: 0,
  });
}

/** POST /api/affiliate/payouts: request a payout of the available commission. */
export function useRequestPayout() {
  return useApiMutation((client, body: RequestPayoutBody) => client.call(affiliateRoutes.requestPayout, { body }), {
    revalidate: touched,
    retries: 0,
  });
}
