import { z } from 'zod';
import { websiteStatusValues } from './events';

// Website groups: named sets of websites of one owner or team (a website is in at most one). Seen by whoever sees
// the owner's or team's websites; any other id answers 404 'Skupina nebyla nalezena'. Deleting a group keeps its
// websites (they are left without a group).

const isoDateTime = z.iso.datetime({ offset: true });
const noControlCharacters = /^[^\p{Cc}]*$/u;
export const WEBSITE_GROUP_NAME_MAX = 100;
export const WEBSITE_GROUP_DESCRIPTION_MAX = 500;

/** How many of the group's websites are in each status. */
export const websiteGroupStatusCountsSchema = z
  .object(
    Object.fromEntries(websiteStatusValues.map((status) => [status, z.number().int().nonnegative()])) as {
      [K in (typeof websiteStatusValues)[number]]: z.ZodNumber;
    },
  )
  .meta({ id: 'WebsiteGroupStatusCounts' });
export type WebsiteGroupStatusCounts = z.infer<typeof websiteGroupStatusCountsSchema>;

export const websiteGroupSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    /** The team whose members see the group; null = only its owner. Its websites are of the same team (or owner). */
    teamId: z.uuid().nullable(),
    ownerId: z.uuid(),
    /** The escalation policy of its websites that have none of their own; null = none. */
    escalationPolicyId: z.uuid().nullable(),
    websiteCount: z.number().int().nonnegative(),
    statusCounts: websiteGroupStatusCountsSchema,
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: 'WebsiteGroup' });
export type WebsiteGroup = z.infer<typeof websiteGroupSchema>;

const groupFields = {
  name: z.string().trim().min(1).max(WEBSITE_GROUP_NAME_MAX).regex(noControlCharacters),
  description: z.string().trim().max(WEBSITE_GROUP_DESCRIPTION_MAX).nullable(),
  escalationPolicyId: z.uuid().nullable(),
};

export const createWebsiteGroupBodySchema = z
  .strictObject({
    name: groupFields.name,
    description: groupFields.description.default(null),
    escalationPolicyId: groupFields.escalationPolicyId.default(null),
    /** The team the group belongs to; null = the caller's own. */
    teamId: z.uuid().nullable().default(null),
  })
  .meta({ id: 'CreateWebsiteGroupBody' });
export type CreateWebsiteGroupBody = z.input<typeof createWebsiteGroupBodySchema>;

/** Rename or describe; a group never changes its owner or team. */
export const updateWebsiteGroupBodySchema = z
  .strictObject({
    name: groupFields.name.optional(),
    description: groupFields.description.optional(),
    escalationPolicyId: groupFields.escalationPolicyId.optional(),
  })
  .meta({ id: 'UpdateWebsiteGroupBody' });
export type UpdateWebsiteGroupBody = z.input<typeof updateWebsiteGroupBodySchema>;

export const websiteGroupIdParamsSchema = z.strictObject({ id: z.uuid() });
export const websiteGroupListDataSchema = z
  .object({ groups: z.array(websiteGroupSchema) })
  .meta({ id: 'WebsiteGroupList' });
export type WebsiteGroupListData = z.infer<typeof websiteGroupListDataSchema>;
export const websiteGroupDataSchema = z.object({ group: websiteGroupSchema }).meta({ id: 'WebsiteGroupData' });
export const deleteWebsiteGroupDataSchema = z.object({ deleted: z.literal(true) }).meta({ id: 'DeleteWebsiteGroup' });

const tags = ['Website groups'];

export const websiteGroupRouteSchemas = {
  list: {
    summary: 'Website groups the caller sees (own and teams), by name',
    tags,
    response: websiteGroupListDataSchema,
  },
  create: {
    summary: 'Create a website group (409 DUPLICATE_GROUP_NAME when the owner or team has one of that name)',
    tags,
    body: createWebsiteGroupBodySchema,
    response: websiteGroupDataSchema,
  },
  get: { summary: 'One website group', tags, params: websiteGroupIdParamsSchema, response: websiteGroupDataSchema },
  update: {
    summary: 'Rename or describe a website group',
    tags,
    params: websiteGroupIdParamsSchema,
    body: updateWebsiteGroupBodySchema,
    response: websiteGroupDataSchema,
  },
  delete: {
    summary: 'Delete a website group (its websites stay, without a group)',
    tags,
    params: websiteGroupIdParamsSchema,
    response: deleteWebsiteGroupDataSchema,
  },
} as const;
