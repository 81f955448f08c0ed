import { z } from 'zod';
import { websiteTypeSchema } from './check-settings';
import { createWebsiteBodySchema } from './websites';

// Importing monitors from another service (issue 18 §4): the file's text goes up, each monitor comes back as the
// website it becomes (or why it cannot), and a second call with `dryRun: false` creates them all in one transaction.

/** Where the file comes from: an Uptime Kuma backup (JSON), UptimeRobot's API answer (JSON) or its CSV export. */
export const importSourceValues = ['uptime-kuma', 'uptimerobot', 'healthchecks'] as const;
export const importSourceSchema = z.enum(importSourceValues).meta({ id: 'ImportSource' });
export type ImportSource = z.infer<typeof importSourceSchema>;

/** The file's text, at most this many characters (a request body is 1 MB at most). */
export const IMPORT_MAX_CHARS = 900_000;
/** Monitors in one file, at most. */
export const IMPORT_MAX_ROWS = 1000;

export const importWebsitesBodySchema = z
  .strictObject({
    source: importSourceSchema,
    content: z.string().min(1).max(IMPORT_MAX_CHARS),
    /** The team the websites are shared with; none = only the importing user. */
    teamId: z.uuid().nullable().optional(),
    /** true (default): only preview, nothing is written. */
    dryRun: z.boolean().default(true),
    /**
     * Import the ready rows and leave out rows with errors (the user saw them in the preview). Without it, one row
     * with an error refuses the whole import. Skipped rows (not monitors, duplicates) are always left out.
     */
    skipInvalid: z.boolean().default(false),
  })
  .meta({ id: 'ImportWebsitesBody' });
export type ImportWebsitesBody = z.input<typeof importWebsitesBodySchema>;

/** ready: becomes a website; error: cannot (see `problem` and `errors`); skipped: left out on purpose. */
export const importRowStatusValues = ['ready', 'error', 'skipped'] as const;
export const importRowStatusSchema = z.enum(importRowStatusValues);
export type ImportRowStatus = z.infer<typeof importRowStatusSchema>;

/**
 * Why a row is not ready (the screen words each code): the monitor's type has no Hlídka check (`params.type`), it is
 * a group not a monitor, it repeats an earlier row's address, a website of the user or team has its address
 * (`params.name`), or a field is invalid (`errors`).
 */
export const importProblemCodeValues = [
  'unsupported_type',
  'not_a_monitor',
  'duplicate_in_file',
  'duplicate_existing',
  'invalid',
] as const;
export const importProblemCodeSchema = z.enum(importProblemCodeValues);
export type ImportProblemCode = z.infer<typeof importProblemCodeSchema>;

/**
 * What changed on the way (the screen words each code): the interval was raised to the plan's minimum
 * (`params.from`, `params.to` in seconds), the timeout or redirects were cut to Hlídka's limits, the monitor was
 * paused in the source (it is imported paused: `paused` on the row).
 */
export const importNoteCodeValues = [
  'interval_raised',
  'timeout_clamped',
  'redirects_clamped',
  'paused_in_source',
] as const;
export const importNoteCodeSchema = z.enum(importNoteCodeValues);
export type ImportNoteCode = z.infer<typeof importNoteCodeSchema>;

const importParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const importRowSchema = z
  .object({
    /** Position in the file (0-based). */
    index: z.number().int().nonnegative(),
    /** The monitor's name and type as the source calls them. */
    name: z.string(),
    sourceType: z.string(),
    /** The Hlídka type it maps to, when there is one. */
    type: websiteTypeSchema.nullable(),
    url: z.string(),
    status: importRowStatusSchema,
    problem: z.object({ code: importProblemCodeSchema, params: importParamsSchema }).nullable(),
    /** Per-field messages (in the reader's language) when `problem` is `invalid`. */
    errors: z.record(z.string(), z.array(z.string())),
    notes: z.array(z.object({ code: importNoteCodeSchema, params: importParamsSchema })),
    /** The body that creates the website (as POST /api/websites takes it); null unless ready. */
    website: createWebsiteBodySchema.nullable(),
    /** Paused in the source: it is created paused, so it is not checked and not counted against the plan. */
    paused: z.boolean(),
  })
  .meta({ id: 'ImportRow' });
export type ImportRow = z.infer<typeof importRowSchema>;

export const importWebsitesDataSchema = z
  .object({
    source: importSourceSchema,
    dryRun: z.boolean(),
    rows: z.array(importRowSchema),
    /** Websites created (0 for a preview). */
    imported: z.number().int().nonnegative(),
    /** The plan's website limit and the websites counted against it now (before this import; paused ones never count). */
    quota: z.object({ websiteLimit: z.number().int().nonnegative(), websitesUsed: z.number().int().nonnegative() }),
  })
  .meta({ id: 'ImportWebsitesData' });
export type ImportWebsitesData = z.infer<typeof importWebsitesDataSchema>;

export const importRouteSchemas = {
  importWebsites: {
    summary: 'Preview or import monitors from Uptime Kuma or UptimeRobot',
    description:
      'Uptime Kuma: the backup JSON (Settings → Backup → Export). UptimeRobot: the API answer of getMonitors (JSON) or ' +
      'the dashboard’s CSV export. With `dryRun` (default) nothing is written; otherwise every ready row becomes a ' +
      'website in one transaction, or none does (a row with an error without `skipInvalid`, the plan limit).',
    tags: ['websites'],
    body: importWebsitesBodySchema,
    response: importWebsitesDataSchema,
  },
} as const;
