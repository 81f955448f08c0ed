import { CreditCard, LogOut, User } from 'lucide-react';
import { Menu, MenuItem, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { UserMenuButton } from './user-menu-button';

export type UserMenuLabels = {
  /** The trigger's accessible label, e.g. "Uživatelské menu". */
  trigger: string;
  profile: string;
  subscription: string;
  logout: string;
};

export type UserMenuProps = {
  fullName: string;
  email: string;
  labels: UserMenuLabels;
  profileHref: string;
  subscriptionHref: string;
  onLogout: () => void;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  className?: string;
};

const itemClass =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden data-focused:bg-accent data-focused:text-accent-foreground [&_svg]:size-4 [&_svg]:text-muted-foreground';

/**
 * The signed-in user's menu (React Aria Menu). Profile and subscription are link items: wrap the app in React Aria's
 * `RouterProvider` to route them through the app's router.
 */
export function UserMenu({
  fullName,
  email,
  labels,
  profileHref,
  subscriptionHref,
  onLogout,
  isOpen,
  defaultOpen,
  onOpenChange,
  className,
}: UserMenuProps) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <UserMenuButton fullName={fullName} labels={labels} className={className} />
      <Popover
        placement="bottom end"
        offset={8}
        className="w-64 rounded-lg border bg-background p-1 text-foreground shadow-lg outline-hidden"
      >
        <div className="px-2 py-1.5">
          <p className="truncate font-medium text-sm">{fullName}</p>
          <p className="truncate text-muted-foreground text-xs">{email}</p>
        </div>
        <Separator className="-mx-1 my-1 border-t" />
        <Menu aria-label={labels.trigger} className="outline-hidden">
          <MenuItem id="profile" href={profileHref} className={itemClass} textValue={labels.profile}>
            <User aria-hidden="true" />
            {labels.profile}
          </MenuItem>
          <MenuItem id="subscription" href={subscriptionHref} className={itemClass} textValue={labels.subscription}>
            <CreditCard aria-hidden="true" />
            {labels.subscription}
          </MenuItem>
          <Separator className="-mx-1 my-1 border-t" />
          <MenuItem id="logout" onAction={onLogout} className={itemClass} textValue={labels.logout}>
            <LogOut aria-hidden="true" />
            {labels.logout}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
