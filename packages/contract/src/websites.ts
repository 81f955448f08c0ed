import { z } from 'zod';
import { changeWatchSchema } from './change-detection';
import {
  checkSettingDefaults,
  checkSettingFields,
  type WebsiteType,
  websiteTypeSchema,
  writeOnlySettingAnswers,
} from './check-settings';
import {
  checkErrorCodeSchema,
  checkResultSchema,
  checkSchema,
  responseSeriesSchema,
  seriesRangeSchema,
  uptimeWindowsSchema,
} from './checks';
import { heartbeatSignalSchema, websiteStatusValueSchema } from './events';
import { paginationSchema } from './user';
import { websiteDependsOnSchema } from './website-dependencies';

// Websites (issue 4 §1): what Hlídka checks. Visible to the owner and to the members of the website's team; any other
// id answers 404 'Web nebyl nalezen', exactly like one that does not exist.

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;
/** The longest website description, in characters. */
export const WEBSITE_DESCRIPTION_MAX = 1000;

export const websiteStatusSchema = websiteStatusValueSchema.meta({ id: 'WebsiteStatus' });
export type WebsiteStatus = z.infer<typeof websiteStatusSchema>;

/** An HTTP token (RFC 9110 §5.6.2): what a header name may be. */
export const HTTP_TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

export const MIN_INTERVAL_SECONDS = 10;
/** Domain-expiry checks ask a registry's RDAP server, which limits how often it answers: at most once an hour. */
export const MIN_DOMAIN_INTERVAL_SECONDS = 3600;
export const MAX_INTERVAL_SECONDS = 86_400;

/** How the response-time budget is judged: `each` = the latest check, `p95` = the 95th percentile of the last N. */
export const degradedModeValues = ['each', 'p95'] as const;
export const degradedModeSchema = z.enum(degradedModeValues).meta({ id: 'DegradedMode' });
export type DegradedMode = z.infer<typeof degradedModeSchema>;
/** Types whose checks measure no response time (a heartbeat's ping, a registry lookup): no budget applies to them. */
export const untimedWebsiteTypes: readonly WebsiteType[] = ['heartbeat', 'domain'];
export const DEGRADED_WINDOW_MIN = 3;
export const DEGRADED_WINDOW_MAX = 100;

/**
 * A response-time budget (issue 28 item 5): an up website whose checks answer slower than `degradedAfterMs` is
 * `degraded`. Null = off. Applies to every type that measures a response time.
 */
const responseBudgetFields = {
  degradedAfterMs: z.number().int().min(1).max(120_000).nullable(),
  degradedMode: degradedModeSchema,
  /** How many of the latest checks the p95 is taken over (`p95` mode). */
  degradedWindow: z.number().int().min(DEGRADED_WINDOW_MIN).max(DEGRADED_WINDOW_MAX),
};

