import type { CheckResult, WebsiteType } from '@hlidka/contract';
import { checkTargetKinds } from '@hlidka/contract';
import { isApiError, useEscalationPolicies, usePlanQuota, useTestWebsite, useWebsiteGroups } from '@hlidka/data';
import { Button, RadioGroup, Select, TextField } from '@hlidka/ui';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTeamsThatCan } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import { type UnsavedChangesGuard, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { FormSection } from '../common/form-parts';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import { EscalationPolicySelect } from '../escalation-policies/policy-select';
import { hasChangeWatch } from './change-watch-model';
import { ChangeWatchSection } from './change-watch-section';
import { type CheckTypeFieldsProps, type CheckTypeValues, checkTypeModule } from './check-types/index';
import { targetFields } from './check-types/targets';
import { DependsOnSection } from './depends-on-section';
import {
  type FormErrors,
  hasResponseBudget,
  toBody,
  validate,
  type WebsiteFormValues,
  websiteTypes,
} from './form-model';
import { HeartbeatUrls } from './heartbeat-urls';
import { RegionPicker } from './region-picker';
import { ResponseBudgetFields } from './response-budget-fields';
import { BlockedTargetNote, TestResult } from './test-result';
import '../../i18n/areas/check-types';
import '../../i18n/areas/websites';

export interface WebsiteFormProps {
  initial: WebsiteFormValues;
  mode: 'create' | 'edit';
  /** Saves; rejects with an ApiError whose field errors are shown beside their fields. */
  /** Saves; `guard` lets a save confirmed later (a duplicate address saved anyway) leave without the unsaved prompt. */
  onSubmit: (values: WebsiteFormValues, guard: UnsavedChangesGuard) => Promise<void>;
  onCancel: () => void;
  /** Create is off at the plan's limit. */
  submitDisabled?: boolean;
  /** A saved heartbeat's push URL: the form shows its three URLs (a new one gets them once saved). */
  pushUrl?: string | null;
  /** The saved website being edited: "test now" uses its stored password when the form does not retype one. */
  websiteId?: string;
}

const blockedMessage = (message: string | undefined) => message?.includes('ALLOW_PRIVATE_TARGETS') ?? false;

/** One form for every check type: the fields of the chosen type appear, the others go. "Test now" runs it unsaved. */
export function WebsiteForm({
  initial,
  mode,
  onSubmit,
  onCancel,
  submitDisabled,
  pushUrl,
  websiteId,
}: WebsiteFormProps) {
  const { t } = useTranslation();
  const { quota } = usePlanQuota();
  // Only the teams whose role may add and change websites (the API answers 403 for the others).
  const teams = useTeamsThatCan('write', 'websites');
  const { groups } = useWebsiteGroups();
  const { policies } = useEscalationPolicies();
  const test = useTestWebsite();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors>({});
  // The server's field errors, worded again when the language changes.
  const [serverErrors, setServerErrors] = useState<Record<string, Wording>>({});
  const [formError, setFormError] = useState<Wording | null>(null);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<CheckResult | null>(null);
  const [testError, setTestError] = useState<Wording | null>(null);
  const minInterval = quota?.minIntervalSeconds ?? 10;
  const module = checkTypeModule(values.type);
  const target = targetFields[checkTargetKinds[values.type]];
  const guard = useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(initial));
  /** No group, or a group of the team (`''`: of no team). */
  const groupFits = (groupId: string, teamId: string) =>
    groupId === '' || groups?.find((group) => group.id === groupId)?.teamId === (teamId === '' ? null : teamId);

  const set =
    <K extends keyof WebsiteFormValues>(field: K) =>
    (value: WebsiteFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) => {
        // A list's rows have their own errors (`assertions.1`): editing the list clears them too.
        const stale = Object.keys(current).filter((key) => key === field || key.startsWith(`${field}.`));
        if (stale.length === 0) return current;
        return Object.fromEntries(Object.entries(current).filter(([key]) => !stale.includes(key)));
      });
    };
  const errorOf = (field: keyof WebsiteFormValues | `assertions.${number}`): string | undefined => {
    const error = errors[field];
    if (error)
      return error.key.includes('.')
        ? t(error.key, error.values ?? {})
        : t(`websites.form.errors.${error.key}`, error.values ?? {});
    const fromServer = serverErrors[field];
    return fromServer ? worded(fromServer, t) : undefined;
  };
  const moduleProps = { values, set: set as CheckTypeFieldsProps<CheckTypeValues>['set'], errorOf };
  const fieldProps = (field: keyof WebsiteFormValues) => {
    const message = errorOf(field);
    return { isInvalid: Boolean(message), errorMessage: message, name: field };
  };
  const text = (field: keyof WebsiteFormValues) => ({
    ...fieldProps(field),
    value: String(values[field]),
    onChange: set(field) as (value: string) => void,
  });

  function serverFieldErrors(caught: unknown): boolean {
    if (!isApiError(caught)) return false;
    const mapped: Record<string, Wording> = {};
    for (const [field, wording] of Object.entries(fieldErrorWordings(caught))) {
      mapped[module.formField?.(field) ?? field.split('.')[0] ?? field] = wording;
    }
    setServerErrors(mapped);
    return Object.keys(mapped).length > 0;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values, minInterval);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setFormError({ key: 'websites.form.errorsTitle' });
      return;
    }
    setSaving(true);
    try {
      await guard.whileSaving(() => onSubmit(values, guard));
    } catch (caught) {
      const hasFields = serverFieldErrors(caught);
      setFormError(
        hasFields ? { key: 'websites.form.errorsTitle' } : errorWording(caught, 'websites.toast.saveFailed'),
      );
      setSaving(false);
    }
  }

  async function runTest() {
    const found = validate(values, minInterval, true);
    setErrors(found);
    setResult(null);
    setTestError(null);
    if (Object.keys(found).length > 0) return;
    const { name: _name, ...body } = toBody(values);
    try {
      const answer = await test.trigger(websiteId === undefined ? body : { ...body, websiteId });
      setResult(answer.result);
    } catch (caught) {
      serverFieldErrors(caught);
      setTestError(errorWording(caught, 'websites.test.error'));
    }
  }

  const typeOptions = websiteTypes.map((type) => ({
    value: type,
    label: t(`checkTypes.types.${type}`),
    description: t(`checkTypes.typeHints.${type}`),
  }));
  const urlBlocked = blockedMessage(serverErrors.url && worded(serverErrors.url, t));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {formError ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {worded(formError, t)}
        </div>
      ) : null}

      <FormSection columns title={t('websites.form.check')}>
        <RadioGroup
          className="md:col-span-2"
          label={t('websites.form.type')}
          value={values.type}
          onChange={(value) => {
            set('type')(value as WebsiteType);
            const changes = checkTypeModule(value as WebsiteType).onSelect?.(values);
            if (changes?.intervalSeconds) set('intervalSeconds')(changes.intervalSeconds);
            setResult(null);
            setErrors({});
          }}
          options={typeOptions}
        />
        {target ? (
          <TextField
            className="md:col-span-2"
            label={t(target.label)}
            description={t(target.hint)}
            type={target.url ? 'url' : 'text'}
            inputMode={target.url ? 'url' : 'text'}
            isRequired
            {...text('url')}
          />
        ) : pushUrl && initial.type === 'heartbeat' ? (
          <div className="md:col-span-2">
            <HeartbeatUrls pushUrl={pushUrl} />
          </div>
        ) : (
          <p className="text-muted-foreground text-sm md:col-span-2">{t('websites.form.heartbeatNote')}</p>
        )}
        {urlBlocked ? (
          <div className="md:col-span-2">
            <BlockedTargetNote />
          </div>
        ) : null}
        <TextField
          label={t('websites.form.interval')}
          description={t('websites.form.intervalHint', { min: Math.max(minInterval, 10) })}
          inputMode="numeric"
          isRequired
          {...text('intervalSeconds')}
        />
        {target ? (
          <TextField label={t('websites.form.timeout')} inputMode="numeric" {...text('timeoutSeconds')} />
        ) : null}
        {module.CheckFields ? <module.CheckFields {...moduleProps} /> : null}
        {target ? (
          <div className="flex flex-col gap-3 md:col-span-2" aria-live="polite">
            <div>
              <Button
                type="button"
                variant="outline"
                onClick={() => void runTest()}
                isLoading={test.isMutating}
                loadingLabel={t('websites.test.running')}
              >
                <FlaskConical aria-hidden="true" />
                {test.isMutating ? t('websites.test.running') : t('websites.test.run')}
              </Button>
            </div>
            {result ? <TestResult result={result} type={values.type} /> : null}
            {testError && !urlBlocked ? (
              <p role="alert" className="text-destructive-text text-sm">
                {worded(testError, t)}
              </p>
            ) : null}
          </div>
        ) : null}
      </FormSection>

      <FormSection columns title={t('websites.form.basics')}>
        <TextField label={t('websites.form.name')} isRequired autoComplete="off" {...text('name')} />
        <Select
          label={t('websites.form.team')}
          value={values.teamId === '' ? 'none' : values.teamId}
          onChange={(key) => {
            const teamId = String(key) === 'none' ? '' : String(key);
            set('teamId')(teamId);
            // A group belongs to one team (or to no team): another team's group cannot stay chosen.
            if (!groupFits(values.groupId, teamId)) set('groupId')('');
            // So does an escalation policy.
            if (values.escalationPolicyId) set('escalationPolicyId')('');
          }}
          options={[
            { id: 'none', label: t('websites.form.noTeam') },
            ...(teams ?? []).map((team) => ({ id: team.id, label: team.name })),
          ]}
        />
        {groups && groups.length > 0 ? (
          <Select
            label={t('websites.form.group')}
            description={t('websites.form.groupHint')}
            value={values.groupId === '' ? 'none' : values.groupId}
            onChange={(key) => set('groupId')(String(key) === 'none' ? '' : String(key))}
            isInvalid={Boolean(errorOf('groupId'))}
            errorMessage={errorOf('groupId')}
            options={[
              { id: 'none', label: t('websites.form.noGroup') },
              ...groups
                .filter((group) => groupFits(group.id, values.teamId))
                .map((group) => ({ id: group.id, label: group.name })),
            ]}
          />
        ) : null}
        {policies && policies.length > 0 ? (
          <EscalationPolicySelect
            teamId={values.teamId === '' ? null : values.teamId}
            value={values.escalationPolicyId || null}
            onChange={(policyId) => set('escalationPolicyId')(policyId ?? '')}
            inGroup={values.groupId !== ''}
            errorMessage={errorOf('escalationPolicyId')}
          />
        ) : null}
        <TextField
          className="md:col-span-2"
          label={t('websites.form.description')}
          multiline
          {...text('description')}
        />
      </FormSection>

      {module.Sections ? <module.Sections {...moduleProps} /> : null}

      <DependsOnSection
        value={values.dependsOn}
        onChange={set('dependsOn')}
        teamId={values.teamId}
        groupId={values.groupId}
        websiteId={websiteId}
        errorMessage={errorOf('dependsOn')}
      />

      <FormSection columns title={t('websites.form.alerting')}>
        <TextField label={t('websites.form.failuresToOpen')} inputMode="numeric" {...text('failuresToOpen')} />
        <TextField label={t('websites.form.successesToResolve')} inputMode="numeric" {...text('successesToResolve')} />
        <RegionPicker
          regions={values.regions}
          onRegionsChange={set('regions')}
          quorum={values.regionQuorum}
          onQuorumChange={set('regionQuorum')}
          regionsError={errorOf('regions')}
          quorumError={errorOf('regionQuorum')}
        />
        {hasResponseBudget(values.type) ? <ResponseBudgetFields values={values} set={set} errorOf={errorOf} /> : null}
      </FormSection>

      {hasChangeWatch(values.type) ? (
        <ChangeWatchSection
          type={values.type}
          values={values.changeWatch}
          onChange={set('changeWatch')}
          error={errorOf('changeWatch')}
        />
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('websites.form.cancel')}
        </Button>
        <Button type="submit" isLoading={saving} loadingLabel={t('websites.form.saving')} disabled={submitDisabled}>
          {mode === 'create' ? t('websites.form.create') : t('websites.form.save')}
        </Button>
      </div>
    </form>
  );
}
