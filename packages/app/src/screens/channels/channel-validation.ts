import type { NotificationChannel, NotificationChannelConfigInput, NotificationChannelType } from '@hlidka/contract';
import { isValidEmail } from '../auth-parts';
import '../../i18n/areas/channels';

/** What the form holds: every type's fields as text, so switching type keeps what was typed. */
export interface ChannelFormValues {
  name: string;
  type: NotificationChannelType;
  enabled: boolean;
  addresses: string;
  url: string;
  secret: string;
  removeSecret: boolean;
  botToken: string;
  chatId: string;
}

/** Error keys under `channels.form.errors.`, with interpolation values. */
export type ChannelFormErrors = Partial<
  Record<
    'name' | 'addresses' | 'url' | 'secret' | 'botToken' | 'chatId',
    { key: string; values?: Record<string, string> }
  >
>;

export const emptyChannelForm: ChannelFormValues = {
  name: '',
  type: 'email',
  enabled: true,
  addresses: '',
  url: '',
  secret: '',
  removeSecret: false,
  botToken: '',
  chatId: '',
};

export function channelFormFrom(channel: NotificationChannel): ChannelFormValues {
  const config = channel.config;
  return {
    ...emptyChannelForm,
    name: channel.name,
    type: channel.type,
    enabled: channel.enabled,
    addresses: config.type === 'email' ? config.addresses.map((item) => item.address).join('\n') : '',
    url: 'url' in config ? config.url : '',
    chatId: config.type === 'telegram' ? config.chatId : '',
  };
}

export const splitAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

const BOT_TOKEN = /^\d{3,20}:[A-Za-z0-9_-]{20,100}$/;
const CHAT_ID = /^(-?\d{1,20}|@[A-Za-z0-9_]{5,64})$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname) && value.length <= 2048;
  } catch {
    return false;
  }
}

/**
 * Checks the form as the contract will, and builds the config to send. `editing` is the stored channel when editing:
 * an empty secret or bot token then keeps the stored one.
 */
export function validateChannelForm(
  values: ChannelFormValues,
  editing?: NotificationChannel,
): { errors: ChannelFormErrors; config?: NotificationChannelConfigInput } {
  const errors: ChannelFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = { key: 'nameRequired' };
  else if (name.length > 100) errors.name = { key: 'nameTooLong' };

  let config: NotificationChannelConfigInput | undefined;
  switch (values.type) {
    case 'email': {
      const addresses = splitAddresses(values.addresses);
      const invalid = addresses.find((address) => !isValidEmail(address));
      if (addresses.length === 0) errors.addresses = { key: 'addressesRequired' };
      else if (invalid) errors.addresses = { key: 'addressInvalid', values: { address: invalid } };
      else if (addresses.length > 10) errors.addresses = { key: 'addressesTooMany' };
      else if (new Set(addresses.map((a) => a.toLowerCase())).size !== addresses.length) {
        errors.addresses = { key: 'addressesDuplicate' };
      }
      config = { type: 'email', addresses };
      break;
    }
    case 'webhook': {
      const url = values.url.trim();
      if (!url) errors.url = { key: 'urlRequired' };
      else if (!isHttpUrl(url)) errors.url = { key: 'urlInvalid' };
      const secret = values.secret;
      if (secret && (secret.length < 16 || secret.length > 256)) errors.secret = { key: 'secretLength' };
      config = {
        type: 'webhook',
        url,
        ...(values.removeSecret ? { secret: null } : secret ? { secret } : editing ? {} : { secret: null }),
      };
      break;
    }
    case 'telegram': {
      const botToken = values.botToken.trim();
      const chatId = values.chatId.trim();
      if (!botToken && !editing) errors.botToken = { key: 'botTokenRequired' };
      else if (botToken && !BOT_TOKEN.test(botToken)) errors.botToken = { key: 'botTokenInvalid' };
      if (!CHAT_ID.test(chatId)) errors.chatId = { key: 'chatIdInvalid' };
      config = { type: 'telegram', chatId, ...(botToken ? { botToken } : {}) };
      break;
    }
    default: {
      const url = values.url.trim();
      if (!url) errors.url = { key: 'urlRequired' };
      else if (!isHttpUrl(url)) errors.url = { key: 'urlInvalid' };
      config = { type: values.type, url };
    }
  }
  return Object.keys(errors).length > 0 ? { errors } : { errors, config };
}

/** A server field error (`config.url`, `config.addresses.1`…) → the form field it belongs to. */
export function formFieldOf(path: string): keyof ChannelFormErrors | undefined {
  if (path === 'name') return 'name';
  const [head, field] = path.split('.');
  if (head !== 'config' || !field) return undefined;
  return (['addresses', 'url', 'secret', 'botToken', 'chatId'] as const).find((name) => name === field);
}
