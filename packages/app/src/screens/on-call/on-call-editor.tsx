import { localDate, type OnCallSchedule } from '@hlidka/contract';
import {
  useCreateOnCallLayer,
  useDeleteOnCallSchedule,
  useOnCallSchedule,
  useRotateOnCallCalendar,
  useUpdateOnCallSchedule,
} from '@hlidka/data';
import { AlertDialog, Button, Select, TextField, toast } from '@hlidka/ui';
import { CalendarDays, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { EditGuard } from '../../access/edit-guard';
import { useTranslation } from '../../i18n/use-translation';
import { FormFailure, FormSection } from '../common/form-parts';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { DetailSkeleton, ErrorState, NotFoundState } from '../common/query-states';
import { timeZoneOptions } from '../common/time-zones';
import { useConfirmedDelete } from '../common/use-confirmed-delete';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import { LayerEditor } from './on-call-layer';
import { OverridesSection } from './on-call-overrides';
import '../../i18n/areas/on-call';

function SettingsSection({ schedule }: { schedule: OnCallSchedule }) {
  const { t } = useTranslation();
  const update = useUpdateOnCallSchedule();
  const [name, setName] = useState(schedule.name);
  const [timeZone, setTimeZone] = useState(schedule.timeZone);
  const [errors, setErrors] = useState<Record<string, Wording>>({});
  const [failure, setFailure] = useState<Wording | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!name.trim()) {
      setErrors({ name: { key: 'onCall.create.nameRequired' } });
      return;
    }
    setErrors({});
    try {
      await update.trigger({ id: schedule.id, name: name.trim(), timeZone });
      toast({ title: t('onCall.editor.saved') });
    } catch (caught) {
      setErrors(fieldErrorWordings(caught));
      setFailure(errorWording(caught, 'onCall.editor.saveFailed'));
    }
  }
  const props = (field: string) => {
    const text = errors[field] ? worded(errors[field], t) : undefined;
    return { isInvalid: Boolean(text), errorMessage: text };
  };

  return (
    <form onSubmit={save} noValidate>
      <FormSection title={t('onCall.editor.settings')} columns>
        <TextField label={t('onCall.editor.name')} value={name} onChange={setName} isRequired {...props('name')} />
        <Select
          label={t('onCall.editor.timeZone')}
          value={timeZone}
          onChange={(key) => setTimeZone(String(key))}
          options={timeZoneOptions(timeZone).map((zone) => ({ id: zone, label: zone }))}
          {...props('timeZone')}
        />
        {failure ? (
          <div className="md:col-span-2">
            <FormFailure title={worded(failure, t)} />
          </div>
        ) : null}
        <div className="md:col-span-2">
          <Button type="submit" disabled={update.isMutating}>
            {update.isMutating ? t('onCall.editor.saving') : t('onCall.editor.save')}
          </Button>
        </div>
      </FormSection>
    </form>
  );
}

function LayersSection({ schedule }: { schedule: OnCallSchedule }) {
  const { t } = useTranslation();
  const create = useCreateOnCallLayer();
  const [failure, setFailure] = useState<Wording | null>(null);
  const today = localDate(Date.parse(schedule.onCall.at), schedule.timeZone);
  const addLayer = async () => {
    setFailure(null);
    try {
      const position = schedule.layers.length + 1;
      await create.trigger({ id: schedule.id, name: t('onCall.editor.newLayerName', { position }), rotations: [] });
    } catch (caught) {
      setFailure(errorWording(caught, 'onCall.editor.saveFailed'));
    }
  };
  return (
    <section aria-labelledby="on-call-layers" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="on-call-layers" className="font-semibold text-lg">
          {t('onCall.editor.layers')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('onCall.editor.layersHelp')}</p>
      </div>
      {schedule.layers.length === 0 ? <p className="text-sm">{t('onCall.editor.noLayers')}</p> : null}
      {[...schedule.layers].reverse().map((layer) => (
        <LayerEditor
          key={layer.id}
          scheduleId={schedule.id}
          layer={layer}
          layerCount={schedule.layers.length}
          people={schedule.people}
          timeZone={schedule.timeZone}
          today={today}
        />
      ))}
      {failure ? <FormFailure title={worded(failure, t)} /> : null}
      <div>
        <Button type="button" variant="outline" onClick={addLayer} disabled={create.isMutating}>
          <Plus aria-hidden="true" />
          {t('onCall.editor.addLayer')}
        </Button>
      </div>
    </section>
  );
}

