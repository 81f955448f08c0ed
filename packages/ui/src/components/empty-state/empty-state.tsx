import type * as React from 'react';
import { cn } from '../../lib/cn';

export type EmptyStateProps = {
  icon?: React.ReactNode;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** A call to action (a Button). */
  action?: React.ReactNode;
  /** Heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

export function EmptyState({ icon, title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as 'h2';
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed p-8 text-center',
        className,
      )}
    >
      {icon ? (
        <div aria-hidden="true" className="rounded-full bg-muted p-3 text-muted-foreground [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <Heading className="font-semibold text-base">{title}</Heading>
      {description ? <p className="max-w-sm text-muted-foreground text-sm">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
