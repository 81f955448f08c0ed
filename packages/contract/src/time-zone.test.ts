import { describe, expect, it } from 'vitest';
import { formatInZone, isKnownTimeZone, zoneLabel, zoneOffset } from './time-zone';

describe('time zones', () => {
  it("measures a zone's offset to the second, whatever the instant's milliseconds", () => {
    expect(zoneOffset(Date.parse('2026-11-28T06:02:00.999Z'), 'Europe/Prague')).toBe(3_600_000);
    expect(zoneOffset(Date.parse('2026-07-10T06:02:00.001Z'), 'Europe/Prague')).toBe(7_200_000);
    expect(zoneOffset(Date.parse('2026-07-10T06:02:00.500Z'), 'America/New_York')).toBe(-4 * 3_600_000);
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
