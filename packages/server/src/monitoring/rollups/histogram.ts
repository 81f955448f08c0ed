/**
 * Response-time histogram buckets of the rollup tables: bucket i holds values in [LOWER[i], UPPER[i]).
 * Stored rows keep counts per bucket in these positions: changing the bounds needs a migration of the stored rows.
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

/** The q-quantile, interpolated inside its bucket. */
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

/**
 * Rollup rows store a histogram as one `numeric`: bucket i's count is the decimal digit group i (HIST_DIGITS digits,
 * bucket 0 least significant). Merging two histograms is then one numeric addition, done by PostgreSQL in C (`hist =
 * r.hist + excluded.hist`, or `sum(hist)`), instead of an array function per row. A group holds up to 999,999 checks:
 * a daily row gets at most 8,640 checks per region (10 s interval), so this cannot carry into the next bucket.
 */
export const HIST_DIGITS = 6;
const HIST_GROUP_MAX = 10 ** HIST_DIGITS - 1;
const EMPTY_GROUP = '0'.repeat(HIST_DIGITS);

export function packHistogram(hist: readonly number[]): string {
  let top = -1;
  for (let i = 0; i < HIST_SIZE; i++) {
    const count = hist[i] ?? 0;
    if (!Number.isInteger(count) || count < 0 || count > HIST_GROUP_MAX) {
      throw new RangeError(`Histogram bucket ${i} holds ${count}; packed buckets hold 0…${HIST_GROUP_MAX}`);
    }
    if (count > 0) top = i;
  }
  if (top === -1) return '0';
  // The highest non-empty bucket leads without zeros; the groups below it are padded (one per result batch and row).
  let out = String(hist[top]);
  for (let i = top - 1; i >= 0; i--) {
    const count = hist[i] ?? 0;
    out += count === 0 ? EMPTY_GROUP : String(count).padStart(HIST_DIGITS, '0');
  }
  return out;
}

export function unpackHistogram(packed: string | number | bigint): number[] {
  const digits = String(packed)
    .replace(/\.0*$/, '')
    .padStart(HIST_SIZE * HIST_DIGITS, '0');
  const hist = emptyHistogram();
  const end = digits.length;
  for (let i = 0; i < HIST_SIZE; i++) {
    hist[i] = Number(digits.slice(end - (i + 1) * HIST_DIGITS, end - i * HIST_DIGITS));
  }
  return hist;
}
