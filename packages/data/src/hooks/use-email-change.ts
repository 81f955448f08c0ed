import type { RequestEmailChangeBody } from '@hlidka/contract';
import { userRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/user/email-change: the pending change (`pending` is null when there is none). */
export function useEmailChange() {
  const query = useResource(useAuthedKey(keys.emailChange()));
  return { ...query, pending: query.data?.pending };
}

/** POST /api/user/email-change {newEmail, password}: a confirmation link goes to the new address. */
export function useRequestEmailChange() {
  return useApiMutation(
    (client, body: RequestEmailChangeBody) => client.call(userRoutes.requestEmailChange, { body }),
    { revalidate: [keys.emailChange()[0]], retries: 0 },
  );
}

/** DELETE /api/user/email-change: withdraw the pending change. */
export function useCancelEmailChange() {
  return useApiMutation((client, _: undefined) => client.call(userRoutes.cancelEmailChange), {
    revalidate: [keys.emailChange()[0]],
  });
}

/** POST /api/user/email-change/confirm {token}: the link's token changes the address. */
export function useConfirmEmailChange() {
  return useApiMutation((client, token: string) => client.call(userRoutes.confirmEmailChange, { body: { token } }), {
    revalidate: [keyPrefixes.user],
    retries: 0,
  });
}
