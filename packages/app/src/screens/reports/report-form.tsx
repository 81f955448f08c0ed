import { periodDays, type ReportPeriodKind, type SavedReport, type SavedReportBody } from '@hlidka/contract';
import { type ReportParams, useSession, useTeams, useWebsites } from '@hlidka/data';
import { RadioGroup, Select, Switch, TextField } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { CheckList } from '../rules/check-list';
import { BUILDER_WEBSITES_QUERY } from './report-defaults';
import { parseRecipients, withMonthly } from './report-save-validation';
import type { ReportFormValues } from './report-values';
import '../../i18n/areas/reports';

/** A saved report's values, or a new report's (opening on `period`). */
export function initialValues(report?: SavedReport, period: ReportPeriodKind = 'last_month'): ReportFormValues {
  return {
    scope: report?.scope ?? 'websites',
    websiteIds: report?.websiteIds ?? [],
    teamId: report?.teamId ?? '',
    period: report?.period ?? period,
    from: report?.from ?? '',
    to: report?.to ?? '',
    name: report?.name ?? '',
    monthly: report?.schedule.monthly ?? false,
    recipients: report?.schedule.recipients.join(', ') ?? '',
    language: report?.schedule.language ?? 'cs',
  };
}

/** What is missing to compute the report: the field and its message key; null when nothing. */
export function selectionProblem(values: ReportFormValues): { field: string; message: string } | null {
  if (values.scope === 'websites' && values.websiteIds.length === 0) {
    return { field: 'websiteIds', message: 'reports.builder.chooseWebsites' };
  }
  if (values.scope === 'team' && !values.teamId) return { field: 'teamId', message: 'reports.builder.chooseTeam' };
  if (values.period === 'custom' && (!values.from || !values.to)) {
    return { field: values.from ? 'to' : 'from', message: 'reports.builder.chooseDays' };
  }
  return null;
}

/** The report query of the selection as of now. */
export function toParams(values: ReportFormValues, now = new Date()): ReportParams {
  const days = periodDays(values.period, now, { from: values.from || null, to: values.to || null });
  return values.scope === 'team' ? { teamId: values.teamId, ...days } : { websiteIds: values.websiteIds, ...days };
}

export function toBody(values: ReportFormValues): SavedReportBody {
  return {
    name: values.name,
    scope: values.scope,
    websiteIds: values.scope === 'websites' ? values.websiteIds : [],
    teamId: values.scope === 'team' ? values.teamId || null : null,
    period: values.period,
    from: values.period === 'custom' ? values.from || null : null,
    to: values.period === 'custom' ? values.to || null : null,
    schedule: {
      monthly: values.monthly,
      recipients: parseRecipients(values.recipients),
      language: values.language,
    },
  };
}

/** Translated messages per field. */
export type Errors = Record<string, string | undefined>;

/** Scope (websites or a team) and period (this month, last month, custom). */
export function SelectionFields({
  values,
  onChange,
  errors = {},
}: {
  values: ReportFormValues;
  onChange: (values: ReportFormValues) => void;
  errors?: Errors;
}) {
  const { t } = useTranslation();
  const { websites } = useWebsites(BUILDER_WEBSITES_QUERY);
  const { teams } = useTeams();
  const set =
    <K extends keyof ReportFormValues>(key: K) =>
    (value: ReportFormValues[K]) =>
      onChange({ ...values, [key]: value });
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup
        label={t('reports.builder.scope')}
        orientation="horizontal"
        value={values.scope}
        onChange={(value) => set('scope')(value as ReportFormValues['scope'])}
        options={[
          { value: 'websites', label: t('reports.builder.scopeWebsites') },
          { value: 'team', label: t('reports.builder.scopeTeam') },
        ]}
      />
      {values.scope === 'websites' ? (
        <CheckList
          legend={t('reports.builder.websites')}
          options={(websites ?? []).map((w) => ({ id: w.id, label: w.name }))}
          selected={values.websiteIds}
          onChange={set('websiteIds')}
          empty={t('reports.builder.noWebsites')}
          error={errors.websiteIds}
        />
      ) : teams && teams.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('reports.builder.noTeams')}</p>
      ) : (
        <Select
          label={t('reports.builder.team')}
          placeholder={t('reports.builder.teamPlaceholder')}
          options={(teams ?? []).map((team) => ({ id: team.id, label: team.name }))}
          selectedKey={values.teamId || null}
          onSelectionChange={(key) => set('teamId')(key ? String(key) : '')}
          isInvalid={Boolean(errors.teamId)}
          errorMessage={errors.teamId}
        />
      )}
      <RadioGroup
        label={t('reports.builder.period')}
        orientation="horizontal"
        value={values.period}
        onChange={(value) => set('period')(value as ReportPeriodKind)}
        options={[
          { value: 'this_month', label: t('reports.builder.thisMonth') },
          { value: 'last_month', label: t('reports.builder.lastMonth') },
          { value: 'custom', label: t('reports.builder.custom') },
        ]}
      />
      {values.period === 'custom' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="date"
            label={t('reports.builder.from')}
            value={values.from}
            onChange={set('from')}
            isInvalid={Boolean(errors.from)}
            errorMessage={errors.from}
          />
          <TextField
            type="date"
            label={t('reports.builder.to')}
            value={values.to}
            onChange={set('to')}
            isInvalid={Boolean(errors.to)}
            errorMessage={errors.to}
          />
        </div>
      ) : null}
    </div>
  );
}

/** Name, and the monthly e-mail with its recipients and language. */
export function SaveFields({
  values,
  onChange,
  errors = {},
}: {
  values: ReportFormValues;
  onChange: (values: ReportFormValues) => void;
  errors?: Errors;
}) {
  const { t } = useTranslation();
  const ownEmail = useSession().user?.email;
  const set =
    <K extends keyof ReportFormValues>(key: K) =>
    (value: ReportFormValues[K]) =>
      onChange({ ...values, [key]: value });
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label={t('reports.save.name')}
        value={values.name}
        onChange={set('name')}
        isRequired
        isInvalid={Boolean(errors.name)}
        errorMessage={errors.name}
      />
      <Switch isSelected={values.monthly} onChange={(monthly) => onChange(withMonthly(values, monthly, ownEmail))}>
        {t('reports.save.monthly')}
      </Switch>
      {values.monthly ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('reports.save.recipients')}
            description={t('reports.save.recipientsHint')}
            value={values.recipients}
            onChange={set('recipients')}
            isInvalid={Boolean(errors.recipients)}
            errorMessage={errors.recipients}
          />
          <Select
            label={t('reports.save.language')}
            options={[
              { id: 'cs', label: 'Čeština' },
              { id: 'en', label: 'English' },
            ]}
            selectedKey={values.language}
            onSelectionChange={(key) => set('language')(key === 'en' ? 'en' : 'cs')}
          />
        </div>
      ) : null}
    </div>
  );
}
