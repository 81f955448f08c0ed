import { useUpdateWebsite, useWebsite } from '@hlidka/data';
import { Skeleton, toast } from '@hlidka/ui';
import { useLocation, useParams } from 'wouter';
import { EditGuard } from '../../access/edit-guard';
import { useTranslation } from '../../i18n/use-translation';
import { useDuplicateConfirm } from './duplicate-confirm';
import { toBody, valuesFromWebsite, type WebsiteFormValues } from './form-model';
import { WebsiteNotFound } from './parts';
import { WebsiteForm } from './website-form';
import '../../i18n/areas/websites';
import { PageHeader, ScreenFrame, useDocumentTitle } from '../common/page-header';
import { ErrorState } from '../common/query-states';

/** /websites/{id}/edit: the same form, filled with the website's configuration. */
export default function WebsiteEditScreen() {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const { website, error, isLoading, mutate } = useWebsite(id);
  const update = useUpdateWebsite();
  const duplicate = useDuplicateConfirm(async (values: WebsiteFormValues, allowDuplicate) => {
    await update.trigger({ id, ...toBody(values), allowDuplicate });
    toast({ title: t('websites.toast.updated') });
    navigate(`/websites/${id}`);
  });
  useDocumentTitle(website ? `${t('websites.form.editTitle')}: ${website.name}` : t('websites.form.editTitle'));
  if (error?.status === 404 || (error?.status === 400 && !website)) return <WebsiteNotFound />;
  return (
    <EditGuard resource="websites" thing={website} backHref={`/websites/${id}`}>
      <ScreenFrame wide busy={isLoading}>
        <PageHeader
          title={website ? `${t('websites.form.editTitle')}: ${website.name}` : t('websites.form.editTitle')}
        />
        {error ? (
          <ErrorState title={t('websites.error.title')} message={error.message} onRetry={() => void mutate()} />
        ) : !website ? (
          <div role="status" aria-label={t('websites.loading')} className="flex flex-col gap-4">
            <Skeleton className="h-48 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
        ) : (
          <WebsiteForm
            key={website.id}
            mode="edit"
            initial={valuesFromWebsite(website)}
            pushUrl={website.pushUrl}
            websiteId={website.id}
            onCancel={() => navigate(`/websites/${website.id}`)}
            onSubmit={duplicate.submit}
          />
        )}
        {duplicate.dialog}
      </ScreenFrame>
    </EditGuard>
  );
}
