import { z } from 'zod';
import { emailSchema } from './auth';
import { HTTP_TOKEN } from './websites';

// The channel types (issue 7 §2, issue 28 item 7): one entry per type in `channelTypeDefinitions`. Each says what a
// client sends (`input`), which fields are secrets (never sent back: the API answers `hasX` or `xHint` instead, and an
// edit that leaves a secret out keeps the stored one) and which fields are URLs the server sends to (they follow the
// checks' target rules). The answer's schema (`public`) is derived from the input and the secret list.

const noControlCharacters = /^[^\p{Cc}]*$/u;
export const channelHttpUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .meta({ description: 'An http(s) URL of a public address' });
/** One line of text a channel needs (a topic, a key, a chat id…). */
export const channelText = (max: number) => z.string().trim().min(1).max(max).regex(noControlCharacters);

/** How the API shows a stored secret: `has` → `hasX: boolean`; `hint` → `xHint`: its last 4 characters. */
export type SecretView = 'has' | 'hint';

type PublicKey<K extends string, V> = V extends 'has' ? `has${Capitalize<K>}` : `${K}Hint`;
type PublicShape<Shape extends z.ZodRawShape, S extends Partial<Record<keyof Shape & string, SecretView>>> = Omit<
  Shape,
  keyof S
> & {
  [K in keyof S & string as PublicKey<K, NonNullable<S[K]>>]: NonNullable<S[K]> extends 'has'
    ? z.ZodBoolean
    : z.ZodString;
};
type InputShape<Shape extends z.ZodRawShape, S> = Omit<Shape, keyof S> & {
  [K in keyof S & keyof Shape]: z.ZodOptional<Shape[K]>;
};

export interface ChannelTypeDefinition<
  T extends string = string,
  Input extends z.ZodObject = z.ZodObject,
  Public extends z.ZodObject = z.ZodObject,
  Secret extends string = string,
> {
  type: T;
  /** What a client sends. Secrets are optional: left out on edit, the stored one stays. */
  input: Input;
  /** What the API answers. */
  public: Public;
  /** Secret fields and how the API shows that one is stored. */
  secrets: Readonly<Record<Secret, SecretView>>;
  /** Secrets a channel cannot work without (the server refuses a new channel without them). */
  requiredSecrets: readonly string[];
  /** Fields holding an http(s) URL the server sends to: checked with the target rules at save time. */
  urls: readonly string[];
}

/** The public field that stands for the secret `name`: `hasName` or `nameHint`. */
export const secretViewKey = (name: string, view: SecretView) =>
  view === 'has' ? `has${name[0]?.toUpperCase()}${name.slice(1)}` : `${name}Hint`;

/**
 * One channel type from its fields. `secrets` names the secret fields (`required` lists the ones a new channel must
 * have; a secret not required may also be `null`, meaning none); `urls` names the target URLs.
 */
export function channelType<
  const T extends string,
  Shape extends z.ZodRawShape,
  const S extends Partial<Record<keyof Shape & string, SecretView>> = Record<never, SecretView>,
>(
  type: T,
  shape: Shape,
  options: {
    id: string;
    secrets?: S;
    required?: readonly (keyof S & string)[];
    urls?: readonly (keyof Shape & string)[];
  },
): ChannelTypeDefinition<
  T,
  z.ZodObject<{ type: z.ZodLiteral<T> } & InputShape<Shape, S>, z.core.$strict>,
  z.ZodObject<{ type: z.ZodLiteral<T> } & PublicShape<Shape, S>>,
  keyof S & string
