import { NETWORK_CODES } from '../results/codes';

export interface NetworkHealthOptions {
  /** The latest result of this many most recently checked distinct hosts is judged (default 10). */
  sampleHosts?: number;
  /** Fraction of them whose latest check failed with a network code that marks the worker unhealthy (default 0.9). */
  failureRatio?: number;
  /** Results older than this do not count (default 10 minutes): a quiet worker is not judged on stale checks. */
  maxAgeMs?: number;
  /** Window of the checks and failures reported in the heartbeat (default 60 s). */
  statsWindowMs?: number;
}

interface HostResult {
  host: string;
  at: number;
  failed: boolean;
}

/**
 * Detects this worker's own network failing: the latest checks of the 10 most recently checked distinct hosts (at least
 * 90 % of them) failed with network-level codes (dns, refused, timeout, unreachable). It looks at hosts, not at a time
 * window, so it trips as soon as ten hosts in a row could not be reached — before any website can fail the second time
 * that confirms an incident, as long as the worker checks ten other hosts within a website's interval — and one host
 * with many websites, or a user with a few failing websites among healthy ones, never trips it. While unhealthy,
 * network failures are recorded as "no data" and open no incidents. A fleet of fewer than ten hosts is never judged.
 */
export class NetworkHealth {
  readonly #sampleHosts: number;
  readonly #ratio: number;
  readonly #maxAgeMs: number;
  readonly #statsWindowMs: number;
  /** The latest result of the most recently checked distinct hosts, oldest first (at most `sampleHosts`). */
  #recent: HostResult[] = [];
  #healthy = true;
  #unhealthySince: number | null = null;
  /** Checks of the stats window in arrival order (time and whether it was a network failure). */
  #window: { at: number; failed: boolean }[] = [];
  #windowHead = 0;
  #windowFailures = 0;

  constructor(options: NetworkHealthOptions = {}) {
    this.#sampleHosts = options.sampleHosts ?? 10;
    this.#ratio = options.failureRatio ?? 0.9;
    this.#maxAgeMs = options.maxAgeMs ?? 10 * 60_000;
    this.#statsWindowMs = options.statsWindowMs ?? 60_000;
  }

  /** Whether a failure with this code looks like the checker's own network (and not the website's problem). */
  static isNetworkFailure(code: string | null): boolean {
    return code !== null && NETWORK_CODES.has(code);
  }

  record(at: number, host: string, code: string | null) {
    const failed = NetworkHealth.isNetworkFailure(code);
    const index = this.#recent.findIndex((r) => r.host === host);
    if (index >= 0) this.#recent.splice(index, 1);
    this.#recent.push({ host, at, failed });
    if (this.#recent.length > this.#sampleHosts) this.#recent.shift();
    this.#window.push({ at, failed });
    if (failed) this.#windowFailures++;
    this.#evaluate(at);
  }

  #evaluate(now: number) {
    const sample = this.#recent.filter((r) => now - r.at <= this.#maxAgeMs);
    const failing = sample.filter((r) => r.failed).length;
    const unhealthy = sample.length >= this.#sampleHosts && failing / sample.length >= this.#ratio;
    if (unhealthy && this.#healthy) this.#unhealthySince = now;
    if (!unhealthy) this.#unhealthySince = null;
    this.#healthy = !unhealthy;
  }

  #pruneWindow(now: number) {
    const cutoff = now - this.#statsWindowMs;
    while (this.#windowHead < this.#window.length) {
      const e = this.#window[this.#windowHead];
      if (!e || e.at >= cutoff) break;
      if (e.failed) this.#windowFailures--;
      this.#windowHead++;
    }
    if (this.#windowHead > 4096 && this.#windowHead * 2 > this.#window.length) {
      this.#window = this.#window.slice(this.#windowHead);
      this.#windowHead = 0;
    }
  }

  /**
   * Checks and network failures of the last minute (the heartbeat's figures), the distinct hosts judged and those of
   * them whose latest check failed with a network code.
   */
  stats(now: number) {
    this.#pruneWindow(now);
    const sample = this.#recent.filter((r) => now - r.at <= this.#maxAgeMs);
    return {
      checks: this.#window.length - this.#windowHead,
      failures: this.#windowFailures,
      hosts: sample.length,
      failingHosts: sample.filter((r) => r.failed).length,
    };
  }

  healthy(now: number = Date.now()): boolean {
    this.#evaluate(now);
    return this.#healthy;
  }

  get unhealthySince(): Date | null {
    return this.#unhealthySince === null ? null : new Date(this.#unhealthySince);
  }
}
