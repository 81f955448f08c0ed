import type { Team } from '@hlidka/contract';

/**
 * Seats of the plan in use: the plan caps the members of each team the user owns, so the fullest such team counts
 * (0 without a team of one's own).
 */
export function teamSeatsUsed(teams: readonly Pick<Team, 'role' | 'memberCount'>[]): number {
  return Math.max(0, ...teams.filter((team) => team.role === 'owner').map((team) => team.memberCount));
}
