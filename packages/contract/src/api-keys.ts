import { z } from 'zod';
import { type PermissionAction, type PermissionResource, permissionResourceSchema } from './permissions';

// API keys for scripts: `Authorization: Bearer hk_…` acts with the owner's rights. The secret is shown once.

const isoDateTime = z.iso.datetime({ offset: true });

export const API_KEY_PREFIX = 'hk_';

/** What a key may do with a resource: `read` looks, `write` also changes and deletes. A resource left out: nothing. */
export const apiKeyScopeLevels = ['read', 'write'] as const;
export const apiKeyScopeLevelSchema = z.enum(apiKeyScopeLevels).meta({ id: 'ApiKeyScopeLevel' });
export type ApiKeyScopeLevel = z.infer<typeof apiKeyScopeLevelSchema>;
/** A key's scopes per resource of the permission table; null: everything its creator's role allows. */
export const apiKeyScopesSchema = z
  .partialRecord(permissionResourceSchema, apiKeyScopeLevelSchema)
  .meta({ id: 'ApiKeyScopes' });
export type ApiKeyScopes = z.infer<typeof apiKeyScopesSchema>;

/**
 * May a key with `scopes` do `action` on `resource`? Never more than its creator's role allows: the server asks the
 * permission table as well (the intersection).
 */
export function apiKeyAllows(
  scopes: ApiKeyScopes | null,
  action: PermissionAction,
  resource: PermissionResource,
): boolean {
  if (scopes === null) return true;
  const level = scopes[resource];
  if (!level) return false;
  return action === 'read' || level === 'write';
}

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The first characters of the key (`hk_` and a few more), to tell keys apart. */
    prefix: z.string(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
    /** The address the key was last used from. */
    lastUsedIp: z.string().nullable(),
    expiresAt: isoDateTime.nullable(),
    scopes: apiKeyScopesSchema.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    expiresAt: isoDateTime.optional(),
    /** Left out or null: everything the creator's role allows, at each use. */
    scopes: apiKeyScopesSchema.nullable().optional(),
  })
  .meta({ id: 'CreateApiKeyBody' });
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const apiKeyListDataSchema = z.object({ apiKeys: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });
export const createdApiKeyDataSchema = z
  .object({ apiKey: apiKeySchema, secret: z.string().startsWith(API_KEY_PREFIX) })
  .meta({ id: 'CreatedApiKey' });
export const apiKeyIdParamsSchema = z.strictObject({ id: z.uuid() });
export const revokeApiKeyDataSchema = z.object({ revoked: z.literal(true) }).meta({ id: 'RevokeApiKey' });

const tags = ['API keys'];

export const apiKeyRouteSchemas = {
  list: {
    summary: 'Active API keys of the signed-in user',
    tags,
    response: apiKeyListDataSchema,
  },
  create: {
    summary: 'Create an API key (the secret is in this answer only)',
    tags,
    body: createApiKeyBodySchema,
    response: createdApiKeyDataSchema,
  },
  revoke: {
    summary: 'Revoke an API key',
    tags,
    params: apiKeyIdParamsSchema,
    response: revokeApiKeyDataSchema,
  },
} as const;
