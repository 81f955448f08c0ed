import { userRoutes } from '@hlidka/contract/routes';
import { keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/user/active-sessions. */
export function useActiveSessions() {
  const query = useResource(useAuthedKey(keys.activeSessions()));
  return { ...query, sessions: query.data?.sessions };
}

export function useTerminateSession() {
  return useApiMutation((client, id: string) => client.call(userRoutes.terminateSession, { params: { id } }), {
    revalidate: [keys.activeSessions()[0]],
  });
}

export function useTerminateOtherSessions() {
  return useApiMutation((client, _: undefined) => client.call(userRoutes.terminateOtherSessions), {
    revalidate: [keys.activeSessions()[0]],
  });
}
