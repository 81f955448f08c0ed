import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A message sent through the help centre's contact form. Goes with the account. */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    category: text('category'),
    language: text('language', { enum: ['cs', 'en'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the message reached the support address (null: not sent, e.g. no SUPPORT_EMAIL). */
    supportNotifiedAt: timestamp('support_notified_at', { withTimezone: true }),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('help_requests_reference_key').on(t.reference),
    index('help_requests_user_idx').on(t.userId, t.createdAt),
  ],
);
export type HelpRequestRow = typeof helpRequests.$inferSelect;
