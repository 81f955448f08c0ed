import { localDateTime, type OnCallSchedule, zonedToUtc } from '@hlidka/contract';
import { useCreateOnCallOverride, useDeleteOnCallOverride, useUpdateOnCallOverride } from '@hlidka/data';
import { Button, cn, Select, TextField, toast } from '@hlidka/ui';
import { Pencil, Plus, Save, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { FormFailure, FormSection } from '../common/form-parts';
import { Context } from '../common/query-states';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import { personName, shiftTime } from './on-call-wording';
import '../../i18n/areas/on-call';

type Field = 'userId' | 'startsAt' | 'endsAt';
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** What the override form starts from: an override to change (`id`), or a new one (`id` null, maybe prefilled). */
export interface OverrideDraft {
  id: string | null;
  /** '' while nobody is chosen. */
  userId: string;
  /** ISO times, '' when empty. */
  startsAt: string;
  endsAt: string;
}

export const NEW_OVERRIDE: OverrideDraft = { id: null, userId: '', startsAt: '', endsAt: '' };

/**
 * The override editor: who holds the service, from and to (entered in the schedule's zone); adds a new override or
 * saves the one in `draft`. The overrides list and the calendar both use it (give it a `key` per draft: its fields
 * start from the draft).
 */
export function OverrideForm({
  schedule,
  draft,
  onSaved,
  onCancel,
  stacked = false,
}: {
  schedule: OnCallSchedule;
  draft: OverrideDraft;
  onSaved: () => void;
  /** Leaves the form: cancels a change (or, in a dialog, closes it). */
  onCancel?: () => void;
  /** One field under another (in a dialog) instead of three in a row. */
  stacked?: boolean;
}) {
  const { t } = useTranslation();
  const create = useCreateOnCallOverride();
  const update = useUpdateOnCallOverride();
  const { timeZone, people } = schedule;
  const local = (iso: string) => (iso ? localDateTime(new Date(iso), timeZone) : '');
  const [userId, setUserId] = useState(draft.userId);
  const [from, setFrom] = useState(() => local(draft.startsAt));
  const [to, setTo] = useState(() => local(draft.endsAt));
  const [errors, setErrors] = useState<Partial<Record<Field, Wording>>>({});
  const [failure, setFailure] = useState<Wording | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = draft.id;

  async function save(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, Wording>> = {};
    if (!userId) found.userId = { key: 'onCall.editor.personRequired' };
    if (!LOCAL.test(from)) found.startsAt = { key: 'onCall.editor.dateRequired' };
    if (!LOCAL.test(to)) found.endsAt = { key: 'onCall.editor.dateRequired' };
    else if (LOCAL.test(from) && to <= from) found.endsAt = { key: 'onCall.editor.rangeInvalid' };
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const body = {
        id: schedule.id,
        userId,
        startsAt: zonedToUtc(from, timeZone).toISOString(),
        endsAt: zonedToUtc(to, timeZone).toISOString(),
      };
      if (editing) await update.trigger({ ...body, overrideId: editing });
      else await create.trigger(body);
      toast({ title: t('onCall.editor.saved') });
      onSaved();
    } catch (caught) {
      const fields = fieldErrorWordings(caught);
      setErrors({ userId: fields.userId, startsAt: fields.startsAt, endsAt: fields.endsAt });
      setFailure(errorWording(caught, 'onCall.editor.saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  const props = (field: Field) => {
    const text = errors[field] ? worded(errors[field], t) : undefined;
    return { isInvalid: Boolean(text), errorMessage: text };
  };
  const wide = stacked ? '' : 'md:col-span-3';

  return (
    <form
      onSubmit={save}
      noValidate
      aria-label={t(editing ? 'onCall.editor.editOverrideForm' : 'onCall.editor.addOverride')}
      className={cn('grid grid-cols-1 gap-4', !stacked && 'md:grid-cols-3')}
    >
      <Select
        label={t('onCall.editor.overridePerson')}
        placeholder={t('onCall.editor.chooseMember')}
        value={userId || null}
        onChange={(key) => setUserId(key ? String(key) : '')}
        options={people.map((p) => ({ id: p.userId, label: personName(people, p.userId) }))}
        {...props('userId')}
      />
      <TextField
        label={t('onCall.editor.overrideFrom')}
        type="datetime-local"
        value={from}
        onChange={setFrom}
        {...props('startsAt')}
      />
      <TextField
        label={t('onCall.editor.overrideTo')}
        type="datetime-local"
        value={to}
        onChange={setTo}
        {...props('endsAt')}
      />
      {failure ? (
        <div className={wide}>
          <FormFailure title={worded(failure, t)} />
        </div>
      ) : null}
      <div className={stacked ? 'flex flex-col gap-2 sm:flex-row-reverse' : 'flex flex-wrap gap-2 md:col-span-3'}>
        {editing ? (
          <Button type="submit" variant={stacked ? 'default' : 'outline'} disabled={saving}>
            <Save aria-hidden="true" />
            {t('onCall.editor.saveOverride')}
          </Button>
        ) : (
          <Button type="submit" variant={stacked ? 'default' : 'outline'} disabled={saving}>
            <Plus aria-hidden="true" />
            {t('onCall.editor.addOverride')}
          </Button>
        )}
        {onCancel && (editing || stacked) ? (
          <Button type="button" variant={stacked ? 'outline' : 'ghost'} onClick={onCancel}>
            {t(stacked ? 'onCall.editor.cancel' : 'onCall.editor.cancelOverrideEdit')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The schedule's overrides not over yet, each to change or remove, and the override form to add one (or change the
 * one chosen: its values come into the form).
 */
export function OverridesSection({ schedule }: { schedule: OnCallSchedule }) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const remove = useDeleteOnCallOverride();
  const [draft, setDraft] = useState<OverrideDraft>(NEW_OVERRIDE);
  /** A new form per choice (and after each save), so its fields start from the draft. */
  const [formKey, setFormKey] = useState(0);
  const [failure, setFailure] = useState<Wording | null>(null);
  const { timeZone, people } = schedule;
  const editing = draft.id;

  function fill(next: OverrideDraft) {
    setDraft(next);
    setFormKey((k) => k + 1);
    setFailure(null);
  }

  return (
    <FormSection title={t('onCall.editor.overrides')}>
      <p className="text-muted-foreground text-sm">{t('onCall.editor.overridesHelp')}</p>
      {schedule.overrides.length === 0 ? (
        <p className="text-sm">{t('onCall.editor.noOverrides')}</p>
      ) : (
        <ul aria-label={t('onCall.editor.overrides')} className="flex flex-col gap-2">
          {schedule.overrides.map((o) => {
            const name = personName(people, o.userId);
            const range = t('onCall.editor.overrideRange', {
              from: shiftTime(o.startsAt, timeZone, lng),
              to: shiftTime(o.endsAt, timeZone, lng),
            });
            return (
              <li
                key={o.id}
                data-editing={editing === o.id ? '' : undefined}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 data-editing:border-primary"
              >
                <span className="min-w-0 break-words text-sm">
                  <span className="font-medium">{name}</span> · {range}
                </span>
                <span className="flex flex-wrap gap-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-pressed={editing === o.id}
                    onClick={() => fill(o)}
                  >
                    <Pencil aria-hidden="true" />
                    {t('onCall.editor.editOverride')}
                    <Context>{`${name} ${range}`}</Context>
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    onClick={async () => {
                      try {
                        await remove.trigger({ id: schedule.id, overrideId: o.id });
                        if (editing === o.id) fill(NEW_OVERRIDE);
                      } catch (caught) {
                        setFailure(errorWording(caught, 'onCall.editor.saveFailed'));
                      }
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                    {t('onCall.editor.deleteOverride')}
                    <Context>{`${name} ${range}`}</Context>
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
      {failure ? <FormFailure title={worded(failure, t)} /> : null}
      <OverrideForm
        key={formKey}
        schedule={schedule}
        draft={draft}
        onSaved={() => fill(NEW_OVERRIDE)}
        onCancel={() => fill(NEW_OVERRIDE)}
      />
    </FormSection>
  );
}
