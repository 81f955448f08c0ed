import { ssoRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { AppError, type Translated } from '../../../http/app-error';
import { t } from '../../../http/language';
import { registerRoute } from '../../../http/register-route';
import { appBaseUrl } from '../../../http/request-origin';
import { clientInfo } from '../context';
import { CallbackFailure, OAUTH_STATE_TTL_MS, saveOauthState, takeOauthState } from '../google-accounts';
import { readCookie } from '../google-routes';
import { OidcError } from '../oidc';
import { SecretBox } from '../secret-box';
import { randomToken, sha256 } from '../tokens';
import { startSignInChallenge } from '../two-factor/challenges';
import { txtLookup } from './dns';
import { ssoMessages } from './messages';
import { SsoSettings } from './settings';
import { findSsoTeam, ssoClientFor, ssoConfigOf, userForSso } from './sign-in';

/** The server's SSO callback (the redirect URI every team registers with its provider). */
export const SSO_CALLBACK_PATH = '/api/auth/sso/callback';
/** The app's screen that finishes an SSO sign-in. */
export const SSO_APP_CALLBACK_PATH = '/auth/sso/callback';
/** HttpOnly cookie that ties the callback to the browser that started the sign-in (login CSRF). */
export const SSO_BINDING_COOKIE = 'hlidka_sso';

/** A team's single sign-on: its settings (admins and the owner) and the sign-in (start, callback). */
export function registerSsoRoutes(app: FastifyInstance) {
  const ctx = app.authContext;
  const box = new SecretBox(app.config.jwtSecret, 'hlidka:sso-client-secret');
  const settings = new SsoSettings({
    db: app.db,
    now: () => app.clock.now(),
    box,
    allowPrivateTargets: app.config.allowPrivateTargets,
    lookupTxt: txtLookup(app.config.ssoDnsServer),
    redirectUri: `${app.config.publicUrl}${SSO_CALLBACK_PATH}`,
  });
  const cookieAttributes = (base: string) =>
    `Path=/api/auth/sso; HttpOnly; SameSite=Lax${base.startsWith('https:') ? '; Secure' : ''}`;

  registerRoute(app, ssoRoutes.get, async (request) => settings.get(request.params.id, request.auth.userId));
  registerRoute(app, ssoRoutes.update, async (request) =>
    settings.update(request.params.id, request.auth.userId, request.body),
  );
  registerRoute(app, ssoRoutes.remove, async (request) => {
    await settings.remove(request.params.id, request.auth.userId);
    return { deleted: true as const };
  });
  registerRoute(app, ssoRoutes.testConnection, async (request) =>
    settings.testConnection(request.params.id, request.auth.userId, request.body.issuerUrl),
  );
  registerRoute(app, ssoRoutes.addDomain, async (request) => ({
    domain: await settings.addDomain(request.params.id, request.auth.userId, request.body.domain),
  }));
  registerRoute(app, ssoRoutes.verifyDomain, async (request) => ({
    domain: await settings.verifyDomain(request.params.id, request.auth.userId, request.params.domainId),
  }));
  registerRoute(app, ssoRoutes.removeDomain, async (request) => {
    await settings.removeDomain(request.params.id, request.auth.userId, request.params.domainId);
    return { deleted: true as const };
  });

  registerRoute(app, ssoRoutes.start, async (request, reply) => {
    const config = await findSsoTeam(app.db, request.body);
    const now = app.clock.now();
    const state = randomToken(32);
    const nonce = randomToken(24);
    const codeVerifier = randomToken(48);
    const binding = randomToken(24);
    const base = appBaseUrl(request);
    let authorizationUrl: string;
    try {
      authorizationUrl = await ssoClientFor(config, box).authorizationUrl({
        state,
        nonce,
        codeVerifier,
        redirectUri: `${base}${SSO_CALLBACK_PATH}`,
      });
    } catch (error) {
      request.log.warn({ err: error, teamId: config.teamId }, 'SSO discovery failed');
      throw new AppError('SERVICE_UNAVAILABLE', ssoMessages.providerError, { cause: error });
    }
    await saveOauthState(app.db, { state, nonce, codeVerifier, binding, now, ssoTeamId: config.teamId });
    reply.header(
      'set-cookie',
      `${SSO_BINDING_COOKIE}=${binding}; Max-Age=${OAUTH_STATE_TTL_MS / 1000}; ${cookieAttributes(base)}`,
    );
    return { authorizationUrl, teamName: config.teamName };
  });

  registerRoute(app, ssoRoutes.callback, async (request, reply) => {
    const base = appBaseUrl(request);
    const target = new URL(`${base}${SSO_APP_CALLBACK_PATH}`);
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
    reply.header('set-cookie', `${SSO_BINDING_COOKIE}=; Max-Age=0; ${cookieAttributes(base)}`);
    const go = (params: Record<string, string>) => {
      target.search = new URLSearchParams(params).toString();
      return reply.redirect(target.toString(), 302);
    };
    const fail = (code: string, message: Translated) => go({ error: code, error_description: t(request, message) });
    const { code, state, error } = request.query;
    if (error) return fail('provider_error', ssoMessages.providerError);
    if (!code || !state) return fail('invalid_state', ssoMessages.invalidState);

    const pending = await takeOauthState(app.db, state);
    if (!pending || pending.ssoTeamId === null || pending.expiresAt.getTime() <= app.clock.now().getTime())
      return fail('invalid_state', ssoMessages.invalidState);
    const binding = readCookie(request, SSO_BINDING_COOKIE);
    if (!binding || sha256(binding) !== pending.browserBindingHash)
      return fail('invalid_state', ssoMessages.invalidState);
    const config = await ssoConfigOf(app.db, pending.ssoTeamId);
    if (!config?.enabled) return fail('sso_disabled', ssoMessages.ssoDisabled);

    try {
      const identity = await ssoClientFor(config, box).signIn(
        code,
        pending.codeVerifier,
        pending.nonce,
        `${base}${SSO_CALLBACK_PATH}`,
        { claimFromUserinfo: config.groupsClaim },
      );
      const { user } = await userForSso(app.db, config, identity, app.clock.now());
      if (user.twoFactorEnabled) {
        const challenge = await startSignInChallenge(app.db, user, 'sso', app.clock.now());
        return go({
          two_factor_challenge: challenge.challengeToken,
          methods: challenge.methods.join(','),
          expires_at: challenge.expiresAt,
          team_id: config.teamId,
        });
      }
      const answer = await ctx.service.completeLogin(user, 'sso', clientInfo(request));
      return go({
        token: answer.token,
        refresh_token: answer.refreshToken,
        expires_at: answer.expiresAt,
        user_id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        team_id: config.teamId,
      });
    } catch (failure) {
      if (failure instanceof CallbackFailure) return fail(failure.code, failure.translated);
      if (failure instanceof OidcError) {
        request.log.warn({ err: failure, step: failure.step, teamId: config.teamId }, 'SSO sign-in refused');
        return fail('provider_error', ssoMessages.providerError);
      }
      if (failure instanceof AppError && failure.code === 'PLAN_LIMIT_REACHED') {
        return fail('not_allowed', failure.translated ?? ssoMessages.notAllowed);
      }
      throw failure;
    }
  });
}
