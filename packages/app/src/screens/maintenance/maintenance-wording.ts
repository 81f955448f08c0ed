import type { MaintenanceOccurrence, MaintenanceWindow, Weekday } from '@hlidka/contract';
import type { Language } from '../../i18n';
import type { TFunction } from '../../i18n/translator';
import { intlLocale } from '../../lib/format';
import { sortedDays } from './maintenance-model';
import '../../i18n/areas/maintenance';

// A maintenance window in words: "Každý čtvrtek 10:30–11:30 (Europe/Prague)", its next date, a length of time.

type Timing = Pick<MaintenanceWindow, 'startsAt' | 'durationMinutes' | 'timeZone' | 'recurrence'>;

const WORKDAYS: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR'];
const MINUTE = 60_000;

/** A wall-clock time (`2026-12-01T22:00`) as ms, read as if it were UTC: for formatting the clock's own fields. */
const wallClock = (local: string) => Date.parse(`${local.slice(0, 16)}:00Z`);

/** "2 hodiny 30 minut" / "2 hours 30 minutes" (in Czech in the accusative: "na 1 hodinu", "1 den předem"). */
export function lengthText(t: TFunction, minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days ? t('maintenance.days', { count: days }) : null,
    hours ? t('maintenance.hours', { count: hours }) : null,
    rest || minutes === 0 ? t('maintenance.minutes', { count: rest }) : null,
  ];
  return parts.filter(Boolean).join(' ');
}

/** The clock time of a wall-clock or an instant in a zone: `8:30` in Czech, `08:30` in English. */
function clock(ms: number, lng: Language, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat(intlLocale(lng), { hour: 'numeric', minute: '2-digit', timeZone }).format(ms);
}

/** "8:30–10:00", or "od 22:00 na 2 dny" for a window of a day or more. */
function timeText(t: TFunction, timing: Timing, lng: Language): string {
  const start = wallClock(timing.startsAt);
  if (timing.durationMinutes >= 1440) {
    return t('maintenance.recurrence.long', {
      start: clock(start, lng),
      duration: lengthText(t, timing.durationMinutes),
    });
  }
  return t('maintenance.recurrence.range', {
    start: clock(start, lng),
    end: clock(start + timing.durationMinutes * MINUTE, lng),
  });
}

/** "Každý týden v pondělí, středu a pátek" / "Every week on Monday, Wednesday and Friday". */
function weekdaysText(t: TFunction, days: Weekday[], lng: Language): string {
  const [first, ...rest] = days;
  if (!first) return '';
  const words = [
    t(`maintenance.recurrence.onFirst.${first}`),
    ...rest.map((d) => t(`maintenance.recurrence.onNext.${d}`)),
  ];
  return new Intl.ListFormat(intlLocale(lng), { type: 'conjunction' }).format(words);
}

/** How a window repeats and when, in its zone: "Každý čtvrtek 10:30–11:30 (Europe/Prague)". */
export function recurrenceText(t: TFunction, timing: Timing, lng: Language): string {
  const time = timeText(t, timing, lng);
  const { recurrence } = timing;
  let text: string;
  if (recurrence.kind === 'once') {
    const date = new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      wallClock(timing.startsAt),
    );
    text = t('maintenance.recurrence.once', { date, time });
  } else if (recurrence.kind === 'rrule') {
    text = t('maintenance.recurrence.rrule', { time });
  } else {
    const days = sortedDays(recurrence.days);
    const [only] = days;
    if (days.length === 7) text = t('maintenance.recurrence.daily', { time });
    else if (days.length === 5 && WORKDAYS.every((day) => days.includes(day))) {
      text = t('maintenance.recurrence.workdays', { time });
    } else if (days.length === 1 && only) {
      text = t('maintenance.recurrence.weeklyOne', { day: t(`maintenance.recurrence.every.${only}`), time });
    } else text = t('maintenance.recurrence.weeklyMany', { days: weekdaysText(t, days, lng), time });
  }
  return `${text} (${timing.timeZone})`;
}

/** An occurrence in the window's zone: "sobota 28. listopadu 2026 8:30–10:00" (the end's day only for a day or more). */
export function occurrenceText(t: TFunction, occurrence: MaintenanceOccurrence, timeZone: string, lng: Language) {
  const starts = Date.parse(occurrence.startsAt);
  const ends = Date.parse(occurrence.endsAt);
  const day = (ms: number) =>
    new Intl.DateTimeFormat(intlLocale(lng), {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone,
    }).format(ms);
  const end = ends - starts < 1440 * MINUTE ? clock(ends, lng, timeZone) : `${day(ends)} ${clock(ends, lng, timeZone)}`;
  return `${day(starts)} ${t('maintenance.recurrence.range', { start: clock(starts, lng, timeZone), end })}`;
}

/** When the occurrence under way ends: "10:00" today, else with its day. */
export function untilText(occurrence: MaintenanceOccurrence, timeZone: string, lng: Language): string {
  const ends = Date.parse(occurrence.endsAt);
  const starts = Date.parse(occurrence.startsAt);
  const date = (ms: number) =>
    new Intl.DateTimeFormat(intlLocale(lng), { day: 'numeric', month: 'long', timeZone }).format(ms);
  return date(ends) === date(starts) ? clock(ends, lng, timeZone) : `${date(ends)} ${clock(ends, lng, timeZone)}`;
}
