import { onCallAt } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { onCallSchedules } from '../../db/schema/on-call';
import type { DbOrTx } from '../../db/types';
import { loadSchedule, specOf } from './spec';

/**
 * The users on call under a schedule at an instant — for other modules (escalation policies notify "whoever is on
 * call"). Overrides first, else the highest layer that has someone; only current members of the schedule's team.
 * An empty list when nobody is on call or the schedule does not exist. No access check: the caller decides who may
 * name the schedule.
 */
export async function resolveOnCallUsers(db: DbOrTx, scheduleId: string, at: Date): Promise<string[]> {
  const [row] = await db.select().from(onCallSchedules).where(eq(onCallSchedules.id, scheduleId));
  if (!row) return [];
  const stored = await loadSchedule(db, row, at);
  return onCallAt(specOf(stored), at).userIds;
}
