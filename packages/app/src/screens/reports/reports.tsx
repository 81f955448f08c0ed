import { isApiError, type ReportParams, useCreateSavedReport, useReport } from '@hlidka/data';
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { DetailSkeleton, ErrorState } from '../common/query-states';
import {
  formErrors,
  initialValues,
  type ReportFormValues,
  SaveFields,
  SelectionFields,
  selectionProblem,
  toBody,
  toParams,
} from './report-form';
import { ExportButtons, ReportView } from './report-view';
import { SavedReports } from './saved-list';
import '../../i18n/areas/reports';

/** The report of the chosen selection, once asked for. */
function Preview({ params }: { params: ReportParams }) {
  const { t } = useTranslation();
  const { report, error, isLoading, mutate } = useReport(params);
  if (error) {
    return (
      <ErrorState
        title={t('reports.loadFailed')}
        message={error.message}
        retryLabel={t('reports.retry')}
        onRetry={() => void mutate()}
      />
    );
  }
  if (isLoading || !report) return <DetailSkeleton label={t('reports.loading')} />;
  return (
    <div className="flex flex-col gap-4">
      <ExportButtons params={params} />
      <ReportView report={report} />
    </div>
  );
}

/** /reports: choose websites or a team and a period, see and export the report, save or schedule it; saved reports. */
export default function ReportsScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<ReportFormValues>(() => initialValues());
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [params, setParams] = useState<ReportParams | null>(null);
  const create = useCreateSavedReport();

  function change(next: ReportFormValues) {
    setValues(next);
    setParams(null);
  }

  function show(event: FormEvent) {
    event.preventDefault();
    const problem = selectionProblem(values);
    if (problem) {
      setErrors({ [problem.field]: t(problem.message) });
      return;
    }
    setErrors({});
    setParams(toParams(values));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    try {
      const { report } = await create.trigger(toBody(values));
      toast({ title: t('reports.save.saved') });
      navigate(`/reports/${report.id}`);
    } catch (caught) {
      if (isApiError(caught)) setErrors(formErrors(caught.errors));
      toast({
        variant: 'destructive',
        title: t('reports.save.failed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  return (
    <ScreenFrame wide>
      <PageHeader
        title={t('reports.title')}
        documentTitle={t('reports.title')}
        description={t('reports.description')}
      />
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('reports.builder.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={show} className="flex flex-col gap-4" noValidate>
            <SelectionFields values={values} onChange={change} errors={errors} />
            <div>
              <Button type="submit">{t('reports.builder.show')}</Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {params ? (
        <>
          <Preview params={params} />
          <Card>
            <CardHeader>
              <CardTitle level={2}>{t('reports.save.title')}</CardTitle>
            </CardHeader>
            <CardContent>
              <form onSubmit={(event) => void save(event)} className="flex flex-col gap-4" noValidate>
                <SaveFields values={values} onChange={setValues} errors={errors} />
                <div>
                  <Button type="submit" isLoading={create.isMutating} loadingLabel={t('reports.save.saving')}>
                    {t('reports.save.submit')}
                  </Button>
                </div>
              </form>
            </CardContent>
          </Card>
        </>
      ) : null}
      <SavedReports />
    </ScreenFrame>
  );
}
