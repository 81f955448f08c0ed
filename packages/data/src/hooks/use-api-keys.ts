import type { CreateApiKeyBody } from '@hlidka/contract';
import { apiKeyRoutes } from '@hlidka/contract/routes';
import { keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/api-keys. */
export function useApiKeys() {
  const query = useResource(useAuthedKey(keys.apiKeys()));
  return { ...query, apiKeys: query.data?.apiKeys };
}

/** The answer carries the secret, shown once. */
export function useCreateApiKey() {
  return useApiMutation((client, body: CreateApiKeyBody) => client.call(apiKeyRoutes.create, { body }), {
    revalidate: [keys.apiKeys()[0]],
  });
}

export function useRevokeApiKey() {
  return useApiMutation((client, id: string) => client.call(apiKeyRoutes.revoke, { params: { id } }), {
    revalidate: [keys.apiKeys()[0]],
  });
}
