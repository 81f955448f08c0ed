import { localDate, zonedToUtc, zoneOffset } from '@hlidka/contract';

/** The user's zone, or Prague's when Intl does not know it. */
function usableZone(timeZone: string): string {
  try {
    zoneOffset(0, timeZone);
    return timeZone;
  } catch {
    return 'Europe/Prague';
  }
}

/** When a digest collecting an event at `now` goes out: the next full hour, or the next 08:00 in the user's zone. */
export function nextDigestAt(mode: 'hourly' | 'daily', timeZone: string, now: Date): Date {
  const at = now.getTime();
  if (mode === 'hourly') return new Date(Math.floor(at / 3_600_000) * 3_600_000 + 3_600_000);
  const zone = usableZone(timeZone);
  const today = zonedToUtc(`${localDate(at, zone)}T08:00`, zone);
  if (today.getTime() > at) return today;
  return zonedToUtc(`${localDate(at + 24 * 3_600_000, zone)}T08:00`, zone);
}
