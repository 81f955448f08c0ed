import * as ToastPrimitive from '@radix-ui/react-toast';
import { cva } from 'class-variance-authority';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { dismissToast, type ToastVariant, toastDuration, useToast } from './use-toast';

export const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg',
    'data-[state=open]:animate-[hlidka-toast-in_200ms_ease-out] motion-reduce:animate-none',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-background text-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
      } satisfies Record<ToastVariant, string>,
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToasterProps = {
  /** Announced with each toast so screen-reader users know what interrupted them, e.g. "Oznámení". */
  label: string;
  /** The toast region's accessible name; `{hotkey}` becomes the focus shortcut (F8), e.g. "Oznámení ({hotkey})". */
  regionLabel: string;
  /** Accessible label of each toast's close button, e.g. "Zavřít". */
  closeLabel: string;
  /** Default `toastDuration()` (5000 ms). */
  duration?: number;
  className?: string;
};

/** Renders the toasts from `useToast()` / `toast()`; put one near the app root. */
export function Toaster({ label, regionLabel, closeLabel, duration = toastDuration(), className }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider label={label} duration={duration} swipeDirection="right">
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant ?? 'default'}
          data-toast=""
          className={toastVariants({ variant: item.variant })}
        >
          <div className="grid flex-1 gap-1">
            {item.title ? (
              <ToastPrimitive.Title className="font-semibold text-sm">{item.title}</ToastPrimitive.Title>
            ) : null}
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-90">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          {item.action ? (
            <ToastPrimitive.Action
              altText={item.action.altText}
              onClick={item.action.onClick}
              className="inline-flex h-8 shrink-0 items-center rounded-md border px-3 font-medium text-sm outline-hidden hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 group-data-[variant=destructive]:border-destructive-foreground/40 group-data-[variant=destructive]:hover:bg-destructive-foreground/10 group-data-[variant=destructive]:hover:text-destructive-foreground"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          ) : null}
          <ToastPrimitive.Close
            aria-label={closeLabel}
            className="absolute top-2 right-2 rounded-sm p-1 opacity-70 outline-hidden hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        label={regionLabel}
        className={cn(
          'fixed right-0 bottom-0 z-[100] m-0 flex max-h-screen w-full list-none flex-col-reverse gap-2 p-4 outline-hidden sm:max-w-[420px]',
          className,
        )}
      />
    </ToastPrimitive.Provider>
  );
}
