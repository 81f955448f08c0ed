import type { X509Certificate } from 'node:crypto';
import type { TlsFailureKind } from '@hlidka/contract';
import { BlockedTargetError } from '../net/guard';
import type { CheckContext, CheckErrorCode, CheckPhase } from './types';

/** The check's total deadline, or one phase's own limit, passed. */
export class CheckTimeoutError extends Error {
  readonly code = 'ECHECKTIMEOUT';
  constructor(
    readonly limitMs: number,
    readonly phase?: CheckPhase,
  ) {
    super(
      phase === undefined
        ? `Check did not finish within ${limitMs} ms`
        : `The ${phase} phase did not finish within ${limitMs} ms`,
    );
    this.name = 'CheckTimeoutError';
  }
}

/**
 * Limits per phase on top of the total deadline: a name that takes 10 s to resolve or a port that takes 10 s to accept
 * is down even when the website's timeout is longer. The first byte and the body are bounded by the deadline only, so
 * slow-but-working pages are measured, not cut off.
 */
export const DEFAULT_PHASE_TIMEOUTS_MS: Readonly<Partial<Record<CheckPhase, number>>> = {
  dns: 10_000,
  connect: 10_000,
  tls: 10_000,
};

/** The caller cancelled the check. */
export class CheckAbortedError extends Error {
  readonly code = 'ECHECKABORTED';
  constructor(cause: unknown) {
    super('Check was cancelled', { cause });
    this.name = 'CheckAbortedError';
  }
}

export interface Deadline {
  /** Aborts with CheckTimeoutError at the deadline or a phase limit, or CheckAbortedError when the caller cancels. */
  signal: AbortSignal;
  /** performance.now() when the check started. */
  started: number;
  /** Starts `phase`'s own limit (if it has one), replacing the previous phase's. */
  enter(phase: CheckPhase): void;
  dispose(): void;
}

/** One deadline for the whole check, plus per-phase limits; every phase is bounded by both. */
export function startDeadline(context: CheckContext): Deadline {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new CheckTimeoutError(context.deadlineMs)), context.deadlineMs);
  const limits = { ...DEFAULT_PHASE_TIMEOUTS_MS, ...context.phaseTimeoutsMs };
  let phaseTimer: NodeJS.Timeout | undefined;
  const outer = context.signal;
  const onOuterAbort = () => controller.abort(new CheckAbortedError(outer?.reason));
  if (outer?.aborted) onOuterAbort();
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return {
    signal: controller.signal,
    started,
    enter(phase) {
      clearTimeout(phaseTimer);
      phaseTimer = undefined;
      const limit = limits[phase];
      const remaining = context.deadlineMs - (performance.now() - started);
      // Only when the phase limit would end the check before the deadline does.
      if (limit !== undefined && limit < remaining) {
        phaseTimer = setTimeout(() => controller.abort(new CheckTimeoutError(limit, phase)), limit);
      }
    },
    dispose() {
      clearTimeout(timer);
      clearTimeout(phaseTimer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** OpenSSL's and Node's certificate verification codes, by the kind of failure people are told. */
const TLS_VERIFY_KINDS: Readonly<Record<string, TlsFailureKind>> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'self_signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'self_signed',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'unknown_issuer',
  UNABLE_TO_GET_ISSUER_CERT: 'unknown_issuer',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'unknown_issuer',
  HOSTNAME_MISMATCH: 'hostname',
  ERR_TLS_CERT_ALTNAME_INVALID: 'hostname',
  CERT_NOT_YET_VALID: 'not_yet_valid',
  CERT_REVOKED: 'untrusted',
  CERT_UNTRUSTED: 'untrusted',
  CERT_REJECTED: 'untrusted',
  CERT_SIGNATURE_FAILURE: 'untrusted',
  CERT_CHAIN_TOO_LONG: 'untrusted',
  INVALID_CA: 'untrusted',
  INVALID_PURPOSE: 'untrusted',
};

/** The kind of a TLS failure from its code: a verification code's kind, else the handshake itself failed. */
export function tlsFailureOf(code: string): TlsFailureKind {
  return Object.hasOwn(TLS_VERIFY_KINDS, code) ? (TLS_VERIFY_KINDS[code] as TlsFailureKind) : 'handshake';
}

/** The server's certificate failed verification (`code` is OpenSSL's or Node's); the certificate it sent, if any. */
export class TlsVerifyError extends Error {
  constructor(
    readonly code: string,
    readonly certificate: X509Certificate | undefined,
  ) {
    super(`Certificate verification failed: ${code}`);
    this.name = 'TlsVerifyError';
  }
}

export interface ClassifiedError {
  code: CheckErrorCode;
  message: string;
  /** Code `tls`: the kind of failure. */
  tlsFailure?: TlsFailureKind;
}

/** Maps a Node/OpenSSL error to a result code, keeping the original text in the message. */
export function classifyError(error: unknown, phase: CheckPhase): ClassifiedError {
  const err = error as (Error & { code?: string; syscall?: string; hostname?: string }) | undefined;
  const code = typeof err?.code === 'string' ? err.code : '';
  const text = err instanceof Error ? err.message : String(error);
  const detail = code && !text.includes(code) ? `${code}: ${text}` : text;

  if (error instanceof BlockedTargetError) return { code: 'blocked_target', message: error.message };
  if (error instanceof CheckTimeoutError) {
    return { code: 'timeout', message: error.phase === undefined ? `Timed out during ${phase}: ${text}` : text };
  }
  if (error instanceof CheckAbortedError) return { code: 'aborted', message: text };
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAI_FAIL':
    case 'EAI_NODATA':
    case 'ENODATA':
    case 'ESERVFAIL':
    case 'ENONAME':
      return { code: 'dns', message: `DNS lookup failed: ${detail}` };
    case 'ECONNREFUSED':
      return { code: 'refused', message: `Connection refused: ${detail}` };
    case 'ECONNRESET':
    case 'EPIPE':
    case 'ECONNABORTED':
      return { code: 'reset', message: `Connection reset during ${phase}: ${detail}` };
    case 'ETIMEDOUT':
    case 'ESOCKETTIMEDOUT':
      return { code: 'timeout', message: `Timed out during ${phase}: ${detail}` };
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
    case 'EHOSTDOWN':
    case 'ENETDOWN':
    case 'EADDRNOTAVAIL':
      return { code: 'unreachable', message: `Host unreachable: ${detail}` };
    case 'CERT_HAS_EXPIRED':
      return { code: 'cert_expired', message: `Certificate has expired: ${detail}` };
    default:
      break;
  }
  if (
    Object.hasOwn(TLS_VERIFY_KINDS, code) ||
    code === 'EPROTO' ||
    code.startsWith('ERR_SSL_') ||
    code.startsWith('ERR_TLS_') ||
    phase === 'tls'
  ) {
    return { code: 'tls', message: `TLS failed: ${detail}`, tlsFailure: tlsFailureOf(code) };
  }
  if (code.startsWith('HPE_') || code === 'ERR_INVALID_HTTP_RESPONSE') {
    return { code: 'protocol', message: `Invalid HTTP response: ${detail}` };
  }
  if (/socket hang up/i.test(text)) return { code: 'reset', message: `Connection closed during ${phase}: ${detail}` };
  return { code: 'error', message: detail || 'Unknown error' };
}
