import { Check, ChevronDown } from 'lucide-react';
import type * as React from 'react';
import {
  ComboBox as AriaComboBox,
  type ComboBoxProps as AriaComboBoxProps,
  Button,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldErrorText, FieldLabel, inputClass } from '../../lib/field';
import type { SelectOption } from '../select/select';

export type ComboBoxProps = Omit<AriaComboBoxProps<SelectOption>, 'children' | 'className' | 'items'> & {
  label?: React.ReactNode;
  description?: React.ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  options: SelectOption[];
  placeholder?: string;
  /** Shown in the list when nothing matches what was typed. */
  emptyText?: React.ReactNode;
  className?: string;
};

/**
 * A single choice found by typing (React Aria ComboBox): the list narrows to the options containing the text.
 * `selectedKey` / `onSelectionChange`, `placeholder`, `isDisabled`, like Select's `value` / `onChange`.
 */
export function ComboBox({
  label,
  description,
  errorMessage,
  options,
  placeholder,
  emptyText,
  className,
  ...props
}: ComboBoxProps) {
  return (
    <AriaComboBox
      data-slot="combo-box"
      defaultItems={options}
      menuTrigger="focus"
      allowsEmptyCollection
      className={cn('group flex flex-col gap-1.5', className)}
      {...props}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <div className="relative">
        <Input placeholder={placeholder} className={cn(inputClass, 'pr-9')} />
        <Button className="absolute inset-y-0 right-0 flex items-center px-2 text-muted-foreground outline-hidden focus-visible:text-foreground">
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className="min-w-(--trigger-width) rounded-md border bg-background p-1 text-foreground shadow-md outline-hidden">
        <ListBox
          className="max-h-72 overflow-auto outline-hidden"
          renderEmptyState={() => <p className="px-2 py-1.5 text-muted-foreground text-sm">{emptyText}</p>}
        >
          {(option: SelectOption) => (
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
    </AriaComboBox>
  );
}
