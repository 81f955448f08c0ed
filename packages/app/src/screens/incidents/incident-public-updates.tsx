import type { IncidentStatus, IncidentUpdate } from '@hlidka/contract';
import { useCreateIncidentUpdate, useDeleteIncidentUpdate, useIncidentUpdates } from '@hlidka/data';
import { AlertDialog, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { LoadError, LoadingBlock } from '../common/query-states';
import { useConfirmedDelete } from '../common/use-confirmed-delete';
import { IncidentUpdateForm } from './incident-update-form';
import { IncidentUpdateItem } from './incident-update-item';
import '../../i18n/areas/incidents';

/**
 * What the team tells visitors about the incident on every status page with its website: the posted updates, newest
 * first, each editable and deletable, and a form for the next (a status and the message in Czech, English or both).
 * Without `canWrite` (a role that may not change the team's incidents) the updates are only listed.
 */
export function IncidentPublicUpdates({
  incidentId,
  incidentStatus,
  canWrite,
}: {
  incidentId: string;
  incidentStatus: IncidentStatus;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const { updates, error, isLoading, mutate } = useIncidentUpdates(incidentId);
  const post = useCreateIncidentUpdate();
  const remove = useDeleteIncidentUpdate();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<IncidentUpdate>(
    (updateId) => remove.trigger({ id: incidentId, updateId }),
    { deleted: t('incidents.publicUpdates.deleted'), failed: t('incidents.publicUpdates.deleteFailed') },
  );

  const newestFirst = [...(updates ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{t('incidents.publicUpdates.title')}</CardTitle>
        <CardDescription>{t('incidents.publicUpdates.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {error ? (
          <LoadError error={error} title={t('incidents.publicUpdates.loadFailed')} onRetry={() => void mutate()} />
        ) : isLoading || !updates ? (
          <LoadingBlock lines={2} />
        ) : newestFirst.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('incidents.publicUpdates.empty')}</p>
        ) : (
          <ol aria-label={t('incidents.publicUpdates.list')} className="flex flex-col gap-3">
            {newestFirst.map((update) => (
              <IncidentUpdateItem key={update.id} update={update} onDelete={canWrite ? setDeleting : undefined} />
            ))}
          </ol>
        )}
        {canWrite ? (
          <IncidentUpdateForm
            className="border-t pt-4"
            initial={{
              status: incidentStatus === 'resolved' ? 'resolved' : 'investigating',
              message: { cs: '', en: '' },
            }}
            resetOnSuccess
            submitLabel={t('incidents.publicUpdates.post')}
            submittingLabel={t('incidents.publicUpdates.posting')}
            failedLabel={t('incidents.publicUpdates.postFailed')}
            isSubmitting={post.isMutating}
            onSubmit={async (values) => {
              await post.trigger({ id: incidentId, ...values });
              toast({ title: t('incidents.publicUpdates.posted') });
            }}
          />
        ) : null}
      </CardContent>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        variant="destructive"
        title={t('incidents.publicUpdates.deleteTitle')}
        description={t('incidents.publicUpdates.deleteDescription')}
        confirmLabel={t('incidents.publicUpdates.delete')}
        confirmingLabel={t('incidents.publicUpdates.deleting')}
        cancelLabel={t('incidents.publicUpdates.cancel')}
        isConfirming={remove.isMutating}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
