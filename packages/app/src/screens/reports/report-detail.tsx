import type { ReportData, SavedReport } from '@hlidka/contract';
import { isApiError, useDeleteSavedReport, useSavedReport, useUpdateSavedReport } from '@hlidka/data';
import { AlertDialog, Button, Card, CardContent, CardHeader, CardTitle, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { PageHeader, ScreenFrame, useDocumentTitle } from '../common/page-header';
import { DetailSkeleton, ErrorState, NotFoundState } from '../common/query-states';
import { type FieldErrors, problemErrors, serverErrors, shownErrors } from './report-errors';
import { initialValues, SaveFields, SelectionFields, toBody } from './report-form';
import { saveProblems } from './report-save-validation';
import type { ReportFormValues } from './report-values';
import { ExportButtons, ReportView } from './report-view';
import '../../i18n/areas/reports';

/** Edit the selection, the name and the monthly e-mail; delete with confirmation. */
function Settings({ report }: { report: SavedReport }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<ReportFormValues>(() => initialValues(report));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = shownErrors(errors, t);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateSavedReport();
  const remove = useDeleteSavedReport();
  const guard = useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(initialValues(report)));

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = saveProblems(values);
    setErrors(problemErrors(problems));
    if (problems.length > 0) return;
    try {
      await guard.whileSaving(() => update.trigger({ id: report.id, ...toBody(values) }));
      toast({ title: t('reports.save.updated') });
    } catch (caught) {
      if (isApiError(caught)) setErrors(serverErrors(caught.errors));
      toast({
        variant: 'destructive',
        title: t('reports.save.failed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  async function confirmDelete() {
    try {
      await guard.whileSaving(async () => {
        await remove.trigger(report.id);
        setConfirming(false);
        toast({ title: t('reports.detail.deleted') });
        navigate('/reports');
      });
    } catch (caught) {
      setConfirming(false);
      toast({
        variant: 'destructive',
        title: t('reports.detail.deleteFailed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('reports.detail.schedule')}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4" noValidate>
          <SaveFields values={values} onChange={setValues} errors={shown} />
          <SelectionFields values={values} onChange={setValues} errors={shown} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" isLoading={update.isMutating} loadingLabel={t('reports.save.saving')}>
              {t('reports.save.update')}
            </Button>
            <Button type="button" variant="destructive" onClick={() => setConfirming(true)}>
              {t('reports.detail.delete')}
            </Button>
          </div>
        </form>
        <AlertDialog
          isOpen={confirming}
          onOpenChange={setConfirming}
          variant="destructive"
          title={t('reports.detail.deleteConfirm', { name: report.name })}
          description={t('reports.detail.deleteDescription')}
          confirmLabel={t('reports.detail.delete')}
          cancelLabel={t('reports.detail.cancel')}
          isConfirming={remove.isMutating}
          onConfirm={() => void confirmDelete()}
        />
      </CardContent>
    </Card>
  );
}

const paramsOf = (report: SavedReport, data: ReportData) =>
  report.scope === 'team' && report.teamId
    ? { teamId: report.teamId, from: data.from, to: data.to }
    : { websiteIds: report.websiteIds, from: data.from, to: data.to };

/** /reports/{id}: a saved report computed for its period, its exports, settings and monthly schedule. */
export default function ReportDetailScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const { report, data, error, isLoading, mutate } = useSavedReport(id);
  useDocumentTitle(report?.name ?? t('reports.title'));

  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('reports.detail.notFound')}
          description={t('reports.detail.notFoundDescription')}
          backHref="/reports"
          backLabel={t('reports.detail.back')}
        />
      </ScreenFrame>
    );
  }
  if (error) {
    return (
      <ScreenFrame>
        <ErrorState
          title={t('reports.loadFailed')}
          message={error.message}
          retryLabel={t('reports.retry')}
          onRetry={() => void mutate()}
        />
      </ScreenFrame>
    );
  }
  if (isLoading || !report || !data) {
    return (
      <ScreenFrame>
        <DetailSkeleton label={t('reports.loading')} />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame wide>
      <PageHeader
        breadcrumbs={{
          label: t('reports.breadcrumbs'),
          items: [
            { href: '/reports', label: t('reports.title') },
            { href: `/reports/${report.id}`, label: report.name },
          ],
        }}
        title={report.name}
        documentTitle={report.name}
        description={t(`reports.period.${report.period}`)}
        actions={<ExportButtons params={paramsOf(report, data)} />}
      />
      <ReportView report={data} />
      <Settings key={report.updatedAt} report={report} />
    </ScreenFrame>
  );
}
