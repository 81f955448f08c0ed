import type { Website } from '@hlidka/contract';
import { useWebsites } from '@hlidka/data';
import { Button, Card, CardContent, CardHeader, CardTitle, Table, type TableColumn } from '@hlidka/ui';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { ListStates } from '../common/query-states';
import { WebsiteStatusBadge } from '../websites/website-status';
import '../../i18n/areas/teams';

/** The team's websites with their status and 30-day uptime. */
export function TeamWebsites({ teamId }: { teamId: string }) {
  const { t, i18n } = useTranslation();
  const { websites, error, isLoading, mutate } = useWebsites({ teamId, limit: 100, sort: 'name' });
  const percent = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'cs-CZ', {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const columns: TableColumn<Website>[] = [
    {
      id: 'name',
      label: t('teams.detail.columns.name'),
      isRowHeader: true,
      render: (website) => (
        <Link href={`/websites/${website.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {website.name}
        </Link>
      ),
    },
    {
      id: 'status',
      label: t('teams.detail.columns.status'),
      render: (website) => <WebsiteStatusBadge website={website} />,
    },
    {
      id: 'uptime',
      label: t('teams.detail.columns.uptime'),
      align: 'end',
      render: (website) =>
        website.uptime === null ? t('teams.detail.noUptime') : percent.format(website.uptime / 100),
    },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('teams.detail.websites')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ListStates
          items={websites}
          query={{ error, isLoading, mutate }}
          failedTitle={t('teams.detail.websitesFailed')}
          retryLabel={t('teams.retry')}
          loadingLabel={t('teams.detail.loading')}
          rows={3}
          empty={
            <div className="flex flex-col items-start gap-3">
              <p className="text-muted-foreground text-sm">{t('teams.detail.websitesEmpty')}</p>
              <Button asChild variant="outline" size="sm">
                <Link href="/websites/create">{t('teams.detail.addWebsite')}</Link>
              </Button>
            </div>
          }
        >
          {(websites) => <Table label={t('teams.detail.websitesTable')} columns={columns} rows={websites} />}
        </ListStates>
      </CardContent>
    </Card>
  );
}
