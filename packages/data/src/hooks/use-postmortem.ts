import type { SavePostmortemBody } from '@hlidka/contract';
import { postmortemRoutes } from '@hlidka/contract/routes';
import { useSWRConfig } from 'swr';
import { keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/incidents/{id}/postmortem: the incident's postmortem (draft or published), or null. */
export function usePostmortem(incidentId: string | null | undefined) {
  const query = useResource(useAuthedKey(incidentId ? keys.postmortem(incidentId) : null));
  return { ...query, postmortem: query.data?.postmortem };
}

/** PUT /api/incidents/{id}/postmortem: save the text as a draft or published (a resolved incident only). */
export function useSavePostmortem() {
  const { mutate } = useSWRConfig();
  return useApiMutation(
    async (client, { id, ...body }: SavePostmortemBody & { id: string }) => {
      const data = await client.call(postmortemRoutes.save, { params: { id }, body });
      await mutate(keys.postmortem(id), data, { revalidate: false });
      return data;
    },
    { retries: 0 },
  );
}

/** DELETE /api/incidents/{id}/postmortem: it leaves the status pages and their feeds at once. */
export function useDeletePostmortem() {
  const { mutate } = useSWRConfig();
  return useApiMutation(
    async (client, { id }: { id: string }) => {
      const data = await client.call(postmortemRoutes.delete, { params: { id } });
      await mutate(keys.postmortem(id), { postmortem: null }, { revalidate: false });
      return data;
    },
    { retries: 0 },
  );
}
