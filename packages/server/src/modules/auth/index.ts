import { actionOfMethod, apiKeyAllows, resourceOfPath } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { scheduleBackgroundTask } from '../../background/tasks';
import { AppError } from '../../http/app-error';
import { defineModule } from '../define-module';
import { bearerToken, resolveBearer } from './authenticate';
import { type AuthContext, createAuthContext } from './context';
import { registerGoogleRoutes } from './google-routes';
import { authMessages } from './messages';
import { pruneAuthData } from './prune';
import { registerAuthRoutes } from './routes';
import { registerSsoRoutes } from './sso/routes';
import { registerTwoFactorRoutes } from './two-factor/routes';

declare module 'fastify' {
  interface FastifyInstance {
    authContext: AuthContext;
  }
}

/** The real `app.authenticate`: an access JWT of an active session, or an API key. */
export function createAuthenticate(app: FastifyInstance) {
  const ctx = app.authContext;
  return async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw new AppError('UNAUTHORIZED', authMessages.unauthorized);
    const who = await resolveBearer(app.db, ctx.tokens, token, app.clock.now(), request.ip);
    request.auth = who.auth;
    request.language = who.language;
    // A scoped key does only what its scopes cover (and, in the services, what its creator's role allows).
    const scopes = who.auth.apiKeyScopes;
    if (who.auth.method === 'api_key' && scopes) {
      const resource = resourceOfPath(request.routeOptions.url ?? request.url);
      if (!resource || !apiKeyAllows(scopes, actionOfMethod(request.method), resource)) {
        throw new AppError('API_KEY_SCOPE', authMessages.apiKeyScope);
      }
    }
  };
}

/** Authentication: `app.authenticate` and `app.authContext` for every module, and the password, Google and single sign-on routes. */
export const authModule = defineModule('auth', { shared: true }, async (app) => {
  app.decorate('authContext', createAuthContext(app));
  app.decorate('authenticate', createAuthenticate(app));
  registerAuthRoutes(app);
  registerGoogleRoutes(app);
  registerTwoFactorRoutes(app);
  registerSsoRoutes(app);
  // Old auth rows go hourly (and once soon after start) where requests are served.
  scheduleBackgroundTask(app, {
    roles: ['all', 'api'],
    run: () => pruneAuthData(app.db, app.clock.now()),
    firstAfterMs: 60_000,
    everyMs: PRUNE_EVERY_MS,
    failure: 'pruning old sign-in data failed',
  });
});

const PRUNE_EVERY_MS = 60 * 60 * 1000;
