import type { StatusPage } from '@hlidka/contract';
import { useDeleteStatusPage, useStatusPage, useStatusPages, useUpdateStatusPage } from '@hlidka/data';
import { AlertDialog, Button, toast } from '@hlidka/ui';
import { Trash2 } from 'lucide-react';
import { useLocation, useParams } from 'wouter';
import { EditGuard } from '../../access/edit-guard';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame, useDocumentTitle } from '../common/page-header';
import { DetailSkeleton, ErrorState, NotFoundState } from '../common/query-states';
import { useConfirmedDelete } from '../common/use-confirmed-delete';
import { statusPageCrumbs } from './status-page-crumbs';
import { StatusPageEmbed } from './status-page-embed';
import { StatusPageForm } from './status-page-form';
import { PublicPageLink, PublishedBadge } from './status-page-parts';
import { StatusPageSubscribers } from './status-page-subscribers';
import '../../i18n/areas/status-pages';

/**
 * /status-pages/{id}: the editor of a saved page, a link to it as visitors see it, its badges and widget to embed, its
 * subscribers, and delete with confirmation.
 */
export default function StatusPageEditScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { id = '' } = useParams<{ id: string }>();
  const { statusPage, error, isLoading, mutate } = useStatusPage(id);
  const list = useStatusPages();
  const update = useUpdateStatusPage();
  const remove = useDeleteStatusPage();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<StatusPage>(
    async (pageId) => {
      await remove.trigger(pageId);
      navigate('/status-pages');
    },
    { deleted: t('statusPages.form.deleted'), failed: t('statusPages.form.deleteFailed') },
  );
  const title = t('statusPages.form.editTitle');
  useDocumentTitle(statusPage?.name ?? title);

  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('statusPages.form.notFound')}
          description={t('statusPages.form.notFoundDescription')}
          backHref="/status-pages"
          backLabel={t('statusPages.form.back')}
        />
      </ScreenFrame>
    );
  }
  const loadError = error ?? list.error;
  return (
    <EditGuard resource="statusPages" thing={statusPage} backHref="/status-pages">
      <ScreenFrame busy={isLoading}>
        <PageHeader
          breadcrumbs={statusPageCrumbs(t, { href: `/status-pages/${id}/edit`, label: statusPage?.name ?? title })}
          title={statusPage?.name ?? title}
          documentTitle={statusPage?.name ?? title}
          description={
            statusPage ? (
              <span className="flex flex-wrap items-center gap-2">
                <PublishedBadge published={statusPage.published} />
                <PublicPageLink page={statusPage} />
              </span>
            ) : undefined
          }
          actions={
            statusPage ? (
              <>
                <Button asChild variant="outline">
                  <PublicPageLink page={statusPage}>{t('statusPages.openPublic')}</PublicPageLink>
                </Button>
                <Button variant="outline" onClick={() => setDeleting(statusPage)}>
                  <Trash2 aria-hidden="true" />
                  {t('statusPages.form.delete')}
                </Button>
              </>
            ) : undefined
          }
        />
        {loadError ? (
          <ErrorState
            title={t('statusPages.form.loadFailed')}
            message={loadError.message}
            retryLabel={t('statusPages.retry')}
            onRetry={() => void Promise.all([mutate(), list.mutate()])}
          />
        ) : isLoading || !statusPage || list.customDomains === undefined ? (
          <DetailSkeleton label={t('statusPages.form.loading')} />
        ) : (
          <>
            <StatusPageForm
              page={statusPage}
              customDomains={list.customDomains}
              onSubmit={async (body) => {
                await update.trigger({ id, ...body });
                toast({ title: t('statusPages.form.saved') });
              }}
            />
            <StatusPageEmbed page={statusPage} />
            <StatusPageSubscribers pageId={statusPage.id} />
          </>
        )}
        <AlertDialog
          isOpen={deleting !== null}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          variant="destructive"
          title={t('statusPages.form.deleteTitle', { name: deleting?.name ?? '' })}
          description={t('statusPages.form.deleteDescription')}
          confirmLabel={t('statusPages.form.deleteConfirm')}
          confirmingLabel={t('statusPages.form.deleting')}
          cancelLabel={t('statusPages.form.cancel')}
          isConfirming={remove.isMutating}
          onConfirm={() => void confirmDelete()}
        />
      </ScreenFrame>
    </EditGuard>
  );
}
