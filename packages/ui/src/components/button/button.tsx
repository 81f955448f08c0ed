import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../../lib/cn';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium text-sm',
    'transition-[color,background-color,border-color,box-shadow] outline-hidden',
    'focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-offset-1 focus-visible:ring-offset-background',
    'disabled:pointer-events-none disabled:opacity-50',
    'aria-disabled:pointer-events-none aria-disabled:opacity-50 aria-busy:cursor-progress',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
    'forced-colors:border forced-colors:border-[ButtonBorder]',
  ],
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
        destructive: 'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90',
        outline: 'border border-input bg-background shadow-xs hover:bg-accent hover:text-accent-foreground',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        success: 'bg-success text-success-foreground shadow-xs hover:bg-success/90',
        warning: 'bg-warning text-warning-foreground shadow-xs hover:bg-warning/90',
        info: 'bg-info text-info-foreground shadow-xs hover:bg-info/90',
      },
      size: {
        default: 'h-9 px-4 py-2 has-[>svg]:px-3',
        sm: 'h-8 gap-1.5 rounded-md px-3 text-xs has-[>svg]:px-2.5',
        lg: 'h-10 rounded-md px-6 text-base has-[>svg]:px-4',
        icon: 'size-9',
      },
    },
    defaultVariants: {
      variant: 'default',
      size: 'default',
    },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (e.g. a router link) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /** Shows a spinner, disables the button and marks it busy (`aria-busy`). */
    isLoading?: boolean;
    /**
     * Screen-reader text announced with the spinner while `isLoading`, e.g. "Ukládám…". The package holds no copy:
     * pass a translated string.
     */
    loadingLabel?: string;
  };

/** A decorative spinner; the busy state itself is announced through `aria-busy` and `loadingLabel`. */
function Spinner({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      data-slot="spinner"
      className={cn('animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export function Button({
  className,
  variant,
  size,
  asChild = false,
  isLoading = false,
  loadingLabel,
  disabled,
  children,
  onClick,
  type,
  ...props
}: ButtonProps) {
  const isDisabled = Boolean(disabled) || isLoading;
  const busy = isLoading ? (
    <>
      <Spinner />
      {loadingLabel ? <span className="sr-only">{loadingLabel}</span> : null}
    </>
  ) : null;
  // An icon button has no room for both: the spinner takes the icon's place.
  const content = isLoading && size === 'icon' ? null : children;

  const shared = {
    'data-slot': 'button',
    'data-variant': variant ?? 'default',
    'data-size': size ?? 'default',
    'data-loading': isLoading ? '' : undefined,
    'aria-busy': isLoading || undefined,
    className: cn(buttonVariants({ variant, size }), className),
  };

  if (asChild) {
    // A link cannot be `disabled`: mark it so and swallow activation instead.
    return (
      <Slot
        {...shared}
        {...props}
        aria-disabled={isDisabled || undefined}
        tabIndex={isDisabled ? -1 : props.tabIndex}
        onClick={(event: React.MouseEvent<HTMLButtonElement>) => {
          if (isDisabled) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        {busy}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }

  return (
    <button {...shared} {...props} type={type ?? 'button'} disabled={isDisabled} onClick={onClick}>
      {busy}
      {content}
    </button>
  );
}
