import {
  type NotificationChannel,
  type NotificationChannelConfigInput,
  type NotificationChannelType,
  notificationChannelTypes,
} from '@hlidka/contract';
import { isApiError } from '@hlidka/data';
import { Button, Checkbox, Select, Switch, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useChangedSinceMount, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import {
  type ChannelFormErrors,
  type ChannelFormValues,
  channelFormFrom,
  emptyChannelForm,
  formFieldOf,
  validateChannelForm,
} from './channel-validation';
import '../../i18n/areas/channels';

export interface ChannelSubmit {
  name: string;
  enabled: boolean;
  config: NotificationChannelConfigInput;
}

/** Create or edit a channel of any type: the fields follow the type; checked as the contract checks them. */
export function ChannelForm({
  channel,
  onSubmit,
}: {
  /** The stored channel when editing (its type is fixed). */
  channel?: NotificationChannel;
  /** Rejects with an ApiError to show the server's field errors. */
  onSubmit: (body: ChannelSubmit) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ChannelFormValues>(() =>
    channel ? channelFormFrom(channel) : emptyChannelForm,
  );
  const [errors, setErrors] = useState<ChannelFormErrors>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ChannelFormErrors, string>>>({});
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof ChannelFormValues>(key: K) =>
    (value: ChannelFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const message = (field: keyof ChannelFormErrors) => {
    const error = errors[field];
    return error ? t(`channels.form.errors.${error.key}`, error.values ?? {}) : serverErrors[field];
  };
  const fieldProps = (field: keyof ChannelFormErrors) => {
    const text = message(field);
    return { isInvalid: Boolean(text), errorMessage: text };
  };

  const guard = useUnsavedChangesGuard(useChangedSinceMount(values));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateChannelForm(values, channel);
    setErrors(result.errors);
    setServerErrors({});
    const { config } = result;
    if (!config) return;
    setBusy(true);
    try {
      await guard.whileSaving(() => onSubmit({ name: values.name.trim(), enabled: values.enabled, config }));
    } catch (caught) {
      if (isApiError(caught)) {
        const mapped: typeof serverErrors = {};
        for (const [path, text] of Object.entries(caught.errors)) {
          const field = formFieldOf(path);
          if (field) mapped[field] = text;
        }
        setServerErrors(mapped);
      }
    } finally {
      setBusy(false);
    }
  }

  const type = values.type;
  const stored = channel?.config;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('channels.form.name')}
        placeholder={t('channels.form.namePlaceholder')}
        value={values.name}
        onChange={set('name')}
        isRequired
        {...fieldProps('name')}
      />
      <Select
        label={t('channels.form.type')}
        selectedKey={type}
        isDisabled={Boolean(channel)}
        onSelectionChange={(key) => set('type')(key as NotificationChannelType)}
        options={notificationChannelTypes.map((id) => ({ id, label: t(`channels.types.${id}`) }))}
      />
      {type === 'email' ? (
        <TextField
          label={t('channels.form.addresses')}
          description={t('channels.form.addressesHint')}
          multiline
          value={values.addresses}
          onChange={set('addresses')}
          isRequired
          {...fieldProps('addresses')}
        />
      ) : null}
      {type === 'webhook' || type === 'slack' || type === 'discord' || type === 'teams' ? (
        <TextField
          label={t('channels.form.url')}
          description={t(`channels.form.urlHints.${type}`)}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.url}
          onChange={set('url')}
          isRequired
          {...fieldProps('url')}
        />
      ) : null}
      {type === 'webhook' ? (
        <>
          <TextField
            label={t('channels.form.secret')}
            description={
              stored?.type === 'webhook' && stored.hasSecret
                ? t('channels.form.secretKeep')
                : t('channels.form.secretHint')
            }
            type="password"
            autoComplete="off"
            value={values.secret}
            onChange={set('secret')}
            isDisabled={values.removeSecret}
            {...fieldProps('secret')}
          />
          {stored?.type === 'webhook' && stored.hasSecret ? (
            <Checkbox isSelected={values.removeSecret} onChange={set('removeSecret')}>
              {t('channels.form.removeSecret')}
            </Checkbox>
          ) : null}
        </>
      ) : null}
      {type === 'telegram' ? (
        <>
          <TextField
            label={t('channels.form.botToken')}
            description={
              stored?.type === 'telegram'
                ? t('channels.form.botTokenKeep', { hint: stored.botTokenHint })
                : t('channels.form.botTokenHint')
            }
            type="password"
            autoComplete="off"
            value={values.botToken}
            onChange={set('botToken')}
            isRequired={!channel}
            {...fieldProps('botToken')}
          />
          <TextField
            label={t('channels.form.chatId')}
            description={t('channels.form.chatIdHint')}
            value={values.chatId}
            onChange={set('chatId')}
            isRequired
            {...fieldProps('chatId')}
          />
        </>
      ) : null}
      <Switch isSelected={values.enabled} onChange={set('enabled')}>
        {t('channels.form.enabled')}
      </Switch>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isLoading={busy} loadingLabel={t('channels.form.submitting')}>
          {channel ? t('channels.form.submitEdit') : t('channels.form.submitCreate')}
        </Button>
        <Button asChild variant="outline">
          <Link href="/settings/notifications/channels">{t('channels.cancel')}</Link>
        </Button>
      </div>
    </form>
  );
}
