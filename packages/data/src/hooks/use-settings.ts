import type { UpdateUserSettingsBody } from '@hlidka/contract';
import { type RouteResult, userRoutes } from '@hlidka/contract/routes';
import { keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

export type UserSettingsData = RouteResult<typeof userRoutes.getSettings>;

/** GET /api/user/settings (data.settings); cached 5 minutes. */
export function useSettings() {
  const query = useResource(useAuthedKey(keys.settings()));
  return { ...query, settings: query.data?.settings };
}

export function useUpdateSettings() {
  return useApiMutation((client, body: UpdateUserSettingsBody) => client.call(userRoutes.updateSettings, { body }), {
    revalidate: [keys.settings()[0]],
  });
}
