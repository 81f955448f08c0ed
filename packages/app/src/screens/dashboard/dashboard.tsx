import { useDashboard } from '@hlidka/data';
import { EmptyState, Skeleton } from '@hlidka/ui';
import { Radar } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AddWebsiteButton } from '../websites/add-website';
import { LatestIncidents, Slowest, Stats, UnhealthyWorkers } from './dashboard-parts';
import '../../i18n/areas/dashboard';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { ErrorState } from '../common/query-states';
import { ShutOutTeamsNotice } from '../common/shut-out-teams-notice';

type LiveWebsitesModule = typeof import('./live-websites');

// The live table's chunk (React Aria's table, uPlot) starts loading with this screen, beside the dashboard's data; the
// screen shows its skeleton until both are here, so it looks as it would with the table in this chunk.
const liveWebsites = import('./live-websites');
let liveWebsitesLoaded: LiveWebsitesModule | undefined;
liveWebsites.then(
  (module) => {
    liveWebsitesLoaded = module;
  },
  () => {
    // The screen reports it when it needs the table (useLiveWebsites).
  },
);

/** The live table's module once loaded (or why it failed to load). */
function useLiveWebsites(): { module?: LiveWebsitesModule; error?: unknown } {
  const [state, setState] = useState<{ module?: LiveWebsitesModule; error?: unknown }>(() => ({
    module: liveWebsitesLoaded,
  }));
  useEffect(() => {
    if (state.module || state.error) return;
    let current = true;
    liveWebsites.then(
      (module) => current && setState({ module }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [state]);
  return state;
}

function DashboardSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {Array.from({ length: 7 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

/**
 * /dashboard: the counts, unhealthy workers, the live table and the latest incidents. The shell's live-event stream
 * revalidates the dashboard on every check and status change, so it updates without a reload.
 */
export default function DashboardScreen() {
  const { t } = useTranslation();
  const { dashboard: data, error, isLoading, mutate } = useDashboard();
  const { module: live, error: liveError } = useLiveWebsites();
  const needsTable = data !== undefined && data.websites.total > 0;
  // A table that cannot load goes to the error boundary, as a screen that cannot load does.
  if (needsTable && liveError) throw liveError;
  // Shown once the data and the live table's code are both here (the first use has no table to wait for).
  const dashboard = data && (!needsTable || live) ? data : undefined;
  const firstTime = dashboard !== undefined && dashboard.websites.total === 0;
  return (
    <ScreenFrame wide busy={isLoading || (data !== undefined && !dashboard)}>
      <PageHeader title={t('dashboard.title')} actions={firstTime || error ? null : <AddWebsiteButton />}>
        {dashboard && !firstTime ? <p className="text-muted-foreground text-sm">{t('dashboard.live')}</p> : null}
      </PageHeader>
      <ShutOutTeamsNotice />
      {error ? (
        <ErrorState title={t('dashboard.error.title')} message={error.message} onRetry={() => void mutate()} />
      ) : !dashboard ? (
        <DashboardSkeleton label={t('dashboard.loading')} />
      ) : firstTime ? (
        <EmptyState
          icon={<Radar />}
          title={t('dashboard.empty.title')}
          description={t('dashboard.empty.description')}
          action={<AddWebsiteButton label={t('dashboard.empty.action')} />}
          className="py-16"
        />
      ) : (
        <>
          <UnhealthyWorkers dashboard={dashboard} />
          <Stats dashboard={dashboard} />
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-3">
            <div className="min-w-0 xl:col-span-2">{live ? <live.LiveWebsites dashboard={dashboard} /> : null}</div>
            <div className="flex min-w-0 flex-col gap-6">
              <LatestIncidents />
              <Slowest dashboard={dashboard} />
            </div>
          </div>
        </>
      )}
    </ScreenFrame>
  );
}
