import type * as React from 'react';
import { cn } from '../../lib/cn';

export type PageTransitionProps = {
  /** Changes on every route change (e.g. the path); a new key replays the transition. */
  transitionKey: string;
  children: React.ReactNode;
  className?: string;
};

/** The page enters with a 300 ms fade; nothing moves under `prefers-reduced-motion`. */
export function PageTransition({ transitionKey, children, className }: PageTransitionProps) {
  return (
    <div
      key={transitionKey}
      data-slot="page-transition"
      className={cn('motion-safe:animate-[hlidka-page-in_300ms_ease-out]', className)}
    >
      {children}
    </div>
  );
}
