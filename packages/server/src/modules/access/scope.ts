import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { websites } from '../../db/schema/monitoring';
import type { DbOrTx } from '../../db/types';

/**
 * The one answer to "what may this user use": their personal things (no team) and the things of the teams whose
 * two-factor requirement they meet. A member the requirement shuts out uses none of the team's data — websites,
 * incidents, dashboard, reports, saved reports, rules, weekly summaries, live events, status pages, maintenance,
 * exports, /metrics — until they turn two-factor on. Every read and write of those resources goes through here.
 */

/** A user's id, or a column holding it (for "every user who may use …" queries). */
export type UserRef = string | AnyColumn | SQL;

/** SQL subquery of the ids of the teams a user may use: a member, and the team's two-factor requirement met. */
export function usableTeamIds(userId: UserRef): SQL {
  return sql`(select tm.team_id from team_members tm join teams tt on tt.id = tm.team_id join users uu on uu.id = tm.user_id where tm.user_id = ${userId} and (not tt.require_two_factor or uu.two_factor_enabled))`;
}

/** The ids of the teams a user may use, read now (for checks in code, e.g. a live-event stream's audience). */
export async function usableTeamIdSet(db: DbOrTx, userId: string): Promise<Set<string>> {
  const result = await db.execute<{ team_id: string }>(sql`select team_id from ${usableTeamIds(userId)} usable`);
  return new Set(result.rows.map((row) => row.team_id));
}

/** A thing with an owner and maybe a team: the team's if it has one, else the owner's. */
export interface Owned {
  ownerId: string | null;
  teamId: string | null;
}

/** The same rule in code, for a thing already read (a live event's scope): `usable` from `usableTeamIdSet`. */
export function mayUse(thing: Owned, userId: string, usable: ReadonlySet<string>): boolean {
  return thing.teamId ? usable.has(thing.teamId) : thing.ownerId === userId;
}

/**
 * SQL condition: the row (its owner and team columns) is one the user may use. A team's row belongs to the team, also
 * for the member who created it; a row without a team to its owner.
 */
export function inScope(userId: UserRef, columns: { ownerId: AnyColumn | SQL; teamId: AnyColumn | SQL }): SQL {
  const { ownerId, teamId } = columns;
  return sql`((${teamId} is null and ${ownerId} = ${userId}) or ${teamId} in ${usableTeamIds(userId)})`;
}

/** Websites the user may use; `alias` for raw SQL that names the table `w`. */
export function websiteInScope(userId: UserRef, alias?: 'w'): SQL {
  return alias
    ? inScope(userId, { ownerId: sql.raw(`${alias}.owner_id`), teamId: sql.raw(`${alias}.team_id`) })
    : inScope(userId, { ownerId: websites.ownerId, teamId: websites.teamId });
}

/**
 * SQL subquery of the users who may use a thing of `owner` and `team` (who is told of its incidents, whose rules
 * apply): the team's members who meet its two-factor requirement, or the owner of a thing without a team.
 */
export function usersInScopeOf(thing: Owned): SQL {
  if (!thing.teamId) return sql`(select ${thing.ownerId}::uuid)`;
  return sql`(select tm.user_id from team_members tm join teams tt on tt.id = tm.team_id join users uu on uu.id = tm.user_id where tm.team_id = ${thing.teamId} and (not tt.require_two_factor or uu.two_factor_enabled))`;
}
