import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { users } from './users';

// Saved reports (issue 9 §5): a selection and a period kind, owned by one user, optionally e-mailed monthly.

export const savedReports = pgTable(
  'saved_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['websites', 'team'] }).notNull(),
    websiteIds: jsonb('website_ids').$type<string[]>().notNull().default([]),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    period: text('period', { enum: ['this_month', 'last_month', 'custom'] }).notNull(),
    /** UTC days (YYYY-MM-DD) of a custom period. */
    fromDay: text('from_day'),
    toDay: text('to_day'),
    scheduleMonthly: boolean('schedule_monthly').notNull().default(false),
    recipients: jsonb('recipients').$type<string[]>().notNull().default([]),
    language: text('language', { enum: ['cs', 'en'] })
      .notNull()
      .default('cs'),
    /** The last month (YYYY-MM) whose report was e-mailed, or that needs none (the month before scheduling). */
    lastSentMonth: text('last_sent_month'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_reports_user_idx').on(t.userId, t.createdAt),
    index('saved_reports_scheduled_idx').on(t.lastSentMonth).where(sql`${t.scheduleMonthly}`),
    check('saved_reports_scope_check', sql`${t.scope} in ('websites', 'team')`),
    check('saved_reports_period_check', sql`${t.period} in ('this_month', 'last_month', 'custom')`),
  ],
);
export type SavedReportRow = typeof savedReports.$inferSelect;
