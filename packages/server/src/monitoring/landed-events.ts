import type { LiveEventOf, LivePublisher } from '../events/notify';
import { STATE_DOWN, STATE_UP } from './results/codes';
import type { CheckRecord } from './results/writer';

/**
 * At most one `check.landed` live event per website in this period. A verdict that lands within it is not lost: the
 * latest one is announced when the period ends (a "check now" right after a check must still reach the screens).
 */
export const LANDED_THROTTLE_MS = 5000;

/** The live event of one check result that reached a verdict (up or down). */
export function checkLandedEvent(record: CheckRecord): LiveEventOf<'check.landed'> {
  return {
    type: 'check.landed',
    websiteId: record.websiteId,
    ok: record.state === STATE_UP,
    code: record.code,
    responseMs: Math.max(0, Math.round(record.timings.total)),
    region: record.region,
    at: record.checkedAt.toISOString(),
  };
}

/**
 * The result writer's after-commit hook: announce each batch's latest verdict per website, throttled per website; a
 * throttled verdict waits for the end of its website's period, and a later one in the meantime takes its place.
 */
export function publishLandedChecks(events: LivePublisher): (records: CheckRecord[]) => void {
  const last = new Map<string, number>();
  const waiting = new Map<string, CheckRecord>();
  const announce = (record: CheckRecord, at: number) => {
    last.set(record.websiteId, at);
    events.publish({ scope: { userId: record.ownerId, teamId: record.teamId }, event: checkLandedEvent(record) });
  };
  return (records) => {
    const now = Date.now();
    const latest = new Map<string, CheckRecord>();
    for (const record of records) latest.set(record.websiteId, record);
    for (const record of latest.values()) {
      if (record.state !== STATE_UP && record.state !== STATE_DOWN) continue;
      const since = now - (last.get(record.websiteId) ?? 0);
      if (since >= LANDED_THROTTLE_MS) {
        waiting.delete(record.websiteId);
        announce(record, now);
        continue;
      }
      const queued = waiting.has(record.websiteId);
      waiting.set(record.websiteId, record);
      if (queued) continue;
      setTimeout(() => {
        const due = waiting.get(record.websiteId);
        if (!due) return;
        waiting.delete(record.websiteId);
        announce(due, Date.now());
      }, LANDED_THROTTLE_MS - since).unref();
    }
    if (last.size > 100_000) last.clear();
  };
}
