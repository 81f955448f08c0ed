import {
  type CreateMaintenanceWindowBody,
  type MaintenanceWindow,
  type Weekday,
  weekdayValues,
} from '@hlidka/contract';
import { useStatusPages, useWebsites } from '@hlidka/data';
import { Button, RadioGroup, Select, Switch, TextField } from '@hlidka/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n';
import { useTranslation } from '../../i18n/use-translation';
import { useChangedSinceMount, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { FormFailure, FormSection } from '../common/form-parts';
import { timeZoneOptions } from '../common/time-zones';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import { CheckList } from '../rules/check-list';
import {
  durationOf,
  emptyMaintenanceForm,
  type MaintenanceField,
  type MaintenanceFormErrors,
  type MaintenanceFormValues,
  maintenanceFieldOf,
  maintenanceFormFrom,
  type RecurrenceKind,
  sortedDays,
  validateMaintenanceForm,
} from './maintenance-model';
import { recurrenceText } from './maintenance-wording';
import '../../i18n/areas/maintenance';

/** The window the form's values would make, in words, or null while they are incomplete. */
function useSummary(values: MaintenanceFormValues): string | null {
  const { t } = useTranslation();
  const lng = useLanguage();
  const duration = durationOf(values);
  const startsAt = values.startsAt.slice(0, 16);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(startsAt) || !(duration >= 1)) return null;
  if (values.recurrence === 'weekly' && values.days.length === 0) return null;
  if (values.recurrence === 'rrule' && values.rule.trim().length < 6) return null;
  const recurrence =
    values.recurrence === 'weekly'
      ? { kind: 'weekly' as const, days: sortedDays(values.days) }
      : values.recurrence === 'rrule'
        ? { kind: 'rrule' as const, rule: values.rule.trim() }
        : { kind: 'once' as const };
  return recurrenceText(t, { startsAt, durationMinutes: duration, timeZone: values.timeZone, recurrence }, lng);
}

export interface MaintenanceFormProps {
  /** The saved window (edit), or none (create). */
  planned?: MaintenanceWindow;
  /** A new window's zone (the user's, from settings); Europe/Prague when not known. */
  defaultTimeZone?: string;
  /** Saves; rejects with an ApiError whose field errors are shown beside their fields. */
  onSubmit: (body: CreateMaintenanceWindowBody) => Promise<void>;
}

/**
 * Plan or edit a maintenance window: title and description, first start in a zone, duration, how it repeats (once,
 * weekdays or an RRULE the server reads), the websites and status pages it covers, and the notice to subscribers.
 */
