import { keys } from '../keys';
import { useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/websites/:id/dependencies: what the website depends on and the websites that depend on it. */
export function useWebsiteDependencies(id: string | null) {
  const query = useResource(useAuthedKey(id ? keys.websiteDependencies(id) : null));
  return { ...query, parent: query.data?.parent, dependents: query.data?.dependents };
}
