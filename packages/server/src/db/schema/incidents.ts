import { type CauseParams, type IncidentRegionVerdict, incidentTimelineTypeValues } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { oneOf, websites } from './monitoring';
import { users } from './users';

export const incidentStatusValues = ['open', 'acknowledged', 'resolved'] as const;
export type IncidentStatusValue = (typeof incidentStatusValues)[number];

/**
 * An incident of a website: opened by the engine after N consecutive failing checks, resolved after M successes or
 * by hand. At most one unresolved incident per website (partial unique index). The cause is the first failing check.
 */
export const incidents = pgTable(
  'incidents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    status: text('status', { enum: incidentStatusValues }).notNull().default('open'),
    /**
     * The first failing check's result code (`timeout`, `status`, …) and values (status code, time taken): readers word
     * them in their own language, as they do the title ("{website} is down"); no text is stored.
     */
    causeCode: text('cause_code'),
    causeParams: jsonb('cause_params').$type<CauseParams>().notNull().default({}),
    /** The checker's technical detail, in English, for logs and support. */
    causeMessage: text('cause_message'),
    /** Multi-region websites: what each region saw when the incident opened, and the quorum (null for one region). */
    regionVerdicts: jsonb('region_verdicts').$type<{ quorum: number; verdicts: IncidentRegionVerdict[] }>(),
    /** When the failure streak began (the first failing check), which may precede `createdAt`. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedByUserId: uuid('acknowledged_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Null when the engine resolved it (recovery), else who resolved it by hand. */
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // ---- Dependencies (monitoring/dependencies; alerts held in monitoring/silences/held-back.ts) ----
    /** The incident of the website this one depends on, when it was down as this one failed: alerts wait for it. */
    parentIncidentId: uuid('parent_incident_id').references((): AnyPgColumn => incidents.id, { onDelete: 'set null' }),
    /** When the parent recovered with this one still failing: its own alerts go out from then. */
    parentReleasedAt: timestamp('parent_released_at', { withTimezone: true }),
    /**
     * Alerts wait for a verdict until this time: a child's for its parent's state this round, a parent's for its
     * dependents' (so one alert names them all). Null = no wait.
     */
    alertsHeldUntil: timestamp('alerts_held_until', { withTimezone: true }),
    /** When that wait ended: the incident was announced then (or linked to its parent). */
    alertsReleasedAt: timestamp('alerts_released_at', { withTimezone: true }),
  },
  (t) => [
    index('incidents_parent_idx').on(t.parentIncidentId).where(sql`${t.parentIncidentId} is not null`),
    index('incidents_alerts_held_idx')
      .on(t.alertsHeldUntil)
      .where(sql`${t.alertsHeldUntil} is not null and ${t.alertsReleasedAt} is null`),
    uniqueIndex('incidents_one_open_per_website_key').on(t.websiteId).where(sql`${t.status} <> 'resolved'`),
    index('incidents_website_created_idx').on(t.websiteId, t.createdAt),
    index('incidents_created_idx').on(t.createdAt),
    check('incidents_status_check', sql`${t.status} in ('open', 'acknowledged', 'resolved')`),
  ],
);

export const incidentEventTypeValues = incidentTimelineTypeValues;
export type IncidentEventType = (typeof incidentEventTypeValues)[number];

/** The timeline of an incident: one row per change, written in the transaction of the change. */
export const incidentEvents = pgTable(
  'incident_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Order of writing: several entries of one change share a timestamp. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    type: text('type', { enum: incidentEventTypeValues }).notNull(),
    /** Who did it; null for the engine. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name at the time, so the timeline still names someone after the account is gone. */
    actorName: text('actor_name'),
    /** Details: the cause code and message, the note's id, the automatic/manual flag… */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('incident_events_incident_idx').on(t.incidentId, t.seq),
    check('incident_events_type_check', oneOf(t.type, incidentEventTypeValues)),
  ],
);

/** Notes people add to an incident. */
export const incidentNotes = pgTable(
  'incident_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    incidentId: uuid('incident_id')
      .notNull()
      .references(() => incidents.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('incident_notes_incident_idx').on(t.incidentId, t.createdAt)],
);

/**
 * The transactional outbox: every incident change (and website status change) writes one row in its own transaction.
 * The notifications worker delivers unprocessed rows exactly once and sets `processedAt`.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unprocessed_idx').on(t.id).where(sql`${t.processedAt} is null`)],
);

/**
 * Consecutive failing and successful checks per website and region (`*` when the website has at most one region),
 * plus the first failing check of the current streak (the incident's cause). Kept in the database so a restart
 * neither loses nor repeats a confirmation.
 */
export const websiteIncidentState = pgTable(
  'website_incident_state',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    consecutiveSuccesses: integer('consecutive_successes').notNull().default(0),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    firstFailureCode: text('first_failure_code'),
    firstFailureMessage: text('first_failure_message'),
    firstFailureParams: jsonb('first_failure_params').$type<CauseParams>(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'website_incident_state_pkey', columns: [t.websiteId, t.region] })],
);

export type IncidentRow = typeof incidents.$inferSelect;
export type IncidentEventRow = typeof incidentEvents.$inferSelect;
export type IncidentNoteRow = typeof incidentNotes.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type WebsiteIncidentStateRow = typeof websiteIncidentState.$inferSelect;

/**
 * Single-use tickets for opening the live-event stream (EventSource cannot send an Authorization header). Only the
 * SHA-256 of the ticket is kept; it lives 60 seconds and is deleted when used. In the database, not in memory, so a
 * ticket from one API process opens the stream on another.
 */
export const liveEventTickets = pgTable(
  'live_event_tickets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The session the ticket was issued in (null for API keys): the stream ends when the session does. */
    sessionId: uuid('session_id'),
    apiKeyId: uuid('api_key_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('live_event_tickets_expires_idx').on(t.expiresAt)],
);
