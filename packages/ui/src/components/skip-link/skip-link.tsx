import type * as React from 'react';
import { cn } from '../../lib/cn';

export type SkipLinkProps = React.ComponentProps<'a'> & {
  /** The main content's id, with `#`. Default "#main". */
  href?: string;
  children: React.ReactNode;
};

/** "Skip to content": hidden until focused, then shown top left. */
export function SkipLink({ href = '#main', className, children, ...props }: SkipLinkProps) {
  return (
    <a
      href={href}
      data-slot="skip-link"
      className={cn(
        'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-primary focus:px-4 focus:py-2',
        'focus:text-primary-foreground focus:shadow-lg focus:outline-hidden focus:ring-[3px] focus:ring-ring/50',
        className,
      )}
      {...props}
    >
      {children}
    </a>
  );
}
