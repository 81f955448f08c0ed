import * as React from 'react';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import uPlot from 'uplot';
import { cn } from '../../lib/cn';
import { readToken, uplotContainerClass, useThemeVersion, useUplot } from '../../lib/uplot';

export const RESPONSE_TIME_PHASES = ['dns', 'connect', 'tls', 'firstByte', 'total'] as const;
export type ResponseTimePhase = (typeof RESPONSE_TIME_PHASES)[number];

/** Column-oriented series: one timestamp (Unix seconds) per check and each phase's duration in ms (null = none). */
export type ResponseTimeSeries = { time: number[] } & Record<ResponseTimePhase, (number | null)[]>;

export type ResponseTimeRange = { id: string; label: string };

export type ResponseTimeChartProps = {
  data: ResponseTimeSeries;
  /** Accessible name of the chart, e.g. "Doba odezvy za posledních 24 hodin". */
  label: string;
  /** Legend names of the phases, e.g. `{ dns: 'DNS', connect: 'Spojení', tls: 'TLS', firstByte: 'První bajt', total: 'Celkem' }`. */
  phaseLabels: Record<ResponseTimePhase, string>;
  /** Which phases to draw. Default all five. */
  phases?: ResponseTimePhase[];
  /** The range switch (e.g. 24 h, 7 dní, 30 dní); without `ranges` none is shown. */
  ranges?: ResponseTimeRange[];
  range?: string;
  onRangeChange?: (range: string) => void;
  /** Accessible name of the range switch, e.g. "Období". */
  rangeLabel?: string;
  /** Formats the time axis. Default: hours and minutes in `locale`. */
  formatTime?: (date: Date) => string;
  /** Formats the value axis. Default: "120 ms". */
  formatValue?: (ms: number) => string;
  /** Default "cs-CZ". */
  locale?: string;
  /** IANA time zone of the time axis, e.g. "Europe/Prague". Default: the browser's. */
  timeZone?: string;
  height?: number;
  className?: string;
};

const phaseToken: Record<ResponseTimePhase, `--${string}`> = {
  dns: '--info',
  connect: '--success',
  tls: '--warning',
  firstByte: '--destructive',
  total: '--primary',
};

/**
 * Response time over time with its phases (uPlot on a canvas: 10,000 points draw in milliseconds). The canvas is one
 * image for assistive technology, named by `label`; the legend is text.
 */
export function ResponseTimeChart({
  data,
  label,
  phaseLabels,
  phases = [...RESPONSE_TIME_PHASES],
  ranges,
  range,
  onRangeChange,
  rangeLabel,
  formatTime,
  formatValue = (ms) => `${Math.round(ms)} ms`,
  locale = 'cs-CZ',
  timeZone,
  height = 260,
  className,
}: ResponseTimeChartProps) {
  const container = React.useRef<HTMLDivElement>(null);
  const theme = useThemeVersion();
  const aligned = React.useMemo<uPlot.AlignedData>(
    () => [data.time, ...phases.map((phase) => data[phase])],
    [data, phases],
  );
  const timeFormat = React.useMemo(() => {
    if (formatTime) return formatTime;
    const format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
    return (date: Date) => format.format(date);
  }, [formatTime, locale, timeZone]);

  useUplot(
    container,
    (width, element) => {
      const axisColor = readToken(element, '--muted-foreground');
      const gridColor = readToken(element, '--border');
      const font = '11px "Inter Variable", ui-sans-serif, system-ui, sans-serif';
      return {
        width,
        height,
        pxAlign: false,
        ...(timeZone ? { tzDate: (ts: number) => uPlot.tzDate(new Date(ts * 1000), timeZone) } : {}),
        legend: { show: false },
        cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: { x: { time: true }, y: { range: (_self, _min, max) => [0, Math.max(max * 1.1, 10)] } },
        axes: [
          {
            stroke: axisColor,
            font,
            grid: { stroke: gridColor, width: 1 },
            ticks: { stroke: gridColor, width: 1 },
            values: (_self, splits) => splits.map((split) => timeFormat(new Date(split * 1000))),
          },
          {
            stroke: axisColor,
            font,
            size: 56,
            grid: { stroke: gridColor, width: 1 },
            ticks: { show: false },
            values: (_self, splits) => splits.map((split) => formatValue(split)),
          },
        ],
        series: [
          {},
          ...phases.map((phase) => ({
            label: phaseLabels[phase],
            stroke: readToken(element, phaseToken[phase]),
            width: phase === 'total' ? 2 : 1,
            points: { show: false },
          })),
        ],
      };
    },
    aligned,
    [height, theme, phases.join(), timeFormat, locale, timeZone],
  );

  return (
    <div data-slot="response-time-chart" className={cn('flex flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground text-xs">
          {phases.map((phase) => (
            <li key={phase} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                data-phase={phase}
                className={cn(
                  'h-0.5 w-3 rounded-full',
                  {
                    dns: 'bg-info',
                    connect: 'bg-success',
                    tls: 'bg-warning',
                    firstByte: 'bg-destructive',
                    total: 'h-1 bg-primary',
                  }[phase],
                )}
              />
              {phaseLabels[phase]}
            </li>
          ))}
        </ul>
        {ranges?.length ? (
          <ToggleButtonGroup
            aria-label={rangeLabel}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={range ? [range] : undefined}
            defaultSelectedKeys={range ? undefined : [ranges[0]?.id ?? '']}
            onSelectionChange={(keys) => {
              const [next] = [...keys];
              if (next !== undefined) onRangeChange?.(String(next));
            }}
            className="inline-flex rounded-md border p-0.5"
          >
            {ranges.map((item) => (
              <ToggleButton
                key={item.id}
                id={item.id}
                className="rounded-sm px-2.5 py-1 font-medium text-muted-foreground text-xs outline-hidden data-hovered:text-foreground data-selected:bg-secondary data-selected:text-secondary-foreground data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50"
              >
                {item.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        ) : null}
      </div>
      <div
        ref={container}
        role="img"
        aria-label={label}
        className={cn('w-full', uplotContainerClass)}
        style={{ height }}
      />
    </div>
  );
}
