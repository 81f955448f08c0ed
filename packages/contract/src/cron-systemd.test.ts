import { describe, expect, it } from 'vitest';
import { cronToOnCalendar, intervalToCron } from './cron-systemd';

describe('cronToOnCalendar', () => {
  it('translates fixed times, steps, lists, ranges and week days, with the zone', () => {
    expect(cronToOnCalendar('30 2 * * *', 'Europe/Prague')).toEqual(['*-*-* 02:30:00 Europe/Prague']);
    expect(cronToOnCalendar('*/15 * * * *', 'UTC')).toEqual(['*-*-* *:00/15:00 UTC']);
    expect(cronToOnCalendar('0 9-17 * * 1-5', 'Europe/Prague')).toEqual(['Mon..Fri *-*-* 09..17:00:00 Europe/Prague']);
    expect(cronToOnCalendar('0 0,12 1 */3 *', 'UTC')).toEqual(['*-01/3-01 00,12:00:00 UTC']);
    expect(cronToOnCalendar('5 4 * * SUN,sat', 'UTC')).toEqual(['Sun,Sat *-*-* 04:05:00 UTC']);
    expect(cronToOnCalendar('0 3 * * 7', 'UTC')).toEqual(['Sun *-*-* 03:00:00 UTC']);
    expect(cronToOnCalendar('10,20 1,2 * JAN,FEB *', 'UTC')).toEqual(['*-01,02-* 01,02:10,20:00 UTC']);
  });

  it('reads macros', () => {
    expect(cronToOnCalendar('@daily', 'Europe/Prague')).toEqual(['*-*-* 00:00:00 Europe/Prague']);
    expect(cronToOnCalendar('@weekly', 'UTC')).toEqual(['Sun *-*-* 00:00:00 UTC']);
    expect(cronToOnCalendar('@hourly', 'UTC')).toEqual(['*-*-* *:00:00 UTC']);
  });

  it('gives two lines when cron runs on either the day of the month or the week day', () => {
    expect(cronToOnCalendar('0 6 1,15 * MON', 'Europe/Prague')).toEqual([
      '*-*-01,15 06:00:00 Europe/Prague',
      'Mon *-*-* 06:00:00 Europe/Prague',
    ]);
  });

  it('refuses what is not a cron expression', () => {
    expect(cronToOnCalendar('61 * * * *', 'UTC')).toBeNull();
    expect(cronToOnCalendar('každý den', 'UTC')).toBeNull();
  });
});

describe('intervalToCron', () => {
  it('is exact where the interval divides an hour or a day, and rounds down otherwise', () => {
    expect(intervalToCron(60)).toBe('* * * * *');
    expect(intervalToCron(300)).toBe('*/5 * * * *');
    expect(intervalToCron(3600)).toBe('0 * * * *');
    expect(intervalToCron(6 * 3600)).toBe('0 */6 * * *');
    expect(intervalToCron(86_400)).toBe('0 0 * * *');
    expect(intervalToCron(30)).toBe('* * * * *');
  });
});
