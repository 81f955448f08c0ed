import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff';
import { quietUntil } from './quiet-hours';

describe('quiet hours', () => {
  const night = { start: '22:00', end: '07:00', timeZone: 'Europe/Prague', days: [] };

  it('holds messages until the end of a window that spans midnight, in the zone’s local time', () => {
    // 23:30 in Prague (UTC+1 in January) → 07:00 Prague = 06:00 UTC.
    expect(quietUntil(night, new Date('2026-01-15T22:30:00Z'))?.toISOString()).toBe('2026-01-16T06:00:00.000Z');
    expect(quietUntil(night, new Date('2026-01-16T05:59:30Z'))?.toISOString()).toBe('2026-01-16T06:00:00.000Z');
    expect(quietUntil(night, new Date('2026-01-16T06:00:00Z'))).toBeNull();
    expect(quietUntil(night, new Date('2026-01-15T12:00:00Z'))).toBeNull();
    // Summer time: 22:00 in Prague is 20:00 UTC.
    expect(quietUntil(night, new Date('2026-07-15T20:00:00Z'))?.toISOString()).toBe('2026-07-16T05:00:00.000Z');
  });

  it('honours the days (a night belongs to the day it starts on) and same-day windows', () => {
    const fridayNights = { ...night, days: [5] };
    // Friday 2026-01-16 23:00 Prague is quiet; Saturday 01:00 still is (it started on Friday); Thursday is not.
    expect(quietUntil(fridayNights, new Date('2026-01-16T22:00:00Z'))).not.toBeNull();
    expect(quietUntil(fridayNights, new Date('2026-01-17T00:00:00Z'))).not.toBeNull();
    expect(quietUntil(fridayNights, new Date('2026-01-15T22:00:00Z'))).toBeNull();
    const lunch = { start: '12:00', end: '13:00', timeZone: 'UTC', days: [] };
    expect(quietUntil(lunch, new Date('2026-01-15T12:15:00Z'))?.toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(quietUntil(lunch, new Date('2026-01-15T13:00:00Z'))).toBeNull();
    expect(quietUntil(null, new Date())).toBeNull();
  });

  it('backs off exponentially from 30 s up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(8)).toBe(3_600_000);
    expect(retryDelayMs(50)).toBe(3_600_000);
  });
});