> {
  const secrets = (options.secrets ?? {}) as Record<string, SecretView>;
  const inputShape: Record<string, z.ZodType> = { type: z.literal(type) };
  const publicShape: Record<string, z.ZodType> = { type: z.literal(type) };
  for (const [name, schema] of Object.entries(shape)) {
    const view = secrets[name];
    inputShape[name] = view ? (schema as z.ZodType).optional() : (schema as z.ZodType);
    if (view) publicShape[secretViewKey(name, view)] = view === 'has' ? z.boolean() : z.string();
    else publicShape[name] = schema as z.ZodType;
  }
  return {
    type,
    input: z.strictObject(inputShape).meta({ id: `${options.id}ChannelConfigBody` }) as never,
    public: z.object(publicShape).meta({ id: `${options.id}ChannelConfig` }) as never,
    secrets: secrets as Readonly<Record<keyof S & string, SecretView>>,
    requiredSecrets: options.required ?? [],
    urls: options.urls ?? [],
  };
}

/** The public view of a stored config: secrets become `hasX` / `xHint`, everything else is copied. */
export function publicChannelConfig(
  definition: { secrets: Readonly<Record<string, SecretView>> },
  stored: Record<string, unknown>,
): Record<string, unknown> {
  const view: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(stored)) {
    const secret = definition.secrets[name];
    if (!secret) view[name] = value;
    else if (secret === 'has') view[secretViewKey(name, secret)] = value !== null && value !== undefined;
    else view[secretViewKey(name, secret)] = typeof value === 'string' ? value.slice(-4) : '';
  }
  return view;
}

/** One or more addresses; one other than the account's own gets a confirmation link and receives nothing until then. */
const emailInput = z
  .strictObject({
    type: z.literal('email'),
    addresses: z
      .array(emailSchema)
      .min(1)
      .max(10)
      .refine((list) => new Set(list.map((a) => a.toLowerCase())).size === list.length, {
        message: 'Addresses must be unique',
        params: { cs: 'Adresy se nesmí opakovat.', en: 'Addresses must be unique.' },
      }),
  })
  .meta({ id: 'EmailChannelConfigBody' });

export const emailChannelAddressSchema = z
  .object({
    address: z.string(),
    /** The account's own address is confirmed from the start. */
    confirmed: z.boolean(),
  })
  .meta({ id: 'EmailChannelAddress' });

/** E-mail is the one type whose stored form is not its input: each address carries its confirmation. */
const email: ChannelTypeDefinition<
  'email',
  typeof emailInput,
  z.ZodObject<{ type: z.ZodLiteral<'email'>; addresses: z.ZodArray<typeof emailChannelAddressSchema> }>,
  never
> = {
  type: 'email',
  input: emailInput,
  public: z
    .object({ type: z.literal('email'), addresses: z.array(emailChannelAddressSchema) })
    .meta({ id: 'EmailChannelConfig' }),
  secrets: {},
  requiredSecrets: [],
  urls: [],
};

/** Pushover's user, group and application keys: 30 letters and digits. */
const pushoverKey = z.string().refine((value) => /^[A-Za-z0-9]{30}$/.test(value), {
  message: 'Invalid key',
  params: { cs: 'Klíč má 30 písmen a číslic.', en: 'A key has 30 letters and digits.' },
});

/** A phone number in international form: +, the country code and the number, digits only (the app removes spaces). */
export const SMS_PHONE = /^\+[1-9]\d{6,14}$/;

const smsPhones = z
  .array(z.string().max(16))
  .min(1)
  .max(10)
  .refine((list) => list.every((phone) => SMS_PHONE.test(phone)), {
    message: 'Invalid phone number',
    params: {
      cs: 'Telefonní číslo zadejte v mezinárodním tvaru, např. +420 777 123 456.',
      en: 'Give phone numbers in international form, e.g. +44 7700 900123.',
    },
  })
  .refine((list) => new Set(list).size === list.length, {
    message: 'Numbers must be unique',
    params: { cs: 'Čísla se nesmí opakovat.', en: 'Numbers must be unique.' },
  });

