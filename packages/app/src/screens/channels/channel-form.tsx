import {
  type NotificationChannel,
  type NotificationChannelConfigInput,
  type NotificationChannelType,
  notificationChannelTypes,
} from '@hlidka/contract';
import { isApiError } from '@hlidka/data';
import { Button, Select, Switch, TextField } from '@hlidka/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { useChangedSinceMount, useUnsavedChangesGuard } from '../../shell/unsaved-changes';
import { ChannelFieldInput } from './channel-field-input';
import { ChannelPresetSelect } from './channel-preset-select';
import { channelFormModule } from './channel-types/index';
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
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof ChannelFormValues>(key: K) =>
    (value: ChannelFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const message = (field: string) => {
    const error = errors[field];
    return error ? t(`channels.form.errors.${error.key}`, error.values ?? {}) : serverErrors[field];
  };
  const fieldProps = (field: string) => {
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
          const field = formFieldOf(path, values.type);
          if (field) mapped[field] = text;
        }
        setServerErrors(mapped);
      }
    } finally {
      setBusy(false);
    }
  }

  const type = values.type;
  const stored = channel?.config as Record<string, unknown> | undefined;
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
      <ChannelPresetSelect
        type={type}
        onChoose={(preset) => setValues((current) => ({ ...current, fields: { ...current.fields, ...preset } }))}
      />
      {channelFormModule(type).fields.map((field) => (
        <ChannelFieldInput
          key={`${type}.${field.name}`}
          type={type}
          field={field}
          value={values.fields[field.name] ?? ''}
          onChange={(value) =>
            setValues((current) => ({ ...current, fields: { ...current.fields, [field.name]: value } }))
          }
          removed={values.remove[field.name] ?? false}
          onRemove={(remove) =>
            setValues((current) => ({ ...current, remove: { ...current.remove, [field.name]: remove } }))
          }
          stored={stored}
          {...fieldProps(field.name)}
        />
      ))}
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
