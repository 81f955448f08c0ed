import { z } from 'zod';
import { wallClock, zonedToUtc } from './time-zone';

// Cron schedules of heartbeats (the server's judgement and the mocks share this): five fields — minute, hour, day of
// the month, month, day of the week — matched against the wall clock of the heartbeat's zone, turned into instants by
// the one time-zone module. A time skipped by a daylight-saving jump runs once, shifted by the jump; a time the clock
// shows twice runs once, at its first instance.

export const cronFieldValues = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type CronField = (typeof cronFieldValues)[number];
export type CronError = 'fieldCount' | CronField | 'never';

/** What is wrong with a refused expression, naming the field (the server answers with them; the mocks do too). */
export const CRON_ERROR_TEXTS: Readonly<Record<CronError, { cs: string; en: string }>> = {
  fieldCount: {
    cs: 'Výraz cronu má pět polí oddělených mezerou: minuta, hodina, den v měsíci, měsíc, den v týdnu (např. 30 2 * * *).',
    en: 'A cron expression has five fields separated by spaces: minute, hour, day of month, month, day of week (e.g. 30 2 * * *).',
  },
  minute: {
    cs: 'Pole minuty přijímá 0–59, *, seznamy, rozsahy a kroky.',
    en: 'The minute field takes 0–59, *, lists, ranges and steps.',
  },
  hour: {
    cs: 'Pole hodiny přijímá 0–23, *, seznamy, rozsahy a kroky.',
    en: 'The hour field takes 0–23, *, lists, ranges and steps.',
  },
  dayOfMonth: {
    cs: 'Pole dne v měsíci přijímá 1–31, *, seznamy, rozsahy a kroky.',
    en: 'The day-of-month field takes 1–31, *, lists, ranges and steps.',
  },
  month: {
    cs: 'Pole měsíce přijímá 1–12 nebo JAN–DEC, *, seznamy, rozsahy a kroky.',
    en: 'The month field takes 1–12 or JAN–DEC, *, lists, ranges and steps.',
  },
  dayOfWeek: {
    cs: 'Pole dne v týdnu přijímá 0–7 (0 i 7 je neděle) nebo SUN–SAT, *, seznamy, rozsahy a kroky.',
    en: 'The day-of-week field takes 0–7 (0 and 7 are Sunday) or SUN–SAT, *, lists, ranges and steps.',
  },
  never: { cs: 'Podle tohoto výrazu by úloha nikdy neběžela.', en: 'With this expression the job would never run.' },
};

export interface CronSchedule {
  minutes: readonly number[];
  hours: readonly number[];
  daysOfMonth: ReadonlySet<number>;
  months: ReadonlySet<number>;
  /** 0 is Sunday. */
  daysOfWeek: ReadonlySet<number>;
  /** Both day fields are restricted: a day matching either runs (as every cron does). */
  eitherDay: boolean;
}

const MACROS: Record<string, string> = {
  '@yearly': '0 0 1 1 *',
  '@annually': '0 0 1 1 *',
  '@monthly': '0 0 1 * *',
  '@weekly': '0 0 * * 0',
  '@daily': '0 0 * * *',
  '@midnight': '0 0 * * *',
  '@hourly': '0 * * * *',
};
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];
const RANGES: Record<CronField, [number, number, readonly string[], number]> = {
  minute: [0, 59, [], 0],
  hour: [0, 23, [], 0],
  dayOfMonth: [1, 31, [], 0],
  month: [1, 12, MONTH_NAMES, 1],
  dayOfWeek: [0, 7, DAY_NAMES, 0],
};

function value(text: string, field: CronField): number | null {
  const [, , names, base] = RANGES[field];
  const named = names.indexOf(text.toUpperCase());
  if (named >= 0) return named + base;
  return /^\d{1,2}$/.test(text) ? Number(text) : null;
}

