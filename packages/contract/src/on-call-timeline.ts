import { localDate, zonedToUtc } from './time-zone';

// Who is on call (issue 28 §1): one pure computation the server, its feed, its notices and the mocks share. Rotations
// hand off at a wall-clock time in their zone (so "every Monday 09:00 Prague" stays at 09:00 across daylight-saving
// changes); within a layer everyone its rotations name is on call; a higher layer replaces the lower ones wherever it
// has someone; an override replaces every layer for its time.

const DAY = 86_400_000;

export interface OnCallRotationSpec {
  id: string;
  frequency: 'daily' | 'weekly';
  /** `09:00`, a wall-clock time in `timeZone`. */
  handoffTime: string;
  /** 1 Monday … 7 Sunday: the day a weekly rotation hands off on (ignored by a daily one). */
  handoffWeekday: number;
  timeZone: string;
  /** `2026-12-01`: the first hand-off is the first one on or after this day. */
  startsOn: string;
  /** The rotation stops at its hand-off time on this day; null: it runs on. */
  endsOn: string | null;
  /** In turn order; the first takes the first shift. */
  memberIds: readonly string[];
}

export interface OnCallLayerSpec {
  id: string;
  rotations: readonly OnCallRotationSpec[];
}

export interface OnCallOverrideSpec {
  id: string;
  userId: string;
  startsAt: Date;
  endsAt: Date;
}

export interface OnCallScheduleSpec {
  /** Lowest first: a later layer replaces the earlier ones wherever it has someone. */
  layers: readonly OnCallLayerSpec[];
  overrides: readonly OnCallOverrideSpec[];
}

/** Who is on call at an instant and why: an override, a layer's rotations, or nobody. */
export interface OnCallAt {
  userIds: string[];
  source: { kind: 'override' } | { kind: 'layer'; layerId: string } | null;
}

/** One person's unbroken time on call, cut to the range asked for. */
export interface OnCallShiftSpan {
  userId: string;
  startsAt: Date;
  endsAt: Date;
  /** The shift begins as an override ("Petra drží sobotu"). */
  override: boolean;
}

