import { randomUUID } from 'node:crypto';
import { liveEventSchema } from '@hlidka/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEventOf, LivePublisher, ScopedEvent } from '../events/notify';
import { checkLandedEvent, publishLandedChecks } from './landed-events';
import { type ResultState, STATE_DOWN, STATE_NO_DATA, STATE_UP } from './results/codes';
import type { CheckRecord } from './results/writer';

const owner = randomUUID();
const record = (websiteId: string, state: ResultState, offsetMs = 0): CheckRecord => ({
  websiteId,
  websiteSeq: 1,
  ownerId: owner,
  teamId: null,
  scheduleRegion: '*',
  region: 'local',
  regionId: 1,
  intervalSeconds: 30,
  checkedAt: new Date(Date.parse('2026-03-01T10:00:00.000Z') + offsetMs),
  nextCheckAt: new Date('2026-03-01T10:00:30.000Z'),
  state,
  code: state === STATE_UP ? null : 'timeout',
  message: null,
  statusCode: state === STATE_UP ? 200 : null,
  timings: { dns: null, connect: 1.4, tls: null, firstByte: 12.6, total: 15.6 },
});

function recorder(): LivePublisher & { published: ScopedEvent[] } {
  const published: ScopedEvent[] = [];
  return { published, publish: (scoped) => published.push(scoped) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('check.landed live events', () => {
  it('is a valid contract event for a verdict', () => {
    const websiteId = randomUUID();
    const event = checkLandedEvent(record(websiteId, STATE_DOWN));
    expect(liveEventSchema.parse(event)).toEqual({
      type: 'check.landed',
      websiteId,
      ok: false,
      code: 'timeout',
      responseMs: 16,
      region: 'local',
      at: '2026-03-01T10:00:00.000Z',
    });
  });

  it('announces the latest verdict per website of a batch, skips no-data, and throttles each website', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00.000Z') });
    const events = recorder();
    const landed = publishLandedChecks(events);
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    landed([record(a, STATE_UP), record(a, STATE_DOWN, 100), record(b, STATE_UP), record(c, STATE_NO_DATA)]);
    expect(events.published.map(({ scope, event }) => [scope, event.type, 'ok' in event && event.ok])).toEqual([
      [{ userId: owner, teamId: null }, 'check.landed', false],
      [{ userId: owner, teamId: null }, 'check.landed', true],
    ]);
    vi.advanceTimersByTime(4000);
    landed([record(a, STATE_UP)]);
    expect(events.published).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(events.published).toHaveLength(3);
    vi.advanceTimersByTime(5000);
    landed([record(a, STATE_DOWN)]);
    expect(events.published).toHaveLength(4);
  });

  it('announces a throttled verdict when its period ends: the latest one, once', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00.000Z') });
    const events = recorder();
    const landed = publishLandedChecks(events);
    const a = randomUUID();
    const verdicts = () => events.published.map(({ event }) => 'ok' in event && event.ok);
    landed([record(a, STATE_UP)]);
    vi.advanceTimersByTime(1200);
    landed([record(a, STATE_DOWN, 1200)]);
    vi.advanceTimersByTime(1000);
    landed([record(a, STATE_UP, 2200)]);
    expect(verdicts()).toEqual([true]);
    vi.advanceTimersByTime(2799);
    expect(verdicts()).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(verdicts()).toEqual([true, true]);
    expect(events.published[1]?.event).toMatchObject({ at: '2026-03-01T10:00:02.200Z' });
    vi.advanceTimersByTime(60_000);
    expect(verdicts()).toEqual([true, true]);
  });

  it('is typed by the contract: an event with a missing or unknown field does not compile', () => {
    const events = recorder();
    const websiteId = randomUUID();
    const at = new Date().toISOString();
    events.publish({
      scope: { userId: owner },
      // @ts-expect-error `region` is missing
      event: { type: 'check.landed', websiteId, ok: true, code: null, responseMs: 12, at },
    });
    // @ts-expect-error `status` belongs to website.status_changed, not to check.landed
    const wrong: LiveEventOf<'check.landed'> = { ...checkLandedEvent(record(websiteId, STATE_UP)), status: 'up' };
    expect(wrong.type).toBe('check.landed');
  });
});
