import type { CreateTeamBody, UpdateTeamBody } from '@hlidka/contract';
import { teamRoutes } from '@hlidka/contract/routes';
import { keyPrefixes, keys } from '../keys';
import { useApiMutation, useAuthedKey, useResource } from '../swr/use-resource';

/** GET /api/teams. */
export function useTeams() {
  const query = useResource(useAuthedKey(keys.teams()));
  return { ...query, teams: query.data?.teams };
}

/** GET /api/teams/{id}. */
export function useTeam(id: string | null | undefined) {
  const query = useResource(useAuthedKey(id ? keys.team(id) : null));
  return { ...query, team: query.data?.team };
}

const touched = [keyPrefixes.teams];

export function useCreateTeam() {
  return useApiMutation((client, body: CreateTeamBody) => client.call(teamRoutes.create, { body }), {
    revalidate: touched,
  });
}

export function useUpdateTeam() {
  return useApiMutation(
    (client, { id, ...body }: UpdateTeamBody & { id: string }) =>
      client.call(teamRoutes.update, { params: { id }, body }),
    { revalidate: touched },
  );
}

export function useDeleteTeam() {
  return useApiMutation((client, id: string) => client.call(teamRoutes.delete, { params: { id } }), {
    revalidate: touched,
  });
}

export function useLeaveTeam() {
  return useApiMutation((client, id: string) => client.call(teamRoutes.leave, { params: { id } }), {
    revalidate: touched,
  });
}