export function MaintenanceForm({ planned, defaultTimeZone, onSubmit }: MaintenanceFormProps) {
  const { t } = useTranslation();
  const { websites } = useWebsites({ limit: 100, sort: 'name' });
  const { statusPages } = useStatusPages();
  const [values, setValues] = useState<MaintenanceFormValues>(() =>
    planned ? maintenanceFormFrom(planned) : emptyMaintenanceForm(defaultTimeZone),
  );
  const [errors, setErrors] = useState<MaintenanceFormErrors>({});
  // The server's field errors, worded again when the language changes.
  const [serverErrors, setServerErrors] = useState<Partial<Record<MaintenanceField, Wording>>>({});
  const [formError, setFormError] = useState<Wording | null>(null);
  const [saving, setSaving] = useState(false);
  const summary = useSummary(values);
  const durationErrorId = useId();

  const clear = (...fields: MaintenanceField[]) => {
    const without = <T extends object>(current: T) => {
      if (!fields.some((field) => field in current)) return current;
      const next = { ...current };
      for (const field of fields) delete next[field as keyof T];
      return next;
    };
    setErrors(without);
    setServerErrors(without);
  };
  const set =
    <K extends keyof MaintenanceFormValues>(key: K, ...fields: MaintenanceField[]) =>
    (value: MaintenanceFormValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      clear(...fields);
    };

  const message = (field: MaintenanceField): string | undefined => {
    if (errors[field]) return t(`maintenance.form.errors.${errors[field]}`);
    const fromServer = serverErrors[field];
    return fromServer ? worded(fromServer, t) : undefined;
  };
  const fieldProps = (field: MaintenanceField) => {
    const text = message(field);
    return { isInvalid: Boolean(text), errorMessage: text };
  };

  const guard = useUnsavedChangesGuard(useChangedSinceMount(values));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateMaintenanceForm(values);
    setErrors(result.errors);
    setServerErrors({});
    setFormError(null);
    if (!result.body) {
      setFormError({ key: 'maintenance.form.errorsTitle' });
      return;
    }
    setSaving(true);
    try {
      const { body } = result;
      await guard.whileSaving(() => onSubmit(body));
    } catch (caught) {
      const mapped: Partial<Record<MaintenanceField, Wording>> = {};
      for (const [path, wording] of Object.entries(fieldErrorWordings(caught))) {
        const field = maintenanceFieldOf(path);
        if (field && !mapped[field]) mapped[field] = wording;
      }
      setServerErrors(mapped);
      setFormError(
        Object.keys(mapped).length > 0
          ? { key: 'maintenance.form.errorsTitle' }
          : errorWording(caught, 'maintenance.form.saveFailed'),
      );
    } finally {
      setSaving(false);
    }
  }

  const durationError = message('duration');
  const groupOptions = (statusPages ?? []).flatMap((page) =>
    page.groups.map((group) => ({
      id: group.id,
      label: t('maintenance.form.groupLabel', { group: group.name, page: page.name }),
    })),
  );
  const recurrenceOptions: { value: RecurrenceKind; label: string }[] = [
    { value: 'once', label: t('maintenance.form.recurrenceOnce') },
    { value: 'weekly', label: t('maintenance.form.recurrenceWeekly') },
    { value: 'rrule', label: t('maintenance.form.recurrenceRrule') },
  ];

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {formError ? <FormFailure>{worded(formError, t)}</FormFailure> : null}
      <FormSection title={t('maintenance.form.basics')}>
        <TextField
          label={t('maintenance.form.title')}
          placeholder={t('maintenance.form.titlePlaceholder')}
          isRequired
          autoComplete="off"
          name="title"
          value={values.title}
          onChange={set('title', 'title')}
          {...fieldProps('title')}
        />
        <TextField
          label={t('maintenance.form.description')}
          description={t('maintenance.form.descriptionHint')}
          multiline
          name="description"
          value={values.description}
          onChange={set('description', 'description')}
          {...fieldProps('description')}
        />
      </FormSection>

      <FormSection title={t('maintenance.form.timing')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label={t('maintenance.form.startsAt')}
            description={t('maintenance.form.startsAtHint')}
            type="datetime-local"
            isRequired
            name="startsAt"
            value={values.startsAt}
            onChange={set('startsAt', 'startsAt')}
            {...fieldProps('startsAt')}
          />
          <Select
            label={t('maintenance.form.timeZone')}
            name="timeZone"
            value={values.timeZone}
            onChange={(key) => set('timeZone', 'timeZone')(String(key))}
            options={timeZoneOptions(values.timeZone).map((zone) => ({ id: zone, label: zone }))}
            {...fieldProps('timeZone')}
          />
        </div>
        <fieldset aria-describedby={durationError ? durationErrorId : undefined} className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">{t('maintenance.form.duration')}</legend>
          <div className="flex flex-wrap gap-3">
            <TextField
              className="w-28"
              label={t('maintenance.form.durationHours')}
              inputMode="numeric"
              name="durationHours"
              value={values.durationHours}
              onChange={set('durationHours', 'duration')}
              isInvalid={Boolean(durationError)}
            />
            <TextField
              className="w-28"
              label={t('maintenance.form.durationMinutes')}
              inputMode="numeric"
              name="durationMinutes"
              value={values.durationMinutes}
              onChange={set('durationMinutes', 'duration')}
              isInvalid={Boolean(durationError)}
            />
          </div>
          {durationError ? (
            <p id={durationErrorId} className="text-destructive-text text-sm">
              {durationError}
            </p>
          ) : (
            <p className="text-muted-foreground text-xs">{t('maintenance.form.durationHint')}</p>
          )}
        </fieldset>
        <RadioGroup
          label={t('maintenance.form.recurrence')}
          value={values.recurrence}
          onChange={(kind) => set('recurrence', 'days', 'rule')(kind as RecurrenceKind)}
          options={recurrenceOptions}
        />
        {values.recurrence === 'weekly' ? (
          <CheckList
            legend={t('maintenance.form.days')}
            columns={3}
            options={weekdayValues.map((day) => ({ id: day, label: t(`maintenance.weekdays.${day}`) }))}
            selected={values.days}
            onChange={(days) => set('days', 'days')(days as Weekday[])}
            error={message('days')}
          />
        ) : null}
        {values.recurrence === 'rrule' ? (
          <TextField
            label={t('maintenance.form.rule')}
            description={t('maintenance.form.ruleHint')}
            placeholder="FREQ=WEEKLY;BYDAY=MO,TH"
            isRequired
            autoComplete="off"
            spellCheck="false"
            name="rule"
            value={values.rule}
            onChange={set('rule', 'rule')}
            {...fieldProps('rule')}
          />
        ) : null}
        <p aria-live="polite" className="text-sm">
          {summary ? (
            <>
              <span className="text-muted-foreground">{t('maintenance.form.summary')}: </span>
              {summary}
            </>
          ) : null}
        </p>
      </FormSection>

      <FormSection title={t('maintenance.form.targets')}>
        <CheckList
          legend={t('maintenance.form.websites')}
          options={(websites ?? []).map((website) => ({ id: website.id, label: website.name }))}
          selected={values.websiteIds}
          onChange={set('websiteIds', 'websiteIds', 'statusPageIds', 'groupIds')}
          error={message('websiteIds')}
          empty={websites ? t('maintenance.form.websitesEmpty') : undefined}
        />
        <div className="flex flex-col gap-1">
          <CheckList
            legend={t('maintenance.form.statusPages')}
            options={(statusPages ?? []).map((page) => ({ id: page.id, label: page.name }))}
            selected={values.statusPageIds}
            onChange={set('statusPageIds', 'statusPageIds', 'websiteIds', 'groupIds')}
            error={message('statusPageIds')}
            empty={statusPages ? t('maintenance.form.statusPagesEmpty') : undefined}
          />
          <p className="text-muted-foreground text-xs">{t('maintenance.form.statusPagesHint')}</p>
        </div>
        {groupOptions.length > 0 ? (
          <div className="flex flex-col gap-1">
            <CheckList
              legend={t('maintenance.form.groups')}
              options={groupOptions}
              selected={values.groupIds}
              onChange={set('groupIds', 'groupIds', 'websiteIds')}
              error={message('groupIds')}
            />
            <p className="text-muted-foreground text-xs">{t('maintenance.form.groupsHint')}</p>
          </div>
        ) : null}
      </FormSection>

      <FormSection title={t('maintenance.form.notifySection')}>
        <Switch isSelected={values.notify} onChange={set('notify', 'notifyMinutesBefore')}>
          {t('maintenance.form.notify')}
        </Switch>
        <p className="text-muted-foreground text-sm">{t('maintenance.form.notifyHint')}</p>
        {values.notify ? (
          <TextField
            className="max-w-48"
            label={t('maintenance.form.notifyMinutes')}
            inputMode="numeric"
            name="notifyMinutesBefore"
            value={values.notifyMinutesBefore}
            onChange={set('notifyMinutesBefore', 'notifyMinutesBefore')}
            {...fieldProps('notifyMinutesBefore')}
          />
        ) : null}
      </FormSection>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={saving} loadingLabel={t('maintenance.form.submitting')}>
          {planned ? t('maintenance.form.submitEdit') : t('maintenance.form.submitCreate')}
        </Button>
        <Button asChild variant="outline">
          <Link href="/maintenance">{t('maintenance.form.cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}
