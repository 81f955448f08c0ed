import { z } from 'zod';
import type { CheckContext, CheckResult, CheckStrategy } from './types';

/**
 * A heartbeat is not an outgoing check: a cron job calls the website's push URL, and the monitor is down when no ping
 * arrived within interval + grace. The scheduler feeds the last ping time in; this only judges it.
 */
export const heartbeatConfigSchema = z.object({
  intervalSeconds: z
    .number()
    .int()
    .min(10)
    .max(86_400 * 7),
  graceSeconds: z.number().int().min(0).max(86_400).default(60),
  /** When the last ping arrived (ms since epoch or ISO), null if never. */
  lastPingAt: z.union([z.number(), z.iso.datetime({ offset: true }), z.date()]).nullable(),
  /** When the monitor started expecting pings (created or resumed): a new monitor gets one full period first. */
  expectedSince: z.union([z.number(), z.iso.datetime({ offset: true }), z.date()]),
});
export type HeartbeatConfig = z.infer<typeof heartbeatConfigSchema>;

function toMs(value: number | string | Date): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.getTime();
}

const EMPTY_TIMINGS = { dns: null, connect: null, tls: null, firstByte: null, total: 0 } as const;

/** Pure: judges the last ping against interval + grace at `now`. */
export function evaluateHeartbeat(config: HeartbeatConfig, now: number): CheckResult {
  const windowMs = (config.intervalSeconds + config.graceSeconds) * 1000;
  const since = toMs(config.expectedSince);
  const last = config.lastPingAt === null ? null : toMs(config.lastPingAt);
  // A ping from before the monitor was (re)started does not count for the new period, but does not hurt either.
  const reference = last === null ? since : Math.max(last, since);
  const dueBy = reference + windowMs;
  const timings = { ...EMPTY_TIMINGS };
  if (now <= dueBy) {
    const message =
      last === null
        ? `Waiting for the first ping until ${new Date(dueBy).toISOString()}`
        : `Last ping at ${new Date(last).toISOString()}`;
    return { ok: true, code: null, message, timings };
  }
  const lateSeconds = Math.round((now - dueBy) / 1000);
  const message =
    last === null
      ? `No ping received since ${new Date(since).toISOString()} (${lateSeconds} s past interval + grace)`
      : `Last ping at ${new Date(last).toISOString()}, ${lateSeconds} s past interval + grace`;
  return { ok: false, code: 'heartbeat_missed', message, timings };
}

export const heartbeatChecker: CheckStrategy<'heartbeat', HeartbeatConfig> = {
  type: 'heartbeat',
  configSchema: heartbeatConfigSchema,
  check: async (config: HeartbeatConfig, context: CheckContext) =>
    evaluateHeartbeat(config, (context.now ?? Date.now)()),
};
