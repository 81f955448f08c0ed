import { z } from 'zod';
import { languageSchema } from './auth';
import { notificationEventTypeSchema, notificationEventTypes, timeZoneSchema } from './notification-events';

// The signed-in user's own notifications (issue 7 §4; screen /settings/notifications = /notifications/settings):
// per event, whether it lands in the bell (in-app) and in an e-mail to the account's address, instant or as a digest,
// and the language and time zone of messages. Language and time zone are the same values as `language` and `timezone`
// of /api/user/settings (one setting, two views); `emailNotifications` there stays the master switch for these e-mails.
// Covers the websites the user owns and those of the user's teams. Channels and rules are separate (and also apply).

export const eventToggleSchema = z
  .strictObject({ email: z.boolean(), inApp: z.boolean() })
  .meta({ id: 'NotificationEventToggle' });
export type EventToggle = z.infer<typeof eventToggleSchema>;

/** instant: an e-mail per event; hourly / daily: one e-mail collecting them (daily at 08:00 in the user's zone). */
export const digestModeSchema = z.enum(['instant', 'hourly', 'daily']).meta({ id: 'NotificationDigestMode' });
export type DigestMode = z.infer<typeof digestModeSchema>;

const eventToggles = Object.fromEntries(notificationEventTypes.map((type) => [type, eventToggleSchema])) as Record<
  (typeof notificationEventTypes)[number],
  typeof eventToggleSchema
>;

export const notificationEventTogglesSchema = z.object(eventToggles).meta({ id: 'NotificationEventToggles' });
export type NotificationEventToggles = z.infer<typeof notificationEventTogglesSchema>;

export const notificationSettingsSchema = z
  .object({
    events: notificationEventTogglesSchema,
    digest: digestModeSchema,
    language: languageSchema,
    timeZone: z.string(),
  })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * Defaults of a new account: incidents and TLS / domain / heartbeat problems in both, pauses and the summary in-app
 * only; degraded performance is off until chosen; detected changes in both (watching a website's values is itself
 * the choice: nothing is watched until a website's form turns it on).
 */
export const DEFAULT_NOTIFICATION_EVENT_TOGGLES: NotificationEventToggles = {
  'incident.opened': { email: true, inApp: true },
  'incident.acknowledged': { email: false, inApp: true },
  'incident.resolved': { email: true, inApp: true },
  'tls.expiring': { email: true, inApp: true },
  'domain.expiring': { email: true, inApp: true },
  'heartbeat.missed': { email: true, inApp: true },
  'website.paused': { email: false, inApp: true },
  'website.degraded': { email: false, inApp: false },
  'website.recovered_performance': { email: false, inApp: false },
  'website.changed': { email: true, inApp: true },
  'summary.weekly': { email: false, inApp: false },
};

/** Fields left out stay; `events` may name only the events that change. */
export const updateNotificationSettingsBodySchema = z
  .strictObject({
    events: z.partialRecord(notificationEventTypeSchema, eventToggleSchema).optional(),
    digest: digestModeSchema.optional(),
    language: languageSchema.optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .meta({ id: 'UpdateNotificationSettingsBody' });
export type UpdateNotificationSettingsBody = z.input<typeof updateNotificationSettingsBodySchema>;

export const notificationSettingsDataSchema = z
  .object({ settings: notificationSettingsSchema })
  .meta({ id: 'NotificationSettingsData' });
export type NotificationSettingsData = z.infer<typeof notificationSettingsDataSchema>;

/** The token from the unsubscribe link of a summary e-mail (`List-Unsubscribe`). */
export const unsubscribeSummaryQuerySchema = z
  .strictObject({
    token: z
      .string()
      .min(16)
      .max(300)
      .regex(/^[A-Za-z0-9_.-]+$/),
  })
  .meta({ id: 'UnsubscribeSummaryQuery' });
export const unsubscribeSummaryDataSchema = z
  .object({ unsubscribed: z.literal(true) })
  .meta({ id: 'UnsubscribeSummary' });

const tags = ['Notifications'];

export const notificationSettingsRouteSchemas = {
  get: {
    summary: "The user's own notification settings",
    tags,
    response: notificationSettingsDataSchema,
  },
  update: {
    summary: 'Change the notification settings',
    tags,
    body: updateNotificationSettingsBodySchema,
    response: notificationSettingsDataSchema,
  },
  unsubscribeSummary: {
    summary: 'One-click unsubscribe from weekly summary e-mails (RFC 8058)',
    description:
      'The `List-Unsubscribe` link of a summary e-mail; mail clients POST `List-Unsubscribe=One-Click` ' +
      '(application/x-www-form-urlencoded). Turns the e-mail of `summary.weekly` off.',
    tags,
    query: unsubscribeSummaryQuerySchema,
    response: unsubscribeSummaryDataSchema,
  },
} as const;
