import { authRoutes } from '@hlidka/contract/routes';
import { keyOf } from '../key-match';
import { useResource } from '../swr/use-resource';

/** GET /api/auth/providers: the sign-in methods this installation offers; public, so no sign-in needed. */
export function useAuthProviders() {
  const query = useResource(keyOf(authRoutes.providers));
  return { ...query, providers: query.data };
}
