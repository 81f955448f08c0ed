import type { LiveEventOf, LivePublisher } from '../events/notify';
import { STATE_DOWN, STATE_UP } from './results/codes';
import type { CheckRecord } from './results/writer';

/** At most one `check.landed` live event per website in this period (the latest wins the next slot). */
const LANDED_THROTTLE_MS = 5000;

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

/** The result writer's after-commit hook: announce each batch's latest verdict per website, throttled per website. */
export function publishLandedChecks(events: LivePublisher): (records: CheckRecord[]) => void {
  const last = new Map<string, number>();
  return (records) => {
    const now = Date.now();
    const latest = new Map<string, CheckRecord>();
    for (const record of records) latest.set(record.websiteId, record);
    for (const record of latest.values()) {
      if (record.state !== STATE_UP && record.state !== STATE_DOWN) continue;
      if (now - (last.get(record.websiteId) ?? 0) < LANDED_THROTTLE_MS) continue;
      last.set(record.websiteId, now);
      events.publish({ scope: { userId: record.ownerId, teamId: record.teamId }, event: checkLandedEvent(record) });
    }
    if (last.size > 100_000) last.clear();
  };
}
