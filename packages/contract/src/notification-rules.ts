import { z } from 'zod';
import { notificationEventTypeSchema, timeZoneSchema } from './notification-events';

// Notification rules (issue 7 §3): which events of which websites go to which channels, when, and how often.
// A rule belongs to the user who made it and sends to that user's channels; it covers websites the user may see.

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;
const ruleName = z.string().trim().min(1).max(100).regex(noControlCharacters);
const clockTime = z.string().refine((value) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value), {
  message: 'Use HH:MM',
  params: { cs: 'Zadejte čas ve tvaru HH:MM.', en: 'Use the form HH:MM.' },
});
const unique = <T>(list: T[]) => new Set(list).size === list.length;
const uniqueIds = z
  .array(z.uuid())
  .max(100)
  .refine(unique, {
    message: 'Items must be unique',
    params: { cs: 'Položky se nesmí opakovat.', en: 'Items must be unique.' },
  });

/**
 * Nothing is sent from `start` to `end` (local time of `timeZone`; `end` before `start` spans midnight) on the given
 * ISO weekdays (1 = Monday … 7 = Sunday; all days when empty). Messages that fall inside wait until the quiet hours end;
 * a "resolved" whose incident's "opened" is still waiting replaces it (neither is sent).
 */
export const quietHoursSchema = z
  .strictObject({
    start: clockTime,
    end: clockTime,
    timeZone: timeZoneSchema,
    days: z.array(z.number().int().min(1).max(7)).max(7).refine(unique).default([]),
  })
  .refine((q) => q.start !== q.end, {
    message: 'Start and end must differ',
    params: { cs: 'Začátek a konec se musí lišit.', en: 'Start and end must differ.' },
    path: ['end'],
  })
  .meta({ id: 'QuietHours' });
export type QuietHours = z.output<typeof quietHoursSchema>;

/** While an incident stays unacknowledged for `afterMinutes`, also notify these channels. */
export const escalationSchema = z
  .strictObject({
    afterMinutes: z.number().int().min(1).max(10_080),
    channelIds: uniqueIds.min(1),
  })
  .meta({ id: 'Escalation' });
export type Escalation = z.infer<typeof escalationSchema>;

const ruleFields = {
  name: ruleName,
  enabled: z.boolean(),
  events: z
    .array(notificationEventTypeSchema)
    .min(1)
    .refine(unique, {
      message: 'Events must be unique',
      params: { cs: 'Události se nesmí opakovat.', en: 'Events must be unique.' },
    }),
  /** Websites the rule covers. Empty `websiteIds` and `teamIds` = every website the user may see. */
  websiteIds: uniqueIds,
  /** Every website of these teams (the user must be a member). */
  teamIds: uniqueIds,
  channelIds: uniqueIds.min(1),
  quietHours: quietHoursSchema.nullable(),
  /** Repeat the "incident opened" message every N minutes while the incident stays open and unacknowledged. */
  renotifyMinutes: z.number().int().min(5).max(1440).nullable(),
  escalation: escalationSchema.nullable(),
};

export const notificationRuleSchema = z
  .object({
    id: z.uuid(),
    ...ruleFields,
    quietHours: z
      .object({ start: z.string(), end: z.string(), timeZone: z.string(), days: z.array(z.number().int()) })
      .nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'NotificationRule' });
export type NotificationRule = z.infer<typeof notificationRuleSchema>;

export const createNotificationRuleBodySchema = z
  .strictObject({
    name: ruleFields.name,
    enabled: ruleFields.enabled.default(true),
    events: ruleFields.events,
    websiteIds: ruleFields.websiteIds.default([]),
    teamIds: ruleFields.teamIds.default([]),
    channelIds: ruleFields.channelIds,
    quietHours: ruleFields.quietHours.default(null),
    renotifyMinutes: ruleFields.renotifyMinutes.default(null),
    escalation: ruleFields.escalation.default(null),
  })
  .meta({ id: 'CreateNotificationRuleBody' });
export type CreateNotificationRuleBody = z.input<typeof createNotificationRuleBodySchema>;

/** Fields left out stay as they are. */
export const updateNotificationRuleBodySchema = z
  .strictObject({
    name: ruleFields.name.optional(),
    enabled: ruleFields.enabled.optional(),
    events: ruleFields.events.optional(),
    websiteIds: ruleFields.websiteIds.optional(),
    teamIds: ruleFields.teamIds.optional(),
    channelIds: ruleFields.channelIds.optional(),
    quietHours: ruleFields.quietHours.optional(),
    renotifyMinutes: ruleFields.renotifyMinutes.optional(),
    escalation: ruleFields.escalation.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Give at least one field to change',
    params: { cs: 'Zadejte alespoň jedno pole ke změně.', en: 'Give at least one field to change.' },
  })
  .meta({ id: 'UpdateNotificationRuleBody' });
export type UpdateNotificationRuleBody = z.input<typeof updateNotificationRuleBodySchema>;

export const notificationRuleIdParamsSchema = z.strictObject({ id: z.uuid() });
export const notificationRuleListDataSchema = z
  .object({ rules: z.array(notificationRuleSchema) })
  .meta({ id: 'NotificationRuleList' });
export type NotificationRuleListData = z.infer<typeof notificationRuleListDataSchema>;
export const notificationRuleDataSchema = z
  .object({ rule: notificationRuleSchema })
  .meta({ id: 'NotificationRuleData' });
export type NotificationRuleData = z.infer<typeof notificationRuleDataSchema>;
export const notificationRuleDeletedDataSchema = z
  .object({ deleted: z.literal(true) })
  .meta({ id: 'NotificationRuleDeleted' });

const tags = ['Notification rules'];

export const notificationRuleRouteSchemas = {
  list: {
    summary: "The caller's notification rules",
    tags,
    response: notificationRuleListDataSchema,
  },
  create: {
    summary: 'Add a rule',
    tags,
    body: createNotificationRuleBodySchema,
    response: notificationRuleDataSchema,
  },
  get: {
    summary: 'One rule',
    tags,
    params: notificationRuleIdParamsSchema,
    response: notificationRuleDataSchema,
  },
  update: {
    summary: 'Edit a rule, or enable / disable it',
    tags,
    params: notificationRuleIdParamsSchema,
    body: updateNotificationRuleBodySchema,
    response: notificationRuleDataSchema,
  },
  delete: {
    summary: 'Delete a rule',
    tags,
    params: notificationRuleIdParamsSchema,
    response: notificationRuleDeletedDataSchema,
  },
} as const;
