import type { MaintenanceWindow } from '@hlidka/contract';
import { useDeleteMaintenanceWindow, useMaintenanceWindow, useUpdateMaintenanceWindow } from '@hlidka/data';
import { AlertDialog, Badge, Button, toast } from '@hlidka/ui';
import { Trash2, Wrench } from 'lucide-react';
import { useLocation, useParams } from 'wouter';
import { EditGuard } from '../../access/edit-guard';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { DetailSkeleton, ErrorState, NotFoundState } from '../common/query-states';
import { useConfirmedDelete } from '../common/use-confirmed-delete';
import { maintenanceCrumbs } from './maintenance-crumbs';
import { MaintenanceForm } from './maintenance-form';
import { occurrenceText, untilText } from './maintenance-wording';
import '../../i18n/areas/maintenance';

/** Under way (until when) or the next date, under the title. */
function WhenLine({ planned }: { planned: MaintenanceWindow }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  if (planned.ongoing) {
    return (
      <span className="flex flex-wrap items-center gap-2">
        <Badge variant="warning">
          <Wrench aria-hidden="true" />
          {t('maintenance.ongoing')}
        </Badge>
        {t('maintenance.until', { time: untilText(planned.ongoing, planned.timeZone, lng) })}
      </span>
    );
  }
  return planned.next ? (
    <span>
      {t('maintenance.next')}: {occurrenceText(t, planned.next, planned.timeZone, lng)}
    </span>
  ) : (
    <Badge variant="secondary">{t('maintenance.finished')}</Badge>
  );
}

/** /maintenance/{id}: the editor of a saved window, and delete with confirmation. */
export default function MaintenanceEditScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { id = '' } = useParams<{ id: string }>();
  const { maintenanceWindow: planned, error, isLoading, mutate } = useMaintenanceWindow(id);
  const update = useUpdateMaintenanceWindow();
  const remove = useDeleteMaintenanceWindow();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<MaintenanceWindow>(
    async (windowId) => {
      await remove.trigger(windowId);
      navigate('/maintenance');
    },
    { deleted: t('maintenance.form.deleted'), failed: t('maintenance.form.deleteFailed') },
  );
  const title = planned?.title ?? t('maintenance.form.editTitle');

  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('maintenance.form.notFound')}
          description={t('maintenance.form.notFoundDescription')}
          backHref="/maintenance"
          backLabel={t('maintenance.form.back')}
        />
      </ScreenFrame>
    );
  }
  return (
    <EditGuard resource="maintenance" thing={planned} backHref="/maintenance">
      <ScreenFrame busy={isLoading}>
        <PageHeader
          breadcrumbs={maintenanceCrumbs(t, { href: `/maintenance/${id}/edit`, label: title })}
          title={title}
          description={planned ? <WhenLine planned={planned} /> : undefined}
          actions={
            planned ? (
              <Button variant="outline" onClick={() => setDeleting(planned)}>
                <Trash2 aria-hidden="true" />
                {t('maintenance.form.delete')}
              </Button>
            ) : undefined
          }
        />
        {error ? (
          <ErrorState
            title={t('maintenance.form.loadFailed')}
            message={error.message}
            retryLabel={t('maintenance.retry')}
            onRetry={() => void mutate()}
          />
        ) : isLoading || !planned ? (
          <DetailSkeleton label={t('maintenance.form.loading')} />
        ) : (
          <MaintenanceForm
            planned={planned}
            onSubmit={async (body) => {
              await update.trigger({ id, ...body });
              toast({ title: t('maintenance.form.saved') });
            }}
          />
        )}
        <AlertDialog
          isOpen={deleting !== null}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          variant="destructive"
          title={t('maintenance.form.deleteTitle', { title: deleting?.title ?? '' })}
          description={t('maintenance.form.deleteDescription')}
          confirmLabel={t('maintenance.form.deleteConfirm')}
          confirmingLabel={t('maintenance.form.deleting')}
          cancelLabel={t('maintenance.form.cancel')}
          isConfirming={remove.isMutating}
          onConfirm={() => void confirmDelete()}
        />
      </ScreenFrame>
    </EditGuard>
  );
}
