import {
  useAuth,
  useLiveEvents,
  useNotificationActions,
  useNotifications,
  useOnlineStatus,
  useUnreadCount,
} from '@hlidka/data';
import {
  AppLayout,
  Header,
  NotificationBell,
  OfflineBanner,
  PageTransition,
  Sidebar,
  SkipLink,
  ThemeToggle,
  UpdateBanner,
  UserMenu,
} from '@hlidka/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { currentLanguage } from '../i18n';
import { useTheme } from '../lib/theme';
import { applyUpdate, useUpdateAvailable } from '../lib/version';
import { LanguageSwitch } from './language-switch';
import { renderLink } from './link';
import { Logo, LogoMark } from './logo';
import { navGroups } from './nav';
import { KeyboardShortcuts, NAV_ID } from './shortcuts';
import { TermsGate } from './terms-gate';
import { loadBellItems, useBellItems } from './use-bell-items';
import { useLanguageChoice } from './use-language-choice';
import '../i18n/areas/bell';
import '../i18n/areas/nav';
import '../i18n/areas/shell';
import '../i18n/areas/update';

const COLLAPSED_KEY = 'sidebar-collapsed';

function LiveEvents() {
  useLiveEvents();
  return null;
}

function useCollapsed(): [boolean, (value: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => {
    try {
      return localStorage.getItem(COLLAPSED_KEY) === 'true';
    } catch {
      return false;
    }
  });
  return [
    collapsed,
    (value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, String(value));
      } catch {
        // Kept for this page only.
      }
      setCollapsed(value);
    },
  ];
}

function Bell() {
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

export interface AppShellProps {
  children: ReactNode;
  /** Live events (SSE) revalidate what they touch; stories turn them off. */
  live?: boolean;
  /** The version check; stories turn it off. */
  checkForUpdates?: boolean;
}

/** The authenticated layout (spec §2): sidebar, header, terms dialog, banners and shortcuts. */
export function AppShell({ children, live = true, checkForUpdates = true }: AppShellProps) {
  const { t } = useTranslation();
  const [path, navigate] = useLocation();
  const auth = useAuth();
  const [theme, setTheme] = useTheme();
  const [collapsed, setCollapsed] = useCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const online = useOnlineStatus();
  const [updateAvailable, dismissUpdate] = useUpdateAvailable(checkForUpdates);
  const languageChoice = useLanguageChoice();
  const user = auth.user;
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || (user?.email ?? '');

  async function logout() {
    await auth.logout();
    navigate('/login', { replace: true });
  }

  return (
    <AppLayout
      before={
        <>
          <SkipLink>{t('shell.skipToContent')}</SkipLink>
          <OfflineBanner
            isOffline={!online}
            title={t('shell.offlineTitle')}
            description={t('shell.offlineDescription')}
          />
          {updateAvailable && (
            <UpdateBanner
              labels={{
                title: t('update.title'),
                description: t('update.description'),
                update: t('update.update'),
                updating: t('update.updating'),
                later: t('update.later'),
              }}
              onUpdate={() => void applyUpdate()}
              onLater={dismissUpdate}
            />
          )}
          {live && <LiveEvents />}
          <KeyboardShortcuts />
          <TermsGate />
        </>
      }
      sidebar={
        <Sidebar
          groups={navGroups(t)}
          activeHref={path}
          logo={<Logo />}
          collapsedLogo={<LogoMark />}
          navLabel={t('nav.label')}
          navId={NAV_ID}
          closeLabel={t('nav.closeMenu')}
          collapseLabel={t('nav.collapse')}
          expandLabel={t('nav.expand')}
          isCollapsed={collapsed}
          onCollapsedChange={setCollapsed}
          isDrawerOpen={drawerOpen}
          onDrawerOpenChange={setDrawerOpen}
          renderLink={renderLink}
        />
      }
      header={
        <Header menuLabel={t('nav.openMenu')} onMenuPress={() => setDrawerOpen(true)}>
          <LanguageSwitch language={languageChoice.language} onChoose={(lng) => void languageChoice.choose(lng)} />
          <ThemeToggle theme={theme} onThemeChange={setTheme} label={t('shell.darkMode')} />
          <Bell />
          <UserMenu
            fullName={fullName}
            email={user?.email ?? ''}
            labels={{
              trigger: t('shell.userMenu'),
              profile: t('nav.profile'),
              subscription: t('nav.subscription'),
              logout: t('shell.logout'),
            }}
            profileHref="/profile"
            subscriptionHref="/subscription"
            onLogout={() => void logout()}
          />
        </Header>
      }
    >
      <PageTransition transitionKey={path}>{children}</PageTransition>
    </AppLayout>
  );
}
