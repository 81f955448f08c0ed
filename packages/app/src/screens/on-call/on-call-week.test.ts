import { describe, expect, it } from 'vitest';
import { moved } from './on-call-members';
import { mondayOf, weekDays, weekOf } from './on-call-week';

const HOUR = 3_600_000;

describe('the calendar week', () => {
  it('starts on the Monday of the week, also across a month end', () => {
    expect(mondayOf('2026-11-21')).toBe('2026-11-16');
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-11-01')).toBe('2026-10-26');
    // Sunday 22 November 2026, 23:30 in Prague is still that Sunday there (22:30 UTC).
    expect(weekOf('2026-11-22T22:30:00.000Z', 'Europe/Prague')).toBe('2026-11-16');
    expect(weekOf('2026-11-22T23:30:00.000Z', 'Europe/Prague')).toBe('2026-11-23');
  });

  it('gives each day its instants in the zone: the autumn change’s Sunday has 25 hours', () => {
    const days = weekDays('2026-10-19', 'Europe/Prague');
    expect(days.map((d) => d.day)).toEqual([
      '2026-10-19',
      '2026-10-20',
      '2026-10-21',
      '2026-10-22',
      '2026-10-23',
      '2026-10-24',
      '2026-10-25',
    ]);
    expect(new Date(days[0]?.startsAt ?? 0).toISOString()).toBe('2026-10-18T22:00:00.000Z');
    expect(days.map((d) => (d.endsAt - d.startsAt) / HOUR)).toEqual([24, 24, 24, 24, 24, 24, 25]);
  });
});

describe('moving a member in the turn order', () => {
  it('moves one person and keeps the others in order', () => {
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
  });
});
