import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cn } from '../../lib/cn';

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export type UserMenuButtonProps = {
  fullName: string;
  /** `trigger`: the button's accessible label, e.g. "Uživatelské menu". */
  labels: { trigger: string };
  className?: string;
} & Pick<AriaButtonProps, 'onPress' | 'onFocus' | 'onBlur' | 'aria-expanded' | 'aria-haspopup'>;

/**
 * The menu's button with the user's initials. Inside `UserMenu` it opens the menu; alone it stands in for the menu
 * until the menu's code has loaded (same look, same name).
 */
export function UserMenuButton({ fullName, labels, className, ...props }: UserMenuButtonProps) {
  return (
    <AriaButton
      {...props}
      aria-label={labels.trigger}
      data-slot="user-menu"
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground text-xs outline-hidden',
        'hover:bg-primary/90 data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50',
        className,
      )}
    >
      {/* The initials are drawn from CSS, so they are not text that the accessible name must contain. */}
      <span data-initials={initials(fullName)} className="before:content-[attr(data-initials)]" />
    </AriaButton>
  );
}
