import type { IncidentUpdate, IncidentUpdateStatus } from '@hlidka/contract';
import { useEditIncidentUpdate } from '@hlidka/data';
import { Badge, Button, toast } from '@hlidka/ui';
import { useState } from 'react';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { Context } from '../common/query-states';
import { IncidentUpdateForm } from './incident-update-form';
import '../../i18n/areas/incidents';

const statusVariant: Record<IncidentUpdateStatus, 'warning' | 'info' | 'secondary' | 'success'> = {
  investigating: 'warning',
  identified: 'info',
  monitoring: 'secondary',
  resolved: 'success',
};

/**
 * One posted public update: its status, time (and when it was edited) and text, with Edit (the same form as a new
 * update, inline) and Delete (the list's confirmation) — neither without `onDelete` (a reader who may not change it).
 */
export function IncidentUpdateItem({
  update,
  onDelete,
}: {
  update: IncidentUpdate;
  onDelete?: ((update: IncidentUpdate) => void) | undefined;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const edit = useEditIncidentUpdate();
  const [editing, setEditing] = useState(false);
  const when = formatDateTime(update.createdAt, lng);

  return (
    <li className="flex flex-col gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
          <Badge variant={statusVariant[update.status]}>{t(`incidents.publicUpdates.statuses.${update.status}`)}</Badge>
          <time dateTime={update.createdAt}>{when}</time>
          {update.editedAt ? (
            <span>
              · {t('incidents.publicUpdates.edited')}{' '}
              <time dateTime={update.editedAt}>{formatDateTime(update.editedAt, lng)}</time>
            </span>
          ) : null}
        </p>
        {editing || !onDelete ? null : (
          <div className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              {t('incidents.publicUpdates.edit')}
              <Context>{when}</Context>
            </Button>
            <Button variant="ghost" size="sm" className="text-destructive-text" onClick={() => onDelete(update)}>
              {t('incidents.publicUpdates.delete')}
              <Context>{when}</Context>
            </Button>
          </div>
        )}
      </div>
      {editing ? (
        <IncidentUpdateForm
          label={t('incidents.publicUpdates.editing')}
          initial={{ status: update.status, message: update.message }}
          hint={t('incidents.publicUpdates.editHint')}
          submitLabel={t('incidents.publicUpdates.save')}
          submittingLabel={t('incidents.publicUpdates.saving')}
          failedLabel={t('incidents.publicUpdates.saveFailed')}
          isSubmitting={edit.isMutating}
          onSubmit={async (values) => {
            await edit.trigger({ id: update.incidentId, updateId: update.id, ...values });
            setEditing(false);
            toast({ title: t('incidents.publicUpdates.saved') });
          }}
          secondaryAction={
            <Button variant="ghost" onClick={() => setEditing(false)} disabled={edit.isMutating}>
              {t('incidents.publicUpdates.cancel')}
            </Button>
          }
        />
      ) : (
        <>
          {update.message.cs ? (
            <div className="text-sm">
              <span className="text-muted-foreground text-xs">{t('incidents.publicUpdates.inCzech')}</span>
              <p lang="cs" data-user-content="" className="whitespace-pre-wrap break-words">
                {update.message.cs}
              </p>
            </div>
          ) : null}
          {update.message.en ? (
            <div className="text-sm">
              <span className="text-muted-foreground text-xs">{t('incidents.publicUpdates.inEnglish')}</span>
              <p lang="en" data-user-content="" className="whitespace-pre-wrap break-words">
                {update.message.en}
              </p>
            </div>
          ) : null}
        </>
      )}
    </li>
  );
}
