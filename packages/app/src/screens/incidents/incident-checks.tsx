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
import { useTranslation } from '../../i18n/use-translation';
import { causeLabel, checkValues } from '../../lib/cause-text';
import { formatDateTime } from '../../lib/format';
import { ListStates } from '../common/query-states';
import '../../i18n/areas/incidents';
import { useLanguage } from '../../i18n';

type Row = Check & { id: string };

/** Rows shown; the rest is counted (the website's page has the full history). */
const ROWS_SHOWN = 30;

/** The affected website's checks between the first failure and the resolution (or now), newest first. */
export function IncidentChecks({ incident }: { incident: IncidentDetail }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  // A second of slack: the first failing check is the incident's start, stored to the millisecond or coarser.
  const from = new Date(Date.parse(incident.startedAt) - 1000).toISOString();
  const to = incident.resolvedAt ? new Date(Date.parse(incident.resolvedAt) + 1).toISOString() : undefined;
  const { checks, pagination, error, isLoading, mutate } = useWebsiteChecks(incident.website.id, {
    limit: ROWS_SHOWN,
    from,
    ...(to ? { to } : {}),
  });
  const during = checks ?? [];
  const total = pagination?.total ?? during.length;
  const rows: Row[] = during.map((check) => ({ ...check, id: `${check.checkedAt}-${check.region}` }));

  const stateLabels = {
    up: t('incidents.detail.checkStates.up'),
    down: t('incidents.detail.checkStates.down'),
    paused: t('incidents.detail.checkStates.no_data'),
    pending: t('incidents.detail.checkStates.no_data'),
    maintenance: t('incidents.detail.checkStates.no_data'),
    degraded: t('incidents.detail.checkStates.up'),
    no_data: t('incidents.detail.checkStates.no_data'),
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
      render: (row) => <StatusBadge status={row.state} labels={stateLabels} />,
    },
    {
      id: 'code',
      label: t('incidents.detail.checkColumns.code'),
      render: (row) => causeLabel(t, row.code, checkValues(row)) ?? t('incidents.detail.none'),
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
        <ListStates
          items={checks && rows}
          query={{ error, isLoading, mutate }}
          failedTitle={t('incidents.detail.checksFailed')}
          retryLabel={t('incidents.retry')}
          loadingLabel={t('incidents.detail.checksLoading')}
          rows={3}
          empty={<p className="text-muted-foreground text-sm">{t('incidents.detail.checksEmpty')}</p>}
        >
          {(rows) => (
            <div className="flex flex-col gap-2">
              <Table label={t('incidents.detail.checksTable')} columns={columns} rows={rows} className="max-h-96" />
              {total > rows.length ? (
                <p className="text-muted-foreground text-xs">
                  {t('incidents.detail.checksShown', { shown: rows.length, total })}
                </p>
              ) : null}
            </div>
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}
