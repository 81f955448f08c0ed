import { can, type PermissionAction, type PermissionResource } from '@hlidka/contract';
import { useTeams } from '@hlidka/data';

/**
 * May the signed-in user do `action` on `resource` of `teamId` (null: their personal things, always)? The same
 * permission table the API asks (@hlidka/contract permissions.ts), so the screens hide what the role cannot do. Until
 * the teams load, a team's thing counts as not allowed (nothing flashes up to vanish).
 */
export function useCan(action: PermissionAction, resource: PermissionResource, teamId: string | null | undefined) {
  const { teams } = useTeams();
  if (!teamId) return true;
  const team = teams?.find((item) => item.id === teamId);
  return team ? can(team.role, action, resource) : false;
}
