import type { MaintenanceRecurrence } from '@hlidka/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { websites } from './monitoring';
import { statusPageGroups, statusPages } from './status-pages';
import { teams } from './teams';
import { users } from './users';

/**
 * A maintenance window (issue 17 §5): a first start as a wall-clock time in a zone, a duration and a recurrence. Its
 * occurrences are worked out when needed (monitoring/maintenance); `first_starts_at` and `last_ends_at` (null: it
 * repeats for ever) bound them so that lookups skip windows long over or not begun.
 */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    /** `2026-12-01T22:00` in `time_zone`. */
    startsAtLocal: text('starts_at_local').notNull(),
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    recurrence: jsonb('recurrence').$type<MaintenanceRecurrence>().notNull(),
    notifyMinutesBefore: integer('notify_minutes_before'),
    firstStartsAt: timestamp('first_starts_at', { withTimezone: true }).notNull(),
    lastEndsAt: timestamp('last_ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_windows_owner_idx').on(t.ownerId), index('maintenance_windows_team_idx').on(t.teamId)],
);
export type MaintenanceWindowRow = typeof maintenanceWindows.$inferSelect;

/** Websites a window covers directly. */
export const maintenanceWindowWebsites = pgTable(
  'maintenance_window_websites',
  {
    windowId: uuid('window_id')
      .notNull()
      .references(() => maintenanceWindows.id, { onDelete: 'cascade' }),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.windowId, t.websiteId] }),
    index('maintenance_window_websites_website_idx').on(t.websiteId),
  ],
);

/** Status pages a window covers: every website on them, as the page is at the time. */
export const maintenanceWindowStatusPages = pgTable(
  'maintenance_window_status_pages',
  {
    windowId: uuid('window_id')
      .notNull()
      .references(() => maintenanceWindows.id, { onDelete: 'cascade' }),
    statusPageId: uuid('status_page_id')
      .notNull()
      .references(() => statusPages.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.windowId, t.statusPageId] }),
    index('maintenance_window_status_pages_page_idx').on(t.statusPageId),
  ],
);

/** Groups of status pages a window covers: every website in them, as the group is at the time. */
export const maintenanceWindowGroups = pgTable(
  'maintenance_window_groups',
  {
    windowId: uuid('window_id')
      .notNull()
      .references(() => maintenanceWindows.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => statusPageGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.windowId, t.groupId] }), index('maintenance_window_groups_group_idx').on(t.groupId)],
);
