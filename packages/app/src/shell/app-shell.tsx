import { useAuth, useOnlineStatus } from '@hlidka/data';
import {
  AppLayout,
  deferred,
  Header,
  OfflineBanner,
  PageTransition,
  preloadSidebarDrawer,
  Sidebar,
  SkipLink,
  ThemeToggle,
  UpdateBanner,
  whenPageIdle,
} from '@hlidka/ui';
import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../i18n/use-translation';
import { useTheme } from '../lib/theme';
import { applyUpdate, useUpdateAvailable } from '../lib/version';
import { HeaderMenuButtons } from './header-menu-buttons';
import { LanguageSwitch } from './language-switch';
import { renderLink } from './link';
import { Logo, LogoMark } from './logo';
import { navGroups } from './nav';
import { KeyboardShortcuts, NAV_ID } from './shortcuts';
import { TermsGate } from './terms-gate';
import { useLanguageChoice } from './use-language-choice';
import '../i18n/areas/bell';
import '../i18n/areas/nav';
import '../i18n/areas/shell';
import '../i18n/areas/update';

const COLLAPSED_KEY = 'sidebar-collapsed';

const liveEvents = deferred(() => import('./live-events'));

/** Live events start once the first screen is idle: their stream's code is not on its critical path. */
function LiveEvents() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenPageIdle(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <liveEvents.Lazy />
    </Suspense>
  );
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
  // The small screens' drawer loads after the first screen, so the menu button opens it at once.
  useEffect(() => whenPageIdle(() => void preloadSidebarDrawer().catch(() => undefined)), []);

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
          <HeaderMenuButtons user={{ fullName, email: user?.email ?? '' }} onLogout={() => void logout()} />
        </Header>
      }
    >
      <PageTransition transitionKey={path}>{children}</PageTransition>
    </AppLayout>
  );
}
