import { can, type PermissionAction, type PermissionResource } from '@hlidka/contract';
import { useSession, useTeams } from '@hlidka/data';

/** A thing of a list: its team (null: personal) and, where the API tells, who made it. */
export interface Permitted {
  teamId: string | null | undefined;
  ownerId?: string | null | undefined;
}

/** Asks the permission table about one thing of the list at hand: `(action, resource, thing) => allowed`. */
export type CanFor = (action: PermissionAction, resource: PermissionResource, thing: Permitted) => boolean;

/**
 * The permission question for a whole list (each row its own team): the same table the API asks (@hlidka/contract
 * permissions.ts), and the same author rule (the server's requireThingPermission): whoever made a team's thing and may
 * change it may also remove it. A personal thing (no team) is always allowed; until the teams load, a team's thing
 * counts as not allowed (nothing flashes up to vanish).
 */
export function useCanFor(): CanFor {
  const { teams } = useTeams();
  const userId = useSession().user?.id;
  return (action, resource, { teamId, ownerId }) => {
    if (!teamId) return true;
    const team = teams?.find((item) => item.id === teamId);
    if (!team) return false;
    if (action === 'delete' && ownerId && ownerId === userId && can(team.role, 'write', resource)) return true;
    return can(team.role, action, resource);
  };
}

/**
 * May the signed-in user do `action` on `resource` of `teamId` (null: their personal things, always)? The same
 * permission table the API asks (@hlidka/contract permissions.ts), so the screens hide what the role cannot do. Until
 * the teams load, a team's thing counts as not allowed (nothing flashes up to vanish).
 */
export function useCan(action: PermissionAction, resource: PermissionResource, teamId: string | null | undefined) {
  return useCanFor()(action, resource, { teamId });
}

/** The teams in which the signed-in user may do `action` on `resource`: what a form's team choice offers. */
export function useTeamsThatCan(action: PermissionAction, resource: PermissionResource) {
  const { teams } = useTeams();
  return teams?.filter((team) => can(team.role, action, resource));
}
