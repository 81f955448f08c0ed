import { apiKeyRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error';
import { registerRoute, type SignedIn } from '../../http/register-route';
import { authMessages as m } from '../auth/messages';
import { createApiKey, listApiKeys, revokeApiKey, toApiKey } from './service';

/** Managing keys takes a signed-in session: a key cannot mint or revoke keys. */
function sessionUser({ auth }: SignedIn): string {
  if (auth.method !== 'jwt') throw new AppError('FORBIDDEN', m.apiKeyNotAllowed);
  return auth.userId;
}

export function registerApiKeyRoutes(app: FastifyInstance) {
  registerRoute(app, apiKeyRoutes.list, async (request) => {
    const rows = await listApiKeys(app.db, request.auth.userId, app.clock.now());
    return { apiKeys: rows.map(toApiKey) };
  });

  registerRoute(app, apiKeyRoutes.create, async (request) => {
    const userId = sessionUser(request);
    const now = app.clock.now();
    const expiresAt = request.body.expiresAt ? new Date(request.body.expiresAt) : null;
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      const message = { cs: 'Datum vypršení musí být v budoucnosti.', en: 'The expiry must be in the future.' };
      throw new AppError('VALIDATION_ERROR', message, { errors: { expiresAt: [message] } });
    }
    const scopes = request.body.scopes ?? null;
    const { row, secret } = await createApiKey(app.db, { userId, name: request.body.name, expiresAt, scopes, now });
    return { apiKey: toApiKey(row), secret };
  });

  registerRoute(app, apiKeyRoutes.revoke, async (request) => {
    const userId = sessionUser(request);
    if (!(await revokeApiKey(app.db, userId, request.params.id, app.clock.now()))) {
      throw new AppError('NOT_FOUND', m.apiKeyNotFound);
    }
    return { revoked: true as const };
  });
}
