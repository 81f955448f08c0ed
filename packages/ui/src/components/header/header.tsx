import { Menu } from 'lucide-react';
import type * as React from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type HeaderProps = React.ComponentProps<'header'> & {
  /** On small screens a menu button opens the sidebar drawer; its accessible label, e.g. "Otevřít menu". */
  menuLabel?: string;
  onMenuPress?: () => void;
  /** Content on the left (a page title, a search box). */
  start?: React.ReactNode;
  /** The actions on the right: ThemeToggle, NotificationBell, UserMenu. */
  children?: React.ReactNode;
};

export function Header({ menuLabel, onMenuPress, start, children, className, ...props }: HeaderProps) {
  return (
    <header
      data-slot="header"
      className={cn(
        'sticky top-0 z-20 flex h-16 shrink-0 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur',
        className,
      )}
      {...props}
    >
      {menuLabel && onMenuPress ? (
        <AriaButton
          aria-label={menuLabel}
          onPress={onMenuPress}
          className="inline-flex size-9 items-center justify-center rounded-md outline-hidden hover:bg-accent data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-5" />
        </AriaButton>
      ) : null}
      <div className="flex min-w-0 flex-1 items-center gap-2">{start}</div>
      <div className="flex items-center gap-1">{children}</div>
    </header>
  );
}