/** Everything a website's configuration holds; create requires name, type-specific target; update takes any subset. */
const websiteFields = {
  name: z.string().trim().min(1).max(100).regex(noControlCharacters),
  description: z.string().trim().max(WEBSITE_DESCRIPTION_MAX).nullable(),
  /**
   * http/keyword: an http(s) URL; tcp/tls: host:port; heartbeat: ignored (the push URL is generated); dns, domain: a
   * domain name; ping: a host name or IP address.
   */
  url: z.string().trim().max(2048),
  type: websiteTypeSchema,
  /** The team whose members see the website; null = only the owner. */
  teamId: z.uuid().nullable(),
  /** The website group it is in (of the same owner or team); null = none. */
  groupId: z.uuid().nullable(),
  /** Its own escalation policy (of the same owner or team); null = its group's, if any. */
  escalationPolicyId: z.uuid().nullable(),
  /** What it depends on (website-dependencies.ts); null = nothing. */
  dependsOn: websiteDependsOnSchema,
  /** 10 s … 24 h, not below the plan's minimum. */
  intervalSeconds: z.number().int().min(MIN_INTERVAL_SECONDS).max(MAX_INTERVAL_SECONDS),
  timeoutSeconds: z.number().int().min(1).max(120),
  ...checkSettingFields,
  /** Consecutive failing checks that open an incident (confirmation count). */
  failuresToOpen: z.number().int().min(1).max(10),
  /** Consecutive successful checks that resolve it. */
  successesToResolve: z.number().int().min(1).max(10),
  /** Regions to check from (worker REGION labels); several → an incident needs a quorum. Empty = any worker. */
  regions: z
    .array(z.string().regex(/^[a-z0-9-]{1,32}$/))
    .max(5)
    .refine((list) => new Set(list).size === list.length, {
      message: 'Regions must be unique',
      params: { cs: 'Oblasti se nesmí opakovat.', en: 'Regions must be unique.' },
    }),
  /**
   * How many of `regions` must agree before an incident opens (and how few may still fail for it to resolve); null =
   * a majority. At most the number of regions (the server checks it against the saved regions on update).
   */
  regionQuorum: z.number().int().min(1).max(5).nullable(),
  ...responseBudgetFields,
  /** Change detection (issue 28 item 6): what is watched; null = nothing. */
  changeWatch: changeWatchSchema.nullable(),
  /**
   * Save even though another website of the same owner or team has this address (checked after the user saw the
   * 409 DUPLICATE_WEBSITE warning: a second check of one address, say another interval or region, can be meant).
   */
  allowDuplicate: z.boolean().optional(),
};

/**
 * Every check setting field, optional: absent ones take their type's defaults (or, on update, stay). A field a new type
 * adds to `checkSettingFields` reaches the bodies and the website without being listed here.
 */
const optionalSettingFields = Object.fromEntries(
  Object.entries(checkSettingFields).map(([key, schema]) => [key, schema.optional()]),
) as { [K in keyof typeof checkSettingFields]: z.ZodOptional<(typeof checkSettingFields)[K]> };

export const createWebsiteBodySchema = z
  .strictObject({
    name: websiteFields.name,
    url: websiteFields.url.default(''),
    description: websiteFields.description.optional(),
    type: websiteFields.type.default('http'),
    teamId: websiteFields.teamId.optional(),
    groupId: websiteFields.groupId.optional(),
    escalationPolicyId: websiteFields.escalationPolicyId.optional(),
    dependsOn: websiteFields.dependsOn.optional(),
    intervalSeconds: websiteFields.intervalSeconds.default(300),
    timeoutSeconds: websiteFields.timeoutSeconds.default(30),
    ...optionalSettingFields,
    method: websiteFields.method.default(checkSettingDefaults.method),
    headers: websiteFields.headers.default(checkSettingDefaults.headers),
    followRedirects: websiteFields.followRedirects.default(checkSettingDefaults.followRedirects),
    maxRedirects: websiteFields.maxRedirects.default(checkSettingDefaults.maxRedirects),
    verifyTls: websiteFields.verifyTls.default(checkSettingDefaults.verifyTls),
    graceSeconds: websiteFields.graceSeconds.default(checkSettingDefaults.graceSeconds),
    assertions: websiteFields.assertions.default(checkSettingDefaults.assertions),
    failuresToOpen: websiteFields.failuresToOpen.default(2),
    successesToResolve: websiteFields.successesToResolve.default(1),
    regions: websiteFields.regions.default([]),
    regionQuorum: websiteFields.regionQuorum.default(null),
    degradedAfterMs: websiteFields.degradedAfterMs.default(null),
    degradedMode: websiteFields.degradedMode.default('each'),
    degradedWindow: websiteFields.degradedWindow.default(20),
    changeWatch: websiteFields.changeWatch.default(null),
    allowDuplicate: websiteFields.allowDuplicate,
  })
  .meta({ id: 'CreateWebsiteBody' });
