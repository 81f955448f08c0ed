import type { TeamRole } from '@hlidka/contract';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { teamMembers, teams } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { teamMessages } from './messages';
import { hasTeamRole } from './roles';

export interface TeamAccess {
  teamId: string;
  userId: string;
  role: TeamRole;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's membership of a team, or an error: 404 NOT_FOUND when the user is not a member (so a foreign team id
 * looks exactly like one that does not exist), 403 FORBIDDEN when the role is below `minRole`.
 * Use it first in every handler that touches a team's data (websites, incidents, …). A team that requires two-factor
 * sign-in answers 403 TWO_FACTOR_REQUIRED to a member without it.
 */
export async function requireTeamRole(
  db: DbOrTx,
  teamId: string,
  userId: string,
  minRole: TeamRole = 'member',
  options: { skipTwoFactor?: boolean } = {},
): Promise<TeamAccess> {
  if (!uuidPattern.test(teamId)) throw new AppError('NOT_FOUND', teamMessages.teamNotFound);
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
  if (!row) throw new AppError('NOT_FOUND', teamMessages.teamNotFound);
  // A team that requires two-factor sign-in shuts out members without it, whatever their role.
  if (row.requireTwoFactor && !row.twoFactorEnabled && !options.skipTwoFactor) {
    throw new AppError('TWO_FACTOR_REQUIRED', teamMessages.twoFactorRequired);
  }
  if (!hasTeamRole(row.role, minRole)) {
    throw new AppError('FORBIDDEN', minRole === 'owner' ? teamMessages.ownerOnly : teamMessages.insufficientRole);
  }
  return { teamId, userId, role: row.role };
}

/** Only someone who signs in with two-factor may require it of a team. */
export async function requireOwnTwoFactor(db: DbOrTx, userId: string): Promise<void> {
  const [row] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.enabled) {
    throw new AppError('CONFLICT', teamMessages.twoFactorNeededToRequire, {
      errors: { requireTwoFactor: [teamMessages.twoFactorNeededToRequire] },
    });
  }
}

/** The role of a user in a team, or null when not a member. */
export async function teamRoleOf(db: DbOrTx, teamId: string, userId: string): Promise<TeamRole | null> {
  if (!uuidPattern.test(teamId)) return null;
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/**
 * The ids of the teams a user belongs to, as a subquery for scoping other tables:
 * `where(inArray(websites.teamId, memberTeamIds(db, userId)))`.
 */
export function memberTeamIds(db: DbOrTx, userId: string) {
  // Teams whose two-factor requirement the user does not meet are left out: their data stays hidden.
  return db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(
      and(eq(teamMembers.userId, userId), or(eq(teams.requireTwoFactor, false), eq(users.twoFactorEnabled, true))),
    );
}

/**
 * SQL for raw scopes: the ids of the teams whose data a user may use (a member, and the team's two-factor requirement
 * met). `w.team_id in ${usableTeamIdsSql(userId)}`.
 */
export function usableTeamIdsSql(userId: string): SQL {
  return sql`(select tm.team_id from team_members tm join teams tt on tt.id = tm.team_id join users uu on uu.id = tm.user_id where tm.user_id = ${userId} and (not tt.require_two_factor or uu.two_factor_enabled))`;
}
