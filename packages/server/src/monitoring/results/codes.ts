import type { CauseParams, CheckTimings, RdapFailureKind, TlsFailureKind } from '@hlidka/contract';
import type { CheckErrorCode } from '../../checkers/index';

/** How a check counts: down, up, or no data (this worker's network failed; never counted up or down). */
export const STATE_DOWN = 0;
export const STATE_UP = 1;
export const STATE_NO_DATA = 2;
export type ResultState = typeof STATE_DOWN | typeof STATE_UP | typeof STATE_NO_DATA;

/**
 * Result codes as stored in `check_results.code` (the index). Append only: the position is the stored value.
 * 0 is success; the rest are the contract's `checkErrorCodeSchema` codes (`codes.test.ts` checks that every one is
 * here, so a new code fails the test until it gets the next number).
 */
export const RESULT_CODES = [
  'ok',
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
] as const satisfies readonly ('ok' | CheckErrorCode)[];

const codeIndex = new Map<string, number>(RESULT_CODES.map((code, index) => [code, index]));

export function encodeCode(code: CheckErrorCode | null): number {
  if (code === null) return 0;
  return codeIndex.get(code) ?? codeIndex.get('error') ?? 18;
}

export function decodeCode(value: number): CheckErrorCode | null {
  if (value === 0) return null;
  const code = RESULT_CODES[value];
  return code === undefined || code === 'ok' ? 'error' : code;
}

/** Network-level failures: what a worker's own broken network looks like. */
export const NETWORK_CODES = new Set<string>(['dns', 'refused', 'timeout', 'unreachable']);

/** Timings are stored as smallint; -1 means the phase does not apply. */
export function encodeMs(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isFinite(value)) return -1;
  return Math.min(32_767, Math.max(0, Math.round(value)));
}

export function decodeMs(value: number): number | null {
  return value < 0 ? null : value;
}

/** A stored check's timing columns (-1 = phase not applicable) in the contract's shape. */
export function decodeTimings(stored: Record<keyof CheckTimings, number>): CheckTimings {
  return {
    dns: decodeMs(Number(stored.dns)),
    connect: decodeMs(Number(stored.connect)),
    tls: decodeMs(Number(stored.tls)),
    firstByte: decodeMs(Number(stored.firstByte)),
    total: Math.max(0, Number(stored.total)),
  };
}

/**
 * The values readers word a failed check with, next to its code, worked out once from the checker's result: the status
 * code received, the time taken, or the check-specific values (an assertion's path and values, a ping's loss, a
 * domain's expiry). The scheduler stores them with the check and its incident; "test now" answers them. {} for none.
 */
export function causeParams(result: Parameters<typeof resultParams>[0] & { timings: { total: number } }): CauseParams {
  if (result.code === 'status' && result.statusCode !== undefined) return { statusCode: result.statusCode };
  if (result.code === 'response_time') return { responseMs: Math.round(result.timings.total) };
  return resultParams(result) ?? {};
}

/** The check-specific values of a failed check's result. */
function resultParams(result: {
  code: string | null;
  statusCode?: number;
  assertion?: { path: string; operator: string; expected: string; actual: string | null };
  dnsAnswers?: string[];
  dnsExpected?: string[];
  ping?: { lossPercent: number };
  domain?: { expiresAt: string };
  tls?: { validTo: string; subject: string };
  tlsFailure?: TlsFailureKind;
  rdapFailure?: RdapFailureKind;
  serverReply?: string;
}): CauseParams | undefined {
  const certSubject = result.tls?.subject ? { certSubject: result.tls.subject.slice(0, 200) } : {};
  switch (result.code) {
    case 'tls':
      return result.tlsFailure ? { tlsFailure: result.tlsFailure, ...certSubject } : undefined;
    case 'cert_expired':
      return result.tls ? { expiresAt: result.tls.validTo, ...certSubject } : undefined;
    case 'rdap':
      if (!result.rdapFailure) return undefined;
      return result.rdapFailure === 'status' && result.statusCode !== undefined
        ? { rdapFailure: 'status', statusCode: result.statusCode }
        : { rdapFailure: result.rdapFailure };
    case 'assertion':
      return result.assertion
        ? {
            path: result.assertion.path,
            operator: result.assertion.operator,
            expected: result.assertion.expected,
            actual: result.assertion.actual,
          }
        : undefined;
    case 'dns_mismatch':
      return result.dnsAnswers
        ? {
            expected: (result.dnsExpected ?? []).join(', ').slice(0, 1024),
            actual: result.dnsAnswers.join(', ').slice(0, 200),
          }
        : undefined;
    case 'ping_loss':
      return result.ping ? { lossPercent: result.ping.lossPercent } : undefined;
    case 'domain_expired':
      return result.domain ? { expiresAt: result.domain.expiresAt } : undefined;
    case 'protocol':
    case 'auth':
      return result.serverReply ? { reply: result.serverReply.slice(0, 200) } : undefined;
    default:
      return undefined;
  }
}
