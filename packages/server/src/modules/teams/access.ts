import type { TeamRole } from '@hlidka/contract';
import { and, eq } from 'drizzle-orm';
import { teamMembers } from '../../db/schema/teams';
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
 * Use it first in every handler that touches a team's data (websites, incidents, …).
 */
export async function requireTeamRole(
  db: DbOrTx,
  teamId: string,
  userId: string,
  minRole: TeamRole = 'member',
): Promise<TeamAccess> {
  if (!uuidPattern.test(teamId)) throw new AppError('NOT_FOUND', teamMessages.teamNotFound);
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', teamMessages.teamNotFound);
  if (!hasTeamRole(row.role, minRole)) {
    throw new AppError('FORBIDDEN', minRole === 'owner' ? teamMessages.ownerOnly : teamMessages.insufficientRole);
  }
  return { teamId, userId, role: row.role };
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
  return db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
}
