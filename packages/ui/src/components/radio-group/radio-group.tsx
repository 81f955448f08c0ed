import type * as React from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldErrorText, FieldLabel } from '../../lib/field';

export type RadioOption = {
  value: string;
  label: React.ReactNode;
  description?: React.ReactNode;
  isDisabled?: boolean;
};

export type RadioGroupProps = Omit<AriaRadioGroupProps, 'children' | 'className'> & {
  label?: React.ReactNode;
  description?: React.ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  options: RadioOption[];
  className?: string;
};

/** A single choice among a few visible options (React Aria): `value` / `defaultValue` / `onChange`. */
export function RadioGroup({ label, description, errorMessage, options, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup data-slot="radio-group" className={cn('flex flex-col gap-2', className)} {...props}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className="flex flex-col gap-2 group-data-[orientation=horizontal]:flex-row">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className="group flex items-start gap-2 text-sm data-disabled:opacity-50"
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-0.5 flex size-4 shrink-0 items-center justify-center rounded-full border border-input bg-background',
                'group-data-selected:border-primary group-data-focus-visible:ring-[3px] group-data-focus-visible:ring-ring/50',
                'group-data-invalid:border-destructive',
              )}
            >
              <span className="hidden size-2 rounded-full bg-primary group-data-selected:block forced-colors:bg-[Highlight]" />
            </span>
            <span className="flex flex-col gap-0.5">
              {option.label}
              {option.description ? <span className="text-muted-foreground text-xs">{option.description}</span> : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaRadioGroup>
  );
}
