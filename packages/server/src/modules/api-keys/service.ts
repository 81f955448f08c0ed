import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKey, type ApiKeyScopes } from '@hlidka/contract';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { type ApiKeyRow, apiKeys } from '../../db/schema/api-keys';
import { type UserRow, users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { auditFields, recordAudit } from '../audit/record';
import { sha256 } from '../auth/tokens';

/** How many characters of the key the list shows (`hk_` and 8 more). */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
/** `lastUsedAt` is written at most this often per key. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const newApiKeySecret = () => `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    scopes: row.scopes ?? null,
  };
}

const active = (now: Date) => and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

export async function listApiKeys(db: DbOrTx, userId: string, now: Date): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), active(now)))
    .orderBy(desc(apiKeys.createdAt));
}

export async function createApiKey(
  db: DbOrTx,
  input: { userId: string; name: string; expiresAt: Date | null; scopes?: ApiKeyScopes | null; now: Date },
): Promise<{ row: ApiKeyRow; secret: string }> {
  const secret = newApiKeySecret();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: input.userId,
        name: input.name,
        prefix: secret.slice(0, SHOWN_PREFIX_LENGTH),
        keyHash: sha256(secret),
        createdAt: input.now,
        expiresAt: input.expiresAt,
        scopes: input.scopes ?? null,
      })
      .returning();
    if (!row) throw new Error('api key insert returned nothing');
    await recordAudit(tx, {
      scope: { ownerId: row.userId, teamId: null },
      action: 'create',
      resourceType: 'api_key',
      resourceId: row.id,
      resourceName: row.name,
      after: auditFields(row, API_KEY_FIELDS),
    });
    return { row, secret };
  });
}

/** What the audit log keeps of a key (never its hash). */
const API_KEY_FIELDS = ['name', 'prefix', 'expiresAt', 'revokedAt'] as const;

/** Revoke one of the user's keys. False when the user has no such active key. */
export async function revokeApiKey(db: DbOrTx, userId: string, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) return false;
    await recordAudit(tx, {
      scope: { ownerId: userId, teamId: null },
      action: 'delete',
      resourceType: 'api_key',
      resourceId: row.id,
      resourceName: row.name,
      before: auditFields({ ...row, revokedAt: null }, API_KEY_FIELDS),
      after: auditFields(row, API_KEY_FIELDS),
    });
    return true;
  });
}

/**
 * The owner of an unrevoked key with the key's id and scopes, 'expired' for a key past its expiry, or null. Notes the
 * use with the caller's address (at most once a minute per key, or when the address changes).
 */
export async function authenticateApiKey(
  db: DbOrTx,
  secret: string,
  now: Date,
  ip: string | null = null,
): Promise<{ user: UserRow; keyId: string; scopes: ApiKeyScopes | null } | 'expired' | null> {
  const [found] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sha256(secret)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!found) return null;
  if (found.key.expiresAt && found.key.expiresAt.getTime() <= now.getTime()) return 'expired';
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!found.key.lastUsedAt || found.key.lastUsedAt < stale || found.key.lastUsedIp !== ip) {
    await db.update(apiKeys).set({ lastUsedAt: now, lastUsedIp: ip }).where(eq(apiKeys.id, found.key.id));
  }
  return { user: found.user, keyId: found.key.id, scopes: found.key.scopes ?? null };
}
