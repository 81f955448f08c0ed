import { z } from 'zod';
import { causeParamsSchema } from './cause-params-schema';

// Check results: one stored check, a "test now" result, uptime figures and response-time series (issue 4 §1, §4).

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * Durations in ms; null where a phase does not apply (no DNS for an IP, no TLS for http:, no first byte for TCP). Over
 * redirects each phase is summed across the hops and `total` is the whole check, so `dns + connect + tls + firstByte <=
 * total` (the rest is body download and redirect overhead). `firstByte` is the server's wait from the connection being
 * ready to the first response byte.
 */
export const checkTimingsSchema = z
  .object({
    dns: z.number().nonnegative().nullable(),
    connect: z.number().nonnegative().nullable(),
    tls: z.number().nonnegative().nullable(),
    firstByte: z.number().nonnegative().nullable(),
    total: z.number().nonnegative(),
  })
  .meta({ id: 'CheckTimings' });
export type CheckTimings = z.infer<typeof checkTimingsSchema>;

/** up, down, or no_data (the checking worker's own network failed: counted neither up nor down). */
export const checkStateSchema = z.enum(['up', 'down', 'no_data']).meta({ id: 'CheckState' });
export type CheckState = z.infer<typeof checkStateSchema>;

/**
 * Why a check failed: the one list of failure codes. The server stores them (append-only numbers in
 * `RESULT_CODES`), the app and the notifications word them (a text per code, checked by the compiler).
 * invalid_url, unsupported_protocol, invalid_port: a configuration that slipped past save-time validation.
 * assertion: a JSON-body or header assertion failed; dns_mismatch: the DNS answer lacks the expected values;
 * ping_loss: more packets lost than allowed; ping_unavailable: this system cannot send ICMP echo requests;
 * domain_expired: the domain's registration has expired; rdap: the registry's RDAP lookup failed.
 * heartbeat_failed: the heartbeat's job reported a failure (`/fail`, `?status=down`, a non-zero exit status).
 * heartbeat_running_too_long: a run began (`/start`) and did not end within the heartbeat's longest run time.
 * auth: the server refused the credentials (a database's sign-in); its words in the cause's `reply`.
 */
export const checkErrorCodeSchema = z
  .enum([
    'dns',
    'refused',
    'reset',
    'timeout',
    'unreachable',
    'tls',
    'cert_expired',
    'status',
    'keyword',
    'body_too_large',
    'too_many_redirects',
    'invalid_redirect',
    'blocked_target',
    'response_time',
    'protocol',
    'heartbeat_missed',
    'aborted',
    'error',
    'invalid_url',
    'unsupported_protocol',
    'invalid_port',
    'assertion',
    'dns_mismatch',
    'ping_loss',
    'ping_unavailable',
    'domain_expired',
    'rdap',
    'heartbeat_failed',
    'auth',
    'heartbeat_running_too_long',
  ])
  .meta({ id: 'CheckErrorCode' });
export type CheckErrorCode = z.infer<typeof checkErrorCodeSchema>;

/**
 * Why a passing check still warns: the certificate expires within the website's `tlsWarnDays`, or the domain's
 * registration within its `domainWarnDays`.
 */
export const checkWarningCodeSchema = z.enum(['cert_expiring', 'domain_expiring']).meta({ id: 'CheckWarningCode' });
export type CheckWarningCode = z.infer<typeof checkWarningCodeSchema>;

/** One stored check of a website. `code` is the failure kind (`timeout`, `status`, `dns`…), translated by the app. */
export const checkSchema = z
  .object({
    checkedAt: isoDateTime,
    state: checkStateSchema,
    code: checkErrorCodeSchema.nullable(),
    statusCode: z.number().int().nullable(),
    responseMs: z.number().int().nonnegative(),
    timings: checkTimingsSchema,
    region: z.string(),
    /** The values the failure is worded with (`causeText(code, language, causeParams)`); {} for a passing check. */
    causeParams: causeParamsSchema.optional(),
  })
  .meta({ id: 'Check' });
export type Check = z.infer<typeof checkSchema>;

