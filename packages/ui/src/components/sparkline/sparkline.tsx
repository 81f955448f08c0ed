import { cn } from '../../lib/cn';

export type SparklineProps = {
  /** The values, oldest first (e.g. response times in ms); null is a gap. */
  values: (number | null)[];
  /** Accessible description of the trend, e.g. "Odezva za posledních 24 hodin: 120–240 ms". */
  label: string;
  /** Colour token of the line. Default "--primary". */
  colorToken?: `--${string}`;
  height?: number;
  className?: string;
};

/** Vertical room kept above the highest and below the lowest point, in px, so the stroke is not clipped. */
const PAD = 2;

/** SVG path commands for the runs of consecutive values (a null ends a run; a lone point draws nothing). */
export function sparklinePath(values: (number | null)[], height: number): string {
  const present = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (present.length === 0) return '';
  const min = Math.min(...present);
  const max = Math.max(...present);
  const span = max - min;
  const last = Math.max(values.length - 1, 1);
  const y = (value: number) => (span === 0 ? height / 2 : PAD + (1 - (value - min) / span) * (height - 2 * PAD));
  const runs: string[] = [];
  let run: string[] = [];
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      if (run.length > 1) runs.push(run.join(' '));
      run = [];
      return;
    }
    const x = (index / last) * 100;
    run.push(`${run.length === 0 ? 'M' : 'L'}${round(x)} ${round(y(value))}`);
  });
  if (run.length > 1) runs.push(run.join(' '));
  return runs.join(' ');
}

const round = (n: number) => Math.round(n * 100) / 100;

/** A tiny line chart without axes (inline SVG), for tables and cards. */
export function Sparkline({ values, label, colorToken = '--primary', height = 32, className }: SparklineProps) {
  return (
    <svg
      role="img"
      aria-label={label}
      data-slot="sparkline"
      className={cn('block w-full overflow-visible', className)}
      height={height}
      viewBox={`0 0 100 ${height}`}
      preserveAspectRatio="none"
    >
      <path
        d={sparklinePath(values, height)}
        fill="none"
        stroke={`var(${colorToken})`}
        strokeWidth={1.5}
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
