import { z } from 'zod';
import { type CauseParams, causeParamsSchema } from './cause-params-schema';
import { acknowledgementViaSchema } from './escalation-policies';
import { incidentStatusValueSchema } from './events';
import { paginationSchema } from './user';
import { incidentDependencyLinkSchema } from './website-dependencies';

// Incidents (spec §3, §4; issue 4 §5). Opened by the engine after N consecutive failing checks of a website, resolved
// after M successes or by hand; acknowledged by hand. Visible to the website's owner and its team's members; any other
// id answers 404 'Incident nebyl nalezen', exactly like one that does not exist.

const isoDateTime = z.iso.datetime({ offset: true });

export const incidentStatusSchema = incidentStatusValueSchema.meta({ id: 'IncidentStatus' });
export type IncidentStatus = z.infer<typeof incidentStatusSchema>;

/** Who did something by hand; null in its place means the engine did it. */
export const incidentActorSchema = z
  .object({ userId: z.uuid().nullable(), name: z.string() })
  .meta({ id: 'IncidentActor' });
export type IncidentActor = z.infer<typeof incidentActorSchema>;

export const incidentWebsiteSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    url: z.string(),
    /** The website's team (null: the owner's personal website); the app asks the permission table with it. */
    teamId: z.uuid().nullable(),
  })
  .meta({ id: 'IncidentWebsite' });

export { type CauseParams, causeParamsSchema };

/** What one region saw when a multi-region incident opened: failing (with its first failure) or not. */
export const incidentRegionVerdictSchema = z
  .object({
    region: z.string(),
    /** This region had failed `failuresToOpen` checks in a row. */
    failing: z.boolean(),
    consecutiveFailures: z.number().int().nonnegative(),
    /** The region's first failing check of the streak: its code and values (null while it succeeded). */
    causeCode: z.string().nullable(),
    causeParams: causeParamsSchema,
    failingSince: isoDateTime.nullable(),
    /** The region's last check; null when it had not checked yet. */
    lastCheckedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'IncidentRegionVerdict' });
export type IncidentRegionVerdict = z.infer<typeof incidentRegionVerdictSchema>;

export const incidentSchema = z
  .object({
    id: z.uuid(),
    /** "{website} is down" in the request's language, for API clients; the app words it from `website.name`. */
    title: z.string(),
    /** The cause in words, in the request's language, for API clients; the app words `causeCode` + `causeParams`. */
    description: z.string().nullable(),
    status: incidentStatusSchema,
    website: incidentWebsiteSchema,
    /** Result code of the first failing check (`timeout`, `status`, `dns`…): the app translates it. */
    causeCode: z.string().nullable(),
    causeParams: causeParamsSchema,
    /** The checker's technical detail, in English (for logs and support), never shown as the cause. */
    causeMessage: z.string().nullable(),
    /** The first failing check; the incident opened when the failure was confirmed (`createdAt`). */
    startedAt: isoDateTime,
    /**
     * Multi-region websites: each region's view when the incident opened, and how many had to agree; null for a
     * website checked from one region.
     */
    regions: z
      .object({ quorum: z.number().int().positive(), verdicts: z.array(incidentRegionVerdictSchema) })
      .nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    acknowledgedAt: isoDateTime.nullable(),
    acknowledgedBy: incidentActorSchema.nullable(),
    resolvedAt: isoDateTime.nullable(),
    /** Null when the incident is open or resolved itself on recovery. */
    resolvedBy: incidentActorSchema.nullable(),
    /** From the first failing check until resolved (or now). */
    durationSeconds: z.number().int().nonnegative(),
  })
  .meta({ id: 'Incident' });
export type Incident = z.infer<typeof incidentSchema>;

/**
 * What a timeline entry records (the server's column and constraint follow it). `maintenance_started` /
 * `maintenance_ended`: a maintenance window of the website began / ended while the incident was unresolved; alerts
 * wait until it ends, and then the website's real state is announced once if it differs. `silenced` (the reason in
 * `text`): someone silenced the incident, its website or its website's group; the silence ended by hand
 * (`silence_cleared`), at its end (`silence_expired`) or as the incident resolved (`silence_recovered`).
 * Dependencies (website-dependencies.ts; the other website's name in `text`): `dependency_linked` — the website it
 * depends on was down, so this incident was linked to that one and its alerts held back; `dependent_linked` — on the
 * parent's incident, a dependent website's failure was linked to it; `dependency_recovered` — the parent recovered
 * while this website still failed, so its own alerts went out then.
 */
export const incidentTimelineTypeValues = [
  'opened',
  'acknowledged',
  'resolved',
  'note',
  'maintenance_started',
  'maintenance_ended',
  'silenced',
  'silence_cleared',
  'silence_expired',
  'silence_recovered',
  'escalated',
  'dependency_linked',
  'dependent_linked',
  'dependency_recovered',
] as const;
export type IncidentTimelineType = (typeof incidentTimelineTypeValues)[number];

