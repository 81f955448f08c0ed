import {
  type CauseParams,
  type ChangeWatch,
  type CheckErrorCode,
  type CheckSettings,
  type DegradedMode,
  degradedModeValues,
  type Language,
  type WebsiteStatus,
  type WebsiteType,
  websiteStatusValues,
  websiteTypeValues,
} from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { packHistogram, unpackHistogram } from '../../monitoring/rollups/histogram';
import { escalationPolicies } from './escalation';
import { sortKeyColumn } from './sort-key';
import { teams } from './teams';
import { users } from './users';
import { websiteGroups } from './website-groups';

// Website types and statuses are the contract's: one added there reaches the columns and their check constraints
// (and `db/vocabulary.test.ts` fails until a migration changes the database's constraints too).
export type { WebsiteStatus, WebsiteType };

/** `column in ('a', 'b', …)` for a check constraint (a migration must change the database's constraint with it). */
export function oneOf(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

/**
 * A monitored website (or TCP port, certificate, heartbeat). Visible to its owner and the members of its team.
 * `seq` is a small surrogate key used by the raw check rows (4 bytes instead of a 16-byte uuid).
 * `status` is the last known state: up/down from checks, `paused` by the user, `pending` until the first check.
 * Scheduling state lives in `check_schedules`; the list's figures below change with each result batch, in place
 * (no index covers them, so those updates are HOT and write no index entries).
 */
export const websites = pgTable(
  'websites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: integer('seq').generatedAlwaysAsIdentity().notNull().unique('websites_seq_key'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** The website group it is in (of the same owner or team); deleting the group leaves the website without one. */
    groupId: uuid('group_id').references(() => websiteGroups.id, { onDelete: 'set null' }),
    /** Its own escalation policy; null = its group's, if any. */
    escalationPolicyId: uuid('escalation_policy_id').references(() => escalationPolicies.id, { onDelete: 'set null' }),
    /**
     * What it depends on (issue 28 item 4; at most one of the two, same owner or team, no cycles: the websites service
     * checks): while that website — or every website of that group — is down, its failures join that incident.
     */
    dependsOnWebsiteId: uuid('depends_on_website_id').references((): AnyPgColumn => websites.id, {
      onDelete: 'set null',
    }),
    dependsOnGroupId: uuid('depends_on_group_id').references(() => websiteGroups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The name's sort keys (Czech: ch after h, č after c…; English), which the list's name sort and its index use. */
    nameKeyCs: sortKeyColumn('name_key_cs', 'name', 'cs'),
    nameKeyEn: sortKeyColumn('name_key_en', 'name', 'en'),
    description: text('description'),
    /** The check type: the settings' own, kept as a column for queries and the constraint. */
    type: text('type', { enum: websiteTypeValues }).notNull().generatedAlwaysAs(sql`settings->>'type'`),
    /** http(s) URL for http/keyword, host:port for tcp/tls, a domain name for dns/domain, a host for ping, empty for heartbeat. */
    url: text('url').notNull(),
    /** The type's settings (the contract's `checkSettingsSchema`). */
    settings: jsonb('settings').$type<CheckSettings>().notNull(),
    intervalSeconds: integer('interval_seconds').notNull(),
    timeoutSeconds: integer('timeout_seconds').notNull().default(30),
    /** Consecutive failing checks that open an incident (confirmation count). */
    failuresToOpen: integer('failures_to_open').notNull().default(2),
    /** Consecutive successful checks that resolve it. */
    successesToResolve: integer('successes_to_resolve').notNull().default(1),
    /** Regions that check this website; empty = any one worker. Several → an incident needs a quorum of them. */
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    /** Regions that must agree before an incident opens or resolves; null = a majority of `regions`. */
    regionQuorum: integer('region_quorum'),
    /** Response-time budget (ms): an up website answering slower is `degraded`. Null = off. */
    degradedAfterMs: integer('degraded_after_ms'),
    /** `each`: the latest check over the budget; `p95`: the 95th percentile of the last `degraded_window` checks. */
    degradedMode: text('degraded_mode', { enum: degradedModeValues }).$type<DegradedMode>().notNull().default('each'),
    degradedWindow: integer('degraded_window').notNull().default(20),
    /** Change detection (issue 28 item 6): what the checks watch; null = nothing (changes.ts keeps the values). */
    changeWatch: jsonb('change_watch').$type<ChangeWatch>(),
    /**
     * Regions of `regions` that no live worker served when last looked at (monitoring/worker-health/region-coverage.ts),
     * sorted; empty when every region is served or the website is paused. A change to a non-empty set notifies the owner.
     */
    noWorkerRegions: jsonb('no_worker_regions').$type<string[]>().notNull().default([]),
    status: text('status', { enum: websiteStatusValues }).notNull().default('pending'),
    /** While `status` is `maintenance`: the status the window began with (the engine's state until it ends). */
    statusBeforeMaintenance: text('status_before_maintenance', { enum: websiteStatusValues }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** Heartbeat push token (`/api/push/:token`), null for other types. */
    heartbeatToken: text('heartbeat_token'),
    /** Heartbeat: the last signal that ended a run (success or failure), and whether it reported a failure. */
    lastPingAt: timestamp('last_ping_at', { withTimezone: true }),
    lastPingFailed: boolean('last_ping_failed').notNull().default(false),
    /** Heartbeat: when the running job called `/start` (null: no run in progress). */
    runStartedAt: timestamp('run_started_at', { withTimezone: true }),
    /** Heartbeat: how long the run that the last success ended took (ms, at least 1); null when it had no start. */
    lastRunMs: integer('last_run_ms'),
    /** The expiry of the certificate last warned about (`tls.expiring` goes out once per certificate). */
    tlsWarnedValidTo: timestamp('tls_warned_valid_to', { withTimezone: true }),
    /** The registration expiry of the domain last warned about (`domain.expiring` goes out once per expiry date). */
    domainWarnedExpiresAt: timestamp('domain_warned_expires_at', { withTimezone: true }),
    /** Since when checks are expected (created or resumed): heartbeat grace and "no data" before it. */
    activeSince: timestamp('active_since', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // ---- The websites list's figures (monitoring/rollups/list-figures.ts): every sort reads one row. ----
    // The latest check (any region, no-data outcomes too: as the schedule rows keep it), written with each batch.
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    lastResponseMs: integer('last_response_ms'),
    lastCode: text('last_code').$type<CheckErrorCode>(),
    /**
     * Sums of the daily rollups from `figuresFrom` on: the writer adds each batch's checks, and `rollListFigures`
     * moves `figuresFrom` to the first day of the 30-day window (29 whole UTC days and today) when the day changes,
     * subtracting the days that left it. Covered seconds leave no-data time out, so uptime never counts it.
     */
    checks30d: integer('checks_30d').notNull().default(0),
    coveredSeconds30d: bigint('covered_seconds_30d', { mode: 'number' }).notNull().default(0),
    downtimeSeconds30d: bigint('downtime_seconds_30d', { mode: 'number' }).notNull().default(0),
    /** Percent of the covered time up (null without data), derived: the uptime sort reads a plain column. */
    uptime30d: doublePrecision('uptime_30d').generatedAlwaysAs(
      sql`case when covered_seconds_30d > 0 then (covered_seconds_30d - downtime_seconds_30d)::float8 * 100 / covered_seconds_30d end`,
    ),
    figuresFrom: timestamp('figures_from', { withTimezone: true })
      .notNull()
      .default(sql`(date_trunc('day', now() at time zone 'UTC') at time zone 'UTC' - interval '29 days')`),
    /** Incidents ever opened (the engine counts each one it opens; they go only with the website). */
    incidentsCount: integer('incidents_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('websites_heartbeat_token_key').on(t.heartbeatToken).where(sql`${t.heartbeatToken} is not null`),
    index('websites_owner_idx').on(t.ownerId),
    index('websites_team_idx').on(t.teamId),
    index('websites_group_idx').on(t.groupId),
    index('websites_depends_on_website_idx').on(t.dependsOnWebsiteId).where(sql`${t.dependsOnWebsiteId} is not null`),
    index('websites_depends_on_group_idx').on(t.dependsOnGroupId).where(sql`${t.dependsOnGroupId} is not null`),
    check('websites_depends_on_one_check', sql`${t.dependsOnWebsiteId} is null or ${t.dependsOnGroupId} is null`),
    // The list's sorts on columns that change rarely, per owner (figures that change with every check have no index:
    // their updates stay HOT, so a check writes no index entry; those sorts scan the caller's rows instead).
    index('websites_owner_name_cs_idx').on(t.ownerId, t.nameKeyCs, t.id),
    index('websites_owner_name_en_idx').on(t.ownerId, t.nameKeyEn, t.id),
    index('websites_owner_status_idx').on(t.ownerId, t.status, t.id),
    index('websites_owner_incidents_idx').on(t.ownerId, t.incidentsCount, t.id),
    check('websites_type_check', oneOf(t.type, websiteTypeValues)),
    check('websites_status_check', oneOf(t.status, websiteStatusValues)),
    check('websites_interval_check', sql`${t.intervalSeconds} between 10 and 86400`),
    check('websites_degraded_mode_check', oneOf(t.degradedMode, degradedModeValues)),
  ],
);

/**
 * The periods a website was `degraded` (the engine opens one when it turns degraded and closes it when it leaves):
 * reports and metrics count time degraded from them. Written only on a change of state.
 */
export const degradedPeriods = pgTable(
  'degraded_periods',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null while the website is degraded. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'degraded_periods_pkey', columns: [t.websiteId, t.startedAt] })],
);

/** The stored sort key of a website's name in the reader's language: `.orderBy(websiteNameKey[language])`. */
export const websiteNameKey: Record<Language, AnyPgColumn> = { cs: websites.nameKeyCs, en: websites.nameKeyEn };

/**
 * When each website is next checked, per region (`*` = any worker). Workers claim due rows with
 * `FOR UPDATE SKIP LOCKED`, set a lease, and move `next_check_at` forward on the schedule grid (no drift).
 * The last check's summary lives here too (one hot row per website and region).
 */
export const checkSchedules = pgTable(
  'check_schedules',
  {
    websiteId: uuid('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    region: text('region').notNull(),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    leasedBy: text('leased_by'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** 0 down, 1 up, 2 no data (see RESULT_STATES). */
    lastState: smallint('last_state'),
    lastResponseMs: integer('last_response_ms'),
    lastCode: text('last_code').$type<CheckErrorCode>(),
  },
  (t) => [
    primaryKey({ name: 'check_schedules_pkey', columns: [t.websiteId, t.region] }),
    index('check_schedules_due_idx').on(t.region, t.nextCheckAt),
  ],
);

/** Region labels of workers, numbered so raw rows store 2 bytes. */
export const checkRegions = pgTable('check_regions', {
  id: smallint('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique('check_regions_name_key'),
});

/**
 * Raw checks, kept for the plan's history window and pruned in small batches. Packed to stay under 100 bytes per row
 * with its index: no primary key, no nulls (timings of phases that do not apply are -1), codes and regions as numbers.
 * Column order matters for alignment (8-byte first, then 4, then 2).
 *
 * The index is on (website, hour) — `hlidka_hour(checked_at)`, migration 0009 — not (website, time): every check of a
 * website in one hour shares one key, so B-tree deduplication keeps one posting list of 6-byte row pointers instead
 * of a 24-byte entry per row (about 10 B instead of 40 B per check; a unique time per row defeats deduplication and
 * leaves half-empty pages behind each website's splits). Readers filter on the hour too (`hourOf` below) and sort
 * by time within it.
 */
export const checkResults = pgTable(
  'check_results',
  {
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    websiteSeq: integer('website_seq')
      .notNull()
      .references(() => websites.seq, { onDelete: 'cascade' }),
    totalMs: integer('total_ms').notNull(),
    dnsMs: smallint('dns_ms').notNull(),
    connectMs: smallint('connect_ms').notNull(),
    tlsMs: smallint('tls_ms').notNull(),
    firstByteMs: smallint('first_byte_ms').notNull(),
    /** HTTP status code, 0 when none. */
    statusCode: smallint('status_code').notNull(),
    /** Index into RESULT_CODES (0 = ok). */
    code: smallint('code').notNull(),
    regionId: smallint('region_id').notNull(),
    /** 0 down, 1 up, 2 no data. */
    state: smallint('state').notNull(),
    /** A failure's values (`CauseParams`: the status code, an assertion's values, the TLS failure…); null otherwise. */
    params: jsonb('params').$type<CauseParams>(),
  },
  (t) => [index('check_results_website_hour_idx').on(t.websiteSeq, sql`hlidka_hour(${t.checkedAt})`)],
);

/** `hlidka_hour(<timestamptz>)` (the hour a check belongs to, as in the raw index) of a column or a parameter. */
export const hourOf = (value: unknown) =>
  value instanceof Date ? sql`hlidka_hour(${value.toISOString()}::timestamptz)` : sql`hlidka_hour(${value})`;

/**
 * Batches of check results already committed, by the id the writer gave them: a batch retried after an unclear
 * failure (the commit may have happened) is not written twice. Pruned after a day.
 */
export const checkResultBatches = pgTable('check_result_batches', {
  id: uuid('id').primaryKey(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
});

/** A response-time histogram packed into one numeric (see `packHistogram`): merged by `+`, summed by `sum()`. */
const packedHistogram = customType<{ data: number[]; driverData: string }>({
  dataType: () => 'numeric',
  toDriver: (value) => packHistogram(value),
  fromDriver: (value) => unpackHistogram(value),
});

const rollupColumns = () => ({
  websiteId: uuid('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  /** Start of the hour / UTC day. */
  bucket: timestamp('bucket', { withTimezone: true }).notNull(),
  /** Real checks (up + down); no-data outcomes are not checks. */
  checks: integer('checks').notNull().default(0),
  failures: integer('failures').notNull().default(0),
  noData: integer('no_data').notNull().default(0),
  /** Seconds covered by failing checks (each check covers its interval). */
  downtimeSeconds: integer('downtime_seconds').notNull().default(0),
  /** Seconds covered by no-data outcomes (worker unhealthy). Gaps without rows are no data too. */
  noDataSeconds: integer('no_data_seconds').notNull().default(0),
  /** Seconds covered by real checks (up + down) outside maintenance windows. */
  coveredSeconds: integer('covered_seconds').notNull().default(0),
  /** Seconds covered by checks during maintenance windows: neither up nor down, reported apart. */
  maintenanceSeconds: integer('maintenance_seconds').notNull().default(0),
  responseSumMs: bigint('response_sum_ms', { mode: 'number' }).notNull().default(0),
  responseCount: integer('response_count').notNull().default(0),
  maxMs: integer('max_ms'),
  /** Response-time histogram (rollups/histogram.ts bounds), packed; percentiles are worked out from it on read. */
  hist: packedHistogram('hist').notNull(),
});

/** Hourly rollups, maintained as checks land (same transaction as the raw rows). */
export const checkRollupsHourly = pgTable('check_rollups_hourly', rollupColumns(), (t) => [
  primaryKey({ name: 'check_rollups_hourly_pkey', columns: [t.websiteId, t.bucket] }),
]);

/** Daily (UTC) rollups, maintained as checks land. */
export const checkRollupsDaily = pgTable('check_rollups_daily', rollupColumns(), (t) => [
  primaryKey({ name: 'check_rollups_daily_pkey', columns: [t.websiteId, t.bucket] }),
]);

/** Checker processes with their heartbeat and network health (the dashboard shows them). */
export const workers = pgTable(
  'workers',
  {
    id: text('id').primaryKey(),
    region: text('region').notNull(),
    hostname: text('hostname').notNull(),
    pid: integer('pid').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    healthy: boolean('healthy').notNull().default(true),
    unhealthySince: timestamp('unhealthy_since', { withTimezone: true }),
    checksLastMinute: integer('checks_last_minute').notNull().default(0),
    failuresLastMinute: integer('failures_last_minute').notNull().default(0),
  },
  (t) => [index('workers_heartbeat_idx').on(t.heartbeatAt)],
);

export type WebsiteRow = typeof websites.$inferSelect;
export type NewWebsiteRow = typeof websites.$inferInsert;
export type CheckScheduleRow = typeof checkSchedules.$inferSelect;
export type CheckResultRow = typeof checkResults.$inferSelect;
export type CheckRollupRow = typeof checkRollupsHourly.$inferSelect;
export type WorkerRow = typeof workers.$inferSelect;
