import {
  DEFAULT_STATUS_PAGE_TIME_ZONE,
  incidentUpdateStatusValues,
  type Language,
  statusPageAccessValues,
  statusPageLanguageValues,
  subscriberKindValues,
} from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { incidents } from './incidents';
import { websites } from './monitoring';
import { teams } from './teams';
import { users } from './users';

/** A public status page (issue 17): what it is called, where it lives, how it looks. Its layout is in the tables below. */
export const statusPages = pgTable(
  'status_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    footer: text('footer'),
    logoUrl: text('logo_url'),
    accentColor: text('accent_color'),
    language: text('language', { enum: statusPageLanguageValues }).notNull().default('auto'),
    /** The zone visitors read the page's times in (IANA name, checked against Intl's list on the way in). */
    timeZone: text('time_zone').notNull().default(DEFAULT_STATUS_PAGE_TIME_ZONE),
    showResponseTimes: boolean('show_response_times').notNull().default(true),
    customDomain: text('custom_domain'),
    published: boolean('published').notNull().default(true),
    /** Who may read the page (issue 29): everyone, with the password, from the allowlist, or the team's members. */
    access: text('access', { enum: statusPageAccessValues }).notNull().default('public'),
    /** argon2id, as account passwords; null without a password. */
    passwordHash: text('password_hash'),
    /** Addresses and CIDR ranges, validated on the way in. */
    allowlist: text('allowlist').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('status_pages_slug_key').on(t.slug),
    check('status_pages_access_check', sql`${t.access} in ('public', 'password', 'allowlist', 'members')`),
    uniqueIndex('status_pages_custom_domain_key').on(t.customDomain).where(sql`${t.customDomain} is not null`),
    index('status_pages_owner_idx').on(t.ownerId),
    index('status_pages_team_idx').on(t.teamId),
    check('status_pages_language_check', sql`${t.language} in ('auto', 'cs', 'en')`),
  ],
);
export type StatusPageRow = typeof statusPages.$inferSelect;

/** A named group of websites on a page, in order. */
export const statusPageGroups = pgTable(
  'status_page_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('status_page_groups_page_idx').on(t.statusPageId, t.position)],
);
export type StatusPageGroupRow = typeof statusPageGroups.$inferSelect;

/**
 * A website on a page, in its group, under its public name. `badgeKey` is its address on the page (badges, the
 * public answer), so that a visitor never learns the website's id.
 */
export const statusPageWebsites = pgTable(
  'status_page_websites',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => statusPageGroups.id, { onDelete: 'cascade' }),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    displayName: text('display_name'),
    position: integer('position').notNull(),
    badgeKey: text('badge_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.websiteId] }),
    uniqueIndex('status_page_websites_badge_key').on(t.statusPageId, t.badgeKey),
    index('status_page_websites_website_idx').on(t.websiteId),
  ],
);
export type StatusPageWebsiteRow = typeof statusPageWebsites.$inferSelect;

/** What the team tells visitors about an incident, per language; shown on every page with the incident's website. */
export const incidentUpdates = pgTable(
  'incident_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: incidentUpdateStatusValues }).notNull(),
    messageCs: text('message_cs'),
    messageEn: text('message_en'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status or text was last changed (the update keeps its `created_at`); null if never. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('incident_updates_incident_idx').on(t.incidentId, t.createdAt),
    check(
      'incident_updates_status_check',
      sql`${t.status} in ('investigating', 'identified', 'monitoring', 'resolved')`,
    ),
    check('incident_updates_message_check', sql`${t.messageCs} is not null or ${t.messageEn} is not null`),
  ],
);
export type IncidentUpdateRow = typeof incidentUpdates.$inferSelect;

/**
 * A visitor subscribed to a page: an e-mail address (confirmed by a link: double opt-in) or a webhook URL. The
 * confirmation token is kept hashed; unsubscribe links are signed with the subscriber's id (nothing to store).
 */
export const statusPageSubscribers = pgTable(
  'status_page_subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: subscriberKindValues }).notNull(),
    /** The e-mail address (lower-case) or the webhook URL. */
    target: text('target').notNull(),
    language: text('language').$type<Language>().notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('status_page_subscribers_target_key').on(t.statusPageId, t.kind, t.target),
    uniqueIndex('status_page_subscribers_token_key')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    check('status_page_subscribers_kind_check', sql`${t.kind} in ('email', 'webhook')`),
    check('status_page_subscribers_language_check', sql`${t.language} in ('cs', 'en')`),
  ],
);
export type StatusPageSubscriberRow = typeof statusPageSubscribers.$inferSelect;

/**
 * Wrong passwords tried on a private page from one address in the current window (issue 29). Each attempt counts
 * before the password is checked, so parallel guesses cannot slip past the limit; the right password clears the row.
 */
export const statusPagePasswordAttempts = pgTable(
  'status_page_password_attempts',
  {
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    attempts: integer('attempts').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.statusPageId, t.address] })],
);
