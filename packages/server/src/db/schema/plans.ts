import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Plans and their limits (seeded from src/plans/config.ts at start; the config file is the source of truth).
 * Prices belong to billing; this table holds what the engine enforces.
 */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  websiteLimit: integer('website_limit').notNull(),
  minIntervalSeconds: integer('min_interval_seconds').notNull(),
  teamMemberLimit: integer('team_member_limit').notNull(),
  /** How long raw checks are kept (rollups stay longer). */
  historyDays: integer('history_days').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The plan a user is on. No row means the default (free) plan. Billing moves users between plans by upserting here.
 * The row is also what website creation locks (`SELECT … FOR UPDATE`) so the plan limit holds under concurrency.
 */
export const userPlans = pgTable('user_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PlanRow = typeof plans.$inferSelect;
