import { describe, expect, it } from 'vitest';
import { occurrencesBetween, parseRecurrenceRule, windowBounds } from './maintenance-recurrence';
import { zonedToUtc } from './time-zone';

const iso = (d: Date) => d.toISOString();

describe('maintenance recurrence', () => {
  it('turns wall-clock times into instants across daylight saving', () => {
    expect(iso(zonedToUtc('2026-01-10T02:00', 'Europe/Prague'))).toBe('2026-01-10T01:00:00.000Z');
    expect(iso(zonedToUtc('2026-07-10T02:00', 'Europe/Prague'))).toBe('2026-07-10T00:00:00.000Z');
    // 02:30 does not exist on 29 March 2026 in Prague: it moves forward by the jump.
    expect(iso(zonedToUtc('2026-03-29T02:30', 'Europe/Prague'))).toBe('2026-03-29T01:30:00.000Z');
    // 02:30 happens twice on 25 October 2026: the first one.
    expect(iso(zonedToUtc('2026-10-25T02:30', 'Europe/Prague'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(zonedToUtc('2026-10-25T02:30', 'UTC'))).toBe('2026-10-25T02:30:00.000Z');
  });

  it('parses the supported rules and names what is wrong with others', () => {
    expect(parseRecurrenceRule('RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE')).toMatchObject({
      freq: 'WEEKLY',
      interval: 2,
      byDay: [
        { day: 'MO', nth: null },
        { day: 'WE', nth: null },
      ],
    });
    expect(parseRecurrenceRule('FREQ=MONTHLY;BYDAY=1TU,-1FR,+2WE')).toMatchObject({
      byDay: [
        { day: 'TU', nth: 1 },
        { day: 'FR', nth: -1 },
        { day: 'WE', nth: 2 },
      ],
    });
    expect(parseRecurrenceRule('FREQ=MONTHLY;BYMONTHDAY=1,15;COUNT=4')).toMatchObject({
      byMonthDay: [1, 15],
      count: 4,
    });
    expect(parseRecurrenceRule('FREQ=DAILY;UNTIL=20261231T230000Z')).toMatchObject({
      until: { utc: new Date('2026-12-31T23:00:00Z') },
    });
    expect(parseRecurrenceRule('FREQ=HOURLY')).toEqual({ error: 'freq' });
    expect(parseRecurrenceRule('INTERVAL=2')).toEqual({ error: 'freq' });
    expect(parseRecurrenceRule('FREQ=WEEKLY;BYDAY=XX')).toEqual({ error: 'byday' });
    expect(parseRecurrenceRule('FREQ=DAILY;BYDAY=MO')).toEqual({ error: 'unsupported' });
    expect(parseRecurrenceRule('FREQ=WEEKLY;BYDAY=1MO')).toEqual({ error: 'byday' });
    expect(parseRecurrenceRule('FREQ=MONTHLY;BYDAY=6MO')).toEqual({ error: 'byday' });
    expect(parseRecurrenceRule('FREQ=MONTHLY;BYDAY=0MO')).toEqual({ error: 'byday' });
    expect(parseRecurrenceRule('FREQ=MONTHLY;BYDAY=1MO;BYMONTHDAY=1')).toEqual({ error: 'unsupported' });
    expect(parseRecurrenceRule('FREQ=DAILY;BYSETPOS=1')).toEqual({ error: 'unsupported' });
    expect(parseRecurrenceRule('FREQ=DAILY;COUNT=0')).toEqual({ error: 'count' });
    expect(parseRecurrenceRule('FREQ=DAILY;COUNT=2;UNTIL=20261231')).toEqual({ error: 'syntax' });
    expect(parseRecurrenceRule('nonsense')).toEqual({ error: 'syntax' });
  });

  it('lists a weekly window at the same local time in winter and in summer', () => {
    const window = {
      startsAtLocal: '2026-03-22T02:00',
      timeZone: 'Europe/Prague',
      durationMinutes: 60,
      recurrence: { kind: 'weekly' as const, days: ['SU' as const] },
    };
    const found = occurrencesBetween(window, new Date('2026-03-20T00:00Z'), new Date('2026-04-06T00:00Z'));
    expect(found.map((o) => [iso(o.startsAt), iso(o.endsAt)])).toEqual([
      ['2026-03-22T01:00:00.000Z', '2026-03-22T02:00:00.000Z'],
      ['2026-03-29T01:00:00.000Z', '2026-03-29T02:00:00.000Z'],
      ['2026-04-05T00:00:00.000Z', '2026-04-05T01:00:00.000Z'],
    ]);
    expect(windowBounds(window).lastEndsAt).toBeNull();
  });

  it('counts from the first start, stops at UNTIL, and finds an occurrence under way', () => {
    const monthly = {
      startsAtLocal: '2026-01-31T23:00',
      timeZone: 'UTC',
      durationMinutes: 120,
      recurrence: { kind: 'rrule' as const, rule: 'FREQ=MONTHLY;COUNT=3' },
    };
    // The 31st: months without one are skipped, as RFC 5545 says.
    const all = occurrencesBetween(monthly, new Date('2026-01-01Z'), new Date('2027-01-01Z'));
    expect(all.map((o) => iso(o.startsAt))).toEqual([
      '2026-01-31T23:00:00.000Z',
      '2026-03-31T23:00:00.000Z',
      '2026-05-31T23:00:00.000Z',
    ]);
    expect(iso(windowBounds(monthly).lastEndsAt as Date)).toBe('2026-06-01T01:00:00.000Z');
    const underWay = occurrencesBetween(monthly, new Date('2026-04-01T00:30Z'), new Date('2026-04-01T00:31Z'));
    expect(underWay).toHaveLength(1);

    const daily = {
      startsAtLocal: '2026-05-01T22:00',
      timeZone: 'Europe/Prague',
      durationMinutes: 30,
      recurrence: { kind: 'rrule' as const, rule: 'FREQ=DAILY;INTERVAL=2;UNTIL=20260506' },
    };
    const days = occurrencesBetween(daily, new Date('2026-05-01Z'), new Date('2026-06-01Z'));
    expect(days.map((o) => iso(o.startsAt))).toEqual([
      '2026-05-01T20:00:00.000Z',
      '2026-05-03T20:00:00.000Z',
      '2026-05-05T20:00:00.000Z',
    ]);
  });

  it('finds ordinal weekdays of the month: the first Tuesday, the last Friday, every Monday', () => {
    const at = (rule: string) => ({
      startsAtLocal: '2026-11-01T02:00',
      timeZone: 'Europe/Prague',
      durationMinutes: 60,
      recurrence: { kind: 'rrule' as const, rule },
    });
    const days = (rule: string, to = '2027-04-01Z') =>
      occurrencesBetween(at(rule), new Date('2026-11-01Z'), new Date(to)).map((o) => iso(o.startsAt).slice(0, 10));
    // First Tuesdays: 3 Nov, 1 Dec 2026, 5 Jan, 2 Feb, 2 Mar 2027 (winter time: 02:00 Prague is 01:00 UTC).
    expect(days('FREQ=MONTHLY;BYDAY=1TU')).toEqual([
      '2026-11-03',
      '2026-12-01',
      '2027-01-05',
      '2027-02-02',
      '2027-03-02',
    ]);
    // Last Fridays: 27 Nov, 25 Dec 2026, 29 Jan, 26 Feb, 26 Mar 2027.
    expect(days('FREQ=MONTHLY;BYDAY=-1FR')).toEqual([
      '2026-11-27',
      '2026-12-25',
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
    ]);
    // The second-to-last Sunday with an interval of two months and a count.
    expect(days('FREQ=MONTHLY;INTERVAL=2;BYDAY=-2SU;COUNT=2')).toEqual(['2026-11-22', '2027-01-24']);
    // A fifth Monday exists only in some months.
    expect(days('FREQ=MONTHLY;BYDAY=5MO')).toEqual(['2026-11-30', '2027-03-29']);
    expect(days('FREQ=MONTHLY;BYDAY=MO', '2026-12-01Z')).toEqual([
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    const [first] = occurrencesBetween(at('FREQ=MONTHLY;BYDAY=1TU'), new Date('2026-11-01Z'), new Date('2026-12-01Z'));
    expect(first && iso(first.startsAt)).toBe('2026-11-03T01:00:00.000Z');
  });

  it('has one occurrence when it happens once', () => {
    const once = {
      startsAtLocal: '2026-12-01T22:00',
      timeZone: 'Europe/Prague',
      durationMinutes: 90,
      recurrence: { kind: 'once' as const },
    };
    expect(occurrencesBetween(once, new Date('2026-12-01Z'), new Date('2026-12-02Z'))).toHaveLength(1);
    expect(occurrencesBetween(once, new Date('2026-12-01T22:30Z'), new Date('2026-12-02Z'))).toHaveLength(0);
    expect(windowBounds(once)).toEqual({
      firstStartsAt: new Date('2026-12-01T21:00:00Z'),
      lastEndsAt: new Date('2026-12-01T22:30:00Z'),
    });
  });
});
