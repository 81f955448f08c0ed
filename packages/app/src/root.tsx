import type { ApiClient, SyncResult } from '@hlidka/data';
import { DataProvider, type OfflineQueue, type RetainingCache } from '@hlidka/data';
import { toast, useToast } from '@hlidka/ui';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { type BaseLocationHook, type BaseSearchHook, Router, useLocation } from 'wouter';
import { AppErrorBoundary } from './error-boundary';
import type { I18n } from './i18n/translator';
import { TranslationProvider } from './i18n/use-translation';
import { RefetchOnLanguageChange } from './refetch-on-language-change';
import { AppRoutes } from './routes';
import type { AppShellProps } from './shell/app-shell';
import { ScrollToTop } from './shell/scroll-to-top';

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

const ToastArea = lazy(() => import('./shell/toasts'));

/** The toast area, loaded when the first toast comes (toasts wait in @hlidka/ui's store meanwhile). */
function Toasts() {
  const { toasts } = useToast();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (toasts.length > 0) setWanted(true);
  }, [toasts.length]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
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
    <TranslationProvider i18n={i18n}>
      <DataProvider
        client={client}
        cache={cache}
        offlineQueue={offlineQueue}
        onOfflineSync={(result: SyncResult) =>
          toast({
            variant: result.failed > 0 ? 'destructive' : 'default',
            title: i18n.t('common.offlineSynced'),
            description: i18n.t('common.offlineSyncResult', { ...result }),
          })
        }
      >
        <RefetchOnLanguageChange i18n={i18n} />
        <Router hook={locationHook} searchHook={searchHook}>
          <AriaRouter>
            <ScrollToTop />
            <AppErrorBoundary>{children ?? <AppRoutes shell={shell} />}</AppErrorBoundary>
            <Toasts />
          </AriaRouter>
        </Router>
      </DataProvider>
    </TranslationProvider>
  );
}
