import { type WallClock, wallClock } from '@hlidka/contract';

export interface QuietHoursSetting {
  start: string;
  end: string;
  timeZone: string;
  days: number[];
}

const toMinutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/**
 * When the quiet hours that `now` falls in end, or null when `now` is outside them. The window is local time of the
 * setting's zone; an end before the start spans midnight and belongs to the day it starts on.
 */
export function quietUntil(quiet: QuietHoursSetting | null, now: Date): Date | null {
  if (!quiet) return null;
  let clock: WallClock;
  try {
    clock = wallClock(now, quiet.timeZone);
  } catch {
    return null;
  }
  const { weekday } = clock;
  const minutes = clock.hour * 60 + clock.minute;
  const start = toMinutes(quiet.start);
  const end = toMinutes(quiet.end);
  const dayAllowed = (day: number) => quiet.days.length === 0 || quiet.days.includes(day);
  const yesterday = weekday === 1 ? 7 : weekday - 1;
  let remaining: number | null = null;
  if (start < end) {
    if (minutes >= start && minutes < end && dayAllowed(weekday)) remaining = end - minutes;
  } else if (minutes >= start && dayAllowed(weekday)) {
    remaining = 1440 - minutes + end;
  } else if (minutes < end && dayAllowed(yesterday)) {
    remaining = end - minutes;
  }
  if (remaining === null) return null;
  const ms = remaining * 60_000 - clock.second * 1000 - now.getUTCMilliseconds();
  return new Date(now.getTime() + ms);
}
