import type { Website, WebsiteSort, WebsiteStatus } from '@hlidka/contract';
import { useTeams, useWebsiteGroups, useWebsites } from '@hlidka/data';
import {
  Button,
  cn,
  EmptyState,
  Pagination,
  Select,
  type Selection,
  type SortDescriptor,
  Table,
  type TableColumn,
  TextField,
} from '@hlidka/ui';
import { Globe, SearchX } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { formatRelative } from '../../lib/format-relative';
import { WebsiteSilenceBadge } from '../silences/silence-badge';
import { AddWebsiteButton } from './add-website';
import { BulkActions } from './bulk-actions';
import { useFormats, useStatusLabels } from './labels';
import { TableSkeleton, websiteStatuses } from './parts';
import { ImportWebsitesButton, PlanUsage } from './plan-usage';
import { WebsiteGroupLink, WebsiteGroupsButton } from './website-group-parts';
import { WebsiteStatusBadge } from './website-status';
import '../../i18n/areas/check-types';
import '../../i18n/areas/websites';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { ErrorState } from '../common/query-states';

const PAGE_SIZE = 20;
/** Spec §3: every website sort option (and the date added). */
const sortOptions: WebsiteSort[] = [
  'name',
  'status',
  'uptime',
  'responseTime',
  'lastCheck',
  'checksCount',
  'incidentsCount',
  'createdAt',
];
/** Table columns that sort, by the sort they ask for. */
const columnSort: Record<string, WebsiteSort> = {
  status: 'status',
  name: 'name',
  uptime: 'uptime',
  responseTime: 'responseTime',
  lastCheck: 'lastCheck',
  checks: 'checksCount',
  incidents: 'incidentsCount',
};
const sortColumn = Object.fromEntries(Object.entries(columnSort).map(([column, sort]) => [sort, column]));

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function WebsitesScreen() {
  const { t } = useTranslation();
  const formats = useFormats();
  const statusLabels = useStatusLabels();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<WebsiteStatus | 'all'>('all');
  const [teamId, setTeamId] = useState('all');
  // A group's "Zobrazit weby" (and a group's name in the list) opens the list filtered by it (?group=<id>).
  const groupInUrl = new URLSearchParams(useSearch()).get('group');
  const [groupId, setGroupId] = useState(groupInUrl ?? 'all');
  useEffect(() => {
    if (groupInUrl) setGroupId(groupInUrl);
  }, [groupInUrl]);
  const [sort, setSort] = useState<WebsiteSort>('name');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [selected, setSelected] = useState<Selection>(new Set());
  const query = useDebounced(search.trim(), 300);
  const { teams } = useTeams();
  const { groups } = useWebsiteGroups();
  const hasGroups = Boolean(groups && groups.length > 0);

  const params = {
    page,
    limit: PAGE_SIZE,
    sort,
    order,
    search: query || undefined,
    status: status === 'all' ? undefined : status,
    teamId: teamId === 'all' ? undefined : teamId,
    groupId: groupId === 'all' ? undefined : groupId,
  };
  const current = useWebsites(params);
  const { error, isLoading, mutate } = current;
  // While the next page, sort or filter loads, the previous rows stay (no flash of skeletons).
  const previous = useRef(current.data);
  if (current.data) previous.current = current.data;
  const websites = current.data?.websites ?? previous.current?.websites;
  const pagination = current.data?.pagination ?? previous.current?.pagination;
  const filtered = Boolean(query || status !== 'all' || teamId !== 'all' || groupId !== 'all');

  // A new filter or sort starts at page 1 and clears the selection.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when any of them changes
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [query, status, teamId, groupId, sort, order]);

  const columns = useMemo<TableColumn<Website>[]>(
    () => [
      {
        id: 'status',
        label: t('websites.columns.status'),
        allowsSorting: true,
        render: (website) => (
          <span className="flex flex-col items-start gap-1">
            <WebsiteStatusBadge
              website={website}
              lastCheck={website.lastCheckAt ? { code: website.lastCode } : null}
              className="max-w-56"
            />
            <WebsiteSilenceBadge websiteId={website.id} />
          </span>
        ),
      },
      {
        id: 'name',
        label: t('websites.columns.name'),
        isRowHeader: true,
        allowsSorting: true,
        render: (website) => (
          <Link
            href={`/websites/${website.id}`}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            {website.name}
          </Link>
        ),
      },
      ...(hasGroups
        ? [
            {
              id: 'group',
              label: t('websites.columns.group'),
              render: (website: Website) => (
                <WebsiteGroupLink group={groups?.find((group) => group.id === website.groupId)} />
              ),
            },
          ]
        : []),
      {
        id: 'url',
        label: t('websites.columns.url'),
        render: (website) => (
          <span className="block max-w-44 truncate text-muted-foreground" title={website.url}>
            {website.type === 'heartbeat' ? t('checkTypes.types.heartbeat') : website.url}
          </span>
        ),
      },
      {
        id: 'uptime',
        label: t('websites.columns.uptime'),
        allowsSorting: true,
        align: 'end',
        render: (website) => formats.percent(website.uptime),
      },
      {
        id: 'responseTime',
        label: t('websites.columns.responseTime'),
        allowsSorting: true,
        align: 'end',
        render: (website) => formats.ms(website.lastResponseMs),
      },
      {
        id: 'lastCheck',
        label: t('websites.columns.lastCheck'),
        allowsSorting: true,
        render: (website) =>
          website.lastCheckAt ? (
            <time dateTime={website.lastCheckAt} title={formatRelative(website.lastCheckAt, formats.lng)}>
              {formatDateTime(website.lastCheckAt, formats.lng)}
            </time>
          ) : (
            t('websites.never')
          ),
      },
      {
        id: 'checks',
        label: t('websites.columns.checks'),
        allowsSorting: true,
        align: 'end',
        render: (website) => formats.count(website.checksCount),
      },
      {
        id: 'incidents',
        label: t('websites.columns.incidents'),
        allowsSorting: true,
        align: 'end',
        render: (website) => formats.count(website.incidentsCount),
      },
    ],
    [t, formats, groups, hasGroups],
  );

  const sortDescriptor: SortDescriptor | undefined = sortColumn[sort]
    ? { column: sortColumn[sort], direction: order === 'asc' ? 'ascending' : 'descending' }
    : undefined;
  const selectedIds =
    selected === 'all' ? (websites ?? []).map((website) => website.id) : [...selected].map((key) => String(key));
  const total = pagination?.total ?? 0;
  const isFirstUse = !filtered && !error && current.data?.pagination.total === 0;

  return (
    <ScreenFrame wide busy={isLoading}>
      <PageHeader
        title={t('websites.title')}
        actions={
          <>
            <WebsiteGroupsButton />
            <ImportWebsitesButton />
            <AddWebsiteButton />
          </>
        }
      >
        <PlanUsage />
      </PageHeader>

      {isFirstUse ? (
        <EmptyState
          icon={<Globe />}
          title={t('websites.empty.title')}
          description={t('websites.empty.description')}
          action={<AddWebsiteButton label={t('websites.empty.action')} />}
        />
      ) : (
        <>
          <search
            className={cn(
              'grid grid-cols-1 gap-3 sm:grid-cols-2',
              hasGroups ? 'lg:grid-cols-3 xl:grid-cols-6' : 'lg:grid-cols-5',
            )}
          >
            <TextField
              className="sm:col-span-2 lg:col-span-1"
              label={t('websites.filters.search')}
              placeholder={t('websites.filters.searchPlaceholder')}
              type="search"
              value={search}
              onChange={setSearch}
            />
            <Select
              label={t('websites.filters.status')}
              value={status}
              onChange={(key) => setStatus(String(key) as WebsiteStatus | 'all')}
              options={[
                { id: 'all', label: t('websites.filters.anyStatus') },
                ...websiteStatuses.map((value) => ({ id: value, label: statusLabels[value] })),
              ]}
            />
            <Select
              label={t('websites.filters.team')}
              value={teamId}
              onChange={(key) => setTeamId(String(key))}
              options={[
                { id: 'all', label: t('websites.filters.anyTeam') },
                { id: 'personal', label: t('websites.filters.personal') },
                ...(teams ?? []).map((team) => ({ id: team.id, label: team.name })),
              ]}
            />
            {hasGroups ? (
              <Select
                label={t('websites.filters.group')}
                value={groupId}
                onChange={(key) => setGroupId(String(key))}
                options={[
                  { id: 'all', label: t('websites.filters.anyGroup') },
                  { id: 'none', label: t('websites.filters.noGroup') },
                  ...(groups ?? []).map((group) => ({ id: group.id, label: group.name })),
                ]}
              />
            ) : null}
            <Select
              label={t('websites.sort.label')}
              value={sort}
              onChange={(key) => setSort(String(key) as WebsiteSort)}
              options={sortOptions.map((value) => ({ id: value, label: t(`websites.sort.${value}`) }))}
            />
            <Select
              label={t('websites.sort.order')}
              value={order}
              onChange={(key) => setOrder(String(key) === 'desc' ? 'desc' : 'asc')}
              options={[
                { id: 'asc', label: t('websites.sort.asc') },
                { id: 'desc', label: t('websites.sort.desc') },
              ]}
            />
          </search>

          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-muted-foreground text-sm" aria-live="polite">
              {pagination ? t('websites.results', { count: total }) : null}
            </p>
            {filtered ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setSearch('');
                  setStatus('all');
                  setTeamId('all');
                  setGroupId('all');
                }}
              >
                {t('websites.filters.clear')}
              </Button>
            ) : null}
          </div>

          {selectedIds.length > 0 ? (
            <BulkActions
              websites={(websites ?? []).filter((website) => selectedIds.includes(website.id))}
              onDone={() => setSelected(new Set())}
            />
          ) : null}

          {error ? (
            <ErrorState title={t('websites.error.title')} message={error.message} onRetry={() => void mutate()} />
          ) : !websites ? (
            <TableSkeleton label={t('websites.loading')} />
          ) : (
            <Table
              label={t('websites.table')}
              columns={columns}
              rows={websites}
              sortDescriptor={sortDescriptor}
              onSortChange={(descriptor) => {
                const next = columnSort[String(descriptor.column)];
                if (!next) return;
                setSort(next);
                setOrder(descriptor.direction === 'descending' ? 'desc' : 'asc');
              }}
              selectionMode="multiple"
              selectedKeys={selected}
              onSelectionChange={setSelected}
              selectAllLabel={t('websites.selectAll')}
              empty={
                <EmptyState
                  icon={<SearchX />}
                  headingLevel={3}
                  title={t('websites.empty.filteredTitle')}
                  description={t('websites.empty.filteredDescription')}
                  className="border-0"
                />
              }
            />
          )}

          {pagination && pagination.totalPages > 1 ? (
            <Pagination
              className="flex-wrap justify-center"
              page={page}
              pageCount={pagination.totalPages}
              onPageChange={(next) => {
                setPage(next);
                setSelected(new Set());
              }}
              labels={{
                nav: t('websites.pagination.nav'),
                previous: t('websites.pagination.previous'),
                next: t('websites.pagination.next'),
                page: (value) => t('websites.pagination.page', { page: value }),
              }}
            />
          ) : null}
        </>
      )}
    </ScreenFrame>
  );
}
