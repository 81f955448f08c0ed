import { Check, Minus } from 'lucide-react';
import type * as React from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<AriaCheckboxProps, 'children' | 'className'> & {
  children?: React.ReactNode;
  /** Helper text under the label. */
  description?: React.ReactNode;
  className?: string;
};

/** A checkbox with its label (React Aria): `isSelected` / `defaultSelected` / `onChange`, `isDisabled`, `isInvalid`. */
export function Checkbox({ children, description, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox
      data-slot="checkbox"
      className={cn('group flex items-start gap-2 text-sm data-disabled:opacity-50', className)}
      {...props}
    >
      {({ isSelected, isIndeterminate }) => (
        <>
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-sm border border-input bg-background text-primary-foreground',
              'group-data-focus-visible:ring-[3px] group-data-focus-visible:ring-ring/50',
              'group-data-selected:border-primary group-data-selected:bg-primary group-data-indeterminate:border-primary group-data-indeterminate:bg-primary',
              'group-data-invalid:border-destructive forced-colors:group-data-selected:bg-[Highlight]',
            )}
          >
            {isIndeterminate ? (
              <Minus className="size-3" strokeWidth={3} />
            ) : isSelected ? (
              <Check className="size-3" strokeWidth={3} />
            ) : null}
          </span>
          <span className="flex flex-col gap-0.5">
            {children}
            {description ? <span className="text-muted-foreground text-xs">{description}</span> : null}
          </span>
        </>
      )}
    </AriaCheckbox>
  );
}
