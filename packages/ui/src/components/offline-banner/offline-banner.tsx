import { WifiOff } from 'lucide-react';
import { cn } from '../../lib/cn';

export type OfflineBannerProps = {
  /** The banner shows only while offline. */
  isOffline: boolean;
  title: string;
  description?: string;
  className?: string;
};

/** A fixed banner at the bottom while the browser is offline; announced politely. */
export function OfflineBanner({ isOffline, title, description, className }: OfflineBannerProps) {
  return (
    <div role="status" aria-live="polite" data-slot="offline-banner">
      {isOffline ? (
        <div
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 flex items-center justify-center gap-3 bg-warning px-4 py-2 text-warning-foreground text-sm shadow-md',
            className,
          )}
        >
          <WifiOff aria-hidden="true" className="size-4 shrink-0" />
          <p>
            <span className="font-semibold">{title}</span>
            {description ? <span> · {description}</span> : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
