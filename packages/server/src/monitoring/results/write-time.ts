/** Upper bounds (seconds) of the database write time buckets of a result batch. */
export const WRITE_TIME_BOUNDS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;

/**
 * How long the result batches' transactions took (cumulative since start): counts per bucket, their sum and number.
 * One observation per batch, never per check; the metrics endpoint reads it as a Prometheus histogram.
 */
export class WriteTimeHistogram {
  /** Batches that took at most each bound (not cumulative; the reader adds them up). */
  readonly #counts = new Array<number>(WRITE_TIME_BOUNDS_SECONDS.length).fill(0);
  count = 0;
  sumSeconds = 0;

  observe(seconds: number) {
    this.count++;
    this.sumSeconds += seconds;
    const index = WRITE_TIME_BOUNDS_SECONDS.findIndex((bound) => seconds <= bound);
    if (index >= 0) this.#counts[index] = (this.#counts[index] ?? 0) + 1;
  }

  /** Cumulative counts at each bound of `WRITE_TIME_BOUNDS_SECONDS`. */
  cumulative(): number[] {
    let cum = 0;
    return this.#counts.map((n) => {
      cum += n;
      return cum;
    });
  }
}
