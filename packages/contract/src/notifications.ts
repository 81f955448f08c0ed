import { z } from 'zod';
import { notificationKindSchema, notificationParamsSchema } from './notification-kinds';

// In-app notifications (the bell and /notifications), spec §3 and §7.

const isoDateTime = z.iso.datetime({ offset: true });

/** Delivery status; the UI shows any other value as neutral. */
export const notificationStatusSchema = z.enum(['failed', 'sent', 'pending']).meta({ id: 'NotificationStatus' });
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

export const notificationSchema = z
  .object({
    id: z.uuid(),
    /** What happened, as a code; null for notifications an older version stored as text (then read `subject`). */
    kind: notificationKindSchema.nullable(),
    /** The values the text of `kind` is made of (the website's name, the cause code…). */
    params: notificationParamsSchema,
    /** `kind` and `params` as text in the request's language, for API clients; the app renders its own. */
    subject: z.string(),
    content: z.string(),
    status: notificationStatusSchema,
    isRead: z.boolean(),
    createdAt: isoDateTime,
    /** The incident the notification is about, when there is one. */
    incidentId: z.uuid().optional(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z
  .strictObject({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    offset: z.coerce.number().int().min(0).default(0),
    /** Only unread notifications. */
    unread: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
  })
  .meta({ id: 'NotificationListQuery' });
/** What a client sends (every field optional). */
export type NotificationListQuery = Partial<z.output<typeof notificationListQuerySchema>>;

/** Newest first. */
export const notificationListDataSchema = z
  .object({ notifications: z.array(notificationSchema) })
  .meta({ id: 'NotificationList' });
export type NotificationListData = z.infer<typeof notificationListDataSchema>;

export const unreadCountDataSchema = z
  .object({ count: z.number().int().nonnegative() })
  .meta({ id: 'NotificationUnreadCount' });
export type UnreadCountData = z.infer<typeof unreadCountDataSchema>;

export const notificationIdParamsSchema = z.strictObject({ id: z.uuid() });

export const notificationDataSchema = z.object({ notification: notificationSchema }).meta({ id: 'NotificationData' });
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** How many notifications a bulk action changed. */
export const notificationBulkDataSchema = z
  .object({ count: z.number().int().nonnegative() })
  .meta({ id: 'NotificationBulkResult' });

export const notificationDeletedDataSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'NotificationDeleted' });

const tags = ['Notifications'];

export const notificationRouteSchemas = {
  list: {
    summary: "The signed-in user's notifications, newest first",
    tags,
    query: notificationListQuerySchema,
    response: notificationListDataSchema,
  },
  unreadCount: {
    summary: 'How many notifications are unread',
    tags,
    response: unreadCountDataSchema,
  },
  markRead: {
    summary: 'Mark one notification as read',
    tags,
    params: notificationIdParamsSchema,
    response: notificationDataSchema,
  },
  markAllRead: {
    summary: 'Mark every notification as read',
    tags,
    response: notificationBulkDataSchema,
  },
  delete: {
    summary: 'Delete one notification',
    tags,
    params: notificationIdParamsSchema,
    response: notificationDeletedDataSchema,
  },
  deleteAll: {
    summary: 'Delete every notification',
    tags,
    response: notificationBulkDataSchema,
  },
} as const;
