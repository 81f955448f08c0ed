import type { LoginHistoryQuery } from '@hlidka/contract';
import { keys } from '../keys';
import { useAuthedKey, useResource } from '../swr/use-resource';

export type LoginHistoryParams = Partial<LoginHistoryQuery>;

/** GET /api/user/login-history (query params). */
export function useLoginHistory(params: LoginHistoryParams = {}) {
  const query = useResource(useAuthedKey(keys.loginHistory(params)));
  return { ...query, logins: query.data?.logins, pagination: query.data?.pagination };
}

/** GET /api/user/login-stats (query params). */
export function useLoginStats(params: Omit<LoginHistoryParams, 'page' | 'limit'> = {}) {
  const query = useResource(useAuthedKey(keys.loginStats(params)));
  return { ...query, stats: query.data?.stats };
}
