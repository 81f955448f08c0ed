import { describe, expect, it } from 'vitest';
import { evaluateHeartbeat, heartbeatChecker, heartbeatConfigSchema } from './heartbeat';

const T0 = Date.parse('2026-11-21T06:00:00Z');
const base = { intervalSeconds: 300, graceSeconds: 60, expectedSince: T0 - 3_600_000 };

describe('heartbeat', () => {
  it('is up when the last ping is within interval + grace', () => {
    const result = evaluateHeartbeat({ ...base, lastPingAt: T0 - 340_000 }, T0);
    expect(result).toMatchObject({ ok: true, code: null });
  });

  it('is down when the last ping is older than interval + grace', () => {
    const result = evaluateHeartbeat({ ...base, lastPingAt: T0 - 361_000 }, T0);
    expect(result).toMatchObject({ ok: false, code: 'heartbeat_missed' });
    expect(result.message).toMatch(/1 s past interval \+ grace/);
  });

  it('gives a new monitor one full period before the first ping is due', () => {
    const fresh = { ...base, expectedSince: T0 - 100_000, lastPingAt: null };
    expect(evaluateHeartbeat(fresh, T0)).toMatchObject({ ok: true });
    expect(evaluateHeartbeat(fresh, T0 + 300_000)).toMatchObject({ ok: false, code: 'heartbeat_missed' });
  });

  it('a resumed monitor starts a new period even if the last ping is old', () => {
    const resumed = { ...base, expectedSince: T0 - 10_000, lastPingAt: T0 - 86_400_000 };
    expect(evaluateHeartbeat(resumed, T0)).toMatchObject({ ok: true });
  });

  it('runs as a strategy with an injected clock and accepts ISO dates', async () => {
    const config = heartbeatConfigSchema.parse({
      intervalSeconds: 60,
      lastPingAt: new Date(T0 - 30_000).toISOString(),
      expectedSince: new Date(T0 - 600_000).toISOString(),
    });
    expect(config.graceSeconds).toBe(60);
    const context = { deadlineMs: 1000, allowPrivateTargets: false };
    expect(await heartbeatChecker.check(config, { ...context, now: () => T0 })).toMatchObject({ ok: true });
    expect(await heartbeatChecker.check(config, { ...context, now: () => T0 + 120_000 })).toMatchObject({
      ok: false,
      code: 'heartbeat_missed',
    });
  });
});
