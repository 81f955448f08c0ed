import { changeRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/websites/{id}/changes: the open changes of watched values, then the latest closed ones. */
export function useWebsiteChanges(websiteId: string | null | undefined) {
  const query = useResource(useAuthedKey(websiteId ? keys.websiteChanges(websiteId) : null));
  return { ...query, changes: query.data?.changes };
}

/** POST /api/websites/{id}/changes/{changeId}/accept: the change's value becomes the accepted one. */
export function useAcceptChange() {
  return useApiMutation(
    (client, { websiteId, changeId }: { websiteId: string; changeId: string }) =>
      client.call(changeRoutes.accept, { params: { id: websiteId, changeId } }),
    { revalidate: [keyPrefixes.websites] },
  );
}
