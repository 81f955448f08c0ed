import { ESCALATION_REPEAT_MAX, ESCALATION_STEPS_MAX, type EscalationPolicy } from '@hlidka/contract';
import {
  useEscalationPeople,
  useNotificationChannels,
  useOnCallSchedules,
  useWebsiteGroups,
  useWebsites,
} from '@hlidka/data';
import { Button, Select, TextField } from '@hlidka/ui';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTeamsThatCan } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import { useChangedSinceMount, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { FormFailure, FormSection } from '../common/form-parts';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import { CheckList } from '../rules/check-list';
import {
  moveStep,
  newStep,
  type PolicyErrors,
  type PolicyFormValues,
  policyBody,
  policyFormFrom,
  validatePolicy,
} from './policy-model';
import '../../i18n/areas/escalation-policies';

export interface PolicyFormProps {
  /** The saved policy (edit), or none (create). */
  policy?: EscalationPolicy;
  /** Saves; rejects with an ApiError whose field errors are shown beside their fields. */
  onSubmit: (body: ReturnType<typeof policyBody>) => Promise<void>;
}

/**
 * Whom a step may notify: the people who see the policy's websites, the user's own channels, and the on-call schedules
 * of the policy's team (whoever is on call when the step goes). With the placeholder that names what there is.
 */
function useTargetOptions(teamId: string | null) {
  const { t } = useTranslation();
  const { people } = useEscalationPeople(teamId);
  const { channels } = useNotificationChannels();
  const { schedules } = useOnCallSchedules();
  const teamSchedules = teamId ? (schedules ?? []).filter((s) => s.teamId === teamId) : [];
  // Until every source has answered the list is incomplete (and a dropdown with no options does not open at all).
  const loading = !people || !channels || !schedules;
  return {
    loading,
    placeholder: t(
      loading
        ? 'escalationPolicies.form.targetsLoading'
        : teamSchedules.length > 0
          ? 'escalationPolicies.form.targetPlaceholderWithSchedules'
          : 'escalationPolicies.form.targetPlaceholder',
    ),
    options: [
      ...(people ?? []).map((p) => ({
        id: `user:${p.userId}`,
        label: t('escalationPolicies.form.person', { name: p.name }),
      })),
      ...(channels ?? []).map((c) => ({
        id: `channel:${c.id}`,
        label: t('escalationPolicies.form.channel', { name: c.name }),
      })),
      ...teamSchedules.map((s) => ({
        id: `schedule:${s.id}`,
        label: t('escalationPolicies.scheduleTarget', { name: s.name }),
      })),
    ],
  };
}

/**
 * A policy's editor: name and team, the steps in order (whom to notify, how long to wait; reordered with the buttons or
 * Alt+↑/↓ on a step), how many times the whole sequence repeats, and the websites and groups it is attached to.
 */
export function PolicyForm({ policy, onSubmit }: PolicyFormProps) {
  const { t } = useTranslation();
  const teams = useTeamsThatCan('write', 'escalationPolicies');
  const [values, setValues] = useState<PolicyFormValues>(() => policyFormFrom(policy));
  const [errors, setErrors] = useState<PolicyErrors>({});
  const [failure, setFailure] = useState<Wording | null>(null);
  // The last move, announced (worded at render, so it follows a change of language).
  const [moved, setMoved] = useState<{ from: number; to: number } | null>(null);
  const [saving, setSaving] = useState(false);
  const guard = useUnsavedChangesGuard(useChangedSinceMount(values));
  const list = useRef<HTMLOListElement>(null);
  const teamId = values.teamId === 'none' ? null : values.teamId;
  const targets = useTargetOptions(teamId);
  const { websites } = useWebsites({ limit: 100, sort: 'name' });
  const { groups } = useWebsiteGroups();
  const sameScope = (thing: { teamId: string | null }) => thing.teamId === teamId;

  const set = (changes: Partial<PolicyFormValues>) => setValues((current) => ({ ...current, ...changes }));
  const setStep = (index: number, changes: Partial<PolicyFormValues['steps'][number]>) =>
    setValues((current) => ({
      ...current,
      steps: current.steps.map((step, i) => (i === index ? { ...step, ...changes } : step)),
    }));
  const errorOf = (field: string) => {
    const error = errors[field];
    return { isInvalid: Boolean(error), errorMessage: error ? worded(error, t) : undefined };
  };

  function move(from: number, to: number, focus: 'up' | 'down') {
    if (to < 0 || to >= values.steps.length) return;
    set({ steps: moveStep(values.steps, from, to) });
    setErrors({});
    setMoved({ from: from + 1, to: to + 1 });
    // Keep the focus on the moved step's button (or its other one at the end of the list).
    requestAnimationFrame(() => {
      const items = list.current?.querySelectorAll<HTMLElement>(':scope > li');
      const item = items?.[to];
      const button =
        item?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]:not([disabled])`) ??
        item?.querySelector<HTMLButtonElement>('[data-move]:not([disabled])');
      button?.focus();
    });
  }

  function onStepKey(event: KeyboardEvent, index: number) {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp') {
      event.preventDefault();
      move(index, index - 1, 'up');
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      move(index, index + 1, 'down');
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePolicy(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await guard.whileSaving(() => onSubmit(policyBody(values)));
    } catch (caught) {
      const fields = fieldErrorWordings(caught);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(errorWording(caught, 'escalationPolicies.form.saveFailed'));
      else setFailure({ key: 'escalationPolicies.form.saveFailed' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {failure ? <FormFailure>{worded(failure, t)}</FormFailure> : null}
      <FormSection title={t('escalationPolicies.form.basics')} columns>
        <TextField
          label={t('escalationPolicies.form.name')}
          isRequired
          autoComplete="off"
          value={values.name}
          onChange={(name) => set({ name })}
          {...errorOf('name')}
        />
        {!policy && teams && teams.length > 0 ? (
          <Select
            label={t('escalationPolicies.form.team')}
            description={t('escalationPolicies.form.teamHint')}
            value={values.teamId}
            onChange={(key) => set({ teamId: String(key), steps: values.steps.map((s) => ({ ...s, target: '' })) })}
            options={[
              { id: 'none', label: t('escalationPolicies.form.noTeam') },
              ...teams.map((team) => ({ id: team.id, label: team.name })),
            ]}
          />
        ) : null}
      </FormSection>

      <FormSection title={t('escalationPolicies.form.steps')}>
        <p className="text-muted-foreground text-sm">{t('escalationPolicies.form.stepsHint')}</p>
        <ol ref={list} className="flex flex-col gap-3">
          {values.steps.map((step, index) => (
            <li
              key={step.key}
              onKeyDown={(event) => onStepKey(event, index)}
              className="flex flex-col gap-3 rounded-md border p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium text-sm">{t('escalationPolicies.form.step', { n: index + 1 })}</h3>
                <div className="flex gap-1">
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    data-move="up"
                    aria-label={`${t('escalationPolicies.form.moveUp')} (${t('escalationPolicies.form.step', { n: index + 1 })})`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1, 'up')}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    data-move="down"
                    aria-label={`${t('escalationPolicies.form.moveDown')} (${t('escalationPolicies.form.step', { n: index + 1 })})`}
                    disabled={index === values.steps.length - 1}
                    onClick={() => move(index, index + 1, 'down')}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={`${t('escalationPolicies.form.remove')} (${t('escalationPolicies.form.step', { n: index + 1 })})`}
                    disabled={values.steps.length === 1}
                    onClick={() => {
                      set({ steps: values.steps.filter((_, i) => i !== index) });
                      setErrors({});
                    }}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
              </div>
              <div className="grid grid-cols-1 gap-3 md:grid-cols-[2fr_1fr]">
                <Select
                  label={t('escalationPolicies.form.target')}
                  placeholder={targets.placeholder}
                  isDisabled={targets.loading}
                  value={step.target || null}
                  onChange={(key) => setStep(index, { target: String(key ?? '') })}
                  options={targets.options}
                  {...errorOf(`steps.${index}.target`)}
                />
                <TextField
                  label={t('escalationPolicies.form.wait')}
                  inputMode="numeric"
                  value={step.wait}
                  onChange={(wait) => setStep(index, { wait })}
                  {...errorOf(`steps.${index}.waitMinutes`)}
                />
              </div>
            </li>
          ))}
        </ol>
        <p aria-live="polite" className="sr-only">
          {moved ? t('escalationPolicies.form.moved', moved) : null}
        </p>
        {values.steps.length < ESCALATION_STEPS_MAX ? (
          <div>
            <Button type="button" variant="outline" onClick={() => set({ steps: [...values.steps, newStep()] })}>
              <Plus aria-hidden="true" />
              {t('escalationPolicies.form.addStep')}
            </Button>
          </div>
        ) : null}
        <TextField
          label={t('escalationPolicies.form.repeat')}
          description={t('escalationPolicies.form.repeatHint', { max: ESCALATION_REPEAT_MAX })}
          inputMode="numeric"
          value={values.repeat}
          onChange={(repeat) => set({ repeat })}
          {...errorOf('repeatCount')}
        />
      </FormSection>

      <FormSection title={t('escalationPolicies.form.attachments')}>
        <p className="text-muted-foreground text-sm">{t('escalationPolicies.form.attachmentsHint')}</p>
        <CheckList
          legend={t('escalationPolicies.form.websites')}
          options={(websites ?? []).filter(sameScope).map((w) => ({ id: w.id, label: w.name }))}
          selected={values.websiteIds}
          onChange={(websiteIds) => set({ websiteIds })}
          empty={t('escalationPolicies.form.noWebsites')}
          error={errors.websiteIds ? worded(errors.websiteIds, t) : undefined}
        />
        <CheckList
          legend={t('escalationPolicies.form.groups')}
          options={(groups ?? []).filter(sameScope).map((g) => ({ id: g.id, label: g.name }))}
          selected={values.groupIds}
          onChange={(groupIds) => set({ groupIds })}
          empty={t('escalationPolicies.form.noGroups')}
          error={errors.groupIds ? worded(errors.groupIds, t) : undefined}
        />
      </FormSection>

      <div className="flex justify-end">
        <Button type="submit" isLoading={saving} loadingLabel={t('escalationPolicies.form.saving')}>
          {t(policy ? 'escalationPolicies.form.save' : 'escalationPolicies.form.create')}
        </Button>
      </div>
    </form>
  );
}
