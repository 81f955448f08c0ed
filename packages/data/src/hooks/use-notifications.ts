import type { Notification, NotificationListData, NotificationListQuery, UnreadCountData } from '@hlidka/contract';
import { notificationRoutes } from '@hlidka/contract/routes';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { matchKeys } from '../key-match';
import { keyPrefixes, keys } from '../keys';
import { useApiClient } from '../swr/provider';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** The bell dropdown shows the latest 5 (spec §9). */
export const NOTIFICATION_DROPDOWN_SIZE = 5;

/** GET /api/notifications (data.notifications). */
export function useNotifications(params: NotificationListQuery = { limit: NOTIFICATION_DROPDOWN_SIZE }) {
  const query = useResource(useAuthedKey(keys.notifications(params)));
  return { ...query, notifications: query.data?.notifications };
}

const unreadPath = keys.unreadCount()[0];
const listKeys = (key: unknown) => matchKeys(keyPrefixes.notifications)(key) && !matchKeys(unreadPath)(key);

function updateLists(update: (notification: Notification) => Notification) {
  return (current: NotificationListData | undefined) =>
    (current && { ...current, notifications: current.notifications.map(update) }) as NotificationListData;
}

/**
 * Per-item read and mark-all (spec §4): the lists and the unread count change at once, roll back when the server
 * fails, and are refetched either way. Each action rejects with the ApiError on failure.
 */
export function useNotificationActions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();

  const optimistic = useCallback(
    async (
      request: Promise<unknown>,
      updateNotification: (notification: Notification) => Notification,
      updateCount: (count: UnreadCountData | undefined) => UnreadCountData | undefined,
    ) => {
      const options = { populateCache: false, rollbackOnError: true, revalidate: true, throwOnError: true } as const;
      await Promise.all([
        mutate(listKeys, request, { ...options, optimisticData: updateLists(updateNotification) }),
        mutate(matchKeys(unreadPath), request, {
          ...options,
          optimisticData: (current: UnreadCountData | undefined) => updateCount(current) as UnreadCountData,
        }),
      ]);
    },
    [mutate],
  );

  const markRead = useCallback(
    (id: string) => {
      // Lists are updated first; a notification no cached list shows is taken as unread.
      let seen = false;
      let wasUnread = false;
      return optimistic(
        client.call(notificationRoutes.markRead, { params: { id } }),
        (notification) => {
          if (notification.id !== id) return notification;
          seen = true;
          wasUnread ||= !notification.isRead;
          return { ...notification, isRead: true };
        },
        (current) => current && { count: Math.max(0, current.count - (wasUnread || !seen ? 1 : 0)) },
      );
    },
    [client, optimistic],
  );

  const markAllRead = useCallback(
    () =>
      optimistic(
        client.call(notificationRoutes.markAllRead),
        (notification) => (notification.isRead ? notification : { ...notification, isRead: true }),
        (current) => current && { count: 0 },
      ),
    [client, optimistic],
  );

  return { markRead, markAllRead };
}

export function useDeleteNotification() {
  return useApiMutation((client, id: string) => client.call(notificationRoutes.delete, { params: { id } }), {
    revalidate: [keyPrefixes.notifications],
  });
}

export function useDeleteAllNotifications() {
  return useApiMutation((client, _: undefined) => client.call(notificationRoutes.deleteAll), {
    revalidate: [keyPrefixes.notifications],
  });
}
