import type { MaintenanceRecurrence, Weekday } from './maintenance';
import { zonedToUtc } from './time-zone';

// When a maintenance window's occurrences fall (the server's engine and the mocks share it): wall-clock times in its zone (so "every Sunday 02:00 Prague" stays at
// 02:00 across daylight-saving changes), turned into UTC instants. Rules are a subset of RFC 5545: FREQ=DAILY, WEEKLY
// or MONTHLY, with INTERVAL, BYDAY (weekly; monthly also with an ordinal: 1TU is the first Tuesday, -1FR the last
// Friday, a plain TU every Tuesday of the month), BYMONTHDAY (monthly), COUNT and UNTIL.

const DAY = 86_400_000;
const WEEKDAYS: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** How far an occurrence search walks, in days, at most (about ten years). */
const MAX_DAYS = 3700;

/** A BYDAY entry: a weekday, and in a monthly rule optionally which one of the month (1 to 5, or -1 to -5 from its end). */
export interface RecurrenceWeekday {
  day: Weekday;
  nth: number | null;
}

export interface RecurrenceRule {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY';
  interval: number;
  byDay: RecurrenceWeekday[] | null;
  byMonthDay: number[] | null;
  count: number | null;
  /** The last allowed start, as a UTC instant (UNTIL with Z) or a wall-clock time in the window's zone. */
  until: { utc: Date } | { local: string } | null;
}

export type RecurrenceRuleError =
  | 'syntax'
  | 'freq'
  | 'interval'
  | 'byday'
  | 'bymonthday'
  | 'count'
  | 'until'
  | 'unsupported';

/** What is wrong with a refused rule, in words (the server answers with them; the mocks do too). */
export const RECURRENCE_RULE_ERROR_TEXTS: Readonly<Record<RecurrenceRuleError, { cs: string; en: string }>> = {
  syntax: { cs: 'Pravidlo opakování nemá správný tvar.', en: 'The recurrence rule is malformed.' },
  freq: {
    cs: 'Pravidlo musí mít FREQ=DAILY, WEEKLY nebo MONTHLY.',
    en: 'The rule needs FREQ=DAILY, WEEKLY or MONTHLY.',
  },
  interval: { cs: 'INTERVAL musí být celé číslo 1–366.', en: 'INTERVAL must be a whole number 1–366.' },
  byday: {
    cs: 'BYDAY přijímá MO, TU, WE, TH, FR, SA, SU; měsíční pravidlo i s pořadím v měsíci (1TU první úterý, -1FR poslední pátek).',
    en: 'BYDAY takes MO, TU, WE, TH, FR, SA, SU; a monthly rule also with the place in the month (1TU the first Tuesday, -1FR the last Friday).',
  },
  bymonthday: { cs: 'BYMONTHDAY přijímá dny 1–31.', en: 'BYMONTHDAY takes days 1–31.' },
  count: { cs: 'COUNT musí být celé číslo 1–10 000.', en: 'COUNT must be a whole number 1–10,000.' },
  until: {
    cs: 'UNTIL musí být datum ve tvaru 20261231 nebo 20261231T230000Z.',
    en: 'UNTIL must be a date like 20261231 or 20261231T230000Z.',
  },
  unsupported: {
    cs: 'Tuto část pravidla nepodporujeme (jen FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT, UNTIL).',
    en: 'This part of the rule is not supported (only FREQ, INTERVAL, BYDAY, BYMONTHDAY, COUNT, UNTIL).',
  },
};

/** `TU`, `1TU`, `+2WE` or `-1FR`; null when it is none of them. */
function parseByDay(text: string): RecurrenceWeekday | null {
  const m = /^([+-]?[1-5])?(MO|TU|WE|TH|FR|SA|SU)$/.exec(text);
  if (!m) return null;
  return { day: m[2] as Weekday, nth: m[1] === undefined ? null : Number(m[1]) };
}

