import type { CreateWebsiteGroupBody, UpdateWebsiteGroupBody } from '@hlidka/contract';
import { websiteGroupRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/website-groups: the groups the user sees, by name, with their websites' statuses counted. */
export function useWebsiteGroups() {
  const query = useResource(useAuthedKey(keys.websiteGroups()));
  return { ...query, groups: query.data?.groups };
}

/** A group's websites change with it (a deleted group leaves them without one). */
const touched = [keyPrefixes.websiteGroups, keyPrefixes.websites];

/** POST /api/website-groups; a name the owner or team already uses: 409 DUPLICATE_GROUP_NAME on the field `name`. */
export function useCreateWebsiteGroup() {
  return useApiMutation((client, body: CreateWebsiteGroupBody) => client.call(websiteGroupRoutes.create, { body }), {
    revalidate: touched,
    retries: 0,
  });
}

/** PUT /api/website-groups/{id}: rename or describe. */
export function useUpdateWebsiteGroup() {
  return useApiMutation(
    (client, { id, ...body }: UpdateWebsiteGroupBody & { id: string }) =>
      client.call(websiteGroupRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

/** DELETE /api/website-groups/{id}: the group's websites stay, without a group. */
export function useDeleteWebsiteGroup() {
  return useApiMutation((client, id: string) => client.call(websiteGroupRoutes.delete, { params: { id } }), {
    revalidate: touched,
  });
}
