import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { incidents } from './incidents';

/**
 * The steps an incident's escalation has taken: one row per (incident, round, step), written by whichever run of the
 * due-step task gets there first (the primary key decides; the loser sends nothing). The next step is due
 * `wait_minutes` after the row before it.
 */
export const incidentEscalationSteps = pgTable(
  'incident_escalation_steps',
  {
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    step: integer('step').notNull(),
    policyId: uuid('policy_id'),
    /** The wait after this step, as the policy said when it was sent. */
    waitMinutes: integer('wait_minutes').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'incident_escalation_steps_pkey', columns: [t.incidentId, t.round, t.step] })],
);
export type IncidentEscalationStepRow = typeof incidentEscalationSteps.$inferSelect;
