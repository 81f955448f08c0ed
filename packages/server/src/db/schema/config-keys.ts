import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The stable key of an item in the configuration document (monitoring as code, issue 29 item 1): one row per item of
 * a user's document (`kind`: a list of the document, or `statusPageGroups`, whose keys are `page-key/group-key`). A
 * key the user chose in a document that was applied, or one made from the item's name when it was first exported. A row
 * whose item is gone is dropped when its key is needed again (items of several tables: no foreign key to them).
 */
export const configKeys = pgTable(
  'config_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    itemId: uuid('item_id').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.itemId] }), uniqueIndex('config_keys_key_idx').on(t.userId, t.kind, t.key)],
);
export type ConfigKeyRow = typeof configKeys.$inferSelect;
