import type * as React from 'react';
import { FieldError as AriaFieldError, Label as AriaLabel, Text } from 'react-aria-components';
import { cn } from './cn';

/** Shared look of text inputs and triggers. */
export const inputClass = cn(
  'h-9 w-full min-w-0 rounded-md border border-input bg-background px-3 py-1 text-foreground text-sm shadow-xs outline-hidden',
  'placeholder:text-muted-foreground data-focused:border-ring data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50',
  'data-[focus-within]:border-ring data-disabled:cursor-not-allowed data-disabled:opacity-50',
  'data-invalid:border-destructive data-invalid:data-focused:ring-destructive/30 forced-colors:border-[ButtonBorder]',
);

export function FieldLabel({ className, ...props }: React.ComponentProps<typeof AriaLabel>) {
  return <AriaLabel className={cn('font-medium text-foreground text-sm', className)} {...props} />;
}

export function FieldDescription({ children }: { children?: React.ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className="text-muted-foreground text-xs">
      {children}
    </Text>
  );
}

export function FieldErrorText({ children }: { children?: React.ComponentProps<typeof AriaFieldError>['children'] }) {
  return <AriaFieldError className="text-destructive-text text-xs">{children}</AriaFieldError>;
}
