import { Check, ChevronDown } from 'lucide-react';
import type * as React from 'react';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldErrorText, FieldLabel, inputClass } from '../../lib/field';

export type SelectOption = { id: string; label: string; isDisabled?: boolean };

export type SelectProps = Omit<AriaSelectProps<SelectOption>, 'children' | 'className' | 'items'> & {
  label?: React.ReactNode;
  description?: React.ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  options: SelectOption[];
  className?: string;
};

/** A single-choice dropdown (React Aria): `value` / `defaultValue` / `onChange`, `placeholder`, `isDisabled`. */
export function Select({ label, description, errorMessage, options, className, ...props }: SelectProps) {
  const disabledKeys = options.filter((option) => option.isDisabled).map((option) => option.id);
  return (
    <AriaSelect
      data-slot="select"
      disabledKeys={disabledKeys}
      className={cn('group flex flex-col gap-1.5', className)}
      {...props}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Button className={cn(inputClass, 'flex items-center justify-between gap-2 text-left')}>
        <SelectValue className="truncate data-placeholder:text-muted-foreground" />
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
      </Button>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className="min-w-(--trigger-width) rounded-md border bg-background p-1 text-foreground shadow-md outline-hidden">
        <ListBox items={options} className="max-h-72 overflow-auto outline-hidden">
          {(option) => (
            <ListBoxItem
              id={option.id}
              textValue={option.label}
              className="flex cursor-default items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden data-disabled:opacity-50 data-focused:bg-accent data-focused:text-accent-foreground"
            >
              {({ isSelected }) => (
                <>
                  <span>{option.label}</span>
                  {isSelected ? <Check aria-hidden="true" className="size-4" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
