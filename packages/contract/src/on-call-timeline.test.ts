import { describe, expect, it } from 'vitest';
import {
  addDays,
  type OnCallRotationSpec,
  type OnCallScheduleSpec,
  onCallAt,
  onCallNowAndNext,
  onCallShifts,
  rotationMemberAt,
} from './on-call-timeline';

const HOUR = 3_600_000;

function rotation(overrides: Partial<OnCallRotationSpec> = {}): OnCallRotationSpec {
  return {
    id: 'r1',
    frequency: 'daily',
    handoffTime: '09:00',
    handoffWeekday: 1,
    timeZone: 'Europe/Prague',
    startsOn: '2026-03-27',
    endsOn: null,
    memberIds: ['alena', 'bohdan'],
    ...overrides,
  };
}

function schedule(...rotationsPerLayer: OnCallRotationSpec[][]): OnCallScheduleSpec {
  return { layers: rotationsPerLayer.map((rotations, i) => ({ id: `layer${i + 1}`, rotations })), overrides: [] };
}

const at = (iso: string) => new Date(iso);
const shiftsOf = (spec: OnCallScheduleSpec, from: string, to: string) =>
  onCallShifts(spec, at(from), at(to)).map((s) => ({
    userId: s.userId,
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    override: s.override,
  }));

