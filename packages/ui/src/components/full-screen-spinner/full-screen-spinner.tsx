import { cn } from '../../lib/cn';

export type FullScreenSpinnerProps = {
  /** Visible and announced, e.g. "Načítání...". */
  label: string;
  className?: string;
};

export function FullScreenSpinner({ label, className }: FullScreenSpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="full-screen-spinner"
      className={cn(
        'fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-background text-foreground',
        className,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-10 animate-spin text-primary">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-muted-foreground text-sm">{label}</p>
    </div>
  );
}
