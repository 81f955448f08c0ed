import type { ResponseSeries, SeriesRange, UptimeWindows } from '@hlidka/contract';
import { useIncidents, useResponseTimes, useWebsiteChecks } from '@hlidka/data';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Checkbox,
  ResponseTimeChart,
  type ResponseTimePhase,
  type ResponseTimeSeries,
  Skeleton,
  StatusBadge,
  Table,
  type TableColumn,
  UptimeBar,
} from '@hlidka/ui';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { checkValues, outcomeLabel } from '../../lib/cause-text';
import { formatDate, formatDateTime } from '../../lib/format';
import { useFormats, useStatusLabels } from './labels';
import { TableSkeleton } from './parts';
import '../../i18n/areas/websites';
import '../../i18n/areas/website-labels';
import { incidentTitle } from '../../lib/incident-text';
import { ErrorState } from '../common/query-states';
import { IncidentStatusBadge } from '../incidents/incident-parts';

const ranges: SeriesRange[] = ['24h', '7d', '30d', '90d'];
const windows = ['24h', '7d', '30d', '90d'] as const;

/** Uptime over 24 h, 7 d, 30 d and 90 d; no-data time is stated, not hidden. */
export function UptimeWindowsCard({ uptime }: { uptime: UptimeWindows }) {
  const { t } = useTranslation();
  const formats = useFormats();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('websites.detail.uptime')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {windows.map((window) => {
            const figures = uptime[window];
            return (
              <div key={window} className="flex flex-col gap-0.5">
                <dt className="text-muted-foreground text-sm">{t(`websites.detail.uptimeWindows.${window}`)}</dt>
                <dd className="font-semibold text-xl tabular-nums">{formats.percent(figures.uptime)}</dd>
                {figures.noDataSeconds > 0 ? (
                  <dd className="text-muted-foreground text-xs">
                    {t('websites.detail.noDataStated', { duration: formats.duration(figures.noDataSeconds) })}
                  </dd>
                ) : null}
              </div>
            );
          })}
        </dl>
      </CardContent>
    </Card>
  );
}

/** One segment per day of the last 90, from the daily rollups. */
export function NinetyDayBar({ websiteId }: { websiteId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { series, isLoading } = useResponseTimes(websiteId, '90d');
  const days = useMemo(() => {
    const byDay = new Map((series?.points ?? []).map((point) => [point.at.slice(0, 10), point]));
    // Anchored at the newest rollup (or today), so the bar ends with the last day that has data.
    const last = series?.points.at(-1)?.at;
    const today = last ? new Date(last) : new Date();
    return Array.from({ length: 90 }, (_, i) => {
      const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 89 + i));
      const key = date.toISOString().slice(0, 10);
      const point = byDay.get(key);
      const uptime = point && point.checks > 0 ? ((point.checks - point.failures) / point.checks) * 100 : null;
      return { date: key, uptime };
    });
  }, [series]);
  if (isLoading) return <Skeleton className="h-8 w-full" />;
  return (
    <UptimeBar
      label={t('websites.detail.uptimeBar')}
      days={days}
      describeDay={(day) =>
        day.uptime === null
          ? t('websites.detail.noDataDay', { date: formatDate(day.date, formats.lng) })
          : t('websites.detail.uptimeDay', {
              date: formatDate(day.date, formats.lng),
              value: formats.percent(day.uptime),
            })
      }
    />
  );
}

/** The API series → the chart's columns; phases only where raw checks carry them. */
export function toChartSeries(series: ResponseSeries): { data: ResponseTimeSeries; phases: ResponseTimePhase[] } {
  const withTimings = series.points.some((point) => point.timings);
  const data: ResponseTimeSeries = { time: [], dns: [], connect: [], tls: [], firstByte: [], total: [] };
  for (const point of series.points) {
    data.time.push(Math.floor(Date.parse(point.at) / 1000));
    const timings = point.state === 'up' ? point.timings : null;
    data.dns.push(timings?.dns ?? null);
    data.connect.push(timings?.connect ?? null);
    data.tls.push(timings?.tls ?? null);
    data.firstByte.push(timings?.firstByte ?? null);
    data.total.push(point.state === 'up' ? point.responseMs : null);
  }
  const phases: ResponseTimePhase[] = withTimings ? ['dns', 'connect', 'tls', 'firstByte', 'total'] : ['total'];
  return { data, phases };
}

