import { isKnownTimeZone, nextCronRun, parseCron } from '@hlidka/contract';
import { z } from 'zod';
import type { CheckContext, CheckResult, CheckStrategy } from './types';

const instant = z.union([z.number(), z.iso.datetime({ offset: true }), z.date()]);

/**
 * A heartbeat is not an outgoing check: a cron job calls the website's push URL (a success, `/fail`, `?status=down` or
 * a non-zero exit status a failure, `/start` the start of a run), and the monitor is down when no signal arrived within
 * interval + grace (or by its cron schedule's next run + grace), or when a run outlasts the longest run time. The
 * scheduler feeds the last signal in; this only judges it.
 */
export const heartbeatConfigSchema = z.object({
  intervalSeconds: z
    .number()
    .int()
    .min(10)
    .max(86_400 * 7),
  graceSeconds: z.number().int().min(0).max(86_400).default(60),
  /** When the job runs (cron, in `timeZone`): the next run after the last signal, plus grace, is its deadline. */
  cron: z
    .string()
    .refine((text) => !('error' in parseCron(text)))
    .nullable()
    .default(null),
  timeZone: z.string().refine(isKnownTimeZone).default('UTC'),
  /** The longest a run may take from its `/start`; null = any. */
  maxRunSeconds: z.number().int().min(1).nullable().default(null),
  /** When the running job called `/start`, null when no run is in progress. */
  runStartedAt: instant.nullable().default(null),
  /** When the last signal that ended a run arrived (ms since epoch or ISO), null if never. */
  lastPingAt: instant.nullable(),
  /** The last signal reported a failure (`/fail`, `?status=down`). */
  lastPingFailed: z.boolean().default(false),
  /** How long the run the last success ended took (ms), null when it had no `/start`. */
  lastRunMs: z.number().int().min(0).nullable().default(null),
  /** When the previous judgement was recorded (the schedule's last result), null if never: a signal after it is new. */
  lastRecordedAt: instant.nullable().default(null),
  /** When the monitor started expecting pings (created or resumed): a new monitor gets one full period first. */
  expectedSince: instant,
});
export type HeartbeatConfig = z.infer<typeof heartbeatConfigSchema>;

function toMs(value: number | string | Date): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.getTime();
}

const NO_TIMINGS = { dns: null, connect: null, tls: null, firstByte: null, total: 0 } as const;

/**
 * Pure: judges the heartbeat at `now`. A signal newer than the last recorded judgement is recorded (a success with its
 * run's duration, or a reported failure); with no new signal, a passed deadline (interval + grace after the last signal,
 * or after `expectedSince` before the first one) is a miss; otherwise there is nothing to record until the deadline
 * (`waitingUntil`): a heartbeat waiting for its first ping is never counted up or down.
 */
/** When the next signal is due: the schedule's next run after `from` (or `from` + interval), plus grace. */
export function heartbeatDeadline(config: HeartbeatConfig, from: number): number {
  const graceMs = config.graceSeconds * 1000;
  const schedule = config.cron === null ? null : parseCron(config.cron);
  if (schedule === null || 'error' in schedule) return from + config.intervalSeconds * 1000 + graceMs;
  // A schedule that never runs again (a one-off date passed) is never late.
  return (nextCronRun(schedule, from, config.timeZone) ?? Number.POSITIVE_INFINITY) + graceMs;
}

export function evaluateHeartbeat(config: HeartbeatConfig, now: number): CheckResult {
  const since = toMs(config.expectedSince);
  const last = config.lastPingAt === null ? null : toMs(config.lastPingAt);
  const recorded = config.lastRecordedAt === null ? null : toMs(config.lastRecordedAt);
  // A signal from before the monitor was (re)started does not count for the new period.
  const current = last !== null && last >= since ? last : null;
  if (current !== null && (recorded === null || current > recorded)) {
    const at = new Date(current).toISOString();
    const next = heartbeatDeadline(config, current);
    const nextDueAt = Number.isFinite(next) ? { nextDueAt: next } : {};
    if (config.lastPingFailed) {
      return {
        ok: false,
        code: 'heartbeat_failed',
        message: `The job reported a failure at ${at}`,
        timings: NO_TIMINGS,
        signalAt: current,
        ...nextDueAt,
      };
    }
    const timings = { ...NO_TIMINGS, total: config.lastRunMs ?? 0 };
    return { ok: true, code: null, message: `Ping at ${at}`, timings, signalAt: current, ...nextDueAt };
  }
  const runStart = config.runStartedAt === null ? null : toMs(config.runStartedAt);
  const running = runStart !== null && runStart >= since && (current === null || runStart > current);
  const runDeadline = running && config.maxRunSeconds !== null ? runStart + config.maxRunSeconds * 1000 : null;
  if (runDeadline !== null && now > runDeadline) {
    const runSeconds = Math.round((now - (runStart ?? now)) / 1000);
    return {
      ok: false,
      code: 'heartbeat_running_too_long',
      message: `A run started at ${new Date(runStart ?? now).toISOString()} is still running after ${runSeconds} s`,
      timings: NO_TIMINGS,
    };
  }
  const dueBy = heartbeatDeadline(config, current ?? since);
  if (now <= dueBy) {
    const wakeBy = Number.isFinite(dueBy) ? dueBy : now + config.intervalSeconds * 1000;
    const message =
      current === null
        ? `Waiting for the first ping until ${new Date(dueBy).toISOString()}`
        : `Last ping at ${new Date(current).toISOString()}, the next is due by ${new Date(dueBy).toISOString()}`;
    return {
      ok: true,
      code: null,
      message,
      timings: NO_TIMINGS,
      waitingUntil: Math.min(wakeBy, runDeadline ?? wakeBy),
    };
  }
  const lateSeconds = Math.round((now - dueBy) / 1000);
  const message =
    current === null
      ? `No ping received since ${new Date(since).toISOString()} (${lateSeconds} s past the deadline)`
      : `Last ping at ${new Date(current).toISOString()}, ${lateSeconds} s past the deadline`;
  return { ok: false, code: 'heartbeat_missed', message, timings: NO_TIMINGS };
}

export const heartbeatChecker: CheckStrategy<'heartbeat', HeartbeatConfig> = {
  type: 'heartbeat',
  configSchema: heartbeatConfigSchema,
  configOf: (target) => ({
    intervalSeconds: target.intervalSeconds,
    graceSeconds: target.settings.graceSeconds,
    cron: target.settings.cron,
    timeZone: target.settings.timeZone,
    maxRunSeconds: target.settings.maxRunSeconds,
    runStartedAt: target.runStartedAt ?? null,
    lastPingAt: target.lastPingAt ?? null,
    lastPingFailed: target.lastPingFailed ?? false,
    lastRunMs: target.lastRunMs ?? null,
    lastRecordedAt: target.lastRecordedAt ?? null,
    expectedSince: target.activeSince ?? new Date(),
  }),
  check: async (config: HeartbeatConfig, context: CheckContext) =>
    evaluateHeartbeat(config, (context.now ?? Date.now)()),
};
