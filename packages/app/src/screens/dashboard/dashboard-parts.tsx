import type { DashboardData, DashboardWebsite } from '@hlidka/contract';
import { useIncidents } from '@hlidka/data';
import {
  Badge,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  Sparkline,
  StatusBadge,
  Table,
  type TableColumn,
} from '@hlidka/ui';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '../../lib/format';
import { useFormats, useStatusLabels } from '../websites/parts';

/** Rows shown in the live table; the whole list is one click away. */
export const LIVE_ROWS = 50;
const statusOrder = { down: 0, pending: 1, up: 2, paused: 3 } as const;

function Stat({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'bad' | 'good';
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-background p-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd
        className={
          tone === 'bad'
            ? 'font-semibold text-2xl text-destructive tabular-nums'
            : 'font-semibold text-2xl tabular-nums'
        }
      >
        {value}
      </dd>
      {detail ? <dd className="text-muted-foreground text-xs">{detail}</dd> : null}
    </div>
  );
}

/** The counts: websites up and down, incidents active and resolved, checks of 24 h, overall uptime. */
export function Stats({ dashboard }: { dashboard: DashboardData }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { websites, incidents, checks24h } = dashboard;
  return (
    <section aria-label={t('dashboard.stats.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat
          label={t('dashboard.stats.up')}
          value={formats.count(websites.up)}
          detail={t('dashboard.stats.ofTotal', { total: formats.count(websites.total) })}
        />
        <Stat
          label={t('dashboard.stats.down')}
          value={formats.count(websites.down)}
          tone={websites.down > 0 ? 'bad' : undefined}
        />
        <Stat
          label={t('dashboard.stats.activeIncidents')}
          value={formats.count(incidents.active)}
          tone={incidents.active > 0 ? 'bad' : undefined}
        />
        <Stat
          label={t('dashboard.stats.resolvedIncidents')}
          value={formats.count(incidents.resolved24h)}
          detail={t('dashboard.stats.resolved30d', { count: incidents.resolved30d })}
        />
        <Stat label={t('dashboard.stats.successfulChecks')} value={formats.count(checks24h.successful)} />
        <Stat
          label={t('dashboard.stats.failedChecks')}
          value={formats.count(checks24h.failed)}
          tone={checks24h.failed > 0 ? 'bad' : undefined}
        />
        <Stat label={t('dashboard.stats.uptime')} value={formats.percent(dashboard.uptime24h)} />
      </dl>
    </section>
  );
}

/** Checker workers that cannot be trusted right now (network failing or gone quiet). */
export function UnhealthyWorkers({ dashboard }: { dashboard: DashboardData }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const bad = dashboard.workers.filter((worker) => !worker.healthy || !worker.online);
  if (bad.length === 0) return null;
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-warning/40 bg-warning/10 p-4 text-sm">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="flex flex-col gap-1">
        <p className="font-medium">{t('dashboard.workers.title')}</p>
        <p>{t('dashboard.workers.description')}</p>
        <ul className="list-disc pl-5">
          {bad.map((worker) => (
            <li key={`${worker.region}-${worker.lastSeenAt}`}>
              {worker.online
                ? t('dashboard.workers.unhealthy', { region: worker.region })
                : t('dashboard.workers.offline', {
                    region: worker.region,
                    date: formatDateTime(worker.lastSeenAt, formats.lng),
                  })}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function Trend({ row }: { row: DashboardWebsite }) {
  const { t } = useTranslation();
  const values = row.spark.filter((value): value is number => value !== null);
  if (values.length < 2)
    return <span className="text-muted-foreground text-xs">{t('dashboard.websites.trendEmpty')}</span>;
  return (
    <Sparkline
      className="w-28"
      height={28}
      values={row.spark}
      colorToken={row.status === 'down' ? '--destructive' : '--primary'}
      label={t('dashboard.websites.trendLabel', {
        name: row.name,
        min: Math.min(...values),
        max: Math.max(...values),
      })}
    />
  );
}

/** The live table: down websites first, each with status, 24-hour uptime, response and its 24-hour trend. */
export function LiveWebsites({ dashboard }: { dashboard: DashboardData }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const statusLabels = useStatusLabels();
  const rows = [...dashboard.list].sort((a, b) => statusOrder[a.status] - statusOrder[b.status]).slice(0, LIVE_ROWS);
  const columns: TableColumn<DashboardWebsite>[] = [
    {
      id: 'name',
      label: t('dashboard.websites.name'),
      isRowHeader: true,
      render: (row) => (
        <span className="flex items-center gap-2">
          <Link href={`/websites/${row.id}`} className="font-medium underline-offset-4 hover:underline">
            {row.name}
          </Link>
          {row.incident ? (
            <Badge variant="destructive" className="whitespace-nowrap">
              {t('dashboard.websites.incident')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      label: t('dashboard.websites.status'),
      render: (row) => <StatusBadge status={row.status} labels={statusLabels} />,
    },
    {
      id: 'uptime',
      label: t('dashboard.websites.uptime'),
      align: 'end',
      render: (row) => formats.percent(row.uptime24h),
    },
    {
      id: 'response',
      label: t('dashboard.websites.response'),
      align: 'end',
      render: (row) => formats.ms(row.responseMs),
    },
    { id: 'trend', label: t('dashboard.websites.trend'), render: (row) => <Trend row={row} /> },
  ];
  const hidden = dashboard.websites.total - rows.length;
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle level={2} className="text-base">
          {t('dashboard.websites.title')}
        </CardTitle>
        <Link href="/websites" className="text-primary text-sm underline-offset-4 hover:underline">
          {t('dashboard.websites.all')}
        </Link>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <Table label={t('dashboard.websites.table')} columns={columns} rows={rows} />
        {hidden > 0 || dashboard.truncated ? (
          <p className="text-muted-foreground text-xs">{t('dashboard.websites.truncated', { count: rows.length })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The five newest incidents. */
export function LatestIncidents() {
  const { t } = useTranslation();
  const formats = useFormats();
  const { incidents, error, isLoading } = useIncidents({ limit: 5, sort: 'createdAt', order: 'desc' });
  return (
    <Card className="min-w-0">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle level={2} className="text-base">
          {t('dashboard.incidents.title')}
        </CardTitle>
        <Link href="/incidents" className="text-primary text-sm underline-offset-4 hover:underline">
          {t('dashboard.incidents.all')}
        </Link>
      </CardHeader>
      <CardContent>
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {t('dashboard.incidents.error')}
          </p>
        ) : isLoading || !incidents ? (
          <Skeleton className="h-24 w-full" />
        ) : incidents.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('dashboard.incidents.empty')}</p>
        ) : (
          <ul className="flex flex-col divide-y">
            {incidents.map((incident) => (
              <li key={incident.id} className="flex flex-col gap-1 py-2">
                <Link href={`/incidents/${incident.id}`} className="font-medium underline-offset-4 hover:underline">
                  {incident.title}
                </Link>
                <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                  <Badge
                    variant={
                      incident.status === 'resolved'
                        ? 'success'
                        : incident.status === 'acknowledged'
                          ? 'warning'
                          : 'destructive'
                    }
                  >
                    {t(`dashboard.incidents.status.${incident.status}`)}
                  </Badge>
                  {incident.website.name} · {formatDateTime(incident.startedAt, formats.lng)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** The slowest websites of the last 24 hours. */
export function Slowest({ dashboard }: { dashboard: DashboardData }) {
  const { t } = useTranslation();
  const formats = useFormats();
  if (dashboard.slowest.length === 0) return null;
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle level={2} className="text-base">
          {t('dashboard.slowest.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-2 text-sm">
          {dashboard.slowest.map((site) => (
            <li key={site.id} className="flex flex-wrap items-baseline justify-between gap-2">
              <Link href={`/websites/${site.id}`} className="font-medium underline-offset-4 hover:underline">
                {site.name}
              </Link>
              <span className="text-muted-foreground tabular-nums">
                {t('dashboard.slowest.avg', { value: formats.count(site.avgResponseMs) })}
                {site.p95Ms !== null ? ` · ${t('dashboard.slowest.p95', { value: formats.count(site.p95Ms) })}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
