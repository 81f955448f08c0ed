import type { ReportPeriodKind } from '@hlidka/contract';
import { isApiError, type ReportParams, useCreateSavedReport, useReport } from '@hlidka/data';
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useChangedSinceMount, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { DetailSkeleton, ErrorState } from '../common/query-states';
import { type FieldErrors, problemErrors, serverErrors, shownErrors } from './report-errors';
import { initialValues, SaveFields, SelectionFields, selectionProblem, toBody, toParams } from './report-form';
import { saveProblems } from './report-save-validation';
import type { ReportFormValues } from './report-values';
import { ExportButtons, ReportView } from './report-view';
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

/** Choose websites or a team and a period, see and export the report, then save or schedule it. */
export function ReportBuilder({ initialPeriod }: { initialPeriod: ReportPeriodKind }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [values, setValues] = useState<ReportFormValues>(() => initialValues(undefined, initialPeriod));
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = shownErrors(errors, t);
  const [params, setParams] = useState<ReportParams | null>(null);
  const create = useCreateSavedReport();
  const guard = useUnsavedChangesGuard(useChangedSinceMount(values));

  function change(next: ReportFormValues) {
    setValues(next);
    setParams(null);
  }

  function show(event: FormEvent) {
    event.preventDefault();
    const problem = selectionProblem(values);
    if (problem) {
      setErrors(problemErrors([problem]));
      return;
    }
    setErrors({});
    setParams(toParams(values));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const problems = saveProblems(values);
    setErrors(problemErrors(problems));
    if (problems.length > 0) return;
    try {
      await guard.whileSaving(async () => {
        const { report } = await create.trigger(toBody(values));
        toast({ title: t('reports.save.saved') });
        navigate(`/reports/${report.id}`);
      });
    } catch (caught) {
      if (isApiError(caught)) setErrors(serverErrors(caught.errors));
      toast({
        variant: 'destructive',
        title: t('reports.save.failed'),
        description: isApiError(caught) ? caught.message : undefined,
      });
    }
  }

  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('reports.builder.title')}</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={show} className="flex flex-col gap-4" noValidate>
            <SelectionFields values={values} onChange={change} errors={shown} />
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
                <SaveFields values={values} onChange={setValues} errors={shown} />
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
    </>
  );
}
