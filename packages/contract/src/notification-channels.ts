import { z } from 'zod';
import {
  type ChannelTypeDefinitions,
  channelTypeDefinitions,
  type NotificationChannelType,
} from './notification-channel-types';
import { deliveryAttemptSchema, deliverySchema, deliveryStatusSchema } from './notification-events';

// Notification channels (issue 7 §2): where messages go. Each belongs to the user who made it; an id of another user
// answers 404 like one that does not exist. Webhook and chat URLs must be public http(s) addresses (the same rules as
// checks; loopback and private addresses only with ALLOW_PRIVATE_TARGETS).

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;
const channelName = z.string().trim().min(1).max(100).regex(noControlCharacters);

export const notificationChannelTypes = Object.keys(channelTypeDefinitions) as [
  NotificationChannelType,
  ...NotificationChannelType[],
];
export const notificationChannelTypeSchema = z.enum(notificationChannelTypes).meta({ id: 'NotificationChannelType' });

type Definition = ChannelTypeDefinitions[NotificationChannelType];
const definitions = Object.values(channelTypeDefinitions) as Definition[];

/** What a client sends, per type (see notification-channel-types.ts). */
export const notificationChannelConfigInputSchema = z
  .discriminatedUnion(
    'type',
    definitions.map((d) => d.input) as unknown as [Definition['input'], ...Definition['input'][]],
  )
  .meta({ id: 'NotificationChannelConfigBody' });
export type NotificationChannelConfigInput = z.infer<typeof notificationChannelConfigInputSchema>;

/** What the API answers, per type (secrets are never sent back: `hasX` or the last 4 characters as `xHint`). */
export const notificationChannelConfigSchema = z
  .discriminatedUnion(
    'type',
    definitions.map((d) => d.public) as unknown as [Definition['public'], ...Definition['public'][]],
  )
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

/** The server's VAPID public key (base64url), which a browser subscribes to Web Push with. */
export const webPushKeyDataSchema = z
  .object({ publicKey: z.string().regex(/^[A-Za-z0-9_-]+$/) })
  .meta({ id: 'WebPushKey' });
export type WebPushKeyData = z.infer<typeof webPushKeyDataSchema>;

const tags = ['Notification channels'];

export const notificationChannelRouteSchemas = {
  list: {
    summary: "The caller's notification channels",
    tags,
    response: notificationChannelListDataSchema,
  },
  create: {
    summary: 'Add a channel (e-mail, webhook, chat and paging services: see NotificationChannelType)',
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
  webPushKey: {
    summary: "The server's VAPID public key for subscribing a browser to Web Push (a webpush channel)",
    tags,
    response: webPushKeyDataSchema,
  },
  confirmEmail: {
    summary: 'Confirm an e-mail channel address with the token from its confirmation link',
    tags,
    body: confirmChannelEmailBodySchema,
    response: confirmChannelEmailDataSchema,
  },
} as const;
