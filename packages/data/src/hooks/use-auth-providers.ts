import { keys } from '../keys';
import { useResource } from '../swr/use-resource';

/** GET /api/auth/providers: the sign-in methods this installation offers; public, so no sign-in needed. */
export function useAuthProviders() {
  const query = useResource(keys.authProviders());
  return { ...query, providers: query.data };
}
