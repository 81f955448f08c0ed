import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { escalationPolicies } from './escalation';
import { sortKeyColumn } from './sort-key';
import { teams } from './teams';
import { users } from './users';

/**
 * A named group of websites of one owner or team (a website is in at most one: `websites.group_id`). Its name is
 * unique, ignoring case, among its owner's personal groups or its team's groups (checked by the service under a lock
 * on the owner's or team's row: a unique index would make the deletion of a team fail when it turns a team's group
 * into its owner's personal one of the same name).
 */
export const websiteGroups = pgTable(
  'website_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameKeyCs: sortKeyColumn('name_key_cs', 'name', 'cs'),
    nameKeyEn: sortKeyColumn('name_key_en', 'name', 'en'),
    description: text('description'),
    /** The escalation policy of its websites that have none of their own. */
    escalationPolicyId: uuid('escalation_policy_id').references(() => escalationPolicies.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('website_groups_owner_idx').on(t.ownerId, sql`lower(${t.name})`),
    index('website_groups_team_idx').on(t.teamId, sql`lower(${t.name})`),
  ],
);
export type WebsiteGroupRow = typeof websiteGroups.$inferSelect;
