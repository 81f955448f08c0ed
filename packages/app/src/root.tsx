import type { ApiClient } from '@hlidka/data';
import { DataProvider, type OfflineQueue, type RetainingCache } from '@hlidka/data';
import { Toaster } from '@hlidka/ui';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { type BaseLocationHook, type BaseSearchHook, Router, useLocation } from 'wouter';
import { AppErrorBoundary } from './error-boundary';
import { AppRoutes } from './routes';
import type { AppShellProps } from './shell/app-shell';

export interface AppRootProps {
  client: ApiClient;
  i18n: I18n;
  offlineQueue?: OfflineQueue;
  /** Stories: a fresh cache and a memory location. */
  cache?: RetainingCache;
  locationHook?: BaseLocationHook;
  searchHook?: BaseSearchHook;
  shell?: Omit<AppShellProps, 'children'>;
  children?: ReactNode;
}

function AriaRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(href) => navigate(href)}>{children}</RouterProvider>;
}

function Toasts() {
  const { t } = useTranslation();
  return (
    <Toaster
      label={t('common.notifications')}
      regionLabel={t('common.notificationsRegion')}
      closeLabel={t('common.close')}
    />
  );
}

/** The providers and the routes: data (SWR), i18n, router, error boundary, toasts. */
export function AppRoot({
  client,
  i18n,
  offlineQueue,
  cache,
  locationHook,
  searchHook,
  shell,
  children,
}: AppRootProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DataProvider client={client} cache={cache} offlineQueue={offlineQueue}>
        <Router hook={locationHook} searchHook={searchHook}>
          <AriaRouter>
            <AppErrorBoundary>{children ?? <AppRoutes shell={shell} />}</AppErrorBoundary>
            <Toasts />
          </AriaRouter>
        </Router>
      </DataProvider>
    </I18nextProvider>
  );
}
