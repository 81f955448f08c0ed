import type { OnCallLayer, OnCallPerson, OnCallRotationBody } from '@hlidka/contract';
import { useDeleteOnCallLayer, useUpdateOnCallLayer } from '@hlidka/data';
import { Button, Card, CardContent, CardHeader, CardTitle, Select, TextField, toast } from '@hlidka/ui';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { FormFailure } from '../common/form-parts';
import { Context } from '../common/query-states';
import { timeZoneOptions } from '../common/time-zones';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import { MemberOrder } from './on-call-members';
import '../../i18n/areas/on-call';

interface RotationValues {
  frequency: 'daily' | 'weekly';
  handoffTime: string;
  handoffWeekday: string;
  timeZone: string;
  startsOn: string;
  endsOn: string;
  memberIds: string[];
}

type RotationField = 'handoffTime' | 'startsOn' | 'endsOn' | 'timeZone' | 'memberIds' | 'handoffWeekday';

const rotationValues = (r: OnCallLayer['rotations'][number]): RotationValues => ({
  frequency: r.frequency,
  handoffTime: r.handoffTime,
  handoffWeekday: String(r.handoffWeekday),
  timeZone: r.timeZone,
  startsOn: r.startsOn,
  endsOn: r.endsOn ?? '',
  memberIds: [...r.memberIds],
});

/** A new rotation: weekly on Mondays at 09:00 in the schedule's zone, from `today`. */
export const newRotation = (timeZone: string, today: string): RotationValues => ({
  frequency: 'weekly',
  handoffTime: '09:00',
  handoffWeekday: '1',
  timeZone,
  startsOn: today,
  endsOn: '',
  memberIds: [],
});

/** The rotations' problems the app can see before sending, by `<index>.<field>`. */
export function rotationProblems(rotations: RotationValues[]): Record<string, Wording> {
  const problems: Record<string, Wording> = {};
  rotations.forEach((r, i) => {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(r.handoffTime))
      problems[`${i}.handoffTime`] = { key: 'onCall.editor.timeRequired' };
    if (!r.startsOn) problems[`${i}.startsOn`] = { key: 'onCall.editor.dateRequired' };
    if (r.endsOn && r.startsOn && r.endsOn <= r.startsOn)
      problems[`${i}.endsOn`] = { key: 'onCall.editor.rangeInvalid' };
    if (r.memberIds.length === 0) problems[`${i}.memberIds`] = { key: 'onCall.editor.noMembers' };
  });
  return problems;
}

const bodyOf = (r: RotationValues): OnCallRotationBody => ({
  frequency: r.frequency,
  handoffTime: r.handoffTime,
  handoffWeekday: Number(r.handoffWeekday),
  timeZone: r.timeZone,
  startsOn: r.startsOn,
  endsOn: r.endsOn || null,
  memberIds: r.memberIds,
});

/** `rotations.1.memberIds.0` → `1.memberIds`: where the server's field error is shown. */
function rotationFieldOf(path: string): string | null {
  const match = /^rotations\.(\d+)\.(\w+)/.exec(path);
  return match ? `${match[1]}.${match[2]}` : null;
}

function RotationFields({
  index,
  values,
  people,
  problems,
  onChange,
  onRemove,
}: {
  index: number;
  values: RotationValues;
  people: OnCallPerson[];
  problems: Record<string, Wording>;
  onChange: (values: RotationValues) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const set =
    <K extends keyof RotationValues>(key: K) =>
    (value: RotationValues[K]) =>
      onChange({ ...values, [key]: value });
  const props = (field: RotationField) => {
    const problem = problems[`${index}.${field}`];
    const text = problem ? worded(problem, t) : undefined;
    return { isInvalid: Boolean(text), errorMessage: text };
  };
  const title = t('onCall.editor.rotation', { n: index + 1 });
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-3">
      <legend className="px-1 font-medium text-sm">{title}</legend>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <Select
          label={t('onCall.editor.frequency')}
          value={values.frequency}
          onChange={(key) => set('frequency')(key === 'daily' ? 'daily' : 'weekly')}
          options={[
            { id: 'daily', label: t('onCall.editor.daily') },
            { id: 'weekly', label: t('onCall.editor.weekly') },
          ]}
        />
        {values.frequency === 'weekly' ? (
          <Select
            label={t('onCall.editor.handoffWeekday')}
            value={values.handoffWeekday}
            onChange={(key) => set('handoffWeekday')(String(key))}
            options={['1', '2', '3', '4', '5', '6', '7'].map((day) => ({
              id: day,
              label: t(`onCall.weekdays.${day}`),
            }))}
            {...props('handoffWeekday')}
          />
        ) : null}
        <TextField
          label={t('onCall.editor.handoffTime')}
          type="time"
          value={values.handoffTime}
          onChange={set('handoffTime')}
          {...props('handoffTime')}
        />
        <Select
          label={t('onCall.editor.rotationZone')}
          value={values.timeZone}
          onChange={(key) => set('timeZone')(String(key))}
          options={timeZoneOptions(values.timeZone).map((zone) => ({ id: zone, label: zone }))}
          {...props('timeZone')}
        />
        <TextField
          label={t('onCall.editor.startsOn')}
          type="date"
          value={values.startsOn}
          onChange={set('startsOn')}
          {...props('startsOn')}
        />
        <TextField
          label={t('onCall.editor.endsOn')}
          type="date"
          value={values.endsOn}
          onChange={set('endsOn')}
          {...props('endsOn')}
        />
      </div>
      <MemberOrder
        label={t('onCall.editor.members')}
        people={people}
        memberIds={values.memberIds}
        onChange={set('memberIds')}
        errorMessage={props('memberIds').errorMessage}
      />
      <div>
        <Button type="button" variant="outline" size="sm" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('onCall.editor.removeRotation')}
          <Context>{title}</Context>
        </Button>
      </div>
    </fieldset>
  );
}