function FeedSection({ schedule }: { schedule: OnCallSchedule }) {
  const { t } = useTranslation();
  const rotate = useRotateOnCallCalendar();
  return (
    <FormSection title={t('onCall.editor.feed')}>
      <p className="text-muted-foreground text-sm">{t('onCall.editor.feedHelp')}</p>
      <TextField label={t('onCall.editor.feedUrl')} value={schedule.calendarUrl} isReadOnly />
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={rotate.isMutating}
          onClick={async () => {
            try {
              await rotate.trigger(schedule.id);
              toast({ title: t('onCall.editor.saved') });
            } catch {
              toast({ variant: 'destructive', title: t('onCall.editor.saveFailed') });
            }
          }}
        >
          <RefreshCw aria-hidden="true" />
          {t('onCall.editor.rotateFeed')}
        </Button>
      </div>
    </FormSection>
  );
}

/** /on-call/{id}/edit: the schedule's name and zone, its layers and rotations, overrides, and its calendar feed. */
export default function OnCallEditorScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { id = '' } = useParams<{ id: string }>();
  const { schedule, error, isLoading, mutate } = useOnCallSchedule(id);
  const remove = useDeleteOnCallSchedule();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<OnCallSchedule>(
    async (scheduleId) => {
      await remove.trigger(scheduleId);
      navigate('/on-call');
    },
    { deleted: t('onCall.editor.deleted'), failed: t('onCall.editor.deleteFailed') },
  );

  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('onCall.notFound')}
          description={t('onCall.notFoundDescription')}
          backHref="/on-call"
          backLabel={t('onCall.back')}
        />
      </ScreenFrame>
    );
  }
  return (
    <EditGuard resource="schedules" thing={schedule} backHref={`/on-call/${id}`}>
      <ScreenFrame busy={isLoading}>
        <PageHeader
          back={{ href: schedule ? `/on-call/${schedule.id}` : '/on-call', label: t('onCall.back') }}
          title={schedule?.name ?? t('onCall.editor.title')}
          description={t('onCall.editor.title')}
          actions={
            schedule ? (
              <>
                <Button asChild variant="outline">
                  <Link href={`/on-call/${schedule.id}`}>
                    <CalendarDays aria-hidden="true" />
                    {t('onCall.open')}
                  </Link>
                </Button>
                {schedule.canEdit ? (
                  <Button variant="outline" onClick={() => setDeleting(schedule)}>
                    <Trash2 aria-hidden="true" />
                    {t('onCall.editor.deleteSchedule')}
                  </Button>
                ) : null}
              </>
            ) : undefined
          }
        />
        {error ? (
          <ErrorState title={t('onCall.loadFailed')} retryLabel={t('onCall.retry')} onRetry={() => void mutate()} />
        ) : isLoading || !schedule ? (
          <DetailSkeleton label={t('onCall.loading')} />
        ) : (
          <>
            <SettingsSection schedule={schedule} />
            <LayersSection schedule={schedule} />
            <OverridesSection schedule={schedule} />
            <FeedSection schedule={schedule} />
          </>
        )}
        <AlertDialog
          isOpen={deleting !== null}
          onOpenChange={(open) => (open ? undefined : setDeleting(null))}
          variant="destructive"
          title={t('onCall.editor.deleteTitle', { name: deleting?.name ?? '' })}
          description={t('onCall.editor.deleteDescription')}
          confirmLabel={t('onCall.editor.confirmDelete')}
          confirmingLabel={t('onCall.editor.deleting')}
          cancelLabel={t('onCall.editor.cancel')}
          isConfirming={remove.isMutating}
          onConfirm={() => void confirmDelete()}
        />
      </ScreenFrame>
    </EditGuard>
  );
}