export const incidentTimelineEntrySchema = z
  .object({
    id: z.uuid(),
    type: z.enum(incidentTimelineTypeValues),
    /** Null for the engine (opened on failures, resolved on recovery). */
    actor: incidentActorSchema.nullable(),
    causeCode: z.string().nullable(),
    /** The note's text for `note` entries, the reason of `silenced`, the other website's name for dependencies. */
    text: z.string().nullable(),
    /** `acknowledged`: in the app, by an e-mail's link or a chat button (null for entries before it was kept). */
    via: acknowledgementViaSchema.nullable(),
    /** `escalated`: the escalation policy's step (from 1) and round (from 1) that was sent. */
    escalation: z.object({ step: z.number().int().positive(), round: z.number().int().positive() }).nullable(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'IncidentTimelineEntry' });
export type IncidentTimelineEntry = z.infer<typeof incidentTimelineEntrySchema>;

export const incidentNoteSchema = z
  .object({
    id: z.uuid(),
    author: incidentActorSchema,
    body: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'IncidentNote' });
export type IncidentNote = z.infer<typeof incidentNoteSchema>;

export const incidentDetailSchema = incidentSchema
  .extend({
    /** Oldest first. */
    timeline: z.array(incidentTimelineEntrySchema),
    /** Oldest first. */
    notes: z.array(incidentNoteSchema),
    /** The incident of the website this one depends on, when its failure was linked to it; else null. */
    parent: incidentDependencyLinkSchema.nullable(),
    /** The dependent websites' incidents linked to this one, by name. */
    dependents: z.array(incidentDependencyLinkSchema),
  })
  .meta({ id: 'IncidentDetail' });
export type IncidentDetail = z.infer<typeof incidentDetailSchema>;

export const incidentSortValues = ['title', 'status', 'website', 'createdAt', 'updatedAt', 'resolvedAt'] as const;
export const incidentSortSchema = z.enum(incidentSortValues).meta({ id: 'IncidentSort' });
export type IncidentSort = z.infer<typeof incidentSortSchema>;

/** `a,b` or repeated parameters → an array. */
const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : value,
    z.array(item).min(1).max(100),
  );

export const incidentListQuerySchema = z
  .strictObject({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(20),
    /** One status or several (`open,acknowledged`). `active` is not a status: ask for open and acknowledged. */
    status: listOf(incidentStatusSchema).optional(),
    websiteId: z.uuid().optional(),
    teamId: z.uuid().optional(),
    /** Incidents that were unresolved at some time in [from, to): created before `to`, resolved after `from`. */
    from: isoDateTime.optional(),
    to: isoDateTime.optional(),
    search: z.string().trim().max(200).optional(),
    sort: incidentSortSchema.default('createdAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
  })
  .meta({ id: 'IncidentListQuery' });
/** What a client sends (every field optional). */
export type IncidentListQuery = Partial<z.input<typeof incidentListQuerySchema>>;

export const incidentListDataSchema = z
  .object({ incidents: z.array(incidentSchema), pagination: paginationSchema })
  .meta({ id: 'IncidentList' });
export type IncidentListData = z.infer<typeof incidentListDataSchema>;

export const incidentIdParamsSchema = z.strictObject({ id: z.uuid() });
export const incidentDataSchema = z.object({ incident: incidentDetailSchema }).meta({ id: 'IncidentData' });
export type IncidentData = z.infer<typeof incidentDataSchema>;

/** Acknowledge or resolve, optionally with a note recorded in the same change. */
export const incidentActionBodySchema = z
  .strictObject({ note: z.string().trim().min(1).max(5000).optional() })
  .meta({ id: 'IncidentActionBody' });
export type IncidentActionBody = z.infer<typeof incidentActionBodySchema>;

export const incidentNoteBodySchema = z
  .strictObject({ body: z.string().trim().min(1).max(5000) })
  .meta({ id: 'IncidentNoteBody' });
export type IncidentNoteBody = z.infer<typeof incidentNoteBodySchema>;

export const incidentNoteDataSchema = z
  .object({ note: incidentNoteSchema, incident: incidentDetailSchema })
  .meta({ id: 'IncidentNoteData' });
export type IncidentNoteData = z.infer<typeof incidentNoteDataSchema>;

const tags = ['Incidents'];

export const incidentRouteSchemas = {
  list: {
    summary: "Incidents of the caller's websites and teams' websites, filtered, sorted and paged",
    tags,
    query: incidentListQuerySchema,
    response: incidentListDataSchema,
  },
  get: {
    summary: 'One incident with its timeline and notes',
    tags,
    params: incidentIdParamsSchema,
    response: incidentDataSchema,
  },
  acknowledge: {
    summary: "Acknowledge an open incident (message 'Incident potvrzen'); acknowledging again changes nothing",
    tags,
    params: incidentIdParamsSchema,
    body: incidentActionBodySchema.nullish(),
    response: incidentDataSchema,
  },
  resolve: {
    summary: "Resolve an incident by hand (message 'Incident vyřešen'); the website needs new failures to open another",
    tags,
    params: incidentIdParamsSchema,
    body: incidentActionBodySchema.nullish(),
    response: incidentDataSchema,
  },
  addNote: {
    summary: 'Add a note to an incident',
    tags,
    params: incidentIdParamsSchema,
    body: incidentNoteBodySchema,
    response: incidentNoteDataSchema,
  },
};
