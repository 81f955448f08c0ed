/**
 * Response-time histogram buckets of the rollup tables: bucket i holds values in [LOWER[i], UPPER[i]).
 * The SQL functions `hlidka_hist_add` / `hlidka_hist_quantile` (migration 0003) use the same bounds: change both
 * together, in a new migration.
 */
export const HIST_LOWER_MS = [
  0, 1, 2, 3, 5, 7, 10, 15, 20, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000,
  20000, 30000, 60000,
] as const;
export const HIST_UPPER_MS = [
  1, 2, 3, 5, 7, 10, 15, 20, 30, 40, 50, 75, 100, 150, 200, 300, 400, 500, 750, 1000, 1500, 2000, 3000, 5000, 10000,
  20000, 30000, 60000, 120000,
] as const;
export const HIST_SIZE = HIST_UPPER_MS.length;

export function emptyHistogram(): number[] {
  return new Array<number>(HIST_SIZE).fill(0);
}

export function bucketOf(ms: number): number {
  for (let i = 0; i < HIST_SIZE - 1; i++) if (ms < (HIST_UPPER_MS[i] as number)) return i;
  return HIST_SIZE - 1;
}

/** The q-quantile, interpolated inside its bucket (same formula as `hlidka_hist_quantile`). */
export function histogramQuantile(hist: readonly number[], q: number): number | null {
  const total = hist.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let cum = 0;
  for (let i = 0; i < hist.length; i++) {
    const c = hist[i] ?? 0;
    cum += c;
    if (c > 0 && cum >= q * total) {
      const lo = HIST_LOWER_MS[i] as number;
      const hi = HIST_UPPER_MS[i] as number;
      return Math.round(lo + (hi - lo) * ((q * total - (cum - c)) / c));
    }
  }
  return null;
}

export function addHistograms(a: readonly number[], b: readonly number[]): number[] {
  return a.map((value, i) => value + (b[i] ?? 0));
}
