import { useWebsites } from '@hlidka/data';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { DetailSkeleton } from '../common/query-states';
import { ReportBuilder } from './report-builder';
import { BUILDER_WEBSITES_QUERY, defaultPeriod } from './report-defaults';
import { SavedReports } from './saved-list';
import '../../i18n/areas/reports';

/** /reports: the report builder (opening on a period that has data) and the saved reports. */
export default function ReportsScreen() {
  const { t } = useTranslation();
  // The builder waits for the websites: its default period depends on when the first one was added.
  const { websites, error } = useWebsites(BUILDER_WEBSITES_QUERY);
  return (
    <ScreenFrame wide>
      <PageHeader
        title={t('reports.title')}
        documentTitle={t('reports.title')}
        description={t('reports.description')}
      />
      {websites || error ? (
        <ReportBuilder initialPeriod={defaultPeriod(websites ?? [])} />
      ) : (
        <DetailSkeleton label={t('reports.builder.loading')} />
      )}
      <SavedReports />
    </ScreenFrame>
  );
}