/** Request headers of an SMS gateway, one `Name: value` a line ({password} may stand in a value). */
const smsHeaders = z
  .string()
  .max(2000)
  .refine(
    (text) =>
      text
        .split('\n')
        .filter((line) => line.trim() !== '')
        .every((line) => {
          const colon = line.indexOf(':');
          return colon > 0 && HTTP_TOKEN.test(line.slice(0, colon).trim()) && !/[\r\0]/.test(line);
        }),
    {
      message: 'Invalid headers',
      params: {
        cs: 'Každá hlavička na vlastním řádku ve tvaru Název: hodnota.',
        en: 'One header a line, as Name: value.',
      },
    },
  );

/** What a Web Push subscription's keys look like: base64url without padding. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/** A Web Push subscription of one browser (PushSubscription.toJSON()), with the browser's name to show. */
const webPushBase = channelType(
  'webpush',
  {
    endpoint: channelHttpUrl,
    /** The browser's P-256 public key (65 bytes). */
    p256dh: base64url(80, 100),
    /** The subscription's authentication secret (16 bytes). */
    auth: base64url(16, 32),
    /** Which browser subscribed ("Chrome, Linux"), for the list. */
    device: channelText(100),
  },
  { id: 'WebPush', secrets: { auth: 'has' }, required: ['auth'], urls: ['endpoint'] },
);
/** The answer adds `expired`: the push service said the subscription is gone (404 / 410) until it is renewed. */
const webpush = {
  ...webPushBase,
  public: webPushBase.public.extend({ expired: z.boolean().optional() }).meta({ id: 'WebPushChannelConfig' }),
};

/** An incoming-webhook URL the chat service gave. */
const chatWebhook = <const T extends string>(type: T, id: string) =>
  channelType(type, { url: channelHttpUrl }, { id, urls: ['url'] });

