import { TriangleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/link';
import { Button, buttonVariants } from '../button';

export type ErrorScreenLabels = {
  title: string;
  description: string;
  home: string;
  reload: string;
  clearCache: string;
  /** The stale-version hint shown after more than 2 repeated errors. */
  staleHint: string;
  reset: string;
};

export type ErrorScreenProps = {
  labels: ErrorScreenLabels;
  /** How many times in a row the app has failed; above 2 the hint and "reset" appear. */
  errorCount: number;
  homeHref?: string;
  onReload: () => void;
  onClearCache: () => void;
  /** Clears all local storage (the app decides what is kept). */
  onReset: () => void;
  renderLink?: RenderLink;
  className?: string;
};

/** How many repeated errors it takes before the reset is offered: more than this. */
export const ERROR_SCREEN_RESET_AFTER = 2;

export function ErrorScreen({
  labels,
  errorCount,
  homeHref = '/',
  onReload,
  onClearCache,
  onReset,
  renderLink = defaultRenderLink,
  className,
}: ErrorScreenProps) {
  const showReset = errorCount > ERROR_SCREEN_RESET_AFTER;
  return (
    <main
      data-slot="error-screen"
      className={cn('flex min-h-screen items-center justify-center bg-background p-6 text-foreground', className)}
    >
      <div role="alert" className="flex max-w-md flex-col items-center gap-4 text-center">
        <TriangleAlert aria-hidden="true" className="size-12 text-destructive-text" />
        <h1 className="font-semibold text-2xl">{labels.title}</h1>
        <p className="text-muted-foreground">{labels.description}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {renderLink({ href: homeHref, className: buttonVariants(), children: labels.home })}
          <Button variant="outline" onClick={onReload}>
            {labels.reload}
          </Button>
          <Button variant="outline" onClick={onClearCache}>
            {labels.clearCache}
          </Button>
        </div>
        {showReset ? (
          <div className="flex flex-col items-center gap-2 rounded-md border border-warning bg-warning/10 p-4">
            <p className="text-sm">{labels.staleHint}</p>
            <Button variant="destructive" onClick={onReset}>
              {labels.reset}
            </Button>
          </div>
        ) : null}
      </div>
    </main>
  );
}
