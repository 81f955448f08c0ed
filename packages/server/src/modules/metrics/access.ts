import { createHash, timingSafeEqual } from 'node:crypto';
import { API_KEY_PREFIX, apiKeyAllows } from '@hlidka/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/types';
import { AppError } from '../../http/app-error';
import { authenticateApiKey } from '../api-keys/service';
import { bearerToken } from '../auth/authenticate';
import { metricsMessages } from './messages';

/** What a scrape may see: everything (the operator's token) or one user's websites (their API key). */
export type MetricsScope = { kind: 'operator' } | { kind: 'user'; userId: string };

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time comparison (of digests, so the lengths match and the token's length does not leak). */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The scope of a scrape: `Authorization: Bearer <METRICS_TOKEN>` sees everything, a user's API key (`hk_…`) their
 * and their teams' websites (unless `operatorOnly`: a worker's scrape). Anything else is 401 with a
 * `WWW-Authenticate` challenge.
 */
export async function metricsScope(
  request: FastifyRequest,
  db: Db,
  operatorToken: string,
  now: Date,
  options: { operatorOnly?: boolean } = {},
) {
  const token = bearerToken(request);
  const refuse = () =>
    new AppError(
      'UNAUTHORIZED',
      options.operatorOnly ? metricsMessages.workerTokenRequired : metricsMessages.tokenRequired,
      {
        headers: { 'www-authenticate': 'Bearer realm="hlidka-metrics"' },
      },
    );
  if (!token) throw refuse();
  if (sameToken(token, operatorToken)) return { kind: 'operator' } satisfies MetricsScope;
  if (!options.operatorOnly && token.startsWith(API_KEY_PREFIX)) {
    const found = await authenticateApiKey(db, token, now);
    if (found && found !== 'expired' && apiKeyAllows(found.scopes, 'read', 'websites')) {
      return { kind: 'user', userId: found.user.id } satisfies MetricsScope;
    }
  }
  throw refuse();
}