describe('a daily rotation', () => {
  const spec = schedule([rotation()]);

  it('hands off exactly at the hand-off time: the old person until the instant before, the new one from it', () => {
    // 28 March 2026 09:00 in Prague is 08:00 UTC (winter time).
    expect(onCallAt(spec, at('2026-03-28T07:59:59.999Z')).userIds).toEqual(['alena']);
    expect(onCallAt(spec, at('2026-03-28T08:00:00.000Z')).userIds).toEqual(['bohdan']);
    expect(onCallAt(spec, at('2026-03-28T08:00:00.000Z')).source).toEqual({ kind: 'layer', layerId: 'layer1' });
  });

  it('has nobody before its first hand-off', () => {
    expect(onCallAt(spec, at('2026-03-27T07:59:59.999Z'))).toEqual({ userIds: [], source: null });
    expect(onCallAt(spec, at('2026-03-27T08:00:00.000Z')).userIds).toEqual(['alena']);
  });

  it('keeps 09:00 local over the spring change: the shift across it lasts 23 hours', () => {
    // Clocks go from 02:00 to 03:00 on Sunday 29 March 2026; 09:00 CEST is 07:00 UTC.
    expect(shiftsOf(spec, '2026-03-28T00:00:00Z', '2026-03-31T00:00:00Z')).toEqual([
      { userId: 'alena', startsAt: '2026-03-28T00:00:00.000Z', endsAt: '2026-03-28T08:00:00.000Z', override: false },
      { userId: 'bohdan', startsAt: '2026-03-28T08:00:00.000Z', endsAt: '2026-03-29T07:00:00.000Z', override: false },
      { userId: 'alena', startsAt: '2026-03-29T07:00:00.000Z', endsAt: '2026-03-30T07:00:00.000Z', override: false },
      { userId: 'bohdan', startsAt: '2026-03-30T07:00:00.000Z', endsAt: '2026-03-31T00:00:00.000Z', override: false },
    ]);
  });

  it('keeps 09:00 local over the autumn change: the shift across it lasts 25 hours', () => {
    const autumn = schedule([rotation({ startsOn: '2026-10-23' })]);
    // Clocks go from 03:00 back to 02:00 on Sunday 25 October 2026.
    const shifts = onCallShifts(autumn, at('2026-10-24T07:00:00Z'), at('2026-10-26T08:00:00Z'));
    expect(
      shifts.map((s) => [s.userId, s.startsAt.toISOString(), (s.endsAt.getTime() - s.startsAt.getTime()) / HOUR]),
    ).toEqual([
      ['bohdan', '2026-10-24T07:00:00.000Z', 25],
      ['alena', '2026-10-25T08:00:00.000Z', 24],
    ]);
  });

  it('hands off at 03:00 when its 02:30 is skipped by the spring change, and at the first 02:30 in autumn', () => {
    const night = rotation({ handoffTime: '02:30', startsOn: '2026-03-28' });
    // 28 March 02:30 CET = 01:30 UTC; 29 March 02:30 does not exist: it moves on by the jump (03:30 CEST = 01:30 UTC).
    expect(rotationMemberAt(night, at('2026-03-29T01:29:59Z').getTime())).toBe('alena');
    expect(rotationMemberAt(night, at('2026-03-29T01:30:00Z').getTime())).toBe('bohdan');
    const autumn = rotation({ handoffTime: '02:30', startsOn: '2026-10-24' });
    // 25 October 02:30 happens twice: 00:30 UTC (CEST) and 01:30 UTC (CET); the first counts.
    expect(rotationMemberAt(autumn, at('2026-10-25T00:29:59Z').getTime())).toBe('alena');
    expect(rotationMemberAt(autumn, at('2026-10-25T00:30:00Z').getTime())).toBe('bohdan');
    expect(rotationMemberAt(autumn, at('2026-10-25T01:45:00Z').getTime())).toBe('bohdan');
  });

  it('stops at its hand-off time on its last day', () => {
    const ending = schedule([rotation({ endsOn: '2026-03-28' })]);
    expect(onCallAt(ending, at('2026-03-28T07:59:00Z')).userIds).toEqual(['alena']);
    expect(onCallAt(ending, at('2026-03-28T08:00:00Z')).userIds).toEqual([]);
  });

  it('goes round a member list of three and one', () => {
    const three = rotation({ memberIds: ['a', 'b', 'c'], startsOn: '2026-01-01', timeZone: 'UTC' });
    expect(
      ['2026-01-01T10:00Z', '2026-01-02T10:00Z', '2026-01-03T10:00Z', '2026-01-04T10:00Z'].map((t) =>
        rotationMemberAt(three, Date.parse(t)),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    const alone = schedule([rotation({ memberIds: ['a'], timeZone: 'UTC', startsOn: '2026-01-01' })]);
    expect(shiftsOf(alone, '2026-01-01T00:00:00Z', '2026-01-04T00:00:00Z')).toEqual([
      { userId: 'a', startsAt: '2026-01-01T09:00:00.000Z', endsAt: '2026-01-04T00:00:00.000Z', override: false },
    ]);
  });
});

describe('a weekly rotation', () => {
  // Hand-off on Mondays at 09:00 New York time; starts on Wednesday 4 March 2026, so the first hand-off is Monday 9 March.
  const weekly = rotation({
    frequency: 'weekly',
    handoffWeekday: 1,
    timeZone: 'America/New_York',
    startsOn: '2026-03-04',
  });

  it('begins at the first hand-off weekday on or after its start', () => {
    expect(rotationMemberAt(weekly, at('2026-03-09T12:59:00Z').getTime())).toBeNull();
    // 8 March 2026 is New York's spring change: 09:00 EDT is 13:00 UTC.
    expect(rotationMemberAt(weekly, at('2026-03-09T13:00:00Z').getTime())).toBe('alena');
    expect(rotationMemberAt(weekly, at('2026-03-16T12:59:59Z').getTime())).toBe('alena');
    expect(rotationMemberAt(weekly, at('2026-03-16T13:00:00Z').getTime())).toBe('bohdan');
    expect(rotationMemberAt(weekly, at('2026-03-23T13:00:00Z').getTime())).toBe('alena');
  });

  it('lays out week-long shifts, one of them across New York’s autumn change (a week and an hour)', () => {
    const autumn = rotation({ ...weekly, startsOn: '2026-10-26' });
    // 1 November 2026 is the autumn change in New York: 09:00 EST is 14:00 UTC.
    const shifts = onCallShifts(schedule([autumn]), at('2026-10-26T00:00:00Z'), at('2026-11-10T00:00:00Z'));
    expect(shifts.map((s) => [s.userId, s.startsAt.toISOString(), s.endsAt.toISOString()])).toEqual([
      ['alena', '2026-10-26T13:00:00.000Z', '2026-11-02T14:00:00.000Z'],
      ['bohdan', '2026-11-02T14:00:00.000Z', '2026-11-09T14:00:00.000Z'],
      ['alena', '2026-11-09T14:00:00.000Z', '2026-11-10T00:00:00.000Z'],
    ]);
  });
});

describe('layers', () => {
  const base = rotation({ memberIds: ['alena', 'bohdan'], timeZone: 'UTC', startsOn: '2026-01-01' });

  it('lets a higher layer replace the lower ones only where it has someone', () => {
    const weekend = rotation({
      id: 'r2',
      memberIds: ['cyril'],
      timeZone: 'UTC',
      handoffTime: '00:00',
      startsOn: '2026-01-03',
      endsOn: '2026-01-05',
    });
    const spec = schedule([base], [weekend]);
    expect(onCallAt(spec, at('2026-01-02T12:00:00Z'))).toEqual({
      userIds: ['bohdan'],
      source: { kind: 'layer', layerId: 'layer1' },
    });
    expect(onCallAt(spec, at('2026-01-04T12:00:00Z'))).toEqual({
      userIds: ['cyril'],
      source: { kind: 'layer', layerId: 'layer2' },
    });
    expect(onCallAt(spec, at('2026-01-05T00:00:00Z')).userIds).toEqual(['bohdan']);
  });

  it('passes over empty layers and layers whose rotations have no members', () => {
    const spec: OnCallScheduleSpec = {
      layers: [
        { id: 'bottom', rotations: [base] },
        { id: 'empty', rotations: [] },
        { id: 'nobody', rotations: [rotation({ memberIds: [] })] },
      ],
      overrides: [],
    };
    expect(onCallAt(spec, at('2026-01-01T10:00:00Z'))).toEqual({
      userIds: ['alena'],
      source: { kind: 'layer', layerId: 'bottom' },
    });
    expect(
      onCallShifts(
        { layers: [{ id: 'empty', rotations: [] }], overrides: [] },
        at('2026-01-01T00:00:00Z'),
        at('2026-02-01T00:00:00Z'),
      ),
    ).toEqual([]);
    expect(onCallShifts({ layers: [], overrides: [] }, at('2026-01-01T00:00:00Z'), at('2026-02-01T00:00:00Z'))).toEqual(
      [],
    );
  });

  it('puts everyone the rotations of one layer name on call together, once each', () => {
    const second = rotation({ id: 'r2', memberIds: ['alena', 'cyril'], timeZone: 'UTC', startsOn: '2026-01-01' });
    const spec = schedule([base, second]);
    expect(onCallAt(spec, at('2026-01-01T10:00:00Z')).userIds).toEqual(['alena']);
    expect(onCallAt(spec, at('2026-01-02T10:00:00Z')).userIds).toEqual(['bohdan', 'cyril']);
  });
});

describe('overrides', () => {
  const base = schedule([rotation({ timeZone: 'Europe/Prague', startsOn: '2026-11-01' })]);
  // "Petra drží sobotu": all of Saturday 5 December 2026 in Prague (CET, UTC+1), across the 09:00 hand-off.
  const petra = {
    id: 'o1',
    userId: 'petra',
    startsAt: at('2026-12-04T23:00:00Z'),
    endsAt: at('2026-12-05T23:00:00Z'),
  };
  const spec: OnCallScheduleSpec = { ...base, overrides: [petra] };

  it('replaces every layer for its time, across a hand-off', () => {
    expect(onCallAt(spec, at('2026-12-05T12:00:00Z'))).toEqual({ userIds: ['petra'], source: { kind: 'override' } });
    expect(shiftsOf(spec, '2026-12-04T00:00:00Z', '2026-12-07T00:00:00Z')).toEqual([
      // 4 December is the 34th day from 1 November: Bohdan's turn; he hands over to Petra at midnight, not at 09:00.
      { userId: 'alena', startsAt: '2026-12-04T00:00:00.000Z', endsAt: '2026-12-04T08:00:00.000Z', override: false },
      { userId: 'bohdan', startsAt: '2026-12-04T08:00:00.000Z', endsAt: '2026-12-04T23:00:00.000Z', override: false },
      { userId: 'petra', startsAt: '2026-12-04T23:00:00.000Z', endsAt: '2026-12-05T23:00:00.000Z', override: true },
      // The 09:00 hand-off of 5 December happened under the override: Alena takes over from Petra at midnight.
      { userId: 'alena', startsAt: '2026-12-05T23:00:00.000Z', endsAt: '2026-12-06T08:00:00.000Z', override: false },
      { userId: 'bohdan', startsAt: '2026-12-06T08:00:00.000Z', endsAt: '2026-12-07T00:00:00.000Z', override: false },
    ]);
  });

  it('joins a person’s own override to their shift instead of starting a new one', () => {
    const own = { ...petra, userId: 'bohdan', startsAt: at('2026-12-04T20:00:00Z') };
    const shifts = onCallShifts({ ...base, overrides: [own] }, at('2026-12-04T00:00:00Z'), at('2026-12-06T00:00:00Z'));
    expect(
      shifts.filter((s) => s.userId === 'bohdan').map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()]),
    ).toEqual([['2026-12-04T08:00:00.000Z', '2026-12-05T23:00:00.000Z']]);
  });

  it('puts two overlapping overrides’ people on call together', () => {
    const both: OnCallScheduleSpec = {
      ...base,
      overrides: [
        petra,
        { id: 'o2', userId: 'cyril', startsAt: at('2026-12-05T10:00:00Z'), endsAt: at('2026-12-05T11:00:00Z') },
      ],
    };
    expect(onCallAt(both, at('2026-12-05T10:30:00Z')).userIds).toEqual(['petra', 'cyril']);
  });
});

describe('now and next', () => {
  const spec = schedule([rotation({ timeZone: 'UTC', startsOn: '2026-01-01' })]);

  it('names who is on call now with the end of their shift, and who comes on next', () => {
    const { current, next } = onCallNowAndNext(spec, at('2026-01-01T12:00:00Z'));
    expect(current.map((s) => [s.userId, s.endsAt.toISOString()])).toEqual([['alena', '2026-01-02T09:00:00.000Z']]);
    expect(next.map((s) => [s.userId, s.startsAt.toISOString()])).toEqual([['bohdan', '2026-01-02T09:00:00.000Z']]);
  });

  it('says nobody now and the first shift next before a rotation starts, and nothing for an empty schedule', () => {
    const before = onCallNowAndNext(spec, at('2025-12-31T00:00:00Z'));
    expect(before.current).toEqual([]);
    expect(before.next.map((s) => s.userId)).toEqual(['alena']);
    expect(onCallNowAndNext({ layers: [], overrides: [] }, at('2026-01-01T00:00:00Z'))).toEqual({
      current: [],
      next: [],
    });
  });
});

describe('addDays', () => {
  it('moves by calendar days over month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});
