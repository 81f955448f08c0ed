import { useDashboard } from '@hlidka/data';
import { EmptyState, Skeleton } from '@hlidka/ui';
import { Radar } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageHeader, ScreenFrame, useDocumentTitle } from '../websites/parts';
import { AddWebsiteButton } from '../websites/plan-usage';
import { LatestIncidents, LiveWebsites, Slowest, Stats, UnhealthyWorkers } from './dashboard-parts';

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
  useDocumentTitle(t('dashboard.title'));
  const { dashboard, error, isLoading, mutate } = useDashboard();
  const firstTime = dashboard !== undefined && dashboard.websites.total === 0;
  return (
    <ScreenFrame busy={isLoading}>
      <PageHeader title={t('dashboard.title')} actions={firstTime || error ? null : <AddWebsiteButton />}>
        {dashboard && !firstTime ? <p className="text-muted-foreground text-sm">{t('dashboard.live')}</p> : null}
      </PageHeader>
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
            <div className="min-w-0 xl:col-span-2">
              <LiveWebsites dashboard={dashboard} />
            </div>
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
