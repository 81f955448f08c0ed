import type { OnCallPerson, OnCallScheduleSpec } from '@hlidka/contract';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import {
  type OnCallLayerRow,
  type OnCallOverrideRow,
  type OnCallRotationRow,
  type OnCallScheduleRow,
  onCallLayers,
  onCallOverrides,
  onCallRotations,
} from '../../db/schema/on-call';
import { teamMembers } from '../../db/schema/teams';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';

/** A schedule as stored: its layers (bottom first) with their rotations, and its overrides ending after a time. */
export interface StoredSchedule {
  row: OnCallScheduleRow;
  layers: (OnCallLayerRow & { rotations: OnCallRotationRow[] })[];
  overrides: OnCallOverrideRow[];
  /** The team's members now: the only people the schedule may name and puts on call. */
  people: OnCallPerson[];
}

/** Read a schedule's layers, rotations, overrides (those ending after `overridesAfter`) and the team's members. */
export async function loadSchedule(db: DbOrTx, row: OnCallScheduleRow, overridesAfter: Date): Promise<StoredSchedule> {
  const layers = await db
    .select()
    .from(onCallLayers)
    .where(eq(onCallLayers.scheduleId, row.id))
    .orderBy(asc(onCallLayers.position), asc(onCallLayers.createdAt));
  const rotations =
    layers.length === 0
      ? []
      : await db
          .select()
          .from(onCallRotations)
          .where(
            inArray(
              onCallRotations.layerId,
              layers.map((l) => l.id),
            ),
          )
          .orderBy(asc(onCallRotations.position));
  const overrides = await db
    .select()
    .from(onCallOverrides)
    .where(and(eq(onCallOverrides.scheduleId, row.id), gt(onCallOverrides.endsAt, overridesAfter)))
    .orderBy(asc(onCallOverrides.startsAt), asc(onCallOverrides.id));
  const people = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, row.teamId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return {
    row,
    layers: layers.map((layer) => ({ ...layer, rotations: rotations.filter((r) => r.layerId === layer.id) })),
    overrides,
    people,
  };
}

/** What the computation needs: people who left the team are passed over, in rotations and overrides alike. */
export function specOf(stored: StoredSchedule): OnCallScheduleSpec {
  const members = new Set(stored.people.map((p) => p.userId));
  return {
    layers: stored.layers.map((layer) => ({
      id: layer.id,
      rotations: layer.rotations.map((r) => ({
        id: r.id,
        frequency: r.frequency,
        handoffTime: r.handoffTime,
        handoffWeekday: r.handoffWeekday,
        timeZone: r.timeZone,
        startsOn: r.startsOn,
        endsOn: r.endsOn,
        memberIds: r.memberIds.filter((id) => members.has(id)),
      })),
    })),
    overrides: stored.overrides
      .filter((o) => members.has(o.userId))
      .map((o) => ({ id: o.id, userId: o.userId, startsAt: o.startsAt, endsAt: o.endsAt })),
  };
}
