import type { DashboardData } from '@hlidka/contract';
import { useIncidents } from '@hlidka/data';
import { Card, CardContent, CardHeader, CardTitle, cn, Skeleton } from '@hlidka/ui';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { IncidentStatusBadge } from '../incidents/incident-parts';
import { useFormats } from '../websites/labels';
import '../../i18n/areas/dashboard';
import { incidentTitle } from '../../lib/incident-text';

function Stat({
  label,
  value,
  detail,
  tone,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: 'bad' | 'good' | 'slow';
}) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border bg-background p-4">
      <dt className="text-muted-foreground text-sm">{label}</dt>
      <dd
        className={cn(
          'font-semibold text-2xl tabular-nums',
          tone === 'bad' && 'text-destructive-text',
          tone === 'slow' && 'text-degraded-text',
        )}
      >
        {value}
      </dd>
      {detail ? <dd className="text-muted-foreground text-xs">{detail}</dd> : null}
    </div>
  );
}

/** The counts: websites up and down (degraded and in maintenance apart: never counted as up), incidents active and resolved, checks of 24 h, overall uptime. */
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
        {websites.degraded > 0 ? (
          <Stat label={t('dashboard.stats.degraded')} value={formats.count(websites.degraded)} tone="slow" />
        ) : null}
        {websites.maintenance > 0 ? (
          <Stat label={t('dashboard.stats.maintenance')} value={formats.count(websites.maintenance)} />
        ) : null}
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
          <p role="alert" className="text-destructive-text text-sm">
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
                  {incidentTitle(t, incident)}
                </Link>
                <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                  <IncidentStatusBadge status={incident.status} />
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

/** The slowest websites of the last 24 hours, every row alike: the name on one line, its figures under it. */
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
        <ol className="flex flex-col gap-3 text-sm">
          {dashboard.slowest.map((site) => (
            <li key={site.id} className="flex min-w-0 flex-col gap-0.5">
              <Link
                href={`/websites/${site.id}`}
                title={site.name}
                className="truncate font-medium underline-offset-4 hover:underline"
              >
                {site.name}
              </Link>
              <span className="text-muted-foreground text-xs tabular-nums">
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
