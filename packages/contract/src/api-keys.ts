import { z } from 'zod';

// API keys for scripts: `Authorization: Bearer hk_…` acts with the owner's rights. The secret is shown once.

const isoDateTime = z.iso.datetime({ offset: true });

export const API_KEY_PREFIX = 'hk_';

export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The first characters of the key (`hk_` and a few more), to tell keys apart. */
    prefix: z.string(),
    createdAt: isoDateTime,
    lastUsedAt: isoDateTime.nullable(),
    expiresAt: isoDateTime.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyBodySchema = z
  .strictObject({
    name: z.string().trim().min(1).max(100),
    expiresAt: isoDateTime.optional(),
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
