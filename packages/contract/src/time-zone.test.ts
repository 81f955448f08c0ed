import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  isKnownTimeZone,
  localDate,
  localDateTime,
  wallClock,
  zonedToUtc,
  zoneLabel,
  zoneOffset,
} from './time-zone';

describe('time zones', () => {
  it("measures a zone's offset to the second, whatever the instant's milliseconds", () => {
    expect(zoneOffset(Date.parse('2026-11-28T06:02:00.999Z'), 'Europe/Prague')).toBe(3_600_000);
    expect(zoneOffset(Date.parse('2026-07-10T06:02:00.001Z'), 'Europe/Prague')).toBe(7_200_000);
    expect(zoneOffset(Date.parse('2026-07-10T06:02:00.500Z'), 'America/New_York')).toBe(-4 * 3_600_000);
  });

  it("reads a zone's wall clock and calendar day, Monday as weekday 1", () => {
    const sundayNightInUtc = Date.parse('2026-11-29T23:30:05Z');
    expect(wallClock(sundayNightInUtc, 'Europe/Prague')).toEqual({
      year: 2026,
      month: 11,
      day: 30,
      hour: 0,
      minute: 30,
      second: 5,
      weekday: 1,
    });
    expect(wallClock(new Date(sundayNightInUtc), 'UTC').weekday).toBe(7);
    expect(localDate(sundayNightInUtc, 'Europe/Prague')).toBe('2026-11-30');
    expect(localDate(sundayNightInUtc, 'America/New_York')).toBe('2026-11-29');
    expect(() => wallClock(0, 'Mars/Olympus')).toThrow(RangeError);
  });

  it("writes a zone's date and time to the minute, as zonedToUtc reads them back", () => {
    const sundayNightInUtc = Date.parse('2026-11-29T23:30:05Z');
    expect(localDateTime(sundayNightInUtc, 'Europe/Prague')).toBe('2026-11-30T00:30');
    expect(localDateTime(sundayNightInUtc, 'America/New_York')).toBe('2026-11-29T18:30');
    expect(zonedToUtc(localDateTime(sundayNightInUtc, 'Europe/Prague'), 'Europe/Prague').toISOString()).toBe(
      '2026-11-29T23:30:00.000Z',
    );
  });

  it('names Prague SEČ/SELČ in Czech and CET/CEST in English, other zones by their short names', () => {
    const winter = new Date('2026-11-28T06:02:00Z');
    const summer = new Date('2026-07-10T06:02:00Z');
    expect([zoneLabel(winter, 'Europe/Prague', 'cs'), zoneLabel(summer, 'Europe/Prague', 'cs')]).toEqual([
      'SEČ',
      'SELČ',
    ]);
    expect([zoneLabel(winter, 'Europe/Prague', 'en'), zoneLabel(summer, 'Europe/Prague', 'en')]).toEqual([
      'CET',
      'CEST',
    ]);
    expect(formatInZone(winter, 'Europe/Prague', 'cs')).toBe('28. 11. 2026 7:02 SEČ');
    expect(formatInZone(winter, 'Europe/Prague', 'en')).toBe('28 Nov 2026, 07:02 CET');
    expect(formatInZone(winter, 'UTC', 'cs')).toBe('28. 11. 2026 6:02 UTC');
  });

  it("knows the zones of Intl's list and UTC, and no others", () => {
    for (const zone of ['Europe/Prague', 'America/New_York', 'UTC', 'Europe/Kyiv'])
      expect(isKnownTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', 'SEČ', 'Etc/GMT+1', '']) expect(isKnownTimeZone(zone)).toBe(false);
  });
});
