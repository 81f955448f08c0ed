/** Offset of a time zone from UTC at an instant, in ms (Europe/Prague in winter: +3,600,000). */
function zoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - (at - (at % 1000))
  );
}

function localDate(at: number, timeZone: string) {
  const local = new Date(at + zoneOffset(at, timeZone));
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate() };
}

/** The instant of a local wall-clock time in a zone (DST-aware to the hour). */
function zonedToUtc(y: number, m: number, d: number, hour: number, timeZone: string): number {
  const guess = Date.UTC(y, m, d, hour);
  const first = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(first, timeZone);
}

/** When a digest collecting an event at `now` goes out: the next full hour, or the next 08:00 in the user's zone. */
export function nextDigestAt(mode: 'hourly' | 'daily', timeZone: string, now: Date): Date {
  const at = now.getTime();
  if (mode === 'hourly') return new Date(Math.floor(at / 3_600_000) * 3_600_000 + 3_600_000);
  let zone = timeZone;
  try {
    zoneOffset(at, zone);
  } catch {
    zone = 'Europe/Prague';
  }
  const today = localDate(at, zone);
  const candidate = zonedToUtc(today.y, today.m, today.d, 8, zone);
  if (candidate > at) return new Date(candidate);
  const tomorrow = localDate(at + 24 * 3_600_000, zone);
  return new Date(zonedToUtc(tomorrow.y, tomorrow.m, tomorrow.d, 8, zone));
}