export type CreateWebsiteBody = z.input<typeof createWebsiteBodySchema>;

/** PUT changes the fields given; the others stay. */
export const updateWebsiteBodySchema = z
  .strictObject({
    name: websiteFields.name.optional(),
    url: websiteFields.url.optional(),
    description: websiteFields.description.optional(),
    type: websiteFields.type.optional(),
    teamId: websiteFields.teamId.optional(),
    groupId: websiteFields.groupId.optional(),
    escalationPolicyId: websiteFields.escalationPolicyId.optional(),
    dependsOn: websiteFields.dependsOn.optional(),
    intervalSeconds: websiteFields.intervalSeconds.optional(),
    timeoutSeconds: websiteFields.timeoutSeconds.optional(),
    ...optionalSettingFields,
    failuresToOpen: websiteFields.failuresToOpen.optional(),
    successesToResolve: websiteFields.successesToResolve.optional(),
    regions: websiteFields.regions.optional(),
    regionQuorum: websiteFields.regionQuorum.optional(),
    degradedAfterMs: websiteFields.degradedAfterMs.optional(),
    degradedMode: websiteFields.degradedMode.optional(),
    degradedWindow: websiteFields.degradedWindow.optional(),
    changeWatch: websiteFields.changeWatch.optional(),
    allowDuplicate: websiteFields.allowDuplicate,
  })
  .meta({ id: 'UpdateWebsiteBody' });
export type UpdateWebsiteBody = z.input<typeof updateWebsiteBodySchema>;

/**
 * "Test now": a configuration that need not be saved (name optional). `websiteId`: the saved website it edits, whose
 * stored write-only settings (a password) stand in for those the body leaves out, for the same address.
 */
export const testWebsiteBodySchema = createWebsiteBodySchema
  .extend({ name: websiteFields.name.optional(), websiteId: z.uuid().optional() })
  .meta({ id: 'TestWebsiteBody' });
export type TestWebsiteBody = z.input<typeof testWebsiteBodySchema>;

export const websiteSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    url: z.string(),
    type: websiteTypeSchema,
    status: websiteStatusSchema,
    teamId: z.uuid().nullable(),
    /** The website group it is in; null = none. */
    groupId: z.uuid().nullable(),
    /** Its own escalation policy; null = its group's, if any. */
    escalationPolicyId: z.uuid().nullable(),
    /** What it depends on: while that is down, its failures are linked to that incident and alert with it. */
    dependsOn: websiteDependsOnSchema,
    ownerId: z.uuid(),
    intervalSeconds: z.number().int(),
    timeoutSeconds: z.number().int(),
    ...checkSettingFields,
    ...writeOnlySettingAnswers,
    failuresToOpen: z.number().int(),
    successesToResolve: z.number().int(),
    regions: z.array(z.string()),
    /** Regions that must agree on a failure; null = a majority of `regions`. */
    regionQuorum: z.number().int().nullable(),
    /** Response-time budget in ms; null = off (never degraded). */
    degradedAfterMs: z.number().int().nullable(),
    degradedMode: degradedModeSchema,
    degradedWindow: z.number().int(),
    /** What change detection watches (issue 28 item 6); null = nothing. */
    changeWatch: changeWatchSchema.nullable(),
    /**
     * Regions of `regions` that no live worker serves (none reported in the last 10 minutes): nothing checks the
     * website from there. A `pending` website with any shows "Žádný pracovník v oblasti …" instead of "Čeká na kontrolu"
     * (it still counts as not checked); the owner gets one bell notice per website and set of regions.
     */
    noWorkerRegions: z.array(z.string()),
    /** Heartbeat websites: the URL a cron job calls (GET or POST). */
    pushUrl: z.string().nullable(),
    /** Heartbeat websites: when the job's run in progress sent its `/start` (no end signal yet); null otherwise. */
    runStartedAt: isoDateTime.nullable(),
    statusChangedAt: isoDateTime.nullable(),
    lastCheckAt: isoDateTime.nullable(),
    lastResponseMs: z.number().int().nullable(),
    lastCode: checkErrorCodeSchema.nullable(),
    nextCheckAt: isoDateTime.nullable(),
    /** Uptime of the last 30 days (no-data time excluded); null without data. */
    uptime: z.number().nullable(),
    /** Checks in the last 30 days. */
    checksCount: z.number().int().nonnegative(),
    incidentsCount: z.number().int().nonnegative(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'Website' });
