import * as React from 'react';
import type uPlot from 'uplot';
import { cn } from '../../lib/cn';
import { readToken, uplotContainerClass, useThemeVersion, useUplot } from '../../lib/uplot';

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

/** A tiny line chart without axes (uPlot on a canvas), for tables and cards. */
export function Sparkline({ values, label, colorToken = '--primary', height = 32, className }: SparklineProps) {
  const container = React.useRef<HTMLDivElement>(null);
  const theme = useThemeVersion();
  const data = React.useMemo<uPlot.AlignedData>(() => [values.map((_, index) => index), values], [values]);
  useUplot(
    container,
    (width, element) => ({
      width,
      height,
      pxAlign: false,
      cursor: { show: false },
      legend: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      scales: { x: { time: false } },
      axes: [{ show: false }, { show: false }],
      series: [{}, { stroke: readToken(element, colorToken), width: 1.5, points: { show: false } }],
      padding: [2, 0, 2, 0],
    }),
    data,
    [height, colorToken, theme],
  );
  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-slot="sparkline"
      className={cn('w-full', uplotContainerClass, className)}
      style={{ height }}
    />
  );
}
