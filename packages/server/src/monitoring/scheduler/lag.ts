/** Schedule lag (start − due) in 1 ms bins up to 60 s: exact-enough quantiles at any rate, constant memory. */
export class LagHistogram {
  readonly #bins = new Uint32Array(60_001);
  count = 0;
  max = 0;
  /** Sum of the lags added, in ms (a Prometheus histogram's `_sum`). */
  sumMs = 0;

  add(lagMs: number) {
    const ms = Math.max(0, Math.round(lagMs));
    this.#bins[Math.min(ms, 60_000)] = (this.#bins[Math.min(ms, 60_000)] ?? 0) + 1;
    this.count++;
    this.sumMs += ms;
    if (ms > this.max) this.max = ms;
  }

  quantile(q: number): number | null {
    if (this.count === 0) return null;
    const target = q * this.count;
    let cum = 0;
    for (let i = 0; i < this.#bins.length; i++) {
      cum += this.#bins[i] ?? 0;
      if (cum >= target) return i;
    }
    return 60_000;
  }

  /** How many lags were at most each bound (ms, ascending): cumulative counts for histogram buckets. */
  countsAtMost(boundsMs: readonly number[]): number[] {
    const counts: number[] = [];
    let cum = 0;
    let bin = 0;
    for (const bound of boundsMs) {
      const last = Math.min(Math.floor(bound), 60_000);
      for (; bin <= last; bin++) cum += this.#bins[bin] ?? 0;
      counts.push(cum);
    }
    return counts;
  }

  /** The bins that hold any lag, as [ms, count] pairs: two readings subtract to the lags of the time between them. */
  nonZeroBins(): [number, number][] {
    const bins: [number, number][] = [];
    for (let i = 0; i < this.#bins.length; i++) {
      const count = this.#bins[i] ?? 0;
      if (count > 0) bins.push([i, count]);
    }
    return bins;
  }

  reset() {
    this.#bins.fill(0);
    this.count = 0;
    this.max = 0;
    this.sumMs = 0;
  }
}
