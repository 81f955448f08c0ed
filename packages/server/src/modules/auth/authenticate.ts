import { API_KEY_PREFIX } from '@hlidka/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import type { RequestAuth } from '../../http/types';
import { authenticateApiKey } from '../api-keys/service';
import { authMessages } from './messages';
import type { TokenService } from './tokens';

export interface AuthenticatedUser {
  auth: RequestAuth;
  language: 'cs' | 'en';
}

/** The bearer token of a request, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * Resolve a bearer token: an API key (`hk_…`) or an access JWT whose session is still active. The session is looked
 * up on every request, so signing out, terminating a session or changing the password takes effect at once.
 * Throws 401 for a bad token.
 */
export async function resolveBearer(
  db: Db,
  tokens: TokenService,
  token: string,
  now: Date,
  ip: string | null = null,
): Promise<AuthenticatedUser> {
  if (token.startsWith(API_KEY_PREFIX)) {
    const found = await authenticateApiKey(db, token, now, ip);
    if (found === 'expired') throw new AppError('API_KEY_EXPIRED', authMessages.apiKeyExpired);
    if (!found) throw new AppError('UNAUTHORIZED', authMessages.apiKeyInvalid);
    return {
      auth: { userId: found.user.id, method: 'api_key', apiKeyId: found.keyId, apiKeyScopes: found.scopes },
      language: found.user.language,
    };
  }
  const verified = await tokens.verifyAccess(token, now);
  if (!verified.ok) {
    throw verified.reason === 'expired'
      ? new AppError('TOKEN_EXPIRED', authMessages.sessionExpired)
      : new AppError('UNAUTHORIZED', authMessages.unauthorized);
  }
  const { userId, sessionId } = verified.claims;
  const [row] = await db
    .select({ language: users.language })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', authMessages.sessionExpired);
  return { auth: { userId, sessionId, method: 'jwt' }, language: row.language };
}
