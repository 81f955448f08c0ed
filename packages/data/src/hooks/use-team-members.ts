import type { TeamRole } from '@hlidka/contract';
import { teamRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/teams/{id}/members. */
export function useTeamMembers(teamId: string | null | undefined) {
  const query = useResource(useAuthedKey(teamId ? keys.teamMembers(teamId) : null));
  return { ...query, members: query.data?.members };
}

export function useUpdateTeamMember() {
  return useApiMutation(
    (
      client,
      { teamId, userId, ...body }: { teamId: string; userId: string; role?: TeamRole; groupIds?: string[] | null },
    ) => client.call(teamRoutes.updateMember, { params: { id: teamId, userId }, body }),
    { revalidate: [keyPrefixes.teams] },
  );
}

export function useRemoveTeamMember() {
  return useApiMutation(
    (client, { teamId, userId }: { teamId: string; userId: string }) =>
      client.call(teamRoutes.removeMember, { params: { id: teamId, userId } }),
    { revalidate: [keyPrefixes.teams] },
  );
}
