import { can } from '@hlidka/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type OnCallScheduleRow, onCallSchedules } from '../../db/schema/on-call';
import { teams } from '../../db/schema/teams';
import type { DbOrTx } from '../../db/types';
import { requirePermission } from '../access/permissions';
import { inScope } from '../access/scope';
import { refuseOutOfScope, teamRoleOf } from '../access/team-role';
import { onCallMessages as m } from './messages';

// Who may see and change a schedule: the team's members see it (through the one scope, so a member the team's
// two-factor requirement shuts out sees nothing); whoever may edit the team's settings (admins, the owner) changes it.

/** SQL condition: the schedule's team is one the user may use. Schedules always have a team. */
export const visibleSchedule = (userId: string) =>
  inScope(userId, { ownerId: sql`null`, teamId: onCallSchedules.teamId });

export interface ScheduleAccess {
  row: OnCallScheduleRow;
  teamName: string;
  canEdit: boolean;
}

/** A schedule the user may see, or 404 (403 TWO_FACTOR_REQUIRED for a member shut out). */
export async function findVisibleSchedule(db: DbOrTx, id: string, userId: string): Promise<ScheduleAccess> {
  const [found] = await db
    .select({ row: onCallSchedules, teamName: teams.name })
    .from(onCallSchedules)
    .innerJoin(teams, eq(teams.id, onCallSchedules.teamId))
    .where(and(eq(onCallSchedules.id, id), visibleSchedule(userId)))
    .limit(1);
  if (!found) {
    const [hidden] = await db
      .select({ teamId: onCallSchedules.teamId })
      .from(onCallSchedules)
      .where(eq(onCallSchedules.id, id));
    return refuseOutOfScope(db, hidden?.teamId, userId, m.notFound);
  }
  const role = await teamRoleOf(db, found.row.teamId, userId);
  return { ...found, canEdit: role !== null && can(role, 'write', 'schedules') };
}

/** A schedule the user may change: seen, and an admin or the owner of its team (else 403 FORBIDDEN). */
export async function findManagedSchedule(db: DbOrTx, id: string, userId: string): Promise<ScheduleAccess> {
  const access = await findVisibleSchedule(db, id, userId);
  await requirePermission(db, access.row.teamId, userId, 'write', 'schedules');
  return access;
}