/** `2026-12-01` moved by whole calendar days (dates only: no zone is involved). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}

/** 1 Monday … 7 Sunday of a calendar date. */
function weekdayOf(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

const handoffAt = (rotation: OnCallRotationSpec, date: string) =>
  zonedToUtc(`${date}T${rotation.handoffTime}`, rotation.timeZone).getTime();

/** The day of the rotation's first hand-off. */
function firstHandoffDay(rotation: OnCallRotationSpec): string {
  if (rotation.frequency === 'daily') return rotation.startsOn;
  return addDays(rotation.startsOn, (rotation.handoffWeekday - weekdayOf(rotation.startsOn) + 7) % 7);
}

const stepDays = (rotation: OnCallRotationSpec) => (rotation.frequency === 'daily' ? 1 : 7);

/** The member of a rotation on call at `at` (ms), or null (not started, ended, no members). */
export function rotationMemberAt(rotation: OnCallRotationSpec, at: number): string | null {
  const count = rotation.memberIds.length;
  if (count === 0) return null;
  const first = firstHandoffDay(rotation);
  if (at < handoffAt(rotation, first)) return null;
  if (rotation.endsOn !== null && at >= handoffAt(rotation, rotation.endsOn)) return null;
  const step = stepDays(rotation);
  // The last hand-off day on or before the local day of `at`, then one step back while `at` is before its hand-off.
  let day = addDays(first, Math.floor(daysBetween(first, localDate(at, rotation.timeZone)) / step) * step);
  while (handoffAt(rotation, day) > at) day = addDays(day, -step);
  const turn = Math.round(daysBetween(first, day) / step);
  return rotation.memberIds[turn % count] ?? null;
}

/** Every instant in (from, to) at which the rotation changes hands, starts or stops. */
function rotationBoundaries(rotation: OnCallRotationSpec, from: number, to: number): number[] {
  if (rotation.memberIds.length === 0) return [];
  const first = firstHandoffDay(rotation);
  const step = stepDays(rotation);
  const out: number[] = [];
  const startDay = localDate(from, rotation.timeZone);
  let day = addDays(first, Math.floor(daysBetween(first, startDay) / step) * step - step);
  if (daysBetween(first, day) < 0) day = first;
  for (; ; day = addDays(day, step)) {
    const at = handoffAt(rotation, day);
    if (at >= to) break;
    if (at > from) out.push(at);
  }
  if (rotation.endsOn !== null) {
    const end = handoffAt(rotation, rotation.endsOn);
    if (end > from && end < to) out.push(end);
  }
  return out;
}

/** Who is on call at `instant` under the schedule. */
export function onCallAt(schedule: OnCallScheduleSpec, instant: Date | number): OnCallAt {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  const overriding = schedule.overrides.filter((o) => o.startsAt.getTime() <= at && at < o.endsAt.getTime());
  if (overriding.length > 0) {
    return { userIds: unique(overriding.map((o) => o.userId)), source: { kind: 'override' } };
  }
  for (let i = schedule.layers.length - 1; i >= 0; i--) {
    const layer = schedule.layers[i] as OnCallLayerSpec;
    const userIds = unique(
      layer.rotations.map((r) => rotationMemberAt(r, at)).filter((id): id is string => id !== null),
    );
    if (userIds.length > 0) return { userIds, source: { kind: 'layer', layerId: layer.id } };
  }
  return { userIds: [], source: null };
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}

/** Every person's shifts overlapping [from, to), cut to it, in order of start (then of the person's id). */
export function onCallShifts(schedule: OnCallScheduleSpec, from: Date, to: Date): OnCallShiftSpan[] {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return [];
  const cuts = new Set<number>([start]);
  for (const layer of schedule.layers) {
    for (const rotation of layer.rotations) for (const at of rotationBoundaries(rotation, start, end)) cuts.add(at);
  }
  for (const o of schedule.overrides) {
    for (const at of [o.startsAt.getTime(), o.endsAt.getTime()]) if (at > start && at < end) cuts.add(at);
  }
  const instants = [...cuts].sort((a, b) => a - b);
  const open = new Map<string, OnCallShiftSpan>();
  const shifts: OnCallShiftSpan[] = [];
  instants.forEach((at, i) => {
    const until = instants[i + 1] ?? end;
    const now = onCallAt(schedule, at);
    for (const [userId, shift] of open) {
      if (!now.userIds.includes(userId)) {
        open.delete(userId);
        shifts.push(shift);
      }
    }
    for (const userId of now.userIds) {
      const shift = open.get(userId);
      if (shift) shift.endsAt = new Date(until);
      else
        open.set(userId, {
          userId,
          startsAt: new Date(at),
          endsAt: new Date(until),
          override: now.source?.kind === 'override',
        });
    }
  });
  shifts.push(...open.values());
  return shifts.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.userId.localeCompare(b.userId));
}

/** How far ahead "next" is looked for. */
export const ON_CALL_NEXT_HORIZON_DAYS = 35;

/**
 * Who is on call now (their shifts, cut to start now) and who comes on next: the shifts that start first after now
 * (empty when nobody comes within the horizon).
 */
export function onCallNowAndNext(
  schedule: OnCallScheduleSpec,
  now: Date,
): { current: OnCallShiftSpan[]; next: OnCallShiftSpan[] } {
  const horizon = new Date(now.getTime() + ON_CALL_NEXT_HORIZON_DAYS * DAY);
  const shifts = onCallShifts(schedule, now, horizon);
  const current = shifts.filter((s) => s.startsAt.getTime() === now.getTime());
  const upcoming = shifts.filter((s) => s.startsAt.getTime() > now.getTime());
  const firstStart = upcoming[0]?.startsAt.getTime();
  const next = firstStart === undefined ? [] : upcoming.filter((s) => s.startsAt.getTime() === firstStart);
  return { current, next };
}
