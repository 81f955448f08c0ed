import {
  type OnCallNow,
  type OnCallSchedule,
  type OnCallScheduleSummary,
  type OnCallShift,
  type OnCallShiftSpan,
  onCallNowAndNext,
} from '@hlidka/contract';
import { calendarUrl } from './calendar';
import { type StoredSchedule, specOf } from './spec';

export interface PresentContext {
  now: Date;
  teamName: string;
  canEdit: boolean;
  publicUrl: string;
  secret: string;
}

export function shiftOut(shift: OnCallShiftSpan): OnCallShift {
  return {
    userId: shift.userId,
    startsAt: shift.startsAt.toISOString(),
    endsAt: shift.endsAt.toISOString(),
    override: shift.override,
  };
}

export function onCallNowOf(stored: StoredSchedule, now: Date): OnCallNow {
  const { current, next } = onCallNowAndNext(specOf(stored), now);
  return { at: now.toISOString(), current: current.map(shiftOut), next: next.map(shiftOut) };
}

export function toScheduleSummary(stored: StoredSchedule, ctx: PresentContext): OnCallScheduleSummary {
  const { row } = stored;
  return {
    id: row.id,
    teamId: row.teamId,
    teamName: ctx.teamName,
    name: row.name,
    timeZone: row.timeZone,
    onCall: onCallNowOf(stored, ctx.now),
    people: stored.people,
    canEdit: ctx.canEdit,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSchedule(stored: StoredSchedule, ctx: PresentContext): OnCallSchedule {
  const { row } = stored;
  return {
    ...toScheduleSummary(stored, ctx),
    layers: stored.layers.map((layer) => ({
      id: layer.id,
      name: layer.name,
      position: layer.position,
      rotations: layer.rotations.map((r) => ({
        id: r.id,
        frequency: r.frequency,
        handoffTime: r.handoffTime,
        handoffWeekday: r.handoffWeekday,
        timeZone: r.timeZone,
        startsOn: r.startsOn,
        endsOn: r.endsOn,
        memberIds: r.memberIds,
      })),
    })),
    overrides: stored.overrides.map((o) => ({
      id: o.id,
      userId: o.userId,
      startsAt: o.startsAt.toISOString(),
      endsAt: o.endsAt.toISOString(),
      createdAt: o.createdAt.toISOString(),
    })),
    calendarUrl: calendarUrl(ctx.publicUrl, ctx.secret, row.id, row.calendarNonce),
  };
}
