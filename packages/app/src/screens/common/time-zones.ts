// The one list of time zones the screens offer.

/** Zones the app's zone pickers offer, Prague first. */
export const COMMON_TIME_ZONES = [
  'Europe/Prague',
  'Europe/Bratislava',
  'Europe/Vienna',
  'Europe/Berlin',
  'Europe/Warsaw',
  'Europe/Budapest',
  'Europe/London',
  'Europe/Dublin',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Helsinki',
  'Europe/Kyiv',
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Asia/Singapore',
  'Australia/Sydney',
] as const;

/**
 * The zones to pick from — maintenance windows, on-call schedules and rotations, status pages, cron heartbeats: the
 * common ones, and the saved zone when it is another.
 */
export function timeZoneOptions(current: string): string[] {
  return (COMMON_TIME_ZONES as readonly string[]).includes(current)
    ? [...COMMON_TIME_ZONES]
    : [...COMMON_TIME_ZONES, current];
}
