import type { DashboardData, DashboardWebsite } from '@hlidka/contract';
import { Badge, Card, CardContent, CardHeader, CardTitle, Sparkline, StaticTable, type TableColumn } from '@hlidka/ui';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { WebsiteSilenceBadge } from '../silences/silence-badge';
import { useFormats } from '../websites/labels';
import { WebsiteStatusBadge } from '../websites/website-status';
import '../../i18n/areas/dashboard';

// The dashboard's live table, its own chunk: React Aria's table and uPlot's sparklines are most of the screen's code,
// and the screen loads them beside its data (dashboard.tsx) rather than before its first paint.

/** Rows shown in the live table; the whole list is one click away. */
export const LIVE_ROWS = 50;
const statusOrder = { down: 0, degraded: 1, pending: 2, maintenance: 3, up: 4, paused: 5 } as const;

function Trend({ row }: { row: DashboardWebsite }) {
  const { t } = useTranslation();
  const values = row.spark.filter((value): value is number => value !== null);
  const failures = row.sparkFailures ?? [];
  const failed = failures.reduce((sum, count) => sum + count, 0);
  if (values.length < 2 && failed > 0) {
    // Nothing answered in 24 hours, but it was checked: the failures are the trend, in red.
    return (
      <Sparkline
        className="w-full max-w-28"
        height={28}
        values={failures}
        colorToken="--destructive"
        label={t('dashboard.websites.trendFailedOnly', { name: row.name, count: failed })}
      />
    );
  }
  if (values.length < 2)
    return <span className="text-muted-foreground text-xs">{t('dashboard.websites.trendEmpty')}</span>;
  return (
    <Sparkline
      className="w-full max-w-28"
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
  const rows = [...dashboard.list].sort((a, b) => statusOrder[a.status] - statusOrder[b.status]).slice(0, LIVE_ROWS);
  const columns: TableColumn<DashboardWebsite>[] = [
    {
      id: 'name',
      label: t('dashboard.websites.name'),
      isRowHeader: true,
      // The room the other columns leave: a long name truncates rather than scroll the table inside its card.
      render: (row) => (
        // One line however long the name: the whole of it in the tooltip and the link's name.
        <Link
          href={`/websites/${row.id}`}
          title={row.name}
          className="block truncate font-medium underline-offset-4 hover:underline"
        >
          {row.name}
        </Link>
      ),
    },
    {
      id: 'status',
      label: t('dashboard.websites.status'),
      className: 'w-40',
      render: (row) => (
        <span className="flex flex-col items-start gap-1">
          {/* A long state ("Žádný pracovník v oblasti …", "Údržba" and its note) wraps inside the column. */}
          <WebsiteStatusBadge
            website={row}
            lastCheck={row.lastCheckAt ? { code: row.lastCode ?? null } : null}
            badgeClassName="w-auto whitespace-normal"
          />
          {row.incident ? (
            <Badge variant="destructive" className="whitespace-nowrap">
              {t('dashboard.websites.incident')}
            </Badge>
          ) : null}
          <WebsiteSilenceBadge websiteId={row.id} />
        </span>
      ),
    },
    {
      id: 'uptime',
      label: t('dashboard.websites.uptime'),
      align: 'end',
      className: 'w-24',
      render: (row) => formats.percent(row.uptime24h),
    },
    {
      id: 'response',
      label: t('dashboard.websites.response'),
      align: 'end',
      className: 'w-20',
      render: (row) => formats.ms(row.responseMs),
    },
    {
      id: 'trend',
      label: t('dashboard.websites.trend'),
      className: 'w-20',
      render: (row) => <Trend row={row} />,
    },
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
        <StaticTable label={t('dashboard.websites.table')} columns={columns} rows={rows} layout="fixed" />
        {hidden > 0 || dashboard.truncated ? (
          <p className="text-muted-foreground text-xs">{t('dashboard.websites.truncated', { count: rows.length })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
