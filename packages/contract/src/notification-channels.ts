import { z } from 'zod';
import { emailSchema } from './auth';
import { deliveryAttemptSchema, deliverySchema, deliveryStatusSchema } from './notification-events';

// Notification channels (issue 7 §2): where messages go. Each belongs to the user who made it; an id of another user
// answers 404 like one that does not exist. Webhook and chat URLs must be public http(s) addresses (the same rules as
// checks; loopback and private addresses only with ALLOW_PRIVATE_TARGETS).

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;
const channelName = z.string().trim().min(1).max(100).regex(noControlCharacters);
const httpUrl = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .meta({ description: 'An http(s) URL of a public address' });

export const notificationChannelTypes = ['email', 'webhook', 'slack', 'discord', 'teams', 'telegram'] as const;
export const notificationChannelTypeSchema = z.enum(notificationChannelTypes).meta({ id: 'NotificationChannelType' });
export type NotificationChannelType = z.infer<typeof notificationChannelTypeSchema>;

// What a client sends, per type.

/** One or more addresses; one other than the account's own gets a confirmation link and receives nothing until then. */
export const emailChannelConfigInputSchema = z
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

/**
 * `secret`: give a string (16–256 characters) to sign requests, `null` to stop signing; leave it out on edit to keep
 * the current one.
 */
export const webhookChannelConfigInputSchema = z
  .strictObject({
    type: z.literal('webhook'),
    url: httpUrl,
    secret: z.string().min(16).max(256).nullable().optional(),
  })
  .meta({ id: 'WebhookChannelConfigBody' });

/** Slack, Discord and Microsoft Teams: the incoming-webhook URL the service gave. */
export const chatChannelConfigInputSchema = z
  .strictObject({ type: z.enum(['slack', 'discord', 'teams']), url: httpUrl })
  .meta({ id: 'ChatChannelConfigBody' });

/** `botToken` may be left out on edit to keep the current one. */
export const telegramChannelConfigInputSchema = z
  .strictObject({
    type: z.literal('telegram'),
    botToken: z
      .string()
      .refine((value) => /^\d{3,20}:[A-Za-z0-9_-]{20,100}$/.test(value), {
        message: 'Invalid bot token',
        params: { cs: 'Neplatný token bota.', en: 'Invalid bot token.' },
      })
      .optional(),
    /** A numeric chat id (groups are negative) or a public @channel name. */
    chatId: z.string().refine((value) => /^(-?\d{1,20}|@[A-Za-z0-9_]{5,64})$/.test(value), {
      message: 'Invalid chat id',
      params: { cs: 'Neplatné ID chatu.', en: 'Invalid chat id.' },
    }),
  })
  .meta({ id: 'TelegramChannelConfigBody' });

export const notificationChannelConfigInputSchema = z
  .discriminatedUnion('type', [
    emailChannelConfigInputSchema,
    webhookChannelConfigInputSchema,
    chatChannelConfigInputSchema,
    telegramChannelConfigInputSchema,
  ])
  .meta({ id: 'NotificationChannelConfigBody' });
export type NotificationChannelConfigInput = z.infer<typeof notificationChannelConfigInputSchema>;

// What the API answers, per type (secrets are never sent back).

export const emailChannelAddressSchema = z
  .object({
    address: z.string(),
    /** The account's own address is confirmed from the start. */
    confirmed: z.boolean(),
  })
  .meta({ id: 'EmailChannelAddress' });

export const notificationChannelConfigSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('email'), addresses: z.array(emailChannelAddressSchema) }),
    z.object({ type: z.literal('webhook'), url: z.string(), hasSecret: z.boolean() }),
    z.object({ type: z.literal('slack'), url: z.string() }),
    z.object({ type: z.literal('discord'), url: z.string() }),
    z.object({ type: z.literal('teams'), url: z.string() }),
    z.object({
      type: z.literal('telegram'),
      chatId: z.string(),
      /** The last 4 characters of the bot token. */
      botTokenHint: z.string(),
    }),
  ])
  .meta({ id: 'NotificationChannelConfig' });
export type NotificationChannelConfig = z.infer<typeof notificationChannelConfigSchema>;

/** The latest finished or pending delivery to the channel ("send test" included). */
export const channelLastDeliverySchema = z
  .object({
    status: deliveryStatusSchema,
    at: isoDateTime,
    attempt: deliveryAttemptSchema.nullable(),
  })
  .meta({ id: 'ChannelLastDelivery' });

export const notificationChannelSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    type: notificationChannelTypeSchema,
    enabled: z.boolean(),
    config: notificationChannelConfigSchema,
    lastDelivery: channelLastDeliverySchema.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'NotificationChannel' });
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

