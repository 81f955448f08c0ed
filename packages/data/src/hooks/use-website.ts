import type { UpdateWebsiteBody } from '@hlidka/contract';
import { websiteRoutes } from '@hlidka/contract/routes';
import { useSWRConfig } from 'swr';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/websites/{id} with its uptime windows; 'Web nebyl nalezen' on 404. */
export function useWebsite(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.website(id) : null));
  return { ...query, website: query.data?.website, uptime: query.data?.uptime };
}

const touched = [keyPrefixes.websites, keyPrefixes.dashboard, keyPrefixes.websiteGroups];

export function useUpdateWebsite() {
  return useApiMutation(
    (client, { id, ...body }: UpdateWebsiteBody & { id: string }) =>
      client.call(websiteRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

/** DELETE /api/websites/{id}; the website's own keys are dropped, the lists refetched. */
export function useDeleteWebsite() {
  const { mutate } = useSWRConfig();
  return useApiMutation(
    async (client, id: string) => {
      const result = await client.call(websiteRoutes.delete, { params: { id } });
      await mutate(
        (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(keys.website(id)[0]),
        undefined,
        { revalidate: false },
      );
      return result;
    },
    { revalidate: [keys.websites()[0], keys.planQuota()[0], keyPrefixes.dashboard] },
  );
}

export function usePauseWebsite() {
  return useApiMutation((client, id: string) => client.call(websiteRoutes.pause, { params: { id } }), {
    revalidate: touched,
  });
}

export function useResumeWebsite() {
  return useApiMutation((client, id: string) => client.call(websiteRoutes.resume, { params: { id } }), {
    revalidate: touched,
  });
}

/** POST /api/websites/{id}/check: the result arrives as a live event. */
export function useCheckWebsiteNow() {
  return useApiMutation((client, id: string) => client.call(websiteRoutes.checkNow, { params: { id } }));
}
