import { z } from 'zod';

// Silences (issue 28 §3): a website, a website group or an incident silenced for a chosen time with a required
// reason. While a silence holds, checks go on but no alert goes out; it clears when the incident resolves (recovery),
// at its end (expiry) or by hand. Seen by whoever sees its target.

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;

export const silenceTargetKindValues = ['website', 'group', 'incident'] as const;
export const silenceTargetKindSchema = z.enum(silenceTargetKindValues).meta({ id: 'SilenceTargetKind' });
export type SilenceTargetKind = z.infer<typeof silenceTargetKindSchema>;

/** Why a silence ended: its incident resolved, its time ran out, or someone cleared it. */
export const silenceClearReasonValues = ['recovery', 'expiry', 'manual'] as const;
export const silenceClearReasonSchema = z.enum(silenceClearReasonValues).meta({ id: 'SilenceClearReason' });
export type SilenceClearReason = z.infer<typeof silenceClearReasonSchema>;

/** The durations the app offers, in minutes: 30 min, 1 h, 4 h, 1 day, 1 week. */
export const SILENCE_DURATION_CHOICES = [30, 60, 240, 1440, 10_080] as const;
export const MAX_SILENCE_MINUTES = 10_080;
export const SILENCE_REASON_MAX = 500;

export const silenceSchema = z
  .object({
    id: z.uuid(),
    targetKind: silenceTargetKindSchema,
    targetId: z.uuid(),
    /**
     * The websites it covers now: the website itself, the group's websites, or the incident's website. The app marks
     * them "Ztlumeno" with it.
     */
    websiteIds: z.array(z.uuid()),
    reason: z.string(),
    until: isoDateTime,
    /** Who silenced it (null once the account is gone) and their name at the time. */
    createdBy: z.object({ userId: z.uuid().nullable(), name: z.string() }),
    createdAt: isoDateTime,
    /** Null while it holds. */
    clearedAt: isoDateTime.nullable(),
    clearedReason: silenceClearReasonSchema.nullable(),
    active: z.boolean(),
  })
  .meta({ id: 'Silence' });
export type Silence = z.infer<typeof silenceSchema>;

export const createSilenceBodySchema = z
  .strictObject({
    targetKind: silenceTargetKindSchema,
    targetId: z.uuid(),
    reason: z.string().trim().min(1).max(SILENCE_REASON_MAX).regex(noControlCharacters),
    durationMinutes: z.number().int().min(1).max(MAX_SILENCE_MINUTES),
  })
  .meta({ id: 'CreateSilenceBody' });
export type CreateSilenceBody = z.input<typeof createSilenceBodySchema>;

export const silenceListQuerySchema = z
  .strictObject({
    /** Only the silences of one target. */
    targetKind: silenceTargetKindSchema.optional(),
    targetId: z.uuid().optional(),
    /** `false` adds the ended ones (newest first). Default: only those that hold now. */
    active: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .default(true),
  })
  .meta({ id: 'SilenceListQuery' });

export const silenceIdParamsSchema = z.strictObject({ id: z.uuid() });
export const silenceListDataSchema = z.object({ silences: z.array(silenceSchema) }).meta({ id: 'SilenceList' });
export type SilenceListData = z.infer<typeof silenceListDataSchema>;
export const silenceDataSchema = z.object({ silence: silenceSchema }).meta({ id: 'SilenceData' });

const tags = ['Silences'];

export const silenceRouteSchemas = {
  list: {
    summary: 'Silences the caller sees (those that hold now, or all with active=false)',
    tags,
    query: silenceListQuerySchema,
    response: silenceListDataSchema,
  },
  create: {
    summary: 'Silence a website, a website group or an incident for a time, with a reason (checks go on)',
    tags,
    body: createSilenceBodySchema,
    response: silenceDataSchema,
  },
  clear: {
    summary: 'Clear a silence by hand (alerts go out again)',
    tags,
    params: silenceIdParamsSchema,
    response: silenceDataSchema,
  },
} as const;
