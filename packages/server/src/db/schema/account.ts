import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A pending e-mail change: one per user; the link sent to `newEmail` carries a token stored as SHA-256. The user's
 * e-mail changes only when the link is used.
 */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('email_change_requests_user_key').on(t.userId),
    uniqueIndex('email_change_requests_token_key').on(t.tokenHash),
  ],
);

export type EmailChangeRequestRow = typeof emailChangeRequests.$inferSelect;

/**
 * Uploaded avatars (one per user; a new upload gets a new id, so the public URL changes and caches never go stale).
 */
export const avatars = pgTable(
  'avatars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    data: text('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avatars_user_idx').on(t.userId)],
);

export type AvatarRow = typeof avatars.$inferSelect;
