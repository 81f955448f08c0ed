import type { MaintenanceWindow } from '@hlidka/contract';
import { useMaintenanceWindows, useStatusPages, useWebsites } from '@hlidka/data';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, EmptyState } from '@hlidka/ui';
import { Pencil, Plus, Wrench } from 'lucide-react';
import { Link } from 'wouter';
import { useCan } from '../../access/use-can';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Context, Field, ListStates } from '../common/query-states';
import { lengthText, occurrenceText, recurrenceText, untilText } from './maintenance-wording';
import '../../i18n/areas/maintenance';

/** Under way first, then by the next start; those that are over last. */
function byWhen(a: MaintenanceWindow, b: MaintenanceWindow): number {
  const rank = (w: MaintenanceWindow) => (w.ongoing ? 0 : w.next ? 1 : 2);
  const start = (w: MaintenanceWindow) => w.ongoing?.startsAt ?? w.next?.startsAt ?? '';
  return rank(a) - rank(b) || start(a).localeCompare(start(b));
}

function AddButton() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link href="/maintenance/create">
        <Plus aria-hidden="true" />
        {t('maintenance.add')}
      </Link>
    </Button>
  );
}

/** Names of what a window covers, once known ("E-shop, API"); counts until then. */
function useCoverage() {
  const { t } = useTranslation();
  const { websites } = useWebsites({ limit: 100, sort: 'name' });
  const { statusPages } = useStatusPages();
  return (planned: MaintenanceWindow): string => {
    const names = (ids: string[], items: { id: string; name: string }[] | undefined) =>
      items ? ids.flatMap((id) => items.find((item) => item.id === id)?.name ?? []) : null;
    const websiteNames = names(planned.websiteIds, websites);
    const pageNames = names(planned.statusPageIds, statusPages);
    const groups = statusPages?.flatMap((page) => page.groups);
    const groupNames = names(planned.groupIds, groups);
    const parts = [
      planned.websiteIds.length === 0
        ? null
        : websiteNames && websiteNames.length === planned.websiteIds.length
          ? websiteNames.join(', ')
          : t('maintenance.websiteCount', { count: planned.websiteIds.length }),
      planned.statusPageIds.length === 0
        ? null
        : pageNames && pageNames.length === planned.statusPageIds.length
          ? t('maintenance.statusPagesPrefix', { names: pageNames.join(', ') })
          : t('maintenance.statusPageCount', { count: planned.statusPageIds.length }),
      planned.groupIds.length === 0
        ? null
        : groupNames && groupNames.length === planned.groupIds.length
          ? t('maintenance.groupsPrefix', { names: groupNames.join(', ') })
          : t('maintenance.groupCount', { count: planned.groupIds.length }),
    ];
    return parts.filter(Boolean).join(' · ');
  };
}

function MaintenanceCard({ planned, coverage }: { planned: MaintenanceWindow; coverage: string }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const canWrite = useCan('write', 'maintenance', planned.teamId);
  return (
    <Card className="h-full">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <CardTitle level={2} className="min-w-0 break-words text-base">
          {planned.title}
        </CardTitle>
        <div className="flex flex-wrap gap-1.5">
          {planned.teamId ? <Badge variant="outline">{t('maintenance.teamWindow')}</Badge> : null}
          {planned.ongoing ? (
            <Badge variant="warning">
              <Wrench aria-hidden="true" />
              {t('maintenance.ongoing')}
            </Badge>
          ) : planned.next ? null : (
            <Badge variant="secondary">{t('maintenance.finished')}</Badge>
          )}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {planned.description ? (
          <p className="break-words text-muted-foreground text-sm">{planned.description}</p>
        ) : null}
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label={t('maintenance.when')} className="sm:col-span-2">
            {recurrenceText(t, planned, lng)}
            {planned.recurrence.kind === 'rrule' ? (
              <code className="mt-1 block break-all font-mono text-muted-foreground text-xs">
                {planned.recurrence.rule}
              </code>
            ) : null}
          </Field>
          {planned.ongoing ? (
            <Field label={t('maintenance.ongoing')}>
              {t('maintenance.until', { time: untilText(planned.ongoing, planned.timeZone, lng) })}
            </Field>
          ) : null}
          <Field label={t('maintenance.next')}>
            {planned.next ? occurrenceText(t, planned.next, planned.timeZone, lng) : t('maintenance.noNext')}
          </Field>
          <Field label={t('maintenance.covers')}>{coverage}</Field>
          <Field label={t('maintenance.notify')}>
            {planned.notifyMinutesBefore === null
              ? t('maintenance.notifyOff')
              : t('maintenance.notifyBefore', { duration: lengthText(t, planned.notifyMinutesBefore) })}
          </Field>
        </dl>
        {canWrite ? (
          <div>
            <Button asChild variant="outline" size="sm">
              <Link href={`/maintenance/${planned.id}/edit`}>
                <Pencil aria-hidden="true" />
                {t('maintenance.edit')}
                <Context>{planned.title}</Context>
              </Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /maintenance: planned maintenance windows, the one under way first, and the way to plan another. */
export default function MaintenanceListScreen() {
  const { t } = useTranslation();
  const { maintenanceWindows, error, isLoading, mutate } = useMaintenanceWindows();
  const coverage = useCoverage();

  return (
    <ScreenFrame wide busy={isLoading}>
      <PageHeader
        title={t('maintenance.title')}
        description={t('maintenance.description')}
        actions={maintenanceWindows && maintenanceWindows.length > 0 ? <AddButton /> : null}
      />
      <ListStates
        items={maintenanceWindows}
        query={{ error, isLoading, mutate }}
        failedTitle={t('maintenance.loadFailed')}
        retryLabel={t('maintenance.retry')}
        loadingLabel={t('maintenance.loading')}
        rows={3}
        empty={
          <EmptyState
            icon={<Wrench />}
            title={t('maintenance.emptyTitle')}
            description={t('maintenance.emptyDescription')}
            action={<AddButton />}
          />
        }
      >
        {(maintenanceWindows) => (
          <ul aria-label={t('maintenance.list')} className="grid gap-4 lg:grid-cols-2">
            {[...maintenanceWindows].sort(byWhen).map((planned) => (
              <li key={planned.id}>
                <MaintenanceCard planned={planned} coverage={coverage(planned)} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </ScreenFrame>
  );
}
