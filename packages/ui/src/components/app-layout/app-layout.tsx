import type * as React from 'react';
import { cn } from '../../lib/cn';
import { WaveBackground } from '../wave-background';

export type AppLayoutProps = {
  /** A `<Sidebar>` (it keeps its own room on large screens). */
  sidebar: React.ReactNode;
  /** A `<Header>`. */
  header: React.ReactNode;
  children: React.ReactNode;
  /** Before everything: a `<SkipLink>`, banners, the toaster. */
  before?: React.ReactNode;
  /** The id of `<main>`, the skip link's target. Default "main". */
  mainId?: string;
  className?: string;
};

/** The signed-in layout: sidebar on the left, header on top, the page in `<main>`. */
export function AppLayout({ sidebar, header, children, before, mainId = 'main', className }: AppLayoutProps) {
  return (
    <div data-slot="app-layout" className={cn('relative isolate flex min-h-screen bg-background', className)}>
      {before}
      <WaveBackground />
      {sidebar}
      <div className="flex min-w-0 flex-1 flex-col">
        {header}
        <main id={mainId} tabIndex={-1} className="flex-1 p-4 outline-hidden lg:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
