import { addDays, localDate, zonedToUtc } from '@hlidka/contract';

// The calendar's week in the schedule's zone: Monday to Sunday as calendar days, and their instants.

/** The Monday (`2026-11-16`) of the week a calendar day falls in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The Monday of the week an instant falls in, in the zone. */
export function weekOf(instant: string, timeZone: string): string {
  return mondayOf(localDate(Date.parse(instant), timeZone));
}

export interface CalendarDay {
  day: string;
  startsAt: number;
  endsAt: number;
}

/** The seven days from `monday`, each with its first and last instant in the zone (a DST day has 23 or 25 hours). */
export function weekDays(monday: string, timeZone: string): CalendarDay[] {
  return Array.from({ length: 7 }, (_, i) => {
    const day = addDays(monday, i);
    return {
      day,
      startsAt: zonedToUtc(`${day}T00:00`, timeZone).getTime(),
      endsAt: zonedToUtc(`${addDays(day, 1)}T00:00`, timeZone).getTime(),
    };
  });
}
