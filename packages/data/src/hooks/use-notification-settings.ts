import type { UpdateNotificationSettingsBody } from '@hlidka/contract';
import { notificationSettingsRoutes } from '@hlidka/contract/routes';
import { useSWRConfig } from 'swr';
import { keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/user/notification-settings: per-event e-mail and in-app toggles, digest, language, time zone. */
export function useNotificationSettings() {
  const query = useResource(useAuthedKey(keys.notificationSettings()));
  return { ...query, settings: query.data?.settings };
}

/** PUT /api/user/notification-settings; the answer replaces the cached settings. */
export function useUpdateNotificationSettings() {
  const { mutate } = useSWRConfig();
  return useApiMutation(async (client, body: UpdateNotificationSettingsBody) => {
    const data = await client.call(notificationSettingsRoutes.update, { body });
    await mutate(keys.notificationSettings(), data, { revalidate: false });
    return data;
  });
}
