import type { TeamRole } from '@hlidka/contract';
import { and, eq } from 'drizzle-orm';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { teamMessages } from '../teams/messages';
import { hasTeamRole } from '../teams/roles';

export interface TeamAccess {
  teamId: string;
  userId: string;
  role: TeamRole;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user's membership of a team and whether the team's two-factor requirement shuts them out; null if no member. */
async function membershipOf(db: DbOrTx, teamId: string, userId: string) {
  if (!uuidPattern.test(teamId)) return null;
  const [row] = await db
    .select({
      role: teamMembers.role,
      requireTwoFactor: teams.requireTwoFactor,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return row ? { role: row.role, shutOut: row.requireTwoFactor && !row.twoFactorEnabled } : null;
}

/**
 * The caller's membership of a team, or an error: 404 NOT_FOUND when the user is not a member (so a foreign team id
 * looks exactly like one that does not exist), 403 TWO_FACTOR_REQUIRED when the team's two-factor requirement shuts
 * the member out (whatever their role), 403 FORBIDDEN when the role is below `minRole`.
 * Use it first in every handler that names a team (a `teamId` filter, a team for a new thing).
 */
export async function requireTeamRole(
  db: DbOrTx,
  teamId: string,
  userId: string,
  minRole?: TeamRole,
  options: { skipTwoFactor?: boolean } = {},
): Promise<TeamAccess> {
  const membership = await membershipOf(db, teamId, userId);
  if (!membership) throw new AppError('NOT_FOUND', teamMessages.teamNotFound);
  if (membership.shutOut && !options.skipTwoFactor) {
    throw new AppError('TWO_FACTOR_REQUIRED', teamMessages.twoFactorRequired);
  }
  if (minRole && !hasTeamRole(membership.role, minRole)) {
    throw new AppError('FORBIDDEN', minRole === 'owner' ? teamMessages.ownerOnly : teamMessages.insufficientRole);
  }
  return { teamId, userId, role: membership.role };
}

/** The role of a user in a team they may use, or null (not a member, or shut out by the two-factor requirement). */
export async function teamRoleOf(db: DbOrTx, teamId: string, userId: string): Promise<TeamRole | null> {
  const membership = await membershipOf(db, teamId, userId);
  return membership && !membership.shutOut ? membership.role : null;
}

/**
 * A thing out of the user's scope: 404 with `notFound`, exactly like one that does not exist — except a team's thing
 * hidden only by the team's two-factor requirement, which says so to the team's members (403 TWO_FACTOR_REQUIRED).
 */
export async function refuseOutOfScope(
  db: DbOrTx,
  teamId: string | null | undefined,
  userId: string,
  notFound: Translated,
): Promise<never> {
  if (teamId && (await membershipOf(db, teamId, userId))?.shutOut) {
    throw new AppError('TWO_FACTOR_REQUIRED', teamMessages.twoFactorRequired);
  }
  throw new AppError('NOT_FOUND', notFound);
}
