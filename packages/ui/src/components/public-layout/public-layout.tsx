import type * as React from 'react';
import { cn } from '../../lib/cn';
import { WaveBackground } from '../wave-background';

export type PublicLayoutProps = {
  /** The logo, centred above the content. */
  logo: React.ReactNode;
  children: React.ReactNode;
  /** Below the card (language switch, links). */
  footer?: React.ReactNode;
  /** The id of `<main>`, the skip link's target. Default "main". */
  mainId?: string;
  className?: string;
};

/** The layout of the public screens (login, register…): logo centred, content in a card, the wave behind. */
export function PublicLayout({ logo, children, footer, mainId = 'main', className }: PublicLayoutProps) {
  return (
    <div
      data-slot="public-layout"
      className={cn('relative isolate flex min-h-screen flex-col items-center bg-background px-4 py-10', className)}
    >
      <WaveBackground />
      <div className="mb-8 flex justify-center">{logo}</div>
      <main
        id={mainId}
        tabIndex={-1}
        className="w-full max-w-md rounded-lg border bg-background p-6 shadow-sm outline-hidden"
      >
        {children}
      </main>
      {footer ? <footer className="mt-6 text-muted-foreground text-sm">{footer}</footer> : null}
    </div>
  );
}
