import { can, type PermissionResource, type Team } from '@hlidka/contract';
import type { Permitted } from './use-can';

/** The things whose edit and create screens open by address and ask the guard first. */
export type GuardedResource = Extract<
  PermissionResource,
  'websites' | 'escalationPolicies' | 'statusPages' | 'maintenance' | 'schedules' | 'team'
>;

/**
 * What an edit screen may show: `open` (the form, or the screen's own loading, not-found and error states while the
 * thing loads), `checking` (the thing is a team's and the teams still load: nothing flashes up to vanish) or `denied`
 * (the user's role in the thing's team may not change it: that team, for its name and the role).
 */
export type EditAccess =
  | { state: 'open' }
  | { state: 'checking' }
  | { state: 'denied'; team: Pick<Team, 'name' | 'role'> };

/**
 * The guard's decision, from the same permission table the API asks (@hlidka/contract permissions.ts). `thing`
 * undefined: not loaded yet. `teams` undefined: still loading; a team the list lacks (or teams that failed to load)
 * leaves the decision to the server, which answers its own 403 or 404.
 */
export function editAccess(
  resource: GuardedResource,
  thing: Pick<Permitted, 'teamId'> | null | undefined,
  teams: readonly Pick<Team, 'id' | 'name' | 'role'>[] | undefined,
): EditAccess {
  if (!thing?.teamId) return { state: 'open' };
  if (!teams) return { state: 'checking' };
  const team = teams.find((item) => item.id === thing.teamId);
  if (!team || can(team.role, 'write', resource)) return { state: 'open' };
  return { state: 'denied', team };
}
