import { NETWORK_CODES } from '../results/codes';

export interface NetworkHealthOptions {
  windowMs?: number;
  /** Fraction of checks failing with network codes that marks the worker unhealthy (default 0.9). */
  failureRatio?: number;
  /** Distinct hosts the window must cover before the ratio is judged (default 10). */
  minHosts?: number;
}

/**
 * Detects this worker's own network failing: within the last minute at least 90% of its checks, over at least 10
 * distinct hosts, failed with network-level codes (dns, refused, timeout). A user with one or two failing websites
 * never trips it. While unhealthy, outcomes are recorded as "no data" and open no incidents.
 */
export class NetworkHealth {
  readonly #windowMs: number;
  readonly #ratio: number;
  readonly #minHosts: number;
  /** Events in arrival order; counters are kept incrementally so each check costs O(1). */
  #events: { at: number; host: string; failed: boolean }[] = [];
  #head = 0;
  #failures = 0;
  #hosts = new Map<string, number>();
  #healthy = true;
  #unhealthySince: number | null = null;

  constructor(options: NetworkHealthOptions = {}) {
    this.#windowMs = options.windowMs ?? 60_000;
    this.#ratio = options.failureRatio ?? 0.9;
    this.#minHosts = options.minHosts ?? 10;
  }

  record(at: number, host: string, code: string | null) {
    const failed = code !== null && NETWORK_CODES.has(code);
    this.#events.push({ at, host, failed });
    if (failed) this.#failures++;
    this.#hosts.set(host, (this.#hosts.get(host) ?? 0) + 1);
    this.#evaluate(at);
  }

  #prune(now: number) {
    const cutoff = now - this.#windowMs;
    while (this.#head < this.#events.length) {
      const e = this.#events[this.#head];
      if (!e || e.at >= cutoff) break;
      if (e.failed) this.#failures--;
      const n = (this.#hosts.get(e.host) ?? 1) - 1;
      if (n <= 0) this.#hosts.delete(e.host);
      else this.#hosts.set(e.host, n);
      this.#head++;
    }
    if (this.#head > 4096 && this.#head * 2 > this.#events.length) {
      this.#events = this.#events.slice(this.#head);
      this.#head = 0;
    }
  }

  #evaluate(now: number) {
    this.#prune(now);
    const checks = this.#events.length - this.#head;
    const unhealthy = this.#hosts.size >= this.#minHosts && checks > 0 && this.#failures / checks >= this.#ratio;
    if (unhealthy && this.#healthy) this.#unhealthySince = now;
    if (!unhealthy) this.#unhealthySince = null;
    this.#healthy = !unhealthy;
  }

  stats(now: number) {
    this.#prune(now);
    return { checks: this.#events.length - this.#head, failures: this.#failures, hosts: this.#hosts.size };
  }

  healthy(now: number = Date.now()): boolean {
    this.#evaluate(now);
    return this.#healthy;
  }

  get unhealthySince(): Date | null {
    return this.#unhealthySince === null ? null : new Date(this.#unhealthySince);
  }
}
