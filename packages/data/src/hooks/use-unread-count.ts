import { keys } from '../keys';
import { useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/notifications/unread-count (data.count): the bell's badge. */
export function useUnreadCount() {
  const query = useResource(useAuthedKey(keys.unreadCount()));
  return { ...query, count: query.data?.count ?? 0 };
}
