import type { EscalationStep } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sortKeyColumn } from './sort-key';
import { teams } from './teams';
import { users } from './users';

/**
 * An escalation policy of one owner or team: ordered steps (whom to notify, how long to wait for an acknowledgement)
 * run `repeat_count + 1` times. Websites and website groups point at it (`escalation_policy_id`).
 */
export const escalationPolicies = pgTable(
  'escalation_policies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    nameKeyCs: sortKeyColumn('name_key_cs', 'name', 'cs'),
    nameKeyEn: sortKeyColumn('name_key_en', 'name', 'en'),
    /** The steps in order, as the contract's `EscalationStep` (target union + wait). */
    steps: jsonb('steps').$type<EscalationStep[]>().notNull(),
    repeatCount: integer('repeat_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('escalation_policies_owner_idx').on(t.ownerId),
    index('escalation_policies_team_idx').on(t.teamId),
    check('escalation_policies_repeat_check', sql`${t.repeatCount} between 0 and 10`),
  ],
);
export type EscalationPolicyRow = typeof escalationPolicies.$inferSelect;
