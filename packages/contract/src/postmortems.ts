import { z } from 'zod';
import { incidentActorSchema } from './incidents';

// Postmortems (issue 29 §4): a resolved incident's write-up, in Markdown (markdown.ts: rendered safely by the app and
// the status pages), kept as a draft until published. A published postmortem shows on every status page with the
// incident's website (beside the incident's timeline) and in the pages' feeds; a draft stays with the team.

const isoDateTime = z.iso.datetime({ offset: true });

/** Long enough for a thorough write-up; the status page's JSON carries it whole. */
export const POSTMORTEM_MAX_LENGTH = 50_000;

export const postmortemSchema = z
  .object({
    incidentId: z.uuid(),
    /** Markdown source (headings, lists, emphasis, code, http(s) and mailto links; HTML shows as text). */
    body: z.string(),
    published: z.boolean(),
    /** When it was first published; kept while it stays published, null while it is a draft. */
    publishedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    /** Who saved it last. */
    updatedBy: incidentActorSchema,
  })
  .meta({ id: 'Postmortem' });
export type Postmortem = z.infer<typeof postmortemSchema>;

export const postmortemParamsSchema = z.strictObject({ id: z.uuid() });

/** Save the text, as a draft (`published: false`, which also takes a published one back) or published. */
export const savePostmortemBodySchema = z
  .strictObject({
    body: z.string().trim().min(1).max(POSTMORTEM_MAX_LENGTH),
    published: z.boolean(),
  })
  .meta({ id: 'SavePostmortemBody' });
export type SavePostmortemBody = z.input<typeof savePostmortemBodySchema>;

/** The incident's postmortem, or null when none was written yet. */
export const postmortemDataSchema = z
  .object({ postmortem: postmortemSchema.nullable() })
  .meta({ id: 'PostmortemData' });
export type PostmortemData = z.infer<typeof postmortemDataSchema>;

export const deletePostmortemDataSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'DeletePostmortem' });

/** What visitors of a status page get of a published postmortem. */
export const publicPostmortemSchema = z
  .object({ body: z.string(), publishedAt: isoDateTime, updatedAt: isoDateTime })
  .meta({ id: 'PublicPostmortem' });
export type PublicPostmortem = z.infer<typeof publicPostmortemSchema>;

const tags = ['Incidents'];

export const postmortemRouteSchemas = {
  get: {
    summary: "An incident's postmortem (draft or published), or null",
    tags,
    params: postmortemParamsSchema,
    response: postmortemDataSchema,
  },
  save: {
    summary:
      'Write or change the postmortem of a resolved incident, as a draft or published (409 while the incident is unresolved)',
    tags,
    params: postmortemParamsSchema,
    body: savePostmortemBodySchema,
    response: postmortemDataSchema,
  },
  delete: {
    summary: "Delete an incident's postmortem (it leaves the status pages and their feeds at once)",
    tags,
    params: postmortemParamsSchema,
    response: deletePostmortemDataSchema,
  },
};
