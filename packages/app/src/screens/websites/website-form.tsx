import type { CheckResult, WebsiteType } from '@hlidka/contract';
import { isApiError, usePlanQuota, useTeams, useTestWebsite } from '@hlidka/data';
import { Button, Checkbox, RadioGroup, Select, TextField } from '@hlidka/ui';
import { FlaskConical } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UnsavedChangesGuard, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { FormSection } from '../common/form-parts';
import { errorWording, fieldErrorWordings, type Wording, worded } from '../common/wording';
import { AssertionFields, DnsFields, DomainFields, PingFields } from './check-type-fields';
import { formFieldOfServerError, MIN_DOMAIN_INTERVAL_SECONDS } from './check-type-model';
import {
  type FormErrors,
  fieldsOf,
  httpMethods,
  toBody,
  validate,
  type WebsiteFormValues,
  websiteTypes,
} from './form-model';
import { HeartbeatUrls } from './heartbeat-urls';
import { RegionPicker } from './region-picker';
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
}

const blockedMessage = (message: string | undefined) => message?.includes('ALLOW_PRIVATE_TARGETS') ?? false;

/** One form for every check type: the fields of the chosen type appear, the others go. "Test now" runs it unsaved. */
export function WebsiteForm({ initial, mode, onSubmit, onCancel, submitDisabled, pushUrl }: WebsiteFormProps) {
  const { t } = useTranslation();
  const { quota } = usePlanQuota();
  const { teams } = useTeams();
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
  const fields = fieldsOf(values.type);
  const guard = useUnsavedChangesGuard(JSON.stringify(values) !== JSON.stringify(initial));

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
      mapped[formFieldOfServerError(field)] = wording;
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
      const answer = await test.trigger(body);
      setResult(answer.result);
    } catch (caught) {
      serverFieldErrors(caught);
      setTestError(errorWording(caught, 'websites.test.error'));
    }
  }

  const typeOptions = websiteTypes.map((type) => ({
    value: type,
    label: t(`websites.types.${type}`),
    description: t(`websites.typeHints.${type}`),
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
            // A registry answers a domain's expiry at most hourly: a faster interval would only be refused.
            if (value === 'domain' && Number(values.intervalSeconds) < MIN_DOMAIN_INTERVAL_SECONDS)
              set('intervalSeconds')(String(MIN_DOMAIN_INTERVAL_SECONDS));
            setResult(null);
            setErrors({});
          }}
          options={typeOptions}
        />
        {fields.url ? (
          <TextField
            className="md:col-span-2"
            label={
              fields.http
                ? t('websites.form.url')
                : values.type === 'tls'
                  ? t('websites.form.tlsTarget')
                  : fields.name
                    ? t('checkTypes.domain')
                    : fields.host
                      ? t('checkTypes.host')
                      : t('websites.form.target')
            }
            description={
              fields.http
                ? t('websites.form.urlHint')
                : values.type === 'tls'
                  ? t('websites.form.tlsTargetHint')
                  : fields.name
                    ? t('checkTypes.domainHint')
                    : fields.host
                      ? t('checkTypes.hostHint')
                      : t('websites.form.targetHint')
            }
            type={fields.http ? 'url' : 'text'}
            inputMode={fields.http ? 'url' : 'text'}
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
        {fields.timeout ? (
          <TextField label={t('websites.form.timeout')} inputMode="numeric" {...text('timeoutSeconds')} />
        ) : (
          <TextField
            label={t('websites.form.grace')}
            description={t('websites.form.graceHint')}
            inputMode="numeric"
            {...text('graceSeconds')}
          />
        )}
        {values.type !== 'heartbeat' ? (
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
            {result ? <TestResult result={result} /> : null}
            {testError && !urlBlocked ? (
              <p role="alert" className="text-destructive text-sm">
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
          onChange={(key) => set('teamId')(String(key) === 'none' ? '' : String(key))}
          options={[
            { id: 'none', label: t('websites.form.noTeam') },
            ...(teams ?? []).map((team) => ({ id: team.id, label: team.name })),
          ]}
        />
        <TextField
          className="md:col-span-2"
          label={t('websites.form.description')}
          multiline
          {...text('description')}
        />
      </FormSection>

      {fields.http ? (
        <FormSection columns title={t('websites.form.request')}>
          <Select
            label={t('websites.form.method')}
            value={values.method}
            onChange={(key) => set('method')(String(key) as WebsiteFormValues['method'])}
            options={httpMethods.map((method) => ({ id: method, label: method }))}
          />
          <TextField
            label={t('websites.form.expectedStatus')}
            description={t('websites.form.expectedStatusHint')}
            {...text('expectedStatus')}
          />
          <TextField
            className="md:col-span-2"
            label={t('websites.form.headers')}
            description={t('websites.form.headersHint')}
            multiline
            {...text('headers')}
          />
          {values.method !== 'GET' && values.method !== 'HEAD' ? (
            <TextField className="md:col-span-2" label={t('websites.form.body')} multiline {...text('body')} />
          ) : errorOf('body') ? (
            <p role="alert" className="text-destructive text-sm md:col-span-2">
              {errorOf('body')}
            </p>
          ) : null}
        </FormSection>
      ) : null}

      {fields.dns ? (
        <FormSection columns title={t('checkTypes.dns.title')}>
          <DnsFields values={values} set={set} errorOf={errorOf} />
        </FormSection>
      ) : null}
      {fields.ping ? (
        <FormSection columns title={t('checkTypes.ping.title')}>
          <PingFields values={values} set={set} errorOf={errorOf} />
        </FormSection>
      ) : null}
      {fields.domain ? (
        <FormSection columns title={t('checkTypes.domainCheck.title')}>
          <DomainFields values={values} set={set} errorOf={errorOf} />
        </FormSection>
      ) : null}
      {fields.assertions ? (
        <FormSection columns title={t('checkTypes.assertions.title')}>
          <AssertionFields values={values} set={set} errorOf={errorOf} />
        </FormSection>
      ) : null}

      {fields.http || fields.tlsWarn ? (
        <FormSection columns title={t('websites.form.assertions')}>
          {fields.keyword ? (
            <>
              <TextField label={t('websites.form.keyword')} isRequired {...text('keyword')} />
              <RadioGroup
                label={t('websites.form.keywordMode')}
                value={values.keywordMode}
                onChange={(value) => set('keywordMode')(value === 'absent' ? 'absent' : 'present')}
                options={[
                  { value: 'present', label: t('websites.form.keywordPresent') },
                  { value: 'absent', label: t('websites.form.keywordAbsent') },
                ]}
              />
              <Checkbox isSelected={values.caseSensitive} onChange={set('caseSensitive')}>
                {t('websites.form.caseSensitive')}
              </Checkbox>
            </>
          ) : null}
          {fields.http ? (
            <>
              <TextField
                label={t('websites.form.maxResponseTime')}
                description={t('websites.form.maxResponseTimeHint')}
                inputMode="numeric"
                {...text('maxResponseTimeMs')}
              />
              <div className="flex flex-col gap-3">
                <Checkbox isSelected={values.followRedirects} onChange={set('followRedirects')}>
                  {t('websites.form.followRedirects')}
                </Checkbox>
                <Checkbox isSelected={values.verifyTls} onChange={set('verifyTls')}>
                  {t('websites.form.verifyTls')}
                </Checkbox>
              </div>
              {values.followRedirects ? (
                <TextField label={t('websites.form.maxRedirects')} inputMode="numeric" {...text('maxRedirects')} />
              ) : null}
            </>
          ) : null}
          {fields.tlsWarn ? (
            <TextField label={t('websites.form.tlsWarnDays')} inputMode="numeric" {...text('tlsWarnDays')} />
          ) : null}
        </FormSection>
      ) : null}

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
      </FormSection>

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
