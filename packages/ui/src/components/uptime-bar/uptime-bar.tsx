import * as React from 'react';
import { Tooltip as AriaTooltip, Focusable, TooltipTrigger } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type UptimeDay = {
  /** An identity for the day, e.g. "2026-11-20". */
  date: string;
  /** Uptime percentage 0–100, or null when there is no data for the day. */
  uptime: number | null;
};

export type UptimeBarProps = {
  /** Oldest first; usually 90 days. */
  days: UptimeDay[];
  /** Accessible name of the bar, e.g. "Dostupnost za posledních 90 dní". */
  label: string;
  /** The text of a segment's tooltip and accessible name, e.g. "20.11.2026: 99,95 %" or "20.11.2026: bez dat". */
  describeDay: (day: UptimeDay) => string;
  /** At or above: healthy (default 99.9). */
  healthyAt?: number;
  /** At or above (and below healthy): degraded (default 95); below: failing. */
  degradedAt?: number;
  className?: string;
};

function level(uptime: number | null, healthyAt: number, degradedAt: number) {
  if (uptime === null) return 'no_data';
  if (uptime >= healthyAt) return 'healthy';
  if (uptime >= degradedAt) return 'degraded';
  return 'failing';
}

const levelClass: Record<string, string> = {
  healthy: 'bg-success',
  degraded: 'bg-warning',
  failing: 'bg-destructive',
  // A flat grey bar like the peers' status pages: neither up nor down; the tooltip and label say "no data".
  no_data: 'bg-muted-foreground/25',
};

/**
 * Daily uptime as a row of segments with tooltips. One Tab stop: arrow keys, Home and End move between days, and the
 * focused day's tooltip shows.
 */
export function UptimeBar({ days, label, describeDay, healthyAt = 99.9, degradedAt = 95, className }: UptimeBarProps) {
  const [active, setActive] = React.useState(days.length - 1);
  const refs = React.useRef<(HTMLSpanElement | null)[]>([]);
  const move = (index: number) => {
    const next = Math.max(0, Math.min(days.length - 1, index));
    setActive(next);
    refs.current[next]?.focus();
  };
  return (
    <ol
      aria-label={label}
      data-slot="uptime-bar"
      className={cn('flex h-8 w-full items-stretch gap-px', className)}
      onKeyDown={(event) => {
        const keys: Record<string, number> = {
          ArrowLeft: active - 1,
          ArrowRight: active + 1,
          Home: 0,
          End: days.length - 1,
        };
        const target = keys[event.key];
        if (target === undefined) return;
        event.preventDefault();
        move(target);
      }}
    >
      {days.map((day, index) => {
        const text = describeDay(day);
        const dayLevel = level(day.uptime, healthyAt, degradedAt);
        return (
          <li key={day.date} className="flex min-w-0 flex-1">
            <TooltipTrigger delay={200} closeDelay={0}>
              <Focusable>
                <span
                  ref={(element) => {
                    refs.current[index] = element;
                  }}
                  role="img"
                  aria-label={text}
                  tabIndex={index === active ? 0 : -1}
                  data-level={dayLevel}
                  onFocus={() => setActive(index)}
                  className={cn(
                    'block w-full rounded-[2px] outline-hidden hover:opacity-80 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
                    'forced-colors:border forced-colors:border-[CanvasText]',
                    levelClass[dayLevel],
                  )}
                />
              </Focusable>
              <AriaTooltip offset={6} className="rounded-md bg-foreground px-2 py-1 text-background text-xs shadow-md">
                {text}
              </AriaTooltip>
            </TooltipTrigger>
          </li>
        );
      })}
    </ol>
  );
}