/** Parse a rule (`FREQ=WEEKLY;BYDAY=MO,WE`, an optional `RRULE:` prefix allowed), or say what is wrong with it. */
export function parseRecurrenceRule(text: string): RecurrenceRule | { error: RecurrenceRuleError } {
  const body = text.trim().replace(/^RRULE:/i, '');
  const rule: RecurrenceRule = { freq: 'DAILY', interval: 1, byDay: null, byMonthDay: null, count: null, until: null };
  let freq: string | null = null;
  for (const part of body.split(';')) {
    if (!part) continue;
    const [key, value, extra] = part.split('=');
    if (!key || value === undefined || extra !== undefined || value === '') return { error: 'syntax' };
    switch (key.toUpperCase()) {
      case 'FREQ':
        freq = value.toUpperCase();
        if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY') return { error: 'freq' };
        rule.freq = freq;
        break;
      case 'INTERVAL': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1 || n > 366) return { error: 'interval' };
        rule.interval = n;
        break;
      }
      case 'BYDAY': {
        const days = value.toUpperCase().split(',').map(parseByDay);
        if (!days.every((d): d is RecurrenceWeekday => d !== null)) return { error: 'byday' };
        rule.byDay = days;
        break;
      }
      case 'BYMONTHDAY': {
        const days = value.split(',').map(Number);
        if (!days.every((d) => Number.isInteger(d) && d >= 1 && d <= 31)) return { error: 'bymonthday' };
        rule.byMonthDay = days;
        break;
      }
      case 'COUNT': {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1 || n > 10_000) return { error: 'count' };
        rule.count = n;
        break;
      }
      case 'UNTIL': {
        const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value.toUpperCase());
        if (!m) return { error: 'until' };
        const [, y, mo, d, h = '23', mi = '59', , z] = m;
        const local = `${y}-${mo}-${d}T${h}:${mi}`;
        if (Number.isNaN(Date.parse(`${local}:00Z`))) return { error: 'until' };
        rule.until = z ? { utc: new Date(`${local}:00Z`) } : { local };
        break;
      }
      case 'WKST':
        break;
      default:
        return { error: 'unsupported' };
    }
  }
  if (freq === null) return { error: 'freq' };
  if (rule.byDay && rule.freq === 'DAILY') return { error: 'unsupported' };
  if (rule.byDay?.some((d) => d.nth !== null) && rule.freq !== 'MONTHLY') return { error: 'byday' };
  if (rule.byDay && rule.byMonthDay) return { error: 'unsupported' };
  if (rule.byMonthDay && rule.freq !== 'MONTHLY') return { error: 'unsupported' };
  if (rule.count !== null && rule.until !== null) return { error: 'syntax' };
  return rule;
}

/** The rule a recurrence stands for (null: it happens once). Throws on a rule `parseRecurrenceRule` refuses. */
export function recurrenceRuleOf(recurrence: MaintenanceRecurrence): RecurrenceRule | null {
  if (recurrence.kind === 'once') return null;
  if (recurrence.kind === 'weekly') {
    const byDay = recurrence.days.map((day) => ({ day, nth: null }));
    return { freq: 'WEEKLY', interval: 1, byDay, byMonthDay: null, count: null, until: null };
  }
  const parsed = parseRecurrenceRule(recurrence.rule);
  if ('error' in parsed) throw new Error(`invalid maintenance rule: ${parsed.error}`);
  return parsed;
}

export interface MaintenanceSpan {
  startsAt: Date;
  endsAt: Date;
}

export interface MaintenanceTiming {
  startsAtLocal: string;
  timeZone: string;
  durationMinutes: number;
  recurrence: MaintenanceRecurrence;
}

const weekdayOf = (dayMs: number) => WEEKDAYS[(new Date(dayMs).getUTCDay() + 6) % 7] as Weekday;

