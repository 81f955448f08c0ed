import { allGroupsRoles, monitoringRoles } from '@hlidka/contract';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { escalationPolicies } from '../../db/schema/escalation';
import { maintenanceWindows } from '../../db/schema/maintenance';
import { websites } from '../../db/schema/monitoring';
import { silences } from '../../db/schema/silences';
import { statusPages } from '../../db/schema/status-pages';
import { websiteGroups } from '../../db/schema/website-groups';
import type { DbOrTx } from '../../db/types';

/**
 * The one answer to "what may this user use": their personal things (no team) and the things of the teams whose
 * two-factor requirement they meet. A member the requirement shuts out uses none of the team's data — websites,
 * incidents, dashboard, reports, saved reports, rules, weekly summaries, live events, status pages, maintenance,
 * exports, /metrics — until they turn two-factor on. Every read and write of those resources goes through here.
 * Roles (the permission table, @hlidka/contract permissions.ts): the billing role sees none of the team's monitoring
 * data; an editor or viewer limited to some website groups (team_members.group_ids) sees only those groups, their
 * websites and what hangs off them (incidents, reports, dashboard counts, live events, metrics, exports).
 * The team's things that concern websites follow one rule for such a member (`concernGranted`): a thing is hidden —
 * from lists and by id alike — when it concerns some websites and every one of them lies outside their groups; a thing
 * concerning at least one website of their groups stays visible (read-only for them where the table gives only
 * `read`: status pages and maintenance are the admins', who are never limited), and so does one concerning no website
 * yet (a new escalation policy, an empty status page). What each kind concerns:
 * - a silence: its target — the website, the website group, or the incident's website;
 * - a maintenance window: the websites it covers directly and those on the status pages and page groups it covers;
 * - a status page: the websites on it;
 * - an escalation policy: the websites and website groups that point at it.
 * On-call schedules, notification channels and rules concern no website: the whole team's.
 */

const roleList = (roles: readonly string[]) =>
  sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  );

/** A user's id, or a column holding it (for "every user who may use …" queries). */
export type UserRef = string | AnyColumn | SQL;

/** SQL subquery of the ids of the teams a user may use: a member, and the team's two-factor requirement met. */
export function usableTeamIds(userId: UserRef): SQL {
  return sql`(select tm.team_id from team_members tm join teams tt on tt.id = tm.team_id join users uu on uu.id = tm.user_id where tm.user_id = ${userId} and tm.role in (${roleList(monitoringRoles)}) and (not tt.require_two_factor or uu.two_factor_enabled))`;
}

/** The ids of the teams a user may use, read now (for checks in code, e.g. a live-event stream's audience). */
export async function usableTeamIdSet(db: DbOrTx, userId: string): Promise<Set<string>> {
  const result = await db.execute<{ team_id: string }>(sql`select team_id from ${usableTeamIds(userId)} usable`);
  return new Set(result.rows.map((row) => row.team_id));
}

/**
 * The teams whose live events a user receives: the usable teams they see whole. A member limited to some website
 * groups gets none of the team's live events (an event names its team, not its group); their screens read on load.
 */
export async function liveEventTeamIdSet(db: DbOrTx, userId: string): Promise<Set<string>> {
  const result = await db.execute<{ team_id: string }>(
    sql`select team_id from ${usableTeamIds(userId)} usable where not exists (select 1 from team_members gm where gm.team_id = usable.team_id and gm.user_id = ${userId} and gm.group_ids is not null and gm.role not in (${roleList(allGroupsRoles)}))`,
  );
  return new Set(result.rows.map((row) => row.team_id));
}

