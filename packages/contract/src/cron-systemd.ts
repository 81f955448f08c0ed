import { type CronSchedule, parseCron } from './cron';

// A heartbeat's schedule in the other schedulers' words, for its setup examples: systemd timers' `OnCalendar=` from
// the cron expression (and zone), and a cron expression for an interval heartbeat (a Kubernetes CronJob's `schedule`).
// systemd matches the day of the month AND the day of the week; cron matches either when both are restricted, so such
// an expression becomes two `OnCalendar=` lines (a timer fires on any of its lines).

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** One field's values in systemd's syntax: `*`, `start/step`, or a list of values and `a..b` ranges. */
function field(values: readonly number[], min: number, max: number, name: (v: number) => string): string {
  if (values.length === max - min + 1) return '*';
  const [first = min, second] = values;
  const step = second === undefined ? 0 : second - first;
  const regular =
    values.length > 2 &&
    step > 1 &&
    values.every((v, i) => v === first + i * step) &&
    (values.at(-1) ?? 0) + step > max;
  if (regular) return `${name(first)}/${step}`;
  const parts: string[] = [];
  for (let i = 0; i < values.length; ) {
    let j = i;
    while (j + 1 < values.length && (values[j + 1] ?? 0) === (values[j] ?? 0) + 1) j++;
    const from = values[i] ?? 0;
    const to = values[j] ?? 0;
    if (j - i >= 2) parts.push(`${name(from)}..${name(to)}`);
    else for (let k = i; k <= j; k++) parts.push(name(values[k] ?? 0));
    i = j + 1;
  }
  return parts.join(',');
}

const two = (v: number) => String(v).padStart(2, '0');
const sorted = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);

function calendar(schedule: CronSchedule, days: { ofMonth: boolean; ofWeek: boolean }, timeZone: string): string {
  const weekdays = days.ofWeek ? field(sorted(schedule.daysOfWeek), 0, 6, (v) => WEEKDAYS[v] ?? '') : '*';
  const months = field(sorted(schedule.months), 1, 12, two);
  const monthDays = days.ofMonth ? field(sorted(schedule.daysOfMonth), 1, 31, two) : '*';
  const hours = field(schedule.hours, 0, 23, two);
  const minutes = field(schedule.minutes, 0, 59, two);
  const day = weekdays === '*' ? '' : `${weekdays} `;
  return `${day}*-${months}-${monthDays} ${hours}:${minutes}:00 ${timeZone}`;
}

/**
 * The `OnCalendar=` values of a cron expression in `timeZone` (systemd 235 and later take the zone at the end), or
 * null when the expression is not valid.
 */
export function cronToOnCalendar(expression: string, timeZone: string): string[] | null {
  const schedule = parseCron(expression);
  if ('error' in schedule) return null;
  if (!schedule.eitherDay) {
    const ofMonth = schedule.daysOfMonth.size < 31;
    const ofWeek = schedule.daysOfWeek.size < 7;
    return [calendar(schedule, { ofMonth, ofWeek }, timeZone)];
  }
  return [
    calendar(schedule, { ofMonth: true, ofWeek: false }, timeZone),
    calendar(schedule, { ofMonth: false, ofWeek: true }, timeZone),
  ];
}

/**
 * A cron expression that runs about every `seconds` (an interval heartbeat's, for schedulers that only take cron):
 * exact for intervals that divide an hour or a day, else the nearest whole minutes or hours below.
 */
export function intervalToCron(seconds: number): string {
  const minutes = Math.max(1, Math.floor(seconds / 60));
  if (minutes < 60) return minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '0 * * * *' : `0 */${hours} * * *`;
  return '0 0 * * *';
}