/** Whether `date` (a UTC midnight) is the entry's weekday, and its place in the month when the entry names one. */
function isNthWeekdayOfMonth({ day, nth }: RecurrenceWeekday, date: Date): boolean {
  if (weekdayOf(date.getTime()) !== day) return false;
  if (nth === null) return true;
  const dayOfMonth = date.getUTCDate();
  if (nth > 0) return Math.ceil(dayOfMonth / 7) === nth;
  const daysInMonth = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  return Math.ceil((daysInMonth - dayOfMonth + 1) / 7) === -nth;
}

function matches(rule: RecurrenceRule, startDay: number, day: number): boolean {
  const days = Math.round((day - startDay) / DAY);
  const date = new Date(day);
  const start = new Date(startDay);
  switch (rule.freq) {
    case 'DAILY':
      return days % rule.interval === 0;
    case 'WEEKLY': {
      const startMonday = startDay - ((start.getUTCDay() + 6) % 7) * DAY;
      const week = Math.floor((day - startMonday) / (7 * DAY));
      const weekday = weekdayOf(day);
      const weekdays = rule.byDay ?? [{ day: weekdayOf(startDay), nth: null }];
      return week % rule.interval === 0 && weekdays.some((d) => d.day === weekday);
    }
    case 'MONTHLY': {
      const months = (date.getUTCFullYear() - start.getUTCFullYear()) * 12 + date.getUTCMonth() - start.getUTCMonth();
      if (months % rule.interval !== 0) return false;
      if (rule.byDay) return rule.byDay.some((d) => isNthWeekdayOfMonth(d, date));
      const monthDays = rule.byMonthDay ?? [start.getUTCDate()];
      return monthDays.includes(date.getUTCDate());
    }
  }
}

/**
 * The occurrences that overlap [from, to), in order. A one-off window has one; a rule's are walked day by day from
 * the first start (COUNT counts from there), up to about ten years.
 */
export function occurrencesBetween(window: MaintenanceTiming, from: Date, to: Date): MaintenanceSpan[] {
  const durationMs = window.durationMinutes * 60_000;
  const rule = recurrenceRuleOf(window.recurrence);
  const [date, time] = window.startsAtLocal.split('T') as [string, string];
  const at = (day: number): MaintenanceSpan => {
    const startsAt = zonedToUtc(`${new Date(day).toISOString().slice(0, 10)}T${time}`, window.timeZone);
    return { startsAt, endsAt: new Date(startsAt.getTime() + durationMs) };
  };
  const startDay = Date.parse(`${date}T00:00:00Z`);
  if (!rule) {
    const only = at(startDay);
    return only.endsAt > from && only.startsAt < to ? [only] : [];
  }
  const out: MaintenanceSpan[] = [];
  let counted = 0;
  for (let i = 0; i < MAX_DAYS; i++) {
    const day = startDay + i * DAY;
    if (!matches(rule, startDay, day)) continue;
    const occurrence = at(day);
    if (occurrence.startsAt >= to) break;
    if (rule.until) {
      const last = 'utc' in rule.until ? rule.until.utc : zonedToUtc(rule.until.local, window.timeZone);
      if (occurrence.startsAt > last) break;
    }
    counted += 1;
    if (rule.count !== null && counted > rule.count) break;
    if (occurrence.endsAt > from) out.push(occurrence);
  }
  return out;
}

/** The first start and the last end of a window (null: it repeats with no end), to bound lookups. */
export function windowBounds(window: MaintenanceTiming): { firstStartsAt: Date; lastEndsAt: Date | null } {
  const firstStartsAt = zonedToUtc(window.startsAtLocal, window.timeZone);
  const rule = recurrenceRuleOf(window.recurrence);
  if (!rule) return { firstStartsAt, lastEndsAt: new Date(firstStartsAt.getTime() + window.durationMinutes * 60_000) };
  if (rule.count === null && rule.until === null) return { firstStartsAt, lastEndsAt: null };
  const all = occurrencesBetween(window, firstStartsAt, new Date(firstStartsAt.getTime() + MAX_DAYS * DAY));
  return { firstStartsAt, lastEndsAt: all.at(-1)?.endsAt ?? firstStartsAt };
}
