import type { OnCallPerson } from '@hlidka/contract';
import { type FormatLanguage, intlLocale } from '../../lib/format';

/** "Jana Nováková", else the address, else a placeholder for someone who left the team. */
export function personName(people: readonly OnCallPerson[], userId: string): string {
  const person = people.find((p) => p.userId === userId);
  if (!person) return '—';
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

// One colour per person, by their place in the team's list: the same person has the same colour everywhere.
const PERSON_COLOURS = [
  'border-sky-400 bg-sky-100 text-sky-950 dark:border-sky-500 dark:bg-sky-950 dark:text-sky-50',
  'border-amber-400 bg-amber-100 text-amber-950 dark:border-amber-500 dark:bg-amber-950 dark:text-amber-50',
  'border-emerald-400 bg-emerald-100 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950 dark:text-emerald-50',
  'border-fuchsia-400 bg-fuchsia-100 text-fuchsia-950 dark:border-fuchsia-500 dark:bg-fuchsia-950 dark:text-fuchsia-50',
  'border-orange-400 bg-orange-100 text-orange-950 dark:border-orange-500 dark:bg-orange-950 dark:text-orange-50',
  'border-teal-400 bg-teal-100 text-teal-950 dark:border-teal-500 dark:bg-teal-950 dark:text-teal-50',
  'border-rose-400 bg-rose-100 text-rose-950 dark:border-rose-500 dark:bg-rose-950 dark:text-rose-50',
  'border-indigo-400 bg-indigo-100 text-indigo-950 dark:border-indigo-500 dark:bg-indigo-950 dark:text-indigo-50',
] as const;

export function personColour(people: readonly OnCallPerson[], userId: string): string {
  const index = people.findIndex((p) => p.userId === userId);
  return PERSON_COLOURS[Math.max(index, 0) % PERSON_COLOURS.length] as string;
}

/** "so 28. 11. 9:00" / "Sat 28/11, 09:00" in the schedule's zone. */
export function shiftTime(iso: string, timeZone: string, lng: FormatLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(lng), {
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(Date.parse(iso));
}

/** "9:00" / "09:00" in the zone. */
export function clockTime(ms: number, timeZone: string, lng: FormatLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(lng), { hour: 'numeric', minute: '2-digit', timeZone }).format(ms);
}

/** "po 23. 11." / "Mon 23 Nov" for a calendar day (`2026-11-23`). */
export function dayLabel(day: string, lng: FormatLanguage): string {
  return new Intl.DateTimeFormat(intlLocale(lng), {
    weekday: 'short',
    day: 'numeric',
    month: lng === 'cs' ? 'numeric' : 'short',
    timeZone: 'UTC',
  }).format(Date.parse(`${day}T00:00:00Z`));
}