/** The values one field allows, ascending; null when the field is malformed. */
function parseField(text: string, field: CronField): number[] | null {
  const [min, max] = RANGES[field];
  const found = new Set<number>();
  for (const item of text.split(',')) {
    const m = /^([^/]+)(?:\/(\d{1,2}))?$/.exec(item);
    if (!m?.[1]) return null;
    const step = m[2] === undefined ? 1 : Number(m[2]);
    if (step < 1) return null;
    let from: number | null;
    let to: number | null;
    if (m[1] === '*') [from, to] = [min, max];
    else {
      const [a, b, extra] = m[1].split('-');
      if (a === undefined || extra !== undefined) return null;
      from = value(a, field);
      to = b === undefined ? (m[2] === undefined ? from : max) : value(b, field);
    }
    if (from === null || to === null || from < min || to > max || from > to) return null;
    for (let v = from; v <= to; v += step) found.add(field === 'dayOfWeek' ? v % 7 : v);
  }
  return [...found].sort((x, y) => x - y);
}

/** Parse `30 2 * * *` (or `@daily`…), or say which field is wrong. */
export function parseCron(text: string): CronSchedule | { error: CronError } {
  const trimmed = text.trim();
  const fields = (MACROS[trimmed.toLowerCase()] ?? trimmed).split(/\s+/);
  if (fields.length !== 5) return { error: 'fieldCount' };
  const parsed: number[][] = [];
  for (const [index, field] of cronFieldValues.entries()) {
    const values = parseField(fields[index] ?? '', field);
    if (!values) return { error: field };
    parsed.push(values);
  }
  const [minutes = [], hours = [], daysOfMonth = [], months = [], daysOfWeek = []] = parsed;
  const schedule: CronSchedule = {
    minutes,
    hours,
    daysOfMonth: new Set(daysOfMonth),
    months: new Set(months),
    daysOfWeek: new Set(daysOfWeek),
    eitherDay: !fields[2]?.startsWith('*') && !fields[4]?.startsWith('*'),
  };
  return nextCronRun(schedule, Date.UTC(2000, 0, 1), 'UTC') === null ? { error: 'never' } : schedule;
}

/** A valid five-field cron expression; a refused one names its wrong field in both languages. */
export const cronExpressionSchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .superRefine((text, ctx) => {
    const parsed = parseCron(text);
    if ('error' in parsed) {
      ctx.addIssue({
        code: 'custom',
        message: CRON_ERROR_TEXTS[parsed.error].en,
        params: CRON_ERROR_TEXTS[parsed.error],
      });
    }
  });

const DAY = 86_400_000;
/** How far a search walks, in days: 28 years holds every weekday a 29 February can fall on. */
const MAX_DAYS = 28 * 366;

function dayMatches(schedule: CronSchedule, day: Date): boolean {
  if (!schedule.months.has(day.getUTCMonth() + 1)) return false;
  const byMonthDay = schedule.daysOfMonth.has(day.getUTCDate());
  const byWeekday = schedule.daysOfWeek.has(day.getUTCDay());
  return schedule.eitherDay ? byMonthDay || byWeekday : byMonthDay && byWeekday;
}

/** More than any daylight-saving jump. */
const JUMP = 3 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The first run strictly after `after` (ms) in `timeZone`, as ms; null when the schedule never runs. */
export function nextCronRun(schedule: CronSchedule, after: number, timeZone: string): number | null {
  const now = wallClock(after, timeZone);
  // Walk calendar days of the zone from the day before (a shifted time of yesterday can still lie ahead).
  const first = Date.UTC(now.year, now.month - 1, now.day) - DAY;
  const wallNow = Date.UTC(now.year, now.month - 1, now.day, now.hour, now.minute);
  for (let i = 0; i <= MAX_DAYS; i++) {
    const day = new Date(first + i * DAY);
    if (!dayMatches(schedule, day)) continue;
    const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
    let best: number | null = null;
    let bestWall = 0;
    for (const hour of schedule.hours) {
      for (const minute of schedule.minutes) {
        const wall = day.getTime() + (hour * 60 + minute) * 60_000;
        // Wall times further than a jump from now, or from the first run found, cannot be the next run.
        if (wall < wallNow - JUMP) continue;
        if (best !== null && wall > bestWall + JUMP) return best;
        const instant = zonedToUtc(`${date}T${pad(hour)}:${pad(minute)}`, timeZone).getTime();
        if (instant > after && (best === null || instant < best)) {
          if (best === null) bestWall = wall;
          best = instant;
        }
      }
    }
    if (best !== null) return best;
  }
  return null;
}
