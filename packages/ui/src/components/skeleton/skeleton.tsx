import type * as React from 'react';
import { cn } from '../../lib/cn';

export type SkeletonProps = React.ComponentProps<'div'>;

/** A placeholder block while content loads; decorative (announce loading elsewhere, e.g. `aria-busy`). */
export function Skeleton({ className, ...props }: SkeletonProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn(
        'animate-[hlidka-pulse_2s_ease-in-out_infinite] rounded-md bg-muted motion-reduce:animate-none',
        className,
      )}
      {...props}
    />
  );
}
