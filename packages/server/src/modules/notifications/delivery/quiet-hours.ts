export interface QuietHoursSetting {
  start: string;
  end: string;
  timeZone: string;
  days: number[];
}

const weekdays: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

function localParts(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '0';
  return {
    weekday: weekdays[get('weekday')] ?? 1,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
    seconds: Number(get('second')),
  };
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
  let local: ReturnType<typeof localParts>;
  try {
    local = localParts(now, quiet.timeZone);
  } catch {
    return null;
  }
  const start = toMinutes(quiet.start);
  const end = toMinutes(quiet.end);
  const dayAllowed = (day: number) => quiet.days.length === 0 || quiet.days.includes(day);
  const yesterday = local.weekday === 1 ? 7 : local.weekday - 1;
  let remaining: number | null = null;
  if (start < end) {
    if (local.minutes >= start && local.minutes < end && dayAllowed(local.weekday)) remaining = end - local.minutes;
  } else if (local.minutes >= start && dayAllowed(local.weekday)) {
    remaining = 1440 - local.minutes + end;
  } else if (local.minutes < end && dayAllowed(yesterday)) {
    remaining = end - local.minutes;
  }
  if (remaining === null) return null;
  const ms = remaining * 60_000 - local.seconds * 1000 - now.getUTCMilliseconds();
  return new Date(now.getTime() + ms);
}