export type Website = z.infer<typeof websiteSchema>;

export const websiteSortValues = [
  'name',
  'status',
  'uptime',
  'responseTime',
  'lastCheck',
  'checksCount',
  'incidentsCount',
  'createdAt',
] as const;
export const websiteSortSchema = z.enum(websiteSortValues).meta({ id: 'WebsiteSort' });
export type WebsiteSort = z.infer<typeof websiteSortSchema>;

export const websiteListQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    status: websiteStatusSchema.optional(),
    /** A team's websites; `personal` = the caller's own websites without a team. */
    teamId: z.union([z.uuid(), z.literal('personal')]).optional(),
    /** The websites of one group; `none` = those in no group. */
    groupId: z.union([z.uuid(), z.literal('none')]).optional(),
    /** In name, URL and description. */
    search: z.string().trim().max(200).optional(),
    sort: websiteSortSchema.default('name'),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .meta({ id: 'WebsiteListQuery' });
export type WebsiteListQuery = Partial<z.input<typeof websiteListQuerySchema>>;

export const websiteListDataSchema = z
  .object({ websites: z.array(websiteSchema), pagination: paginationSchema })
  .meta({ id: 'WebsiteList' });
export type WebsiteListData = z.infer<typeof websiteListDataSchema>;

export const websiteIdParamsSchema = z.strictObject({ id: z.uuid() });
export const websiteDataSchema = z.object({ website: websiteSchema }).meta({ id: 'WebsiteData' });
export type WebsiteData = z.infer<typeof websiteDataSchema>;

export const websiteDetailDataSchema = z
  .object({ website: websiteSchema, uptime: uptimeWindowsSchema })
  .meta({ id: 'WebsiteDetailData' });
export type WebsiteDetailData = z.infer<typeof websiteDetailDataSchema>;

export const websiteChecksQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    /** Only failing checks. */
    failed: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
    /** Checks at or after this time (ISO 8601 with an offset)… */
    from: isoDateTime.optional(),
    /** …and before this time. */
    to: isoDateTime.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || Date.parse(q.from) < Date.parse(q.to), {
    path: ['to'],
    message: '`to` must be later than `from`',
    params: { cs: 'Konec období musí být po jeho začátku.', en: 'The end of the period must be after its start.' },
  })
  .meta({ id: 'WebsiteChecksQuery' });

export const websiteChecksDataSchema = z
  .object({ checks: z.array(checkSchema), pagination: paginationSchema })
  .meta({ id: 'WebsiteChecks' });
export type WebsiteChecksData = z.infer<typeof websiteChecksDataSchema>;

export const responseSeriesQuerySchema = z
  .strictObject({ range: seriesRangeSchema.default('24h') })
  .meta({ id: 'ResponseSeriesQuery' });
export const responseSeriesDataSchema = z.object({ series: responseSeriesSchema }).meta({ id: 'ResponseSeriesData' });

export const testWebsiteDataSchema = z.object({ result: checkResultSchema }).meta({ id: 'TestWebsiteData' });
export type TestWebsiteData = z.infer<typeof testWebsiteDataSchema>;

/** A job's exit status as a URL gives it (`/api/push/:token/3`, `?exit=3`): 0 is a success, 1–255 a failure. */
export const exitStatusSchema = z.coerce.number().int().min(0).max(255);

/** The most of a job's output (the signal's request body) a run keeps; more is cut off and marked so. */
export const HEARTBEAT_OUTPUT_LIMIT_BYTES = 10 * 1024;

