import type * as React from 'react';
import { cn } from '../../lib/cn';

export type CardProps = React.ComponentProps<'div'>;

export function Card({ className, ...props }: CardProps) {
  return (
    <div
      data-slot="card"
      className={cn('flex flex-col gap-4 rounded-lg border bg-background py-5 text-foreground shadow-xs', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('flex flex-col gap-1 px-5', className)} {...props} />;
}

/** The card's heading; `level` picks h2–h4 (default h3). */
export function CardTitle({ className, level = 3, ...props }: React.ComponentProps<'h3'> & { level?: 2 | 3 | 4 }) {
  const Heading = `h${level}` as 'h3';
  return <Heading data-slot="card-title" className={cn('font-semibold leading-tight', className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn('text-muted-foreground text-sm', className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center gap-2 px-5', className)} {...props} />;
}