/** One layer: its name and rotations, saved together; moved up or down among the layers, or removed. */
export function LayerEditor({
  scheduleId,
  layer,
  layerCount,
  people,
  timeZone,
  today,
}: {
  scheduleId: string;
  layer: OnCallLayer;
  layerCount: number;
  people: OnCallPerson[];
  timeZone: string;
  today: string;
}) {
  const { t } = useTranslation();
  const update = useUpdateOnCallLayer();
  const remove = useDeleteOnCallLayer();
  const [name, setName] = useState(layer.name);
  const [rotations, setRotations] = useState<RotationValues[]>(() => layer.rotations.map(rotationValues));
  const [problems, setProblems] = useState<Record<string, Wording>>({});
  const [failure, setFailure] = useState<Wording | null>(null);
  const [saving, setSaving] = useState(false);
  const title = t('onCall.editor.layer', { position: layer.position });

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = rotationProblems(rotations);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      setFailure({ key: 'onCall.editor.errorsTitle' });
      return;
    }
    setSaving(true);
    try {
      await update.trigger({
        id: scheduleId,
        layerId: layer.id,
        name: name.trim() || title,
        rotations: rotations.map(bodyOf),
      });
      toast({ title: t('onCall.editor.saved') });
    } catch (caught) {
      const mapped: Record<string, Wording> = {};
      for (const [path, wording] of Object.entries(fieldErrorWordings(caught))) {
        const field = rotationFieldOf(path);
        if (field && !mapped[field]) mapped[field] = wording;
      }
      setProblems(mapped);
      setFailure(
        Object.keys(mapped).length > 0
          ? { key: 'onCall.editor.errorsTitle' }
          : errorWording(caught, 'onCall.editor.saveFailed'),
      );
    } finally {
      setSaving(false);
    }
  }

  const move = async (position: number) => {
    try {
      await update.trigger({ id: scheduleId, layerId: layer.id, position });
    } catch (caught) {
      setFailure(errorWording(caught, 'onCall.editor.saveFailed'));
    }
  };

  return (
    <Card>
      <form onSubmit={save} noValidate>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle level={3} className="text-base">
            {title}
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={layer.position === layerCount}
              onClick={() => move(layer.position + 1)}
            >
              <ArrowUp aria-hidden="true" />
              {t('onCall.editor.moveUp')}
              <Context>{title}</Context>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={layer.position === 1}
              onClick={() => move(layer.position - 1)}
            >
              <ArrowDown aria-hidden="true" />
              {t('onCall.editor.moveDown')}
              <Context>{title}</Context>
            </Button>
          </div>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <TextField label={t('onCall.editor.layerName')} value={name} onChange={setName} />
          {rotations.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('onCall.editor.noRotations')}</p>
          ) : null}
          {rotations.map((rotation, index) => (
            <RotationFields
              // biome-ignore lint/suspicious/noArrayIndexKey: rotations have no id until saved; order is their identity.
              key={index}
              index={index}
              values={rotation}
              people={people}
              problems={problems}
              onChange={(values) => setRotations((current) => current.map((r, i) => (i === index ? values : r)))}
              onRemove={() => setRotations((current) => current.filter((_, i) => i !== index))}
            />
          ))}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              onClick={() => setRotations((current) => [...current, newRotation(timeZone, today)])}
            >
              <Plus aria-hidden="true" />
              {t('onCall.editor.addRotation')}
              <Context>{title}</Context>
            </Button>
          </div>
          {failure ? <FormFailure title={worded(failure, t)} /> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={saving}>
              {saving ? t('onCall.editor.saving') : t('onCall.editor.saveLayer')}
              <Context>{title}</Context>
            </Button>
            <Button
              type="button"
              variant="outline"
              onClick={async () => {
                try {
                  await remove.trigger({ id: scheduleId, layerId: layer.id });
                } catch (caught) {
                  setFailure(errorWording(caught, 'onCall.editor.saveFailed'));
                }
              }}
            >
              <Trash2 aria-hidden="true" />
              {t('onCall.editor.deleteLayer')}
              <Context>{title}</Context>
            </Button>
          </div>
        </CardContent>
      </form>
    </Card>
  );
}
