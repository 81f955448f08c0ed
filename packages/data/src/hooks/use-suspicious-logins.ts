import { keys } from '../keys';
import { useAuthedKey, useResource } from '../swr/use-resource';
import type { LoginHistoryParams } from './use-login-history';

/** GET /api/user/suspicious-logins (query params). */
export function useSuspiciousLogins(params: LoginHistoryParams = {}) {
  const query = useResource(useAuthedKey(keys.suspiciousLogins(params)));
  return { ...query, logins: query.data?.logins, pagination: query.data?.pagination };
}
