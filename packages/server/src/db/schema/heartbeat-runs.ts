import { type HeartbeatRunOutcome, heartbeatRunOutcomeValues } from '@hlidka/contract';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf, websites } from './monitoring';

/**
 * Runs of a heartbeat's job (issue 29 §2): a `/start` opens one, the next success or failure signal ends it (or, with
 * no start, is a run of its own). The job's output is the end signal's body, cut to the contract's limit. Only the
 * newest `HEARTBEAT_RUNS_KEPT` runs of a website are kept.
 */
export const heartbeatRuns = pgTable(
  'heartbeat_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    outcome: text('outcome', { enum: heartbeatRunOutcomeValues }).$type<HeartbeatRunOutcome>(),
    exitStatus: smallint('exit_status'),
    output: text('output'),
    outputTruncated: boolean('output_truncated').notNull().default(false),
    /** The run's first signal (its start, or its end when it had none): the order of the history. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('heartbeat_runs_website_idx').on(t.websiteId, t.createdAt),
    check('heartbeat_runs_outcome_check', oneOf(t.outcome, heartbeatRunOutcomeValues)),
  ],
);
export type HeartbeatRunRow = typeof heartbeatRuns.$inferSelect;

/** How many runs of one heartbeat the history keeps. */
export const HEARTBEAT_RUNS_KEPT = 100;
