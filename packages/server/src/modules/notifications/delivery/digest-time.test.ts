import { describe, expect, it } from 'vitest';
import { nextDigestAt } from './digest-time';

const at = (iso: string) => new Date(iso);

describe('when a digest goes out', () => {
  it('hourly: at the next full hour', () => {
    expect(nextDigestAt('hourly', 'Europe/Prague', at('2026-11-28T09:41:12.345Z')).toISOString()).toBe(
      '2026-11-28T10:00:00.000Z',
    );
  });

  it("daily: at the next 08:00 in the user's zone, across daylight-saving changes", () => {
    // Winter (UTC+1): before 08:00 Prague it is today's, after it tomorrow's.
    expect(nextDigestAt('daily', 'Europe/Prague', at('2026-11-28T05:59:59.999Z')).toISOString()).toBe(
      '2026-11-28T07:00:00.000Z',
    );
    expect(nextDigestAt('daily', 'Europe/Prague', at('2026-11-28T07:00:00.500Z')).toISOString()).toBe(
      '2026-11-29T07:00:00.000Z',
    );
    // Summer (UTC+2), and the night the clocks go back: 08:00 is in winter time again.
    expect(nextDigestAt('daily', 'Europe/Prague', at('2026-07-10T12:00:00Z')).toISOString()).toBe(
      '2026-07-11T06:00:00.000Z',
    );
    expect(nextDigestAt('daily', 'Europe/Prague', at('2026-10-24T12:00:00Z')).toISOString()).toBe(
      '2026-10-25T07:00:00.000Z',
    );
    // Late evening in New York is already tomorrow in UTC: its 08:00 is the local tomorrow's.
    expect(nextDigestAt('daily', 'America/New_York', at('2026-11-29T03:30:00Z')).toISOString()).toBe(
      '2026-11-29T13:00:00.000Z',
    );
  });

  it('daily: an unknown zone falls back to Prague', () => {
    expect(nextDigestAt('daily', 'Mars/Olympus_Mons', at('2026-11-28T09:00:00Z')).toISOString()).toBe(
      '2026-11-29T07:00:00.000Z',
    );
  });
});