export const createNotificationChannelBodySchema = z
  .strictObject({
    name: channelName,
    enabled: z.boolean().default(true),
    config: notificationChannelConfigInputSchema,
  })
  .meta({ id: 'CreateNotificationChannelBody' });
export type CreateNotificationChannelBody = z.input<typeof createNotificationChannelBodySchema>;

/** Fields left out stay. `config.type` must stay the channel's type. Enable or disable with `{ enabled }`. */
export const updateNotificationChannelBodySchema = z
  .strictObject({
    name: channelName.optional(),
    enabled: z.boolean().optional(),
    config: notificationChannelConfigInputSchema.optional(),
  })
  .refine((body) => body.name !== undefined || body.enabled !== undefined || body.config !== undefined, {
    message: 'Give at least one field to change',
    params: { cs: 'Zadejte alespoň jedno pole ke změně.', en: 'Give at least one field to change.' },
  })
  .meta({ id: 'UpdateNotificationChannelBody' });
export type UpdateNotificationChannelBody = z.input<typeof updateNotificationChannelBodySchema>;

export const notificationChannelIdParamsSchema = z.strictObject({ id: z.uuid() });

export const notificationChannelListDataSchema = z
  .object({ channels: z.array(notificationChannelSchema) })
  .meta({ id: 'NotificationChannelList' });
export type NotificationChannelListData = z.infer<typeof notificationChannelListDataSchema>;
export const notificationChannelDataSchema = z
  .object({ channel: notificationChannelSchema })
  .meta({ id: 'NotificationChannelData' });
export type NotificationChannelData = z.infer<typeof notificationChannelDataSchema>;
export const notificationChannelDeletedDataSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'NotificationChannelDeleted' });

/** The answer of "send test": one attempt, sent at once (no retries); a failure is a result, not an error. */
export const channelTestResultDataSchema = z
  .object({ result: deliveryAttemptSchema })
  .meta({ id: 'NotificationChannelTestResult' });
export type ChannelTestResultData = z.infer<typeof channelTestResultDataSchema>;

export const channelDeliveriesQuerySchema = z
  .strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) })
  .meta({ id: 'NotificationChannelDeliveriesQuery' });
export const channelDeliveriesDataSchema = z
  .object({ deliveries: z.array(deliverySchema) })
  .meta({ id: 'NotificationChannelDeliveries' });
export type ChannelDeliveriesData = z.infer<typeof channelDeliveriesDataSchema>;

/** The token from the confirmation e-mail's link (`/settings/notifications/channels?confirmEmail=<token>`). */
export const confirmChannelEmailBodySchema = z
  .strictObject({
    token: z
      .string()
      .min(16)
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .meta({ id: 'ConfirmChannelEmailBody' });
export const confirmChannelEmailDataSchema = z
  .object({ address: z.string(), confirmed: z.literal(true) })
  .meta({ id: 'ConfirmChannelEmail' });

const tags = ['Notification channels'];

export const notificationChannelRouteSchemas = {
  list: {
    summary: "The caller's notification channels",
    tags,
    response: notificationChannelListDataSchema,
  },
  create: {
    summary: 'Add a channel (e-mail, webhook, Slack, Discord, Microsoft Teams, Telegram)',
    tags,
    body: createNotificationChannelBodySchema,
    response: notificationChannelDataSchema,
  },
  get: {
    summary: 'One channel',
    tags,
    params: notificationChannelIdParamsSchema,
    response: notificationChannelDataSchema,
  },
  update: {
    summary: 'Edit a channel, or enable / disable it',
    tags,
    params: notificationChannelIdParamsSchema,
    body: updateNotificationChannelBodySchema,
    response: notificationChannelDataSchema,
  },
  delete: {
    summary: 'Delete a channel (rules drop it; pending deliveries to it are cancelled)',
    tags,
    params: notificationChannelIdParamsSchema,
    response: notificationChannelDeletedDataSchema,
  },
  test: {
    summary: 'Send a test message now and answer how it went',
    tags,
    params: notificationChannelIdParamsSchema,
    response: channelTestResultDataSchema,
  },
  deliveries: {
    summary: 'Recent deliveries to the channel with every attempt, newest first',
    tags,
    params: notificationChannelIdParamsSchema,
    query: channelDeliveriesQuerySchema,
    response: channelDeliveriesDataSchema,
  },
  confirmEmail: {
    summary: 'Confirm an e-mail channel address with the token from its confirmation link',
    tags,
    body: confirmChannelEmailBodySchema,
    response: confirmChannelEmailDataSchema,
  },
} as const;
