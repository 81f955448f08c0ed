import { describe, expect, it } from 'vitest';
import { evaluateHeartbeat, heartbeatChecker, heartbeatConfigSchema } from './heartbeat';

const T0 = Date.parse('2026-11-21T06:00:00Z');
const base = {
  intervalSeconds: 300,
  graceSeconds: 60,
  expectedSince: T0 - 3_600_000,
  lastPingAt: null,
  lastPingFailed: false,
  lastRunMs: null,
  lastRecordedAt: null,
  cron: null,
  timeZone: 'UTC',
  maxRunSeconds: null,
  runStartedAt: null,
};

describe('heartbeat', () => {
  it('records a new ping as a success, with the duration of its run', () => {
    const result = evaluateHeartbeat({ ...base, lastPingAt: T0 - 1000, lastRecordedAt: T0 - 300_000 }, T0);
    expect(result).toMatchObject({ ok: true, code: null, timings: { total: 0 } });
    expect(result.waitingUntil).toBeUndefined();
    expect(result.signalAt).toBe(T0 - 1000);
    const timed = evaluateHeartbeat({ ...base, lastPingAt: T0 - 1000, lastRunMs: 4200 }, T0);
    expect(timed).toMatchObject({ ok: true, timings: { total: 4200 } });
  });

  it('records a reported failure as heartbeat_failed', () => {
    const result = evaluateHeartbeat({ ...base, lastPingAt: T0 - 1000, lastPingFailed: true }, T0);
    expect(result).toMatchObject({ ok: false, code: 'heartbeat_failed' });
    expect(result.waitingUntil).toBeUndefined();
  });

  it('records nothing for a ping already recorded, until its deadline has passed', () => {
    const seen = { ...base, lastPingAt: T0 - 340_000, lastRecordedAt: T0 - 339_000 };
    expect(evaluateHeartbeat(seen, T0)).toMatchObject({ ok: true, waitingUntil: T0 + 20_000 });
    const missed = evaluateHeartbeat({ ...seen, lastPingAt: T0 - 361_000, lastRecordedAt: T0 - 360_000 }, T0);
    expect(missed).toMatchObject({ ok: false, code: 'heartbeat_missed' });
    expect(missed.waitingUntil).toBeUndefined();
    expect(missed.message).toMatch(/1 s past the deadline/);
  });

  it('a reported failure, once recorded, waits for the next signal until the deadline', () => {
    const failed = { ...base, lastPingAt: T0 - 10_000, lastPingFailed: true, lastRecordedAt: T0 - 9_000 };
    expect(evaluateHeartbeat(failed, T0)).toMatchObject({ waitingUntil: T0 + 350_000 });
  });

  it('waits for the first ping for one full period, then misses', () => {
    const fresh = { ...base, expectedSince: T0 - 100_000 };
    const waiting = evaluateHeartbeat(fresh, T0);
    expect(waiting).toMatchObject({ ok: true, waitingUntil: T0 + 260_000 });
    expect(waiting.message).toMatch(/Waiting for the first ping/);
    expect(evaluateHeartbeat(fresh, T0 + 261_000)).toMatchObject({ ok: false, code: 'heartbeat_missed' });
  });

  it('a resumed monitor ignores a ping from before it was resumed', () => {
    const resumed = { ...base, expectedSince: T0 - 10_000, lastPingAt: T0 - 86_400_000 };
    expect(evaluateHeartbeat(resumed, T0)).toMatchObject({ waitingUntil: T0 + 350_000 });
  });

  it('runs as a strategy with an injected clock and accepts ISO dates', async () => {
    const config = heartbeatConfigSchema.parse({
      intervalSeconds: 60,
      lastPingAt: new Date(T0 - 30_000).toISOString(),
      lastRecordedAt: new Date(T0 - 29_000).toISOString(),
      expectedSince: new Date(T0 - 600_000).toISOString(),
    });
    expect(config).toMatchObject({ graceSeconds: 60, lastPingFailed: false, lastRunMs: null });
    const context = { deadlineMs: 1000, allowPrivateTargets: false };
    expect(await heartbeatChecker.check(config, { ...context, now: () => T0 })).toMatchObject({
      waitingUntil: T0 + 90_000,
    });
    expect(await heartbeatChecker.check(config, { ...context, now: () => T0 + 120_000 })).toMatchObject({
      ok: false,
      code: 'heartbeat_missed',
    });
  });

  it('with a cron schedule, the deadline is the next run after the last ping plus grace, in the zone (DST included)', () => {
    // Daily at 02:30 Prague; the last ping on 28 March 2026 at 02:30:05 CET. 29 March skips 02:00–03:00: due 03:30 CEST + 60 s.
    const lastPing = Date.parse('2026-03-28T01:30:05Z');
    const config = {
      ...base,
      cron: '30 2 * * *',
      timeZone: 'Europe/Prague',
      lastPingAt: lastPing,
      lastRecordedAt: lastPing,
    };
    const due = Date.parse('2026-03-29T01:31:00Z');
    expect(evaluateHeartbeat({ ...config, expectedSince: lastPing - 1000 }, due)).toMatchObject({
      ok: true,
      waitingUntil: due,
    });
    expect(evaluateHeartbeat({ ...config, expectedSince: lastPing - 1000 }, due + 1000)).toMatchObject({
      ok: false,
      code: 'heartbeat_missed',
    });
  });

  it('a recorded signal says when the next is due: the next cron run plus grace, or the interval plus grace', () => {
    const cron = { ...base, cron: '* * * * *', graceSeconds: 0, lastPingAt: T0 + 5000 };
    expect(evaluateHeartbeat(cron, T0 + 6000)).toMatchObject({ ok: true, nextDueAt: T0 + 60_000 });
    expect(evaluateHeartbeat({ ...cron, lastPingFailed: true }, T0 + 6000)).toMatchObject({
      code: 'heartbeat_failed',
      nextDueAt: T0 + 60_000,
    });
    expect(evaluateHeartbeat({ ...base, lastPingAt: T0 }, T0 + 1000)).toMatchObject({ nextDueAt: T0 + 360_000 });
    const never = { ...base, cron: '0 0 1 1 *', lastPingAt: T0 };
    expect(evaluateHeartbeat(never, T0 + 1000).nextDueAt).toBe(Date.parse('2027-01-01T00:01:00Z'));
  });

  it('with a cron schedule, the autumn change runs the twice-shown time once, at its first instance', () => {
    // Daily at 02:30 Prague. 25 October 2026 shows 02:00–03:00 twice (CEST, then CET): the run is due at the first
    // 02:30 (00:30 UTC) + 60 s; after it, the next is 26 October 02:30 CET (01:30 UTC), 25 hours later.
    const config = { ...base, cron: '30 2 * * *', timeZone: 'Europe/Prague' };
    const saturday = Date.parse('2026-10-24T00:30:05Z');
    const first = { ...config, lastPingAt: saturday, lastRecordedAt: saturday, expectedSince: saturday - 1000 };
    const due = Date.parse('2026-10-25T00:31:00Z');
    expect(evaluateHeartbeat(first, due)).toMatchObject({ ok: true, waitingUntil: due });
    // A job that waits for the second 02:30 (CET) is late.
    expect(evaluateHeartbeat(first, Date.parse('2026-10-25T01:30:05Z'))).toMatchObject({
      ok: false,
      code: 'heartbeat_missed',
    });
    const sunday = Date.parse('2026-10-25T00:30:10Z');
    const next = { ...config, lastPingAt: sunday, lastRecordedAt: sunday, expectedSince: saturday - 1000 };
    const monday = Date.parse('2026-10-26T01:31:00Z');
    expect(evaluateHeartbeat(next, Date.parse('2026-10-25T01:31:00Z'))).toMatchObject({
      ok: true,
      waitingUntil: monday,
    });
    expect(evaluateHeartbeat(next, monday + 1000)).toMatchObject({ ok: false, code: 'heartbeat_missed' });
  });

  it('a run past its longest run time is heartbeat_running_too_long; before it, the schedule wakes at its end', () => {
    const config = {
      ...base,
      maxRunSeconds: 600,
      lastPingAt: T0 - 120_000,
      lastRecordedAt: T0 - 120_000,
      runStartedAt: T0 - 60_000,
    };
    expect(evaluateHeartbeat(config, T0)).toMatchObject({ ok: true, waitingUntil: T0 + 180_000 + 60_000 });
    const shortRun = { ...config, intervalSeconds: 3600 };
    expect(evaluateHeartbeat(shortRun, T0)).toMatchObject({ ok: true, waitingUntil: T0 - 60_000 + 600_000 });
    expect(evaluateHeartbeat(shortRun, T0 + 540_001)).toMatchObject({ ok: false, code: 'heartbeat_running_too_long' });
    // A start older than the last end is no run in progress.
    expect(evaluateHeartbeat({ ...shortRun, runStartedAt: T0 - 200_000 }, T0 + 540_001)).toMatchObject({ ok: true });
  });
});
