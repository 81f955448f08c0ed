import { Eye, EyeOff } from 'lucide-react';
import * as React from 'react';
import {
  Button as AriaButton,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Group,
  Input,
  type ValidationResult,
} from 'react-aria-components';
import { cn } from '../../lib/cn';
import { FieldDescription, FieldErrorText, FieldLabel, inputClass } from '../../lib/field';

export type PasswordFieldProps = Omit<AriaTextFieldProps, 'className' | 'children' | 'type'> & {
  label?: React.ReactNode;
  description?: React.ReactNode;
  errorMessage?: string | ((validation: ValidationResult) => string);
  placeholder?: string;
  /** Accessible labels of the visibility toggle, e.g. "Zobrazit heslo" / "Skrýt heslo". */
  showLabel: string;
  hideLabel: string;
  className?: string;
};

/** A password input with a show/hide toggle (React Aria TextField). */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  showLabel,
  hideLabel,
  className,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = React.useState(false);
  return (
    <AriaTextField
      data-slot="password-field"
      type={visible ? 'text' : 'password'}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      {label ? <FieldLabel>{label}</FieldLabel> : null}
      <Group className="relative flex">
        <Input placeholder={placeholder} className={cn(inputClass, 'pr-10')} />
        <AriaButton
          aria-label={visible ? hideLabel : showLabel}
          onPress={() => setVisible(!visible)}
          className="absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-muted-foreground outline-hidden hover:text-foreground data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50"
        >
          {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