export const pushParamsSchema = z.strictObject({
  token: z
    .string()
    .min(16)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/),
});
// A heartbeat signal (heartbeatSignalSchema) is defined with the live events (events.ts), which announce it too.

/**
 * The push URL's query: `status=down` reports a failure, `status=up` a success (Uptime Kuma's push parameters; its `msg`
 * and `ping` are accepted and ignored, so imported cron jobs keep working); `exit` is the job's exit status (0 a
 * success, anything else a failure).
 */
export const pushQuerySchema = z
  .strictObject({
    status: z.enum(['up', 'down']).optional(),
    exit: exitStatusSchema.optional(),
    msg: z.string().max(1000).optional(),
    ping: z.string().max(50).optional(),
  })
  .meta({ id: 'PushQuery' });

export const pushExitParamsSchema = z.strictObject({
  token: pushParamsSchema.shape.token,
  exitStatus: z
    .string()
    .regex(/^\d{1,3}$/)
    .transform(Number)
    .pipe(z.number().int().min(0).max(255)),
});

/** How a run of a heartbeat's job ended: its success or failure signal; null while no end signal arrived. */
export const heartbeatRunOutcomeValues = ['success', 'failed'] as const;
export const heartbeatRunOutcomeSchema = z.enum(heartbeatRunOutcomeValues).meta({ id: 'HeartbeatRunOutcome' });
export type HeartbeatRunOutcome = z.infer<typeof heartbeatRunOutcomeSchema>;

/**
 * One run of a heartbeat's job: from its `/start` (null when it sent none) to its end signal (null while none came).
 * `running` is the run in progress (the last `/start` with no end yet); an older run without an end never ended.
 */
export const heartbeatRunSchema = z
  .object({
    id: z.uuid(),
    startedAt: isoDateTime.nullable(),
    endedAt: isoDateTime.nullable(),
    durationMs: z.number().int().min(0).nullable(),
    outcome: heartbeatRunOutcomeSchema.nullable(),
    running: z.boolean(),
    exitStatus: z.number().int().min(0).max(255).nullable(),
    /** The job's output (its signal's body), at most `HEARTBEAT_OUTPUT_LIMIT_BYTES`; null when it sent none. */
    output: z.string().nullable(),
    outputTruncated: z.boolean(),
  })
  .meta({ id: 'HeartbeatRun' });
export type HeartbeatRun = z.infer<typeof heartbeatRunSchema>;
export const heartbeatRunsQuerySchema = z
  .strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) })
  .meta({ id: 'HeartbeatRunsQuery' });
export const heartbeatRunsDataSchema = z.object({ runs: z.array(heartbeatRunSchema) }).meta({ id: 'HeartbeatRuns' });
export type HeartbeatRunsData = z.infer<typeof heartbeatRunsDataSchema>;

export const pushDataSchema = z
  .object({ received: z.literal(true), signal: heartbeatSignalSchema, at: isoDateTime })
  .meta({ id: 'PushData' });

/** A region that live workers serve: their REGION label and how many reported in the last 10 minutes. */
export const liveRegionSchema = z
  .object({ name: z.string(), workers: z.number().int().positive() })
  .meta({ id: 'LiveRegion' });
export type LiveRegion = z.infer<typeof liveRegionSchema>;
export const liveRegionsDataSchema = z.object({ regions: z.array(liveRegionSchema) }).meta({ id: 'LiveRegions' });
export type LiveRegionsData = z.infer<typeof liveRegionsDataSchema>;

const tags = ['Websites'];