export const channelTypeDefinitions = {
  email,
  /**
   * `secret`: a string (16–256 characters) to sign requests, `null` to stop signing; left out on edit, the current
   * one stays.
   */
  webhook: channelType(
    'webhook',
    { url: channelHttpUrl, secret: z.string().min(16).max(256).nullable() },
    { id: 'Webhook', secrets: { secret: 'has' }, urls: ['url'] },
  ),
  slack: chatWebhook('slack', 'Slack'),
  discord: chatWebhook('discord', 'Discord'),
  teams: chatWebhook('teams', 'Teams'),
  mattermost: chatWebhook('mattermost', 'Mattermost'),
  googlechat: chatWebhook('googlechat', 'GoogleChat'),
  telegram: channelType(
    'telegram',
    {
      botToken: z.string().refine((value) => /^\d{3,20}:[A-Za-z0-9_-]{20,100}$/.test(value), {
        message: 'Invalid bot token',
        params: { cs: 'Neplatný token bota.', en: 'Invalid bot token.' },
      }),
      /** A numeric chat id (groups are negative) or a public @channel name. */
      chatId: z.string().refine((value) => /^(-?\d{1,20}|@[A-Za-z0-9_]{5,64})$/.test(value), {
        message: 'Invalid chat id',
        params: { cs: 'Neplatné ID chatu.', en: 'Invalid chat id.' },
      }),
    },
    { id: 'Telegram', secrets: { botToken: 'hint' }, required: ['botToken'] },
  ),
  /** ntfy: a topic on ntfy.sh or a self-hosted server; an access token for servers with access control. */
  ntfy: channelType(
    'ntfy',
    {
      serverUrl: channelHttpUrl,
      topic: z.string().refine((value) => /^[A-Za-z0-9_-]{1,64}$/.test(value), {
        message: 'Invalid topic',
        params: {
          cs: 'Téma smí obsahovat jen písmena, číslice, - a _ (nejvýše 64 znaků).',
          en: 'A topic may hold only letters, digits, - and _ (at most 64 characters).',
        },
      }),
      token: channelText(200).nullable(),
    },
    { id: 'Ntfy', secrets: { token: 'has' }, urls: ['serverUrl'] },
  ),
  /** Gotify: a self-hosted server and the token of an application created on it. */
  gotify: channelType(
    'gotify',
    { serverUrl: channelHttpUrl, appToken: channelText(200) },
    { id: 'Gotify', secrets: { appToken: 'has' }, required: ['appToken'], urls: ['serverUrl'] },
  ),
  /** Pushover: the user's (or group's) key and the token of the application registered for Hlídka. */
  pushover: channelType(
    'pushover',
    { userKey: pushoverKey, appToken: pushoverKey },
    { id: 'Pushover', secrets: { userKey: 'hint', appToken: 'has' }, required: ['userKey', 'appToken'] },
  ),
  /** PagerDuty Events API v2: the integration's routing key; an incident is triggered, acknowledged and resolved. */
  pagerduty: channelType(
    'pagerduty',
    {
      routingKey: z.string().refine((value) => /^[A-Za-z0-9]{32}$/.test(value), {
        message: 'Invalid routing key',
        params: { cs: 'Integrační klíč má 32 písmen a číslic.', en: 'An integration key has 32 letters and digits.' },
      }),
    },
    { id: 'PagerDuty', secrets: { routingKey: 'hint' }, required: ['routingKey'] },
  ),
  /** Opsgenie Alert API v2: an API key of an API integration; an alert is created, acknowledged and closed by alias. */
  opsgenie: channelType(
    'opsgenie',
    {
      apiKey: z.string().refine((value) => /^[0-9a-f]{8}-([0-9a-f]{4}-){3}[0-9a-f]{12}$/i.test(value), {
        message: 'Invalid API key',
        params: {
          cs: 'Klíč API má tvar xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.',
          en: 'An API key looks like xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx.',
        },
      }),
      /** Where the Opsgenie account lives: api.opsgenie.com or api.eu.opsgenie.com. */
      region: z.enum(['us', 'eu']),
    },
    { id: 'Opsgenie', secrets: { apiKey: 'hint' }, required: ['apiKey'] },
  ),
  /**
   * SMS through any HTTP gateway: a request to `gatewayUrl` (GET: `template` is the query; POST: the body, form-encoded or
   * JSON) per phone number, `{phone}`, `{message}` and `{password}` replaced (each escaped for where it stands);
   * `password` is the secret the template or headers refer to.
   */
  sms: channelType(
    'sms',
    {
      gatewayUrl: channelHttpUrl,
      method: z.enum(['GET', 'POST']),
      contentType: z.enum(['form', 'json']),
      template: z
        .string()
        .trim()
        .min(1)
        .max(2000)
        .refine((text) => text.includes('{phone}') && text.includes('{message}'), {
          message: 'The template must hold {phone} and {message}',
          params: {
            cs: 'Šablona musí obsahovat {phone} a {message}.',
            en: 'The template must hold {phone} and {message}.',
          },
        }),
      headers: smsHeaders,
      /** Text a 2xx answer must contain to count as sent (gateways that answer 200 with an error code); none: any 2xx. */
      successText: z.string().trim().max(200).regex(noControlCharacters).optional(),
      password: channelText(500).nullable(),
      phones: smsPhones,
    },
    { id: 'Sms', secrets: { password: 'has' }, urls: ['gatewayUrl'] },
  ),
  webpush,
} as const;

export type ChannelTypeDefinitions = typeof channelTypeDefinitions;
export type NotificationChannelType = keyof ChannelTypeDefinitions;
/** What a client sends for a channel of type T. */
export type ChannelConfigInputOf<T extends NotificationChannelType> = z.infer<ChannelTypeDefinitions[T]['input']>;
/** The secret fields of type T. */
export type ChannelSecretOf<T extends NotificationChannelType> = keyof ChannelTypeDefinitions[T]['secrets'] & string;
/** What the API answers for a channel of type T. */
export type ChannelConfigOf<T extends NotificationChannelType> = z.infer<ChannelTypeDefinitions[T]['public']>;
