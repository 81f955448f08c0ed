import type { SavedReport } from '@hlidka/contract';
import { useSavedReports } from '@hlidka/data';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, EmptyState } from '@hlidka/ui';
import { FileBarChart } from 'lucide-react';
import { Link } from 'wouter';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { formatDate, formatDateTime } from '../../lib/format';
import { Context, ListStates } from '../common/query-states';
import '../../i18n/areas/reports';
import { useLanguage } from '../../i18n';

function periodText(t: TFunction, report: SavedReport, lng: 'cs' | 'en') {
  if (report.period === 'custom' && report.from && report.to) {
    return t('reports.period.range', { from: formatDate(report.from, lng), to: formatDate(report.to, lng) });
  }
  return t(`reports.period.${report.period}`);
}

/** The caller's saved reports, scheduled ones marked, each a link to /reports/{id}. */
export function SavedReports() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { reports, error, isLoading, mutate } = useSavedReports();
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('reports.saved.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ListStates
          items={reports}
          query={{ error, isLoading, mutate }}
          failedTitle={t('reports.saved.loadFailed')}
          retryLabel={t('reports.retry')}
          loadingLabel={t('reports.saved.loading')}
          rows={2}
          empty={
            <EmptyState
              icon={<FileBarChart />}
              title={t('reports.saved.empty')}
              description={t('reports.saved.emptyDescription')}
              headingLevel={3}
            />
          }
        >
          {(reports) => (
            <ul className="flex flex-col divide-y">
              {reports.map((report) => (
                <li key={report.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="break-words font-medium">{report.name}</span>
                    <span className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
                      {periodText(t, report, lng)}
                      <Badge variant={report.schedule.monthly ? 'default' : 'secondary'}>
                        {t(report.schedule.monthly ? 'reports.saved.scheduled' : 'reports.saved.notScheduled')}
                      </Badge>
                      {report.lastSentAt ? (
                        <span>{t('reports.saved.lastSent', { when: formatDateTime(report.lastSentAt, lng) })}</span>
                      ) : null}
                    </span>
                  </div>
                  <Button asChild variant="outline" size="sm">
                    <Link href={`/reports/${report.id}`}>
                      {t('reports.saved.open')}
                      <Context>{report.name}</Context>
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </CardContent>
    </Card>
  );
}
