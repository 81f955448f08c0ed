import { describe, expect, it } from 'vitest';
import { occurrencesBetween, parseRecurrenceRule, windowBounds, zonedToUtc } from './maintenance-recurrence';

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
      byDay: ['MO', 'WE'],
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
