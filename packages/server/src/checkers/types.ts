import type { SecureContextOptions } from 'node:tls';
import type {
  CheckSettingsOf,
  CheckTimings,
  CheckWarningCode,
  CheckErrorCode as ContractCheckErrorCode,
  RdapFailureKind,
  TlsFailureKind,
  WebsiteType,
} from '@hlidka/contract';
import type { z } from 'zod';
import type { AddressClassifier, Resolver } from '../net/guard';
import type { AssertionFailure } from './assertions';

/**
 * The check types, failure codes and timings are the contract's (one list: adding one there reaches the server's
 * tables).
 */
export type CheckType = WebsiteType;
export type { CheckTimings };

/**
 * Why a check failed. The app translates these; `message` is English for logs. The target validator's codes
 * (`TargetErrorCode`) are among them: the checkers return those as results.
 */
export type CheckErrorCode = ContractCheckErrorCode;

/** The phase a timeout or failure happened in. */
export type CheckPhase = 'dns' | 'connect' | 'tls' | 'firstByte' | 'body';

export interface CertificateInfo {
  /** ISO 8601 expiry. */
  validTo: string;
  validFrom: string;
  /** Whole days until expiry, negative once expired. */
  daysLeft: number;
  issuer: string;
  subject: string;
  /** Subject alternative names as OpenSSL prints them ("DNS:example.com, IP Address:…"). */
  subjectAltName: string | null;
  fingerprint256: string;
}

export interface CheckWarning {
  code: CheckWarningCode;
  message: string;
}

export interface RedirectHop {
  url: string;
  statusCode: number;
}

export interface CheckResult {
  ok: boolean;
  code: CheckErrorCode | null;
  /** English, for logs. */
  message: string;
  /** Set for timeouts and connection failures. */
  phase?: CheckPhase;
  /** Code `tls`: why the certificate or the handshake was refused. */
  tlsFailure?: TlsFailureKind;
  /** Code `rdap`: why the registry's lookup failed. */
  rdapFailure?: RdapFailureKind;
  /**
   * The network failure beneath a code that names something else (an RDAP lookup that could not reach the registry):
   * what the worker's network health counts.
   */
  networkCode?: CheckErrorCode;
  statusCode?: number;
  timings: CheckTimings;
  tls?: CertificateInfo;
  warning?: CheckWarning;
  /** The address the (last) connection reached. */
  resolvedAddress?: string;
  redirects?: RedirectHop[];
  /** The URL the final response came from. */
  finalUrl?: string;
  /** Body bytes read (after decompression when a keyword search decoded it). */
  bodyBytes?: number;
  /** True when the body was longer than the drain cap and the rest was not read. */
  bodyTruncated?: boolean;
  /** The JSON or header assertion that failed (code `assertion`). */
  assertion?: AssertionFailure;
  /** Code `protocol`: the server's reply that the protocol did not expect (its first line). */
  serverReply?: string;
  /** Asked by `context.observe.body` (change detection): the decoded body, when it was read whole (at most 1 MB). */
  bodyText?: string;
  /** The addresses the website's own host resolved to (the first request, before any redirect). */
  resolvedAddresses?: string[];
  /** DNS checks: the answer, normalised. */
  dnsAnswers?: string[];
  /** DNS checks that failed with `dns_mismatch`: the values expected. */
  dnsExpected?: string[];
  /** Ping checks: packets and round trips (ms; null without replies). */
  ping?: PingStats;
  /** Domain checks: the registration's expiry. */
  domain?: DomainExpiry;
  /**
   * Heartbeats: nothing to record — no new signal and the deadline (ms since epoch) has not passed. The scheduler
   * records no check and judges again at the deadline.
   */
  waitingUntil?: number;
  /** Heartbeats: when the signal this result records arrived (ms since epoch): the check's time. */
  signalAt?: number;
  /**
   * Heartbeats, with a recorded signal: when the next one is due (ms since epoch). The scheduler judges again just
   * after it when that comes before the next interval (a cron schedule's next run can be much sooner).
   */
  nextDueAt?: number;
}

export interface PingStats {
  sent: number;
  received: number;
  lossPercent: number;
  rttMinMs: number | null;
  rttAvgMs: number | null;
  rttMaxMs: number | null;
}

export interface DomainExpiry {
  /** ISO 8601. */
  expiresAt: string;
  /** Whole days until expiry, negative once expired. */
  daysLeft: number;
}

export interface CheckContext {
  /** Cancels the check (shutdown, lease lost). The result then has code `aborted`. */
  signal?: AbortSignal | undefined;
  /** Total deadline for the whole check, every phase and redirect included. */
  deadlineMs: number;
  /** Per-phase limits in ms, merged over DEFAULT_PHASE_TIMEOUTS_MS (dns, connect, tls: 10 s). */
  phaseTimeoutsMs?: Partial<Record<CheckPhase, number>> | undefined;
  /** ALLOW_PRIVATE_TARGETS. */
  allowPrivateTargets: boolean;
  /** CHECK_SOURCE_ADDRESS: the local address connections leave from; undefined = the system's choice. */
  localAddress?: string | undefined;
  /** Test seam and future hook: how hostnames are resolved. */
  resolver?: Resolver | undefined;
  /** Test seam: how a dialled address is classified. */
  classify?: AddressClassifier | undefined;
  /** Extra trust anchors (tests pass their own CA). */
  ca?: SecureContextOptions['ca'] | undefined;
  /** Clock for heartbeat evaluation and certificate days (ms since epoch). */
  now?: (() => number) | undefined;
  /** RDAP base URL for every domain check (RDAP_BASE_URL: a registry mirror, or the tests' fixture server). */
  rdapBaseUrl?: string | undefined;
  /** The ping program (test seam; default: the system's `ping`, searched on PATH). */
  pingCommand?: string | undefined;
  /** What the check should also keep for change detection (HTTP checks: the body as `bodyText`). */
  observe?: { body?: boolean } | undefined;
}

/** The parts of a website a check needs: its target, its type's settings, a heartbeat's signals. */
export interface CheckTarget<T extends CheckType = CheckType> {
  url: string;
  settings: CheckSettingsOf<T>;
  intervalSeconds: number;
  lastPingAt?: Date | null;
  lastPingFailed?: boolean;
  lastRunMs?: number | null;
  /** Heartbeats: when the running job called `/start` (null: no run in progress). */
  runStartedAt?: Date | null;
  /** Heartbeats: when the schedule last recorded a result (a signal after it is new). */
  lastRecordedAt?: Date | null;
  activeSince?: Date;
}

export interface CheckStrategy<T extends CheckType, C> {
  type: T;
  configSchema: z.ZodType<C>;
  /** A website's configuration of this check (what `configSchema` validates): settings keep null, configs leave it out. */
  configOf(target: CheckTarget<T>): unknown;
  /** Configuration fields that are website fields of another name (`host` and `domain` are always the `url`). */
  websiteFields?: Readonly<Record<string, string>>;
  /** Never throws for a failing target and never mutates `config`: failures are results with a code. */
  check(config: C, context: CheckContext): Promise<CheckResult>;
}
