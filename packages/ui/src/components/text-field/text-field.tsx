import type * as React from 'react';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldErrorText, FieldLabel, inputClass } from '../../lib/field';

export type TextFieldProps = Omit<AriaTextFieldProps, 'className' | 'children'> & {
  label?: React.ReactNode;
  description?: React.ReactNode;
  /** The error shown when the field is invalid (`isInvalid` or native validation). */
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** A multi-line `<textarea>`. */
  multiline?: boolean;
  className?: string;
};

/** A labelled text input (React Aria): `value` / `onChange`, `isRequired`, `isInvalid`, `isDisabled`. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField data-slot="text-field" className={cn('flex flex-col gap-1.5', className)} {...props}>
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      {multiline ? (
        <TextArea placeholder={placeholder} className={cn(inputClass, 'h-auto min-h-20 py-2')} />
      ) : (
        <Input placeholder={placeholder} className={inputClass} />
      )}
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
