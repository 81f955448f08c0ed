import { type CreateNotificationRuleBody, type NotificationRule, notificationEventTypes } from '@hlidka/contract';
import { isApiError, useNotificationChannels, useWebsites } from '@hlidka/data';
import { Button, RadioGroup, Switch, TextField } from '@hlidka/ui';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { useTeamsThatCan } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import { useChangedSinceMount, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { Section } from '../common/section';
import { eventLabel } from '../notifications/event-label';
import { CheckList } from './check-list';
import {
  emptyRuleForm,
  type RuleField,
  type RuleFormErrors,
  type RuleFormValues,
  type RuleScope,
  ruleFieldOf,
  ruleFormFrom,
  validateRuleForm,
} from './rule-validation';
import '../../i18n/areas/channels';

/** Create or edit a rule: events, websites or teams, channels, quiet hours, re-notify and escalation. */
export function RuleForm({
  rule,
  defaultTimeZone,
  onSubmit,
}: {
  rule?: NotificationRule;
  defaultTimeZone?: string;
  /** Rejects with an ApiError to show the server's field errors. */
  onSubmit: (body: CreateNotificationRuleBody) => Promise<void>;
}) {
  const { t } = useTranslation();
  const { channels } = useNotificationChannels();
  const { websites } = useWebsites({ limit: 100, sort: 'name' });
  const teams = useTeamsThatCan('read', 'websites');
  const [values, setValues] = useState<RuleFormValues>(() =>
    rule ? ruleFormFrom(rule) : emptyRuleForm(defaultTimeZone),
  );
  const [errors, setErrors] = useState<RuleFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<RuleField, string>>>({});
  const [busy, setBusy] = useState(false);
  // A section holding one group names that group: its heading is the group's label, not repeated above it.
  const scopeTitleId = useId();
  const channelsTitleId = useId();
  const set =
    <K extends keyof RuleFormValues>(key: K) =>
    (value: RuleFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const message = (field: RuleField) =>
    errors[field] ? t(`channels.ruleForm.errors.${errors[field]}`) : serverErrors[field];
  const fieldProps = (field: RuleField) => ({ isInvalid: Boolean(message(field)), errorMessage: message(field) });

  const guard = useUnsavedChangesGuard(useChangedSinceMount(values));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateRuleForm(values);
    setErrors(result.errors);
    setServerErrors({});
    if (!result.body) return;
    setBusy(true);
    try {
      const { body } = result;
      await guard.whileSaving(() => onSubmit(body));
    } catch (caught) {
      if (isApiError(caught)) {
        const mapped: typeof serverErrors = {};
        for (const [path, text] of Object.entries(caught.errors)) {
          const field = ruleFieldOf(path);
          if (field) mapped[field] = text;
        }
        setServerErrors(mapped);
      }
    } finally {
      setBusy(false);
    }
  }

  const channelOptions = (channels ?? []).map((channel) => ({
    id: channel.id,
    label: `${channel.name} (${t(`channels.types.${channel.type}`)})`,
  }));
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
    id: String(day),
    label: t(`channels.ruleForm.weekdays.d${day}`),
  }));

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <Section title={t('channels.ruleForm.basics')}>
        <TextField
          label={t('channels.ruleForm.name')}
          placeholder={t('channels.ruleForm.namePlaceholder')}
          value={values.name}
          onChange={set('name')}
          isRequired
          {...fieldProps('name')}
        />
        <Switch isSelected={values.enabled} onChange={set('enabled')}>
          {t('channels.ruleForm.enabled')}
        </Switch>
        <CheckList
          legend={t('channels.ruleForm.events')}
          options={notificationEventTypes.map((id) => ({ id, label: eventLabel(t, id) }))}
          selected={values.events}
          onChange={(ids) => set('events')(ids as RuleFormValues['events'])}
          error={message('events')}
        />
      </Section>
      <Section title={t('channels.ruleForm.scope')} labelId={scopeTitleId}>
        <RadioGroup
          aria-labelledby={scopeTitleId}
          value={values.scope}
          onChange={(scope) => set('scope')(scope as RuleScope)}
          options={[
            { value: 'all', label: t('channels.ruleForm.scopeAll') },
            { value: 'websites', label: t('channels.ruleForm.scopeWebsites') },
            { value: 'teams', label: t('channels.ruleForm.scopeTeams') },
          ]}
        />
        {values.scope === 'websites' ? (
          <CheckList
            legend={t('channels.ruleForm.websites')}
            options={(websites ?? []).map((website) => ({ id: website.id, label: website.name }))}
            selected={values.websiteIds}
            onChange={set('websiteIds')}
            error={message('websiteIds')}
            empty={websites ? t('channels.ruleForm.websitesEmpty') : undefined}
          />
        ) : null}
        {values.scope === 'teams' ? (
          <CheckList
            legend={t('channels.ruleForm.teams')}
            options={(teams ?? []).map((team) => ({ id: team.id, label: team.name }))}
            selected={values.teamIds}
            onChange={set('teamIds')}
            error={message('teamIds')}
            empty={teams ? t('channels.ruleForm.teamsEmpty') : undefined}
          />
        ) : null}
      </Section>
      <Section title={t('channels.ruleForm.channels')} labelId={channelsTitleId}>
        <CheckList
          labelledBy={channelsTitleId}
          options={channelOptions}
          selected={values.channelIds}
          onChange={set('channelIds')}
          error={message('channelIds')}
          empty={channels ? t('channels.ruleForm.channelsEmpty') : undefined}
        />
      </Section>
      <Section title={t('channels.ruleForm.quietHours')}>
        <Switch isSelected={values.quiet} onChange={set('quiet')}>
          {t('channels.ruleForm.quietEnabled')}
        </Switch>
        <p className="text-muted-foreground text-sm">{t('channels.ruleForm.quietHoursHint')}</p>
        {values.quiet ? (
          <>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label={t('channels.ruleForm.quietStart')}
                inputMode="numeric"
                value={values.quietStart}
                onChange={set('quietStart')}
                {...fieldProps('quietStart')}
              />
              <TextField
                label={t('channels.ruleForm.quietEnd')}
                inputMode="numeric"
                value={values.quietEnd}
                onChange={set('quietEnd')}
                {...fieldProps('quietEnd')}
              />
              <TextField
                label={t('channels.ruleForm.timeZone')}
                value={values.timeZone}
                onChange={set('timeZone')}
                {...fieldProps('timeZone')}
              />
            </div>
            <CheckList
              legend={t('channels.ruleForm.days')}
              options={weekdays}
              selected={values.days.map(String)}
              onChange={(ids) => set('days')(ids.map(Number))}
              columns={3}
            />
          </>
        ) : null}
      </Section>
      <Section title={t('channels.ruleForm.alerting')}>
        <Switch isSelected={values.renotify} onChange={set('renotify')}>
          {t('channels.ruleForm.renotify')}
        </Switch>
        {values.renotify ? (
          <TextField
            label={t('channels.ruleForm.renotifyMinutes')}
            inputMode="numeric"
            value={values.renotifyMinutes}
            onChange={set('renotifyMinutes')}
            className="max-w-48"
            {...fieldProps('renotifyMinutes')}
          />
        ) : null}
        <Switch isSelected={values.escalate} onChange={set('escalate')}>
          {t('channels.ruleForm.escalation')}
        </Switch>
        {values.escalate ? (
          <>
            <TextField
              label={t('channels.ruleForm.escalationAfter')}
              inputMode="numeric"
              value={values.escalationAfter}
              onChange={set('escalationAfter')}
              className="max-w-48"
              {...fieldProps('escalationAfter')}
            />
            <CheckList
              legend={t('channels.ruleForm.escalationChannels')}
              options={channelOptions}
              selected={values.escalationChannelIds}
              onChange={set('escalationChannelIds')}
              error={message('escalationChannelIds')}
              empty={channels ? t('channels.ruleForm.channelsEmpty') : undefined}
            />
          </>
        ) : null}
      </Section>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={busy} loadingLabel={t('channels.ruleForm.submitting')}>
          {rule ? t('channels.ruleForm.submitEdit') : t('channels.ruleForm.submitCreate')}
        </Button>
        <Button asChild variant="outline">
          <Link href="/settings/notifications/rules">{t('channels.cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}
