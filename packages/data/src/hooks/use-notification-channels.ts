import type { CreateNotificationChannelBody, UpdateNotificationChannelBody } from '@hlidka/contract';
import { notificationChannelRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/notification-channels. */
export function useNotificationChannels() {
  const query = useResource(useAuthedKey(keys.notificationChannels()));
  return { ...query, channels: query.data?.channels };
}

/** GET /api/notification-channels/{id}. */
export function useNotificationChannel(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.notificationChannel(id) : null));
  return { ...query, channel: query.data?.channel };
}

/** GET /api/notification-channels/web-push-key: the server's VAPID public key, which browsers subscribe with. */
export function useWebPushKey() {
  const query = useResource(useAuthedKey(keys.webPushKey()));
  return { ...query, publicKey: query.data?.publicKey };
}

/** Rules name channels, so they are revalidated with them (a deleted channel drops out of its rules). */
const touched = [keyPrefixes.notificationChannels, keyPrefixes.notificationRules];

export function useCreateNotificationChannel() {
  return useApiMutation(
    (client, body: CreateNotificationChannelBody) => client.call(notificationChannelRoutes.create, { body }),
    { revalidate: touched, retries: 0 },
  );
}

/** PUT /api/notification-channels/{id}: edit, or enable / disable with `{ enabled }`. */
export function useUpdateNotificationChannel() {
  return useApiMutation(
    (client, { id, ...body }: UpdateNotificationChannelBody & { id: string }) =>
      client.call(notificationChannelRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

export function useDeleteNotificationChannel() {
  return useApiMutation((client, id: string) => client.call(notificationChannelRoutes.delete, { params: { id } }), {
    revalidate: touched,
  });
}

/** POST /api/notification-channels/{id}/test: one attempt now; a failed send is a result (`ok: false`), not an error. */
export function useTestNotificationChannel() {
  return useApiMutation((client, id: string) => client.call(notificationChannelRoutes.test, { params: { id } }), {
    revalidate: [keyPrefixes.notificationChannels],
    retries: 0,
  });
}
