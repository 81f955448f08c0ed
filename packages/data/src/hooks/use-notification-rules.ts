import type { CreateNotificationRuleBody, UpdateNotificationRuleBody } from '@hlidka/contract';
import { notificationRuleRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/notification-rules. */
export function useNotificationRules() {
  const query = useResource(useAuthedKey(keys.notificationRules()));
  return { ...query, rules: query.data?.rules };
}

/** GET /api/notification-rules/{id}. */
export function useNotificationRule(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.notificationRule(id) : null));
  return { ...query, rule: query.data?.rule };
}

const touched = [keyPrefixes.notificationRules];

export function useCreateNotificationRule() {
  return useApiMutation(
    (client, body: CreateNotificationRuleBody) => client.call(notificationRuleRoutes.create, { body }),
    { revalidate: touched, retries: 0 },
  );
}

/** PUT /api/notification-rules/{id}: edit, or enable / disable with `{ enabled }`. */
export function useUpdateNotificationRule() {
  return useApiMutation(
    (client, { id, ...body }: UpdateNotificationRuleBody & { id: string }) =>
      client.call(notificationRuleRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

export function useDeleteNotificationRule() {
  return useApiMutation((client, id: string) => client.call(notificationRuleRoutes.delete, { params: { id } }), {
    revalidate: touched,
  });
}
