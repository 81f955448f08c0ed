import type { Incident, IncidentRegionVerdict } from '@hlidka/contract';
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
import { causeLabel } from '../../lib/cause-text';
import { formatDateTime } from '../../lib/format';
import '../../i18n/areas/incidents';
import { useLanguage } from '../../i18n';

type Row = IncidentRegionVerdict & { id: string };
type Seen = 'failing' | 'ok' | 'unseen';

const seenOf = (verdict: IncidentRegionVerdict): Seen =>
  verdict.lastCheckedAt === null ? 'unseen' : verdict.failing ? 'failing' : 'ok';

/** A multi-region incident: what each region saw when it opened, and how many had to agree. */
export function IncidentRegions({ regions }: { regions: NonNullable<Incident['regions']> }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const rows: Row[] = regions.verdicts.map((verdict) => ({ ...verdict, id: verdict.region }));
  const failing = regions.verdicts.filter((verdict) => verdict.failing).length;
  const seenLabels: Record<Seen, string> = {
    failing: t('incidents.detail.regions.failing'),
    ok: t('incidents.detail.regions.ok'),
    unseen: t('incidents.detail.regions.unseen'),
  };
  const badge: Record<Seen, 'down' | 'up' | 'no_data'> = { failing: 'down', ok: 'up', unseen: 'no_data' };
  const badgeLabels = {
    down: seenLabels.failing,
    up: seenLabels.ok,
    no_data: seenLabels.unseen,
    paused: seenLabels.unseen,
    pending: seenLabels.unseen,
    maintenance: seenLabels.unseen,
    degraded: seenLabels.unseen,
  };
  const columns: TableColumn<Row>[] = [
    { id: 'region', label: t('incidents.detail.regions.region'), isRowHeader: true, render: (row) => row.region },
    {
      id: 'seen',
      label: t('incidents.detail.regions.seen'),
      render: (row) => <StatusBadge status={badge[seenOf(row)]} labels={badgeLabels} />,
    },
    {
      id: 'cause',
      label: t('incidents.detail.regions.cause'),
      render: (row) => causeLabel(t, row.causeCode, row.causeParams) ?? t('incidents.detail.none'),
    },
    {
      id: 'failures',
      label: t('incidents.detail.regions.failures'),
      align: 'end',
      render: (row) => row.consecutiveFailures,
    },
    {
      id: 'since',
      label: t('incidents.detail.regions.since'),
      render: (row) => (
        <span className="whitespace-nowrap">
          {row.failingSince ? formatDateTime(row.failingSince, lng) : t('incidents.detail.none')}
        </span>
      ),
    },
  ];

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('incidents.detail.regions.title')}</CardTitle>
        <CardDescription>
          {t('incidents.detail.regions.description', {
            count: failing,
            failing,
            quorum: regions.quorum,
            total: rows.length,
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Table label={t('incidents.detail.regions.title')} columns={columns} rows={rows} />
      </CardContent>
    </Card>
  );
}
