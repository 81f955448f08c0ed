import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How often an e-mail of one purpose went to one key (an address, a user) in the current period: the database decides
 * who may send, in one statement (`src/mail/once-per-period.ts`), so a burst of requests sends no more than the rule.
 */
export const mailAllowances = pgTable(
  'mail_allowances',
  {
    purpose: text('purpose').notNull(),
    key: text('key').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    sentInPeriod: integer('sent_in_period').notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.key] })],
);
