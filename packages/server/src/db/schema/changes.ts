import {
  type ValueChangeStatus,
  valueChangeStatusValues,
  type WatchedItem,
  type WatchedValue,
  watchedItemValues,
} from '@hlidka/contract';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf, websites } from './monitoring';
import { users } from './users';

/**
 * Change detection (issue 28 item 6): per website and watched item, the accepted value and the last value seen
 * (each with its hash). The first value seen is accepted as it is; `seen` is written only when its hash changes, so an
 * unchanged website costs one read per batch and no write.
 */
export const watchedValues = pgTable(
  'watched_values',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    item: text('item', { enum: watchedItemValues }).$type<WatchedItem>().notNull(),
    accepted: jsonb('accepted').$type<WatchedValue>().notNull(),
    acceptedHash: text('accepted_hash').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    seen: jsonb('seen').$type<WatchedValue>().notNull(),
    seenHash: text('seen_hash').notNull(),
    /** When the value seen last took its present form. */
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'watched_values_pkey', columns: [t.websiteId, t.item] }),
    check('watched_values_item_check', oneOf(t.item, watchedItemValues)),
  ],
);
export type WatchedValueRow = typeof watchedValues.$inferSelect;

/** A detected change of a watched value: from the accepted value to a new one, open until accepted (or overtaken). */
export const valueChanges = pgTable(
  'value_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    item: text('item', { enum: watchedItemValues }).$type<WatchedItem>().notNull(),
    before: jsonb('before').$type<WatchedValue>().notNull(),
    after: jsonb('after').$type<WatchedValue>().notNull(),
    afterHash: text('after_hash').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: valueChangeStatusValues }).$type<ValueChangeStatus>().notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedByName: text('accepted_by_name'),
  },
  (t) => [
    index('value_changes_website_idx').on(t.websiteId, t.detectedAt),
    check('value_changes_item_check', oneOf(t.item, watchedItemValues)),
    check('value_changes_status_check', oneOf(t.status, valueChangeStatusValues)),
  ],
);
export type ValueChangeRow = typeof valueChanges.$inferSelect;
