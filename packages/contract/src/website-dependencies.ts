import { z } from 'zod';
import { websiteStatusValueSchema } from './events';

// Website dependencies (issue 28 item 4): a website may depend on another website or on a website group of the same
// owner or team. While the parent is down, the children's failures are linked to the parent's incident, their alerts
// are held back, and the parent's one alert names them ("Databázový server a 12 závislých webů jsou nedostupné").
// A group counts as down only when ALL its websites are down: a group stands for redundant machines (a cluster, nodes
// behind a balancer); while one still answers, a dependent's failure is its own and must alert on its own.

export const websiteDependencyKindValues = ['website', 'group'] as const;
export const websiteDependencyKindSchema = z.enum(websiteDependencyKindValues).meta({ id: 'WebsiteDependencyKind' });
export type WebsiteDependencyKind = z.infer<typeof websiteDependencyKindSchema>;

/** What a website depends on: another website or a group (same owner or team; no cycles, not itself). */
export const websiteDependsOnSchema = z
  .strictObject({ kind: websiteDependencyKindSchema, id: z.uuid() })
  .nullable()
  .meta({ id: 'WebsiteDependsOn' });
export type WebsiteDependsOn = z.infer<typeof websiteDependsOnSchema>;

/** Field error codes of `dependsOn` (the server words them in the request's language). */
export const websiteDependencyErrorValues = ['notFound', 'self', 'cycle', 'otherScope'] as const;

export const websiteDependencyWebsiteSchema = z
  .object({ id: z.uuid(), name: z.string(), status: websiteStatusValueSchema })
  .meta({ id: 'WebsiteDependencyWebsite' });
export type WebsiteDependencyWebsite = z.infer<typeof websiteDependencyWebsiteSchema>;

/** The parent as the caller sees it: a website with its status, or a group (down = all its websites down). */
export const websiteDependencyParentSchema = z
  .object({ kind: websiteDependencyKindSchema, id: z.uuid(), name: z.string(), down: z.boolean() })
  .meta({ id: 'WebsiteDependencyParent' });
export type WebsiteDependencyParent = z.infer<typeof websiteDependencyParentSchema>;

export const websiteDependenciesDataSchema = z
  .object({
    /** Null when the website depends on nothing. */
    parent: websiteDependencyParentSchema.nullable(),
    /** Websites that depend on this one directly or through its group, by name. */
    dependents: z.array(websiteDependencyWebsiteSchema),
  })
  .meta({ id: 'WebsiteDependencies' });
export type WebsiteDependenciesData = z.infer<typeof websiteDependenciesDataSchema>;

/** An incident's link to the incident of the website it depends on, and the incidents linked to it. */
export const incidentDependencyLinkSchema = z
  .object({ incidentId: z.uuid(), website: z.object({ id: z.uuid(), name: z.string() }) })
  .meta({ id: 'IncidentDependencyLink' });
export type IncidentDependencyLink = z.infer<typeof incidentDependencyLinkSchema>;

const websiteIdParams = z.strictObject({ id: z.uuid() });

export const websiteDependencyRouteSchemas = {
  get: {
    summary: "A website's parent (what it depends on) and the websites that depend on it",
    tags: ['Websites'],
    params: websiteIdParams,
    response: websiteDependenciesDataSchema,
  },
} as const;
