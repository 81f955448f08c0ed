import type { Check, IncidentDetail } from '@hlidka/contract';
import { useWebsiteChecks } from '@hlidka/data';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  StatusBadge,
  Table,
  type TableColumn,
} from '@hlidka/ui';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { ErrorState, ListSkeleton } from '../common/query-states';
import { causeLabel, useFormatLanguage } from './incident-parts';
import '../../i18n/areas/incidents';

type Row = Check & { id: string };

/** The newest checks the API pages out; enough to cover an incident of a few hours at a one-minute interval. */
const CHECKS_LIMIT = 200;
/** Rows shown; the rest is counted (the website's page has the full history). */
const ROWS_SHOWN = 30;

/**
 * The affected website's checks between the first failure and the resolution (or now). The checks API has no time
 * filter, so the newest page is fetched and cut to the incident's window here.
 */
export function IncidentChecks({ incident }: { incident: IncidentDetail }) {
  const { t } = useTranslation();
  const lng = useFormatLanguage();
  const { checks, error, isLoading, mutate } = useWebsiteChecks(incident.website.id, { limit: CHECKS_LIMIT });
  // A second of slack: the first failing check is the incident's start, stored to the millisecond or coarser.
  const start = Date.parse(incident.startedAt) - 1000;
  const end = incident.resolvedAt ? Date.parse(incident.resolvedAt) : Number.POSITIVE_INFINITY;
  const during = (checks ?? []).filter((check) => {
    const at = Date.parse(check.checkedAt);
    return at >= start && at <= end;
  });
  const rows: Row[] = during
    .slice(0, ROWS_SHOWN)
    .map((check) => ({ ...check, id: `${check.checkedAt}-${check.region}` }));

  const stateLabels = {
    up: t('incidents.detail.checkStates.up'),
    down: t('incidents.detail.checkStates.down'),
    paused: t('incidents.detail.checkStates.no_data'),
    pending: t('incidents.detail.checkStates.no_data'),
    'no-data': t('incidents.detail.checkStates.no_data'),
  };
  const columns: TableColumn<Row>[] = [
    {
      id: 'time',
      label: t('incidents.detail.checkColumns.time'),
      isRowHeader: true,
      render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.checkedAt, lng)}</span>,
    },
    {
      id: 'state',
      label: t('incidents.detail.checkColumns.state'),
      render: (row) => <StatusBadge status={row.state === 'no_data' ? 'no-data' : row.state} labels={stateLabels} />,
    },
    {
      id: 'code',
      label: t('incidents.detail.checkColumns.code'),
      render: (row) => causeLabel(t, row.code) ?? t('incidents.detail.none'),
    },
    {
      id: 'statusCode',
      label: t('incidents.detail.checkColumns.statusCode'),
      align: 'end',
      render: (row) => row.statusCode ?? t('incidents.detail.none'),
    },
    {
      id: 'response',
      label: t('incidents.detail.checkColumns.response'),
      align: 'end',
      render: (row) => <span className="whitespace-nowrap">{row.responseMs} ms</span>,
    },
    { id: 'region', label: t('incidents.detail.checkColumns.region'), render: (row) => row.region },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('incidents.detail.checks')}</CardTitle>
        <CardDescription>{t('incidents.detail.checksDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        {error ? (
          <ErrorState
            title={t('incidents.detail.checksFailed')}
            message={error.message}
            retryLabel={t('incidents.retry')}
            onRetry={() => void mutate()}
          />
        ) : isLoading || !checks ? (
          <ListSkeleton label={t('incidents.detail.checksLoading')} rows={3} />
        ) : rows.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('incidents.detail.checksEmpty')}</p>
        ) : (
          <div className="flex flex-col gap-2">
            <Table label={t('incidents.detail.checksTable')} columns={columns} rows={rows} className="max-h-96" />
            {during.length > rows.length ? (
              <p className="text-muted-foreground text-xs">
                {t('incidents.detail.checksShown', { shown: rows.length, total: during.length })}
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
