import type * as React from 'react';
import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type SwitchProps = Omit<AriaSwitchProps, 'children' | 'className'> & {
  children?: React.ReactNode;
  className?: string;
};

/** An on/off switch (React Aria): `isSelected` / `defaultSelected` / `onChange`, `isDisabled`. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch
      data-slot="switch"
      className={cn('group flex items-center gap-2 text-sm data-disabled:opacity-50', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex h-5 w-9 shrink-0 items-center rounded-full border-2 border-transparent bg-input transition-colors',
          'group-data-selected:bg-primary group-data-focus-visible:ring-[3px] group-data-focus-visible:ring-ring/50',
          'forced-colors:border-[ButtonBorder] forced-colors:group-data-selected:bg-[Highlight]',
        )}
      >
        <span className="size-4 rounded-full bg-background shadow-sm transition-transform group-data-selected:translate-x-4 motion-reduce:transition-none" />
      </span>
      {children}
    </AriaSwitch>
  );
}
