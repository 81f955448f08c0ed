import type { Incident, IncidentSort } from '@hlidka/contract';
import { useIncidents, useWebsites } from '@hlidka/data';
import { Button, EmptyState, Pagination, Select, type SortDescriptor, Table, type TableColumn } from '@hlidka/ui';
import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, formatDuration } from '../../lib/format';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { ListStates } from '../common/query-states';
import { ShutOutTeamsNotice } from '../common/shut-out-teams-notice';
import { IncidentStatusBadge } from './incident-parts';
import { periods, statusFilters, useIncidentFilters, useIncidentQuery } from './use-incident-filters';
import '../../i18n/areas/incident-labels';
import '../../i18n/areas/incidents';
import { useLanguage } from '../../i18n';
import { incidentTitle } from '../../lib/incident-text';

const PAGE_SIZE = 20;
const sortable: readonly IncidentSort[] = ['title', 'status', 'website', 'createdAt', 'updatedAt', 'resolvedAt'];

/** /incidents: every incident the user may see, filtered by status, website and period, sorted and paged. */
export default function IncidentsScreen() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { filters, update, isFiltered, reset } = useIncidentFilters();
  const { incidents, pagination, error, isLoading, mutate } = useIncidents(useIncidentQuery(filters, PAGE_SIZE));
  const { websites } = useWebsites({ limit: 100, sort: 'name' });

  const columns: TableColumn<Incident>[] = [
    {
      id: 'title',
      label: t('incidents.columns.title'),
      isRowHeader: true,
      allowsSorting: true,
      render: (incident) => (
        <Link
          href={`/incidents/${incident.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {incidentTitle(t, incident)}
        </Link>
      ),
    },
    {
      id: 'status',
      label: t('incidents.columns.status'),
      allowsSorting: true,
      render: (incident) => <IncidentStatusBadge status={incident.status} />,
    },
    { id: 'website', label: t('incidents.columns.website'), allowsSorting: true, render: (i) => i.website.name },
    {
      id: 'createdAt',
      label: t('incidents.columns.createdAt'),
      allowsSorting: true,
      render: (i) => <span className="whitespace-nowrap">{formatDateTime(i.createdAt, lng)}</span>,
    },
    {
      id: 'updatedAt',
      label: t('incidents.columns.updatedAt'),
      allowsSorting: true,
      render: (i) => <span className="whitespace-nowrap">{formatDateTime(i.updatedAt, lng)}</span>,
    },
    {
      id: 'resolvedAt',
      label: t('incidents.columns.resolvedAt'),
      allowsSorting: true,
      render: (i) => (
        <span className="whitespace-nowrap">
          {i.resolvedAt ? formatDateTime(i.resolvedAt, lng) : t('incidents.notResolved')}
        </span>
      ),
    },
    {
      id: 'duration',
      label: t('incidents.columns.duration'),
      align: 'end',
      render: (i) => <span className="whitespace-nowrap">{formatDuration(i.durationSeconds)}</span>,
    },
  ];

  const sortDescriptor: SortDescriptor = {
    column: filters.sort,
    direction: filters.order === 'asc' ? 'ascending' : 'descending',
  };
  const onSortChange = (descriptor: SortDescriptor) => {
    const column = String(descriptor.column) as IncidentSort;
    if (!sortable.includes(column)) return;
    update({ sort: column, order: descriptor.direction === 'ascending' ? 'asc' : 'desc' });
  };

  return (
    <ScreenFrame wide>
      <PageHeader
        title={t('incidents.title')}
        documentTitle={t('incidents.title')}
        description={t('incidents.description')}
      />
      <ShutOutTeamsNotice />
      <section aria-label={t('incidents.filters.label')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <Select
          label={t('incidents.filters.status')}
          selectedKey={filters.status}
          onSelectionChange={(key) => update({ status: key as typeof filters.status })}
          options={statusFilters.map((id) => ({
            id,
            label:
              id === 'all'
                ? t('incidents.filters.allStatuses')
                : id === 'active'
                  ? t('incidents.filters.active')
                  : t(`incidentLabels.status.${id}`),
          }))}
        />
        <Select
          label={t('incidents.filters.website')}
          selectedKey={filters.websiteId || 'all'}
          onSelectionChange={(key) => update({ websiteId: key === 'all' ? '' : String(key) })}
          options={[
            { id: 'all', label: t('incidents.filters.allWebsites') },
            ...(websites ?? []).map((website) => ({ id: website.id, label: website.name })),
          ]}
        />
        <Select
          label={t('incidents.filters.period')}
          selectedKey={filters.period}
          onSelectionChange={(key) => update({ period: key as typeof filters.period })}
          options={periods.map((id) => ({ id, label: t(`incidents.periods.${id}`) }))}
        />
        <Select
          label={t('incidents.filters.sort')}
          selectedKey={filters.sort}
          onSelectionChange={(key) => update({ sort: key as IncidentSort })}
          options={sortable.map((id) => ({ id, label: t(`incidents.sort.${id}`) }))}
        />
        <Select
          label={t('incidents.filters.order')}
          selectedKey={filters.order}
          onSelectionChange={(key) => update({ order: key === 'asc' ? 'asc' : 'desc' })}
          options={[
            { id: 'desc', label: t('incidents.filters.desc') },
            { id: 'asc', label: t('incidents.filters.asc') },
          ]}
        />
      </section>

      <ListStates
        items={incidents}
        query={{ error, isLoading, mutate }}
        failedTitle={t('incidents.loadFailed')}
        retryLabel={t('incidents.retry')}
        loadingLabel={t('incidents.loading')}
        rows={6}
        empty={
          isFiltered ? (
            <EmptyState
              icon={<ShieldCheck />}
              title={t('incidents.emptyFilteredTitle')}
              description={t('incidents.emptyFilteredDescription')}
              action={
                <Button variant="outline" onClick={reset}>
                  {t('incidents.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={<ShieldCheck />}
              title={t('incidents.emptyTitle')}
              description={t('incidents.emptyDescription')}
            />
          )
        }
      >
        {(incidents) => (
          <div className="flex flex-col gap-4">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {t('incidents.total', { count: pagination?.total ?? incidents.length })}
            </p>
            <Table
              label={t('incidents.tableLabel')}
              columns={columns}
              rows={incidents}
              sortDescriptor={sortDescriptor}
              onSortChange={onSortChange}
            />
            {pagination && pagination.totalPages > 1 ? (
              <Pagination
                page={pagination.page}
                pageCount={pagination.totalPages}
                onPageChange={(page) => update({ page })}
                labels={{
                  nav: t('incidents.pagination.nav'),
                  previous: t('incidents.pagination.previous'),
                  next: t('incidents.pagination.next'),
                  page: (page) => t('incidents.pagination.page', { page }),
                }}
              />
            ) : null}
          </div>
        )}
      </ListStates>
    </ScreenFrame>
  );
}