/** Response time with its phases and the 24 h … 90 d range picker. */
export function ResponseCard({ websiteId }: { websiteId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const [range, setRange] = useState<SeriesRange>('24h');
  const { series, error, isLoading, mutate } = useResponseTimes(websiteId, range);
  const chart = useMemo(() => (series ? toChartSeries(series) : null), [series]);
  const rangeLabel = t(`websites.detail.ranges.${range}`);
  const phaseLabels = {
    dns: t('websites.phases.dns'),
    connect: t('websites.phases.connect'),
    tls: t('websites.phases.tls'),
    firstByte: t('websites.phases.firstByte'),
    total: t('websites.phases.total'),
  };
  const timeFormat = useMemo(() => {
    const format = new Intl.DateTimeFormat(
      formats.locale,
      range === '24h' ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'numeric' },
    );
    return (date: Date) => format.format(date);
  }, [formats.locale, range]);
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('websites.detail.chart')}
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {error ? (
          <ErrorState title={t('websites.error.title')} message={error.message} onRetry={() => void mutate()} />
        ) : isLoading || !chart ? (
          <Skeleton className="h-[300px] w-full" />
        ) : (
          <>
            <ResponseTimeChart
              data={chart.data}
              phases={chart.phases}
              phaseLabels={phaseLabels}
              label={t('websites.detail.chartLabel', { range: rangeLabel })}
              ranges={ranges.map((id) => ({ id, label: t(`websites.detail.ranges.${id}`) }))}
              range={range}
              onRangeChange={(next) => setRange(next as SeriesRange)}
              rangeLabel={t('websites.detail.range')}
              locale={formats.locale}
              formatTime={timeFormat}
              formatValue={(ms) => formats.ms(Math.round(ms))}
            />
            {chart.data.time.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t('websites.detail.chartEmpty')}</p>
            ) : null}
            {range !== '24h' ? (
              <p className="text-muted-foreground text-xs">{t('websites.detail.phasesNote')}</p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

type CheckRow = {
  id: string;
  checkedAt: string;
  state: 'up' | 'down' | 'no_data';
  reason: string;
  ms: number | null;
  region: string;
};

/**
 * The latest checks with their translated failure reasons; "failed only" narrows them. A heartbeat's checks are its
 * signals: their time is the run's duration, which the server keeps as at least 1 ms — 0 means the run had no /start
 * and nothing was measured.
 */
export function RecentChecks({ websiteId, heartbeat = false }: { websiteId: string; heartbeat?: boolean }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const statusLabels = useStatusLabels();
  const [failedOnly, setFailedOnly] = useState(false);
  const { checks, error, isLoading, mutate } = useWebsiteChecks(websiteId, {
    limit: 20,
    ...(failedOnly ? { failed: true } : {}),
  });
  const rows = (checks ?? []).map<CheckRow>((check, index) => ({
    id: `${check.checkedAt}-${index}`,
    checkedAt: check.checkedAt,
    state: check.state,
    reason: check.state === 'no_data' ? t('websiteLabels.noData') : outcomeLabel(t, check.code, checkValues(check)),
    ms: heartbeat && check.responseMs === 0 ? null : check.responseMs,
    region: check.region,
  }));
  const columns: TableColumn<CheckRow>[] = [
    {
      id: 'checkedAt',
      label: t('websites.detail.checkedAt'),
      isRowHeader: true,
      render: (row) => formatDateTime(row.checkedAt, formats.lng),
    },
    {
      id: 'result',
      label: t('websites.detail.result'),
      render: (row) => <StatusBadge status={row.state} labels={statusLabels} />,
    },
    { id: 'reason', label: t('websites.detail.reason'), render: (row) => row.reason },
    {
      id: 'ms',
      label: heartbeat ? t('websites.detail.runTime') : t('websites.columns.responseTime'),
      align: 'end',
      render: (row) => formats.ms(row.ms),
    },
    { id: 'region', label: t('websites.detail.region'), render: (row) => row.region },
  ];
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle level={2} className="text-base">
          {t('websites.detail.checks')}
        </CardTitle>
        <Checkbox isSelected={failedOnly} onChange={setFailedOnly}>
          {t('websites.detail.onlyFailed')}
        </Checkbox>
      </CardHeader>
      <CardContent>
        {error ? (
          <ErrorState title={t('websites.error.title')} message={error.message} onRetry={() => void mutate()} />
        ) : isLoading || !checks ? (
          <TableSkeleton rows={4} label={t('websites.loading')} />
        ) : (
          <Table
            label={t('websites.detail.checksTable')}
            columns={columns}
            rows={rows}
            empty={t('websites.detail.checksEmpty')}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The website's incidents, newest first, each a link to its detail. */
export function WebsiteIncidents({ websiteId }: { websiteId: string }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { incidents, error, isLoading, mutate } = useIncidents({
    websiteId,
    limit: 5,
    sort: 'createdAt',
    order: 'desc',
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('websites.detail.incidents')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {error ? (
          <ErrorState title={t('websites.error.title')} message={error.message} onRetry={() => void mutate()} />
        ) : isLoading || !incidents ? (
          <Skeleton className="h-16 w-full" />
        ) : incidents.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('websites.detail.incidentsEmpty')}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {incidents.map((incident) => (
              <li key={incident.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
                <Link href={`/incidents/${incident.id}`} className="font-medium underline-offset-4 hover:underline">
                  {incidentTitle(t, incident)}
                </Link>
                <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
                  <IncidentStatusBadge status={incident.status} />
                  {formatDateTime(incident.startedAt, formats.lng)} · {formats.duration(incident.durationSeconds)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