export const websiteRouteSchemas = {
  list: {
    summary: 'Websites the caller may see (own and teams), filtered, sorted and paged',
    tags,
    query: websiteListQuerySchema,
    response: websiteListDataSchema,
  },
  create: {
    summary: 'Add a website (403 PLAN_LIMIT_REACHED beyond the plan)',
    tags,
    body: createWebsiteBodySchema,
    response: websiteDataSchema,
  },
  regions: {
    summary: 'Regions whose workers reported in the last 10 minutes (what a website can be checked from), by name',
    tags,
    response: liveRegionsDataSchema,
  },
  test: {
    summary: 'Check an unsaved configuration once and answer the result with its timings',
    tags,
    body: testWebsiteBodySchema,
    response: testWebsiteDataSchema,
  },
  get: {
    summary: 'A website with its uptime for 24 h, 7 d, 30 d and 90 d',
    tags,
    params: websiteIdParamsSchema,
    response: websiteDetailDataSchema,
  },
  update: {
    summary: 'Change a website',
    tags,
    params: websiteIdParamsSchema,
    body: updateWebsiteBodySchema,
    response: websiteDataSchema,
  },
  delete: {
    summary: 'Delete a website with its history',
    tags,
    params: websiteIdParamsSchema,
    response: z.object({ deleted: z.literal(true) }),
  },
  pause: {
    summary: 'Stop checking (the time counts as no data)',
    tags,
    params: websiteIdParamsSchema,
    response: websiteDataSchema,
  },
  resume: {
    summary: 'Check again',
    tags,
    params: websiteIdParamsSchema,
    response: websiteDataSchema,
  },
  checkNow: {
    summary: 'Check now (the next check is due immediately)',
    tags,
    params: websiteIdParamsSchema,
    response: z.object({ queued: z.literal(true) }),
  },
  checks: {
    summary: 'Stored checks, newest first (raw history of the plan)',
    tags,
    params: websiteIdParamsSchema,
    query: websiteChecksQuerySchema,
    response: websiteChecksDataSchema,
  },
  responseTimes: {
    summary: 'Response-time series: raw checks for 24 h, hourly rollups for 7 d, daily for 30 d and 90 d',
    tags,
    params: websiteIdParamsSchema,
    query: responseSeriesQuerySchema,
    response: responseSeriesDataSchema,
  },
  runs: {
    summary: "A heartbeat's latest runs of its job, newest first (start, end, duration, outcome, output)",
    tags,
    params: websiteIdParamsSchema,
    query: heartbeatRunsQuerySchema,
    response: heartbeatRunsDataSchema,
  },
  pushExitGet: {
    summary: 'Heartbeat end signal with the exit status: 0 a success, 1–255 a failure',
    tags,
    params: pushExitParamsSchema,
    response: pushDataSchema,
  },
  pushExitPost: {
    summary: 'Heartbeat end signal with the exit status: 0 a success, 1–255 a failure (the body is the output)',
    tags,
    params: pushExitParamsSchema,
    response: pushDataSchema,
  },
  pushGet: {
    summary: 'Heartbeat ping from a cron job (`?status=down` reports a failure)',
    tags,
    params: pushParamsSchema,
    query: pushQuerySchema,
    response: pushDataSchema,
  },
  pushPost: {
    summary: 'Heartbeat ping from a cron job (`?status=down` reports a failure)',
    tags,
    params: pushParamsSchema,
    query: pushQuerySchema,
    response: pushDataSchema,
  },
  pushFailGet: {
    summary: 'Heartbeat failure signal: the job failed',
    tags,
    params: pushParamsSchema,
    response: pushDataSchema,
  },
  pushFailPost: {
    summary: 'Heartbeat failure signal: the job failed',
    tags,
    params: pushParamsSchema,
    response: pushDataSchema,
  },
  pushStartGet: {
    summary: 'Heartbeat start signal: a run began (its duration is measured at the next success)',
    tags,
    params: pushParamsSchema,
    response: pushDataSchema,
  },
  pushStartPost: {
    summary: 'Heartbeat start signal: a run began (its duration is measured at the next success)',
    tags,
    params: pushParamsSchema,
    response: pushDataSchema,
  },
} as const;
