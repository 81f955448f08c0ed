import { describe, expect, it } from 'vitest';
import { type CronSchedule, cronExpressionSchema, nextCronRun, parseCron } from './cron';

const PRAGUE = 'Europe/Prague';

function schedule(text: string): CronSchedule {
  const parsed = parseCron(text);
  if ('error' in parsed) throw new Error(`refused ${text}: ${parsed.error}`);
  return parsed;
}

/** The next `count` runs after `from`, each searched from the one before. */
function runs(text: string, from: string, count: number, timeZone = PRAGUE): string[] {
  const found: string[] = [];
  let after = Date.parse(from);
  for (let i = 0; i < count; i++) {
    const next = nextCronRun(schedule(text), after, timeZone);
    if (next === null) break;
    found.push(new Date(next).toISOString());
    after = next;
  }
  return found;
}

describe('cron schedules', () => {
  it('a 02:30 job runs once on the spring-forward day, shifted by the skipped hour, and at 02:30 again after it', () => {
    // 29 March 2026: Prague's clocks jump from 02:00 CET to 03:00 CEST; 02:30 is never shown.
    expect(runs('30 2 * * *', '2026-03-27T12:00:00Z', 4)).toEqual([
      '2026-03-28T01:30:00.000Z', // 02:30 CET
      '2026-03-29T01:30:00.000Z', // the skipped 02:30, run at 03:30 CEST
      '2026-03-30T00:30:00.000Z', // 02:30 CEST
      '2026-03-31T00:30:00.000Z',
    ]);
  });

  it('a 02:30 job runs once on the fall-back day, though the clock shows 02:30 twice', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 comes at 00:30 and again at 01:30 UTC.
    expect(runs('30 2 * * *', '2026-10-24T12:00:00Z', 3)).toEqual([
      '2026-10-25T00:30:00.000Z',
      '2026-10-26T01:30:00.000Z',
      '2026-10-27T01:30:00.000Z',
    ]);
    // Searched from inside the repeated hour (02:10 CET, after the first 02:30): no second run that day.
    expect(runs('30 2 * * *', '2026-10-25T01:10:00Z', 1)).toEqual(['2026-10-26T01:30:00.000Z']);
  });

  it("an hourly job follows real hours across both changes: 23 runs on the short day, 24 in the long day's 25 hours", () => {
    const count = (from: string, to: string) =>
      runs('0 * * * *', from, 30).filter((at) => at < to && at >= from.replace('Z', '.000Z')).length;
    expect(count('2026-03-28T23:00:00Z', '2026-03-29T22:00:00Z')).toBe(23);
    expect(count('2026-10-24T22:00:00Z', '2026-10-25T23:00:00Z')).toBe(24);
    // Every hour of the long day's 25 hours has a run except the repeated 02:00 (cron runs it once).
    expect(runs('0 * * * *', '2026-10-24T23:30:00Z', 4)).toEqual([
      '2026-10-25T00:00:00.000Z', // 02:00 CEST
      '2026-10-25T02:00:00.000Z', // 03:00 CET (the second 02:00 CET is skipped)
      '2026-10-25T03:00:00.000Z',
      '2026-10-25T04:00:00.000Z',
    ]);
  });

  it('reads lists, ranges, steps, names, macros and the either-day rule', () => {
    expect(runs('*/15 9-10 * * MON-FRI', '2026-11-27T08:50:00Z', 3, 'UTC')).toEqual([
      '2026-11-27T09:00:00.000Z',
      '2026-11-27T09:15:00.000Z',
      '2026-11-27T09:30:00.000Z',
    ]);
    // Friday 27 November 2026 → the next weekday 09:00 is Monday.
    expect(runs('0 9 * * 1-5', '2026-11-27T10:00:00Z', 1, 'UTC')).toEqual(['2026-11-30T09:00:00.000Z']);
    expect(runs('@monthly', '2026-11-27T10:00:00Z', 1, 'UTC')).toEqual(['2026-12-01T00:00:00.000Z']);
    // The 1st of the month or any Sunday (7 is Sunday too).
    expect(runs('0 0 1 * 7', '2026-11-27T10:00:00Z', 2, 'UTC')).toEqual([
      '2026-11-29T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ]);
    expect(runs('0 12 29 feb *', '2026-01-01T00:00:00Z', 1, 'UTC')).toEqual(['2028-02-29T12:00:00.000Z']);
  });

  it('names the wrong field of a refused expression', () => {
    expect(parseCron('30 2 * *')).toEqual({ error: 'fieldCount' });
    expect(parseCron('60 2 * * *')).toEqual({ error: 'minute' });
    expect(parseCron('0 24 * * *')).toEqual({ error: 'hour' });
    expect(parseCron('0 0 0 * *')).toEqual({ error: 'dayOfMonth' });
    expect(parseCron('0 0 * 13 *')).toEqual({ error: 'month' });
    expect(parseCron('0 0 * * MOX')).toEqual({ error: 'dayOfWeek' });
    expect(parseCron('0 0 */0 * *')).toEqual({ error: 'dayOfMonth' });
    expect(parseCron('0 0 30 2 *')).toEqual({ error: 'never' });
    const refused = cronExpressionSchema.safeParse('0 25 * * *');
    expect(refused.success).toBe(false);
    expect((refused.error?.issues[0] as { params?: unknown } | undefined)?.params).toMatchObject({
      cs: expect.stringContaining('hodiny'),
    });
  });
});