/** The result of a one-off check ("test now"). */
export const checkResultSchema = z
  .object({
    ok: z.boolean(),
    code: checkErrorCodeSchema.nullable(),
    /** English detail for logs and tooltips; the app translates `code`. */
    message: z.string(),
    statusCode: z.number().int().nullable(),
    timings: checkTimingsSchema,
    resolvedAddress: z.string().nullable(),
    finalUrl: z.string().nullable(),
    redirects: z.array(z.object({ url: z.string(), statusCode: z.number().int() })),
    certificate: z
      .object({
        validTo: z.string(),
        daysLeft: z.number().int(),
        issuer: z.string(),
        subject: z.string(),
      })
      .nullable(),
    warning: z.object({ code: checkWarningCodeSchema, message: z.string() }).nullable(),
    /** The assertion that failed (code `assertion`), with the value read; `actual` null when nothing was there. */
    assertion: z
      .object({
        source: z.enum(['json', 'header']),
        path: z.string(),
        operator: z.string(),
        expected: z.string(),
        actual: z.string().nullable(),
      })
      .nullable()
      .optional(),
    /** DNS checks: the answer's values, normalised (`10 mail.example.com` for MX). */
    dnsAnswers: z.array(z.string()).nullable().optional(),
    /** Ping checks: packets and round-trip times in ms (null when no reply came). */
    ping: z
      .object({
        sent: z.number().int().nonnegative(),
        received: z.number().int().nonnegative(),
        lossPercent: z.number().min(0).max(100),
        rttMinMs: z.number().nonnegative().nullable(),
        rttAvgMs: z.number().nonnegative().nullable(),
        rttMaxMs: z.number().nonnegative().nullable(),
      })
      .nullable()
      .optional(),
    /** Domain checks: the registration's expiry from RDAP. */
    domain: z.object({ expiresAt: z.string(), daysLeft: z.number().int() }).nullable().optional(),
    /** The values the failure is worded with: exactly what a scheduled check of this result stores. */
    causeParams: causeParamsSchema.optional(),
  })
  .meta({ id: 'CheckResult' });
export type CheckResult = z.infer<typeof checkResultSchema>;

/** Uptime over a window, from rollups. No-data time (Hlídka down, paused, worker unhealthy) is excluded and stated. */
export const uptimeFiguresSchema = z
  .object({
    /** Percent of covered time up (three decimals); null without data. */
    uptime: z.number().min(0).max(100).nullable(),
    checks: z.number().int().nonnegative(),
    failures: z.number().int().nonnegative(),
    downtimeSeconds: z.number().int().nonnegative(),
    noDataSeconds: z.number().int().nonnegative(),
    coveredSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'UptimeFigures' });
export type UptimeFigures = z.infer<typeof uptimeFiguresSchema>;

export const uptimeWindowsSchema = z
  .object({
    '24h': uptimeFiguresSchema,
    '7d': uptimeFiguresSchema,
    '30d': uptimeFiguresSchema,
    '90d': uptimeFiguresSchema,
  })
  .meta({ id: 'UptimeWindows' });
export type UptimeWindows = z.infer<typeof uptimeWindowsSchema>;

export const seriesRangeSchema = z.enum(['24h', '7d', '30d', '90d']).meta({ id: 'SeriesRange' });
export type SeriesRange = z.infer<typeof seriesRangeSchema>;

/** One point: a raw check (24 h) or an hourly (7 d) / daily (30 d, 90 d) rollup bucket. */
export const seriesPointSchema = z
  .object({
    at: isoDateTime,
    /** The check's total time, or the bucket's average over successful checks. */
    responseMs: z.number().int().nonnegative().nullable(),
    p95Ms: z.number().int().nonnegative().nullable(),
    maxMs: z.number().int().nonnegative().nullable(),
    checks: z.number().int().nonnegative(),
    failures: z.number().int().nonnegative(),
    state: checkStateSchema,
    /** Raw points (24 h) only: the check's timing phases, for the chart's phase breakdown. */
    timings: checkTimingsSchema.nullable().optional(),
  })
  .meta({ id: 'SeriesPoint' });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const responseSeriesSchema = z
  .object({
    range: seriesRangeSchema,
    resolution: z.enum(['raw', 'hour', 'day']),
    points: z.array(seriesPointSchema),
  })
  .meta({ id: 'ResponseSeries' });
export type ResponseSeries = z.infer<typeof responseSeriesSchema>;
