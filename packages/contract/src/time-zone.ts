import { z } from 'zod';

// Time zones: wall-clock times turned into instants (maintenance windows) and instants shown as a place's local time
// with the zone's short name (status pages, their feeds and e-mails). One module; Intl's zone data is the source.

// Building an Intl.DateTimeFormat costs far more than using one (a dashboard's charts asked for thousands): one per zone.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** What a clock and calendar in the zone show at an instant; `weekday` 1 is Monday, 7 Sunday. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/** The zone's wall clock at `instant`; throws a RangeError for a zone Intl does not know. */
export function wallClock(instant: Date | number, timeZone: string): WallClock {
  const parts = wallClockFormat(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
    weekday: WEEKDAYS.indexOf(get('weekday')) + 1,
  };
}

/** The zone's date and time at `instant` to the minute, as `2026-11-28T09:30` (what `zonedToUtc` takes back). */
export function localDateTime(instant: Date | number, timeZone: string): string {
  const { hour, minute } = wallClock(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDate(instant, timeZone)}T${pad(hour)}:${pad(minute)}`;
}

/** The calendar day in the zone at `instant`, as `2026-11-28`. */
export function localDate(instant: Date | number, timeZone: string): string {
  const { year, month, day } = wallClock(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
export function zoneOffset(instant: number, timeZone: string): number {
  const { year, month, day, hour, minute, second } = wallClock(instant, timeZone);
  // Whole seconds on both sides: the parts carry no milliseconds.
  return Date.UTC(year, month - 1, day, hour, minute, second) - (instant - (((instant % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time (`2026-12-01T22:00`) names in a zone. A time skipped by a daylight-saving jump moves
 * forward by the jump; a repeated one takes its first instance.
 */
export function zonedToUtc(local: string, timeZone: string): Date {
  const wall = Date.parse(`${local}:00Z`);
  const before = wall - zoneOffset(wall - 12 * 3_600_000, timeZone);
  const after = wall - zoneOffset(wall + 12 * 3_600_000, timeZone);
  const valid = [before, after].filter((instant) => instant + zoneOffset(instant, timeZone) === wall);
  return new Date(valid.length > 0 ? Math.min(...valid) : before);
}

/** Where zone names are shown to people: Czech as `SEČ`/`SELČ`, English as `CET`/`CEST`. */
const ZONE_LOCALES = { cs: 'cs-CZ', en: 'en-GB' } as const;
export type ZoneLanguage = keyof typeof ZONE_LOCALES;

/** The zone's short name at `instant` in the reader's language: `SEČ`, `SELČ`, `CET`, `CEST`, `EST`, `GMT+9`. */
export function zoneLabel(instant: Date, timeZone: string, language: ZoneLanguage): string {
  const parts = new Intl.DateTimeFormat(ZONE_LOCALES[language], { timeZone, timeZoneName: 'short' }).formatToParts(
    instant,
  );
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
}

/** Date and time as people there read it, with the zone's name: `28. 11. 2026 7:02 SEČ`, `28 Nov 2026, 07:02 CET`. */
export function formatInZone(instant: Date, timeZone: string, language: ZoneLanguage): string {
  const text = new Intl.DateTimeFormat(ZONE_LOCALES[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(instant);
  return `${text} ${zoneLabel(instant, timeZone, language)}`;
}

let knownZones: Set<string> | undefined;

/** A zone of Intl's list (`Intl.supportedValuesOf('timeZone')`), or UTC; other spellings count when Intl maps them onto one. */
export function isKnownTimeZone(timeZone: string): boolean {
  knownZones ??= new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
  if (knownZones.has(timeZone)) return true;
  try {
    return knownZones.has(new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

/** An IANA zone from Intl's list, such as Europe/Prague. */
export const knownTimeZoneSchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(isKnownTimeZone, {
    message: 'Unknown time zone',
    params: {
      cs: 'Neznámé časové pásmo. Vyberte pásmo ze seznamu, např. Europe/Prague.',
      en: 'Unknown time zone. Choose one from the list, e.g. Europe/Prague.',
    },
  });
