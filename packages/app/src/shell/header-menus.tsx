import { useNotificationActions, useNotifications, useUnreadCount } from '@hlidka/data';
import { NotificationBell, UserMenu } from '@hlidka/ui';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { currentLanguage } from '../i18n';
import { useTranslation } from '../i18n/use-translation';
import { type HeaderMenusProps, headerMenuSlots } from './header-menu-slots';
import { renderLink } from './link';
import { loadBellItems, useBellItems } from './use-bell-items';
import '../i18n/areas/bell';
import '../i18n/areas/nav';
import '../i18n/areas/shell';

function Bell({ openAtOnce }: { openAtOnce: boolean }) {
  const { t, i18n } = useTranslation();
  const { notifications } = useNotifications();
  const { count } = useUnreadCount();
  const { markRead, markAllRead } = useNotificationActions();
  const lng = currentLanguage(i18n);
  // Open on the page where it was opened: following a link in the dropdown (an incident, all notifications, settings)
  // closes it instead of leaving it over the new page, which it would keep inert.
  const [path] = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [wording, setWording] = useBellItems();
  const items = useMemo(
    () => (wording ? wording.bellItems(t, notifications ?? [], lng) : []),
    [wording, notifications, lng, t],
  );
  function onOpenChange(isOpen: boolean) {
    if (!isOpen || wording) {
      setOpenOn(isOpen ? path : null);
      return;
    }
    loadBellItems().then(
      (loaded) => {
        setWording(loaded);
        setOpenOn(path);
      },
      (error: unknown) => console.warn('The notification list could not be loaded', error),
    );
  }
  // Pressed while its code was loading: opens as soon as it is here.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (openAtOnce) onOpenChange(true);
  }, []);
  return (
    <NotificationBell
      notifications={items}
      unreadCount={count}
      isOpen={openOn === path}
      onOpenChange={onOpenChange}
      labels={{
        bell: t('bell.bell'),
        title: t('bell.title'),
        markAllRead: t('bell.markAllRead'),
        markRead: t('bell.markRead'),
        empty: t('bell.empty'),
        viewAll: t('bell.viewAll'),
        settings: t('bell.settings'),
        incident: t('bell.incident'),
        unread: (n) => t('bell.unread', { count: n }),
        unreadItem: t('bell.unreadItem'),
        severity: {
          danger: t('bell.severity.danger'),
          warning: t('bell.severity.warning'),
          success: t('bell.severity.success'),
          info: t('bell.severity.info'),
        },
      }}
      onMarkRead={(id) => void markRead(id).catch(() => undefined)}
      onMarkAllRead={() => void markAllRead().catch(() => undefined)}
      viewAllHref="/notifications"
      settingsHref="/settings/notifications/channels"
      renderLink={renderLink}
    />
  );
}

/** The header's bell and user menu with their dropdowns (loaded after the first screen: header-menu-buttons.tsx). */
export default function HeaderMenus({ opened, focused, user, onLogout }: HeaderMenusProps) {
  const { t } = useTranslation();
  const [userMenuOpen, setUserMenuOpen] = useState(false);
  // Its stand-in had the focus (or was pressed) when it was replaced: the real button takes the focus over, before a
  // pressed menu opens, so that closing it returns there.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useLayoutEffect(() => {
    const holder = focused ?? opened;
    if (holder) document.querySelector<HTMLElement>(`[data-slot="${headerMenuSlots[holder]}"]`)?.focus();
    if (opened === 'user') setUserMenuOpen(true);
  }, []);
  return (
    <>
      <Bell openAtOnce={opened === 'bell'} />
      <UserMenu
        isOpen={userMenuOpen}
        onOpenChange={setUserMenuOpen}
        fullName={user.fullName}
        email={user.email}
        labels={{
          trigger: t('shell.userMenu'),
          profile: t('nav.profile'),
          subscription: t('nav.subscription'),
          logout: t('shell.logout'),
        }}
        profileHref="/profile"
        subscriptionHref="/subscription"
        onLogout={onLogout}
      />
    </>
  );
}
