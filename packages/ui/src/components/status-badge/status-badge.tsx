import { cva } from 'class-variance-authority';
import { cn } from '../../lib/cn';

export type MonitorStatus = 'up' | 'down' | 'paused' | 'pending' | 'maintenance' | 'degraded' | 'no_data';

export const statusBadgeVariants = cva(
  'inline-flex w-fit items-center gap-1.5 whitespace-nowrap rounded-full border px-2 py-0.5 font-medium text-xs forced-colors:border-[CanvasText]',
  {
    variants: {
      status: {
        up: 'border-success/30 bg-success/10 text-foreground [&>[data-dot]]:bg-success',
        down: 'border-destructive/30 bg-destructive/10 text-foreground [&>[data-dot]]:bg-destructive',
        paused: 'border-border bg-muted text-muted-foreground [&>[data-dot]]:bg-muted-foreground',
        pending: 'border-warning/40 bg-warning/15 text-foreground [&>[data-dot]]:bg-warning',
        maintenance: 'border-info/40 bg-info/10 text-foreground [&>[data-dot]]:bg-info',
        degraded: 'border-degraded/40 bg-degraded/10 text-foreground [&>[data-dot]]:bg-degraded',
        no_data:
          'border-dashed border-border text-muted-foreground [&>[data-dot]]:border [&>[data-dot]]:border-muted-foreground',
      } satisfies Record<MonitorStatus, string>,
    },
    defaultVariants: { status: 'no_data' },
  },
);

export type StatusBadgeProps = {
  status: MonitorStatus;
  /** The visible text of each status, e.g. `{ up: 'Dostupný', down: 'Nedostupný', … }`. */
  labels: Record<MonitorStatus, string>;
  className?: string;
};

/** A website's current state: a coloured dot and its name (the colour is never the only cue). */
export function StatusBadge({ status, labels, className }: StatusBadgeProps) {
  return (
    <span data-slot="status-badge" data-status={status} className={cn(statusBadgeVariants({ status }), className)}>
      <span
        data-dot=""
        aria-hidden="true"
        className={cn(
          'size-2 shrink-0 rounded-full forced-colors:bg-[CanvasText]',
          status === 'down' && 'motion-safe:animate-[hlidka-pulse_1.5s_ease-in-out_infinite]',
        )}
      />
      {labels[status]}
    </span>
  );
}
