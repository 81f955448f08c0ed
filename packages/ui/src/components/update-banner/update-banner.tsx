import { RefreshCw } from 'lucide-react';
import * as React from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';

export type UpdateBannerLabels = {
  title: string;
  description?: string;
  update: string;
  /** Shown on the update button after it is pressed, e.g. "Aktualizuji...". */
  updating: string;
  later: string;
};

/** Spec §9: the update is applied about 0.5 s after "update" is pressed, while the button shows its busy text. */
export const UPDATE_APPLY_DELAY = 500;

export type UpdateBannerProps = {
  labels: UpdateBannerLabels;
  /**
   * Applies the update (e.g. tells the waiting service worker to take over and reloads). Called `applyDelay` ms after
   * "update" is pressed; meanwhile the button shows `labels.updating`.
   */
  onUpdate: () => void;
  /** Default 500 ms (`UPDATE_APPLY_DELAY`). */
  applyDelay?: number;
  onLater: () => void;
  /** Controls the updating state; by default it turns on when the button is pressed. */
  isUpdating?: boolean;
  className?: string;
};

/** "A new version is available", top right. */
export function UpdateBanner({
  labels,
  onUpdate,
  onLater,
  applyDelay = UPDATE_APPLY_DELAY,
  isUpdating: isUpdatingProp,
  className,
}: UpdateBannerProps) {
  const [pressed, setPressed] = React.useState(false);
  const onUpdateRef = React.useRef(onUpdate);
  onUpdateRef.current = onUpdate;
  React.useEffect(() => {
    if (!pressed) return;
    const timer = setTimeout(() => onUpdateRef.current(), applyDelay);
    return () => clearTimeout(timer);
  }, [pressed, applyDelay]);
  const isUpdating = isUpdatingProp ?? pressed;
  const titleId = React.useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="update-banner"
      className={cn(
        'fixed top-4 right-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-3 rounded-lg border bg-background p-4 text-foreground shadow-lg',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <RefreshCw aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
        <div>
          <h2 id={titleId} className="font-semibold text-sm">
            {labels.title}
          </h2>
          {labels.description ? <p className="text-muted-foreground text-sm">{labels.description}</p> : null}
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onLater} disabled={isUpdating}>
          {labels.later}
        </Button>
        <Button size="sm" isLoading={isUpdating} onClick={() => setPressed(true)}>
          {isUpdating ? labels.updating : labels.update}
        </Button>
      </div>
    </section>
  );
}
