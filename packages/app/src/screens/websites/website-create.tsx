import { useCreateWebsite, usePlanQuota } from '@hlidka/data';
import { Skeleton, toast } from '@hlidka/ui';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useDuplicateConfirm } from './duplicate-confirm';
import { defaultValues, toBody, type WebsiteFormValues } from './form-model';
import { PlanUsage } from './plan-usage';
import { WebsiteForm } from './website-form';
import '../../i18n/areas/websites';
import { PageHeader, ScreenFrame } from '../common/page-header';

/** /websites/create: the form for a new website; at the plan's limit it says why and cannot be sent. */
export default function WebsiteCreateScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { quota, limitReached, isLoading } = usePlanQuota();
  const create = useCreateWebsite();
  const duplicate = useDuplicateConfirm(async (values: WebsiteFormValues, allowDuplicate) => {
    const { website } = await create.trigger({ ...toBody(values), allowDuplicate });
    toast({ title: t('websites.toast.created') });
    navigate(`/websites/${website.id}`);
  });
  return (
    <ScreenFrame wide busy={isLoading}>
      <PageHeader title={t('websites.form.createTitle')}>
        <PlanUsage />
      </PageHeader>
      {isLoading ? (
        <div role="status" aria-label={t('websites.loading')} className="flex flex-col gap-4">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <WebsiteForm
          mode="create"
          initial={defaultValues(quota?.minIntervalSeconds)}
          submitDisabled={limitReached === true}
          onCancel={() => navigate('/websites')}
          onSubmit={duplicate.submit}
        />
      )}
      {duplicate.dialog}
    </ScreenFrame>
  );
}
