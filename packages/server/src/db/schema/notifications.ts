import {
  type CauseParams,
  type ChannelConfigInputOf,
  type ChannelSecretOf,
  type IncidentUpdateStatus,
  type NotificationChannelType,
  type NotificationKind,
  type NotificationParams,
  notificationChannelTypes,
} from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { incidents } from './incidents';
import { websites } from './monitoring';
import { statusPageSubscribers } from './status-pages';
import { users } from './users';

// Notifications (issue 7): the bell, channels, rules, per-user settings and the delivery outbox.

export const notificationStatusValues = ['pending', 'sent', 'failed'] as const;

/**
 * In-app notifications (the bell). `status` follows the deliveries made for the same event (pending → sent / failed).
 * What it says is `kind` + `params`, worded in the reader's language when read; `subject` and `content` hold the text
 * of notifications made before kinds existed (kind null).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    subject: text('subject'),
    content: text('content'),
    status: text('status', { enum: notificationStatusValues }).notNull().default('sent'),
    isRead: boolean('is_read').notNull().default(false),
    incidentId: uuid('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
    websiteId: uuid('website_id').references(() => websites.id, { onDelete: 'set null' }),
    /** One notification per (event, user): makes the outbox fan-out idempotent. */
    dedupKey: text('dedup_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_dedup_key').on(t.dedupKey),
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.isRead}`),
    check('notifications_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/**
 * A channel's configuration as stored: what the client sent, with every secret present (a required one as a string,
 * an optional one as a string or null). E-mail addresses carry their confirmation; a Web Push subscription the push
 * service called gone carries `expired` (a new subscription is stored without it).
 */
export type StoredConfigOf<T extends NotificationChannelType> = T extends 'email'
  ? { type: 'email'; addresses: { address: string; confirmed: boolean; tokenHash: string | null }[] }
  : Omit<ChannelConfigInputOf<T>, ChannelSecretOf<T>> & {
      [K in ChannelSecretOf<T>]-?: Exclude<ChannelConfigInputOf<T>[K & keyof ChannelConfigInputOf<T>], undefined>;
    } & (T extends 'webpush' ? { expired?: boolean } : unknown);
export type StoredChannelConfig = { [T in NotificationChannelType]: StoredConfigOf<T> }[NotificationChannelType];

export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: notificationChannelTypes }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    config: jsonb('config').$type<StoredChannelConfig>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_channels_user_idx').on(t.userId, t.createdAt)],
);

export const notificationRules = pgTable(
  'notification_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    events: jsonb('events').$type<string[]>().notNull(),
    websiteIds: jsonb('website_ids').$type<string[]>().notNull().default([]),
    teamIds: jsonb('team_ids').$type<string[]>().notNull().default([]),
    channelIds: jsonb('channel_ids').$type<string[]>().notNull(),
    quietHours: jsonb('quiet_hours').$type<{ start: string; end: string; timeZone: string; days: number[] } | null>(),
    renotifyMinutes: integer('renotify_minutes'),
    escalation: jsonb('escalation').$type<{ afterMinutes: number; channelIds: string[] } | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notification_rules_user_idx').on(t.userId, t.createdAt)],
);

/** Per-user settings of personal notifications (a missing row = the defaults). Language and time zone are on users. */
export const userNotificationSettings = pgTable('user_notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  events: jsonb('events').$type<Record<string, { email: boolean; inApp: boolean }>>().notNull(),
  digest: text('digest', { enum: ['instant', 'hourly', 'daily'] })
    .notNull()
    .default('instant'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deliveryStatusValues = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type DeliveryStatusValue = (typeof deliveryStatusValues)[number];

/** What a delivery tells (rendered at send time in the recipient's language and time zone). */
export interface DeliveryPayload {
  event: string;
  at: string;
  website: { id: string; name: string; url: string } | null;
  /** The website's check type (`heartbeat` messages name the heartbeat); absent in deliveries made before it was kept. */
  websiteType?: string;
  incident: {
    id: string;
    status: 'open' | 'acknowledged' | 'resolved';
    causeCode: string | null;
    /** Absent in deliveries made before cause values were kept. */
    causeParams?: CauseParams;
    causeMessage: string | null;
  } | null;
  actorName: string | null;
  /** The certificate a `tls.expiring` message is about. */
  certificate?: { validTo: string; daysLeft: number };
  /** The domain registration a `domain.expiring` message is about. */
  domain?: { expiresAt: string; daysLeft: number };
  /** `website.changed`: the change (its id, the watched item, the first difference in a few words each side). */
  change?: { id: string; item: string; before: string; after: string };
  /** `website.degraded` / `website.recovered_performance`: the response time judged (ms) and the budget. */
  performance?: { responseMs: number; budgetMs: number; mode: 'each' | 'p95' };
  /** An incident's alert held for its dependents: the websites linked to it ("X a 12 závislých webů…"). */
  dependents?: { id: string; name: string }[];
  /** An incident's alert held while the website it depends on was down: that website's name (it recovered first). */
  afterParent?: string;
  /** Re-notification number (1, 2…) or escalation, for the subject. */
  repeat?: number;
  escalation?: boolean;
  /** A step of the website's escalation policy (round and step from 1): its messages carry an acknowledgement link. */
  escalationStep?: { round: number; step: number };
  test?: boolean;
  /** The receivers an earlier attempt reached (an SMS channel's numbers): a retry leaves them out. */
  reached?: string[];
  /** A digest e-mail: the events it collects. */
  digest?: DeliveryPayload[];
  /** A checker's network failed (`checker.unreachable`): its region and how many hosts it could not reach. */
  checker?: { region: string; hosts: number };
  /** No live worker serves these regions of the website (`region.no_worker`). */
  noWorker?: { regions: string[] };
  /** `on_call.shift_starting`: the schedule, the shift that starts soon, and the zone its person reads times in. */
  onCall?: { scheduleId: string; scheduleName: string; startsAt: string; endsAt: string; timeZone: string };
  /** The weekly summary: per website, incidents and downtime of the past seven days. */
  summary?: { from: string; to: string; websites: { name: string; incidents: number; downtimeMinutes: number }[] };
  /** A status page's notice to one subscriber (kind `subscriber`): see status-pages/subscriber-notices.ts. */
  statusPage?: StatusPageNotice;
}

/** What a status page tells a subscriber; the page's name and address are read when it is sent. */
export type StatusPageNotice = { pageId: string } & (
  | {
      event: 'incident.opened' | 'incident.updated' | 'incident.resolved';
      incident: { id: string; websiteName: string; startedAt: string; resolvedAt: string | null };
      update: { status: IncidentUpdateStatus; message: { cs: string | null; en: string | null } } | null;
    }
  | {
      event: 'maintenance.scheduled';
      maintenance: { title: string; description: string | null; startsAt: string; endsAt: string };
    }
  /** The webhook's confirmation: the receiver echoes `challenge` (README, Status pages). */
  | { event: 'subscription.challenge'; challenge: string }
);

/**
 * The delivery outbox: one row per (event, channel) — or per (event, user) for e-mails to the account's address, or
 * per (page event, subscriber) for a status page's subscribers — keyed by `dedup_key` (unique), so fanning an event out twice creates nothing new. A worker claims due rows with a
 * lease (`FOR UPDATE SKIP LOCKED`), sends, and records the attempt and the outcome in one transaction.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupKey: text('dedup_key').notNull(),
    /** The user whose channel or address it goes to (their language and time zone); null for a page's subscriber. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Null for an e-mail to the account's own address (user settings). */
    channelId: uuid('channel_id').references(() => notificationChannels.id, { onDelete: 'set null' }),
    /** A status page's subscriber (kind `subscriber`): an unsubscribe takes its waiting notices with it. */
    subscriberId: uuid('subscriber_id').references(() => statusPageSubscribers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['channel', 'account_email', 'subscriber'] }).notNull(),
    /**
     * Re-notifications and escalations are cancelled when the incident is acknowledged or resolved; `digest` items wait
     * (never claimed) until they are folded into one e-mail; `challenge` asks a subscriber's webhook to confirm its URL.
     */
    purpose: text('purpose', { enum: ['event', 'renotify', 'escalation', 'test', 'digest', 'challenge'] })
      .notNull()
      .default('event'),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<DeliveryPayload>().notNull(),
    notificationId: uuid('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    incidentId: uuid('incident_id').references(() => incidents.id, { onDelete: 'set null' }),
    websiteId: uuid('website_id').references(() => websites.id, { onDelete: 'set null' }),
    status: text('status', { enum: deliveryStatusValues }).notNull().default('pending'),
    attemptCount: integer('attempt_count').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** Retries stop after this (24 h after creation). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    /**
     * One incident event's e-mail to one address (`emailSlot` in delivery/one-email-per-address.ts): the personal e-mail
     * and an escalation policy's first step hold the same slot, and the unique index lets only one of them live.
     */
    emailSlot: text('email_slot'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_dedup_key').on(t.dedupKey),
    index('notification_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notification_deliveries_channel_idx').on(t.channelId, t.createdAt),
    index('notification_deliveries_notification_idx').on(t.notificationId),
    index('notification_deliveries_incident_idx').on(t.incidentId),
    index('notification_deliveries_subscriber_idx').on(t.subscriberId),
    uniqueIndex('notification_deliveries_email_slot').on(t.emailSlot).where(sql`${t.status} in ('pending', 'sent')`),
    check('notification_deliveries_recipient_check', sql`${t.userId} is not null or ${t.subscriberId} is not null`),
    check('notification_deliveries_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'cancelled')`),
  ],
);

/** Every attempt of a delivery: when, how it went, the receiver's status code, the error. */
export const notificationDeliveryAttempts = pgTable(
  'notification_delivery_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => notificationDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    ok: boolean('ok').notNull(),
    responseCode: integer('response_code'),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('notification_delivery_attempts_delivery_idx').on(t.deliveryId, t.id)],
);

export type NotificationRow = typeof notifications.$inferSelect;
/** A notification the outbox fan-out created: whom the pipeline tells of it live. */
export type CreatedNotification = Pick<NotificationRow, 'id' | 'userId' | 'incidentId'>;
export type NotificationChannelRow = typeof notificationChannels.$inferSelect;
export type NotificationRuleRow = typeof notificationRules.$inferSelect;
export type NotificationDeliveryRow = typeof notificationDeliveries.$inferSelect;
export type NotificationDeliveryAttemptRow = typeof notificationDeliveryAttempts.$inferSelect;
