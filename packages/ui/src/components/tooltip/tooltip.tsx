import type * as React from 'react';
import { Tooltip as AriaTooltip, Focusable, TooltipTrigger } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type TooltipProps = {
  /** A focusable element (a Button); the tooltip describes it. */
  children: React.ReactElement;
  content: React.ReactNode;
  /** ms before it shows on hover. Default 700 (React Aria's); focus shows it at once. */
  delay?: number;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  isDisabled?: boolean;
  className?: string;
};

/** A short hint on hover and focus (React Aria). Never put the only copy of important text in a tooltip. */
export function Tooltip({ children, content, delay, placement = 'top', className, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      <Focusable>{children as React.ReactElement<React.DOMAttributes<Element>, string>}</Focusable>
      <AriaTooltip
        placement={placement}
        offset={6}
        className={cn(
          'max-w-xs rounded-md bg-foreground px-2 py-1 text-background text-xs shadow-md data-entering:animate-[hlidka-fade-in_100ms] motion-reduce:animate-none',
          className,
        )}
      >
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