/** A thing with an owner and maybe a team: the team's if it has one, else the owner's. */
export interface Owned {
  ownerId: string | null;
  teamId: string | null;
  /** A website's group, when known: members limited to other groups are left out of `usersInScopeOf`. */
  groupId?: string | null;
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

/**
 * SQL condition: a team's row in `groupId` is within the user's group access — they are not limited to some groups
 * (owners and admins never are), or the group is one granted to them. A row without a group is hidden from a limited
 * member. Only meaningful for a team's row (combine with `usableTeamIds`).
 */
export function groupGranted(
  userId: UserRef,
  columns: 'w' | { teamId: AnyColumn | SQL; groupId: AnyColumn | SQL },
): SQL {
  const { teamId, groupId } =
    columns === 'w' ? { teamId: sql.raw('w.team_id'), groupId: sql.raw('w.group_id') } : columns;
  return sql`not exists (select 1 from team_members gm where gm.team_id = ${teamId} and gm.user_id = ${userId} and gm.group_ids is not null and gm.role not in (${roleList(allGroupsRoles)}) and not coalesce(${groupId} = any(gm.group_ids), false))`;
}

/**
 * SQL condition: a team's row is within the user's group access by what it concerns — they are not limited to some
 * groups (owners and admins never are), or `concernedGroupIds` (a subquery of one column: the website group of each
 * concerned website, null for a website without a group, or the concerned group's id) is empty, or names at least one
 * group granted to them. Only meaningful for a team's row (combine with `inScope`).
 */
export function concernGranted(userId: UserRef, teamId: AnyColumn | SQL, concernedGroupIds: SQL): SQL {
  return sql`not exists (select 1 from team_members gm where gm.team_id = ${teamId} and gm.user_id = ${userId} and gm.group_ids is not null and gm.role not in (${roleList(allGroupsRoles)}) and exists (select 1 from (${concernedGroupIds}) concerned(group_id)) and not exists (select 1 from (${concernedGroupIds}) concerned(group_id) where concerned.group_id = any(gm.group_ids)))`;
}

/** A team's or personal thing (its owner and team columns) in scope and, for a team's, within the group access. */
function concernInScope(
  userId: UserRef,
  columns: { ownerId: AnyColumn | SQL; teamId: AnyColumn | SQL },
  concernedGroupIds: SQL,
): SQL {
  return sql`(${inScope(userId, columns)} and (${columns.teamId} is null or ${concernGranted(userId, columns.teamId, concernedGroupIds)}))`;
}

/** Silences the user may see: of a target within their group access (see the rule above). */
export function silenceInScope(userId: UserRef): SQL {
  const concerned = sql`select sw.group_id from websites sw where ${silences.targetKind} = 'website' and sw.id = ${silences.targetId} union all select sg.id from website_groups sg where ${silences.targetKind} = 'group' and sg.id = ${silences.targetId} union all select siw.group_id from incidents si join websites siw on siw.id = si.website_id where ${silences.targetKind} = 'incident' and si.id = ${silences.targetId}`;
  return concernInScope(userId, { ownerId: silences.ownerId, teamId: silences.teamId }, concerned);
}

/** Maintenance windows the user may see: covering a website within their group access, or none yet. */
export function maintenanceWindowInScope(userId: UserRef): SQL {
  const id = maintenanceWindows.id;
  const concerned = sql`select mw.group_id from maintenance_window_websites mww join websites mw on mw.id = mww.website_id where mww.window_id = ${id} union all select mpw.group_id from maintenance_window_status_pages mwp join status_page_websites mpsw on mpsw.status_page_id = mwp.status_page_id join websites mpw on mpw.id = mpsw.website_id where mwp.window_id = ${id} union all select mgw.group_id from maintenance_window_groups mwg join status_page_websites mgsw on mgsw.group_id = mwg.group_id join websites mgw on mgw.id = mgsw.website_id where mwg.window_id = ${id}`;
  return concernInScope(userId, { ownerId: maintenanceWindows.ownerId, teamId: maintenanceWindows.teamId }, concerned);
}

/** Status pages the user may see: showing a website within their group access, or none yet. */
export function statusPageInScope(userId: UserRef): SQL {
  const concerned = sql`select pw.group_id from status_page_websites psw join websites pw on pw.id = psw.website_id where psw.status_page_id = ${statusPages.id}`;
  return concernInScope(userId, { ownerId: statusPages.ownerId, teamId: statusPages.teamId }, concerned);
}

/** Escalation policies the user may see: used by a website or group within their group access, or by none. */
export function escalationPolicyInScope(userId: UserRef): SQL {
  const id = escalationPolicies.id;
  const concerned = sql`select ew.group_id from websites ew where ew.escalation_policy_id = ${id} union all select eg.id from website_groups eg where eg.escalation_policy_id = ${id}`;
  return concernInScope(userId, { ownerId: escalationPolicies.ownerId, teamId: escalationPolicies.teamId }, concerned);
}

/** Websites the user may use (their team's within their group access); `alias` for raw SQL naming the table `w`. */
export function websiteInScope(userId: UserRef, alias?: 'w'): SQL {
  const columns = alias
    ? {
        ownerId: sql.raw(`${alias}.owner_id`),
        teamId: sql.raw(`${alias}.team_id`),
        groupId: sql.raw(`${alias}.group_id`),
      }
    : { ownerId: websites.ownerId, teamId: websites.teamId, groupId: websites.groupId };
  return sql`(${inScope(userId, columns)} and (${columns.teamId} is null or ${groupGranted(userId, columns)}))`;
}

/** Website groups the user may use: a team's within their group access. */
export function groupInScope(userId: UserRef): SQL {
  const columns = { ownerId: websiteGroups.ownerId, teamId: websiteGroups.teamId, groupId: websiteGroups.id };
  return sql`(${inScope(userId, columns)} and (${columns.teamId} is null or ${groupGranted(userId, columns)}))`;
}

/**
 * SQL subquery of the users who may use a thing of `owner` and `team` (who is told of its incidents, whose rules
 * apply): the team's members who meet its two-factor requirement, or the owner of a thing without a team.
 */
export function usersInScopeOf(thing: Owned): SQL {
  if (!thing.teamId) return sql`(select ${thing.ownerId}::uuid)`;
  const groups =
    thing.groupId === undefined
      ? sql``
      : sql` and (tm.group_ids is null or tm.role in (${roleList(allGroupsRoles)}) or coalesce(${thing.groupId ?? null}::uuid = any(tm.group_ids), false))`;
  return sql`(select tm.user_id from team_members tm join teams tt on tt.id = tm.team_id join users uu on uu.id = tm.user_id where tm.team_id = ${thing.teamId} and tm.role in (${roleList(monitoringRoles)}) and (not tt.require_two_factor or uu.two_factor_enabled)${groups})`;
}
