import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { incidents } from './incidents';
import { users } from './users';

/**
 * Postmortems (issue 29 §4): one per resolved incident, Markdown written by the team. `publishedAt` null is a draft;
 * published ones show on the status pages with the incident's website and in their feeds.
 */
export const incidentPostmortems = pgTable('incident_postmortems', {
  incidentId: uuid('incident_id')
    .primaryKey()
    .references(() => incidents.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The author's name at the time, so it still names someone after the account is gone. */
  updatedByName: text('updated_by_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type IncidentPostmortemRow = typeof incidentPostmortems.$inferSelect;
