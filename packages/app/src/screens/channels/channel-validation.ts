import type { NotificationChannel, NotificationChannelConfigInput, NotificationChannelType } from '@hlidka/contract';
import { type ChannelFieldErrors, channelFormModule } from './channel-types/index';
import { configOfValues, fieldErrors, valuesOfConfig } from './channel-types/module';
import '../../i18n/areas/channels';

/** What the form holds: every type's fields as text by name, so switching type keeps what was typed. */
export interface ChannelFormValues {
  name: string;
  type: NotificationChannelType;
  enabled: boolean;
  fields: Record<string, string>;
  /** Stored optional secrets the user chose to remove. */
  remove: Record<string, boolean>;
}

/** Error keys under `channels.form.errors.` by field (`name` or a config field). */
export type ChannelFormErrors = ChannelFieldErrors;

export const emptyChannelForm: ChannelFormValues = {
  name: '',
  type: 'email',
  enabled: true,
  fields: {},
  remove: {},
};

export function channelFormFrom(channel: NotificationChannel): ChannelFormValues {
  return {
    ...emptyChannelForm,
    name: channel.name,
    type: channel.type,
    enabled: channel.enabled,
    fields: valuesOfConfig(channelFormModule(channel.type), channel.config),
  };
}

/**
 * Checks the form as the contract will, and builds the config to send. `editing` is the stored channel when editing:
 * an empty secret then keeps the stored one.
 */
export function validateChannelForm(
  values: ChannelFormValues,
  editing?: NotificationChannel,
): { errors: ChannelFormErrors; config?: NotificationChannelConfigInput } {
  const errors: ChannelFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = { key: 'nameRequired' };
  else if (name.length > 100) errors.name = { key: 'nameTooLong' };
  const module = channelFormModule(values.type);
  Object.assign(errors, fieldErrors(module, values, Boolean(editing)));
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, config: configOfValues(values.type, module, values, Boolean(editing)) };
}

/** A server field error (`config.url`, `config.addresses.1`…) → the form field it belongs to. */
export function formFieldOf(path: string, type: NotificationChannelType): string | undefined {
  if (path === 'name') return 'name';
  const [head, field] = path.split('.');
  if (head !== 'config' || !field) return undefined;
  return channelFormModule(type).fields.find((item) => item.name === field)?.name;
}
