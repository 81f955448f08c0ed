import { Bell } from 'lucide-react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type NotificationBellButtonProps = {
  unreadCount: number;
  /** `bell`: the button's name, e.g. "Notifikace"; `unread`: the count's screen-reader text. */
  labels: { bell: string; unread?: (count: number) => string };
  className?: string;
} & Pick<AriaButtonProps, 'onPress' | 'onFocus' | 'onBlur' | 'aria-expanded' | 'aria-haspopup'>;

/**
 * The bell's button with its unread count. Inside `NotificationBell` it opens the dropdown; alone it stands in for the
 * bell until the dropdown's code has loaded (same look, same name).
 */
export function NotificationBellButton({ unreadCount, labels, className, ...props }: NotificationBellButtonProps) {
  const unreadText = unreadCount > 0 && labels.unread ? labels.unread(unreadCount) : undefined;
  return (
    <AriaButton
      {...props}
      aria-label={unreadText ? `${labels.bell}, ${unreadText}` : labels.bell}
      data-slot="notification-bell"
      className={cn(
        'relative inline-flex size-9 items-center justify-center rounded-md text-foreground outline-hidden',
        'hover:bg-accent data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50',
        className,
      )}
    >
      <Bell aria-hidden="true" className="size-5" />
      {unreadCount > 0 ? (
        <span
          aria-hidden="true"
          data-slot="notification-count"
          data-count={unreadCount > 99 ? '99+' : String(unreadCount)}
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-destructive-foreground leading-none before:content-[attr(data-count)]"
        />
      ) : null}
    </AriaButton>
  );
}
