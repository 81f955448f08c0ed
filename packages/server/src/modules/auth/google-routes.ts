import { authRoutes } from '@hlidka/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, type Translated } from '../../http/app-error';
import { t } from '../../http/language';
import { registerRoute } from '../../http/register-route';
import { appBaseUrl } from '../../http/request-origin';
import { referralCodeFromCookie } from '../affiliate/referral-cookie';
import { type AuthContext, clientInfo, GOOGLE_CALLBACK_PATH } from './context';
import { GoogleError, type GoogleIdentity, type GoogleOidc } from './google';
import {
  CallbackFailure,
  linkGoogle,
  OAUTH_STATE_TTL_MS,
  saveOauthState,
  sessionMethod,
  takeOauthState,
  unlinkGoogle,
  userForGoogle,
} from './google-accounts';
import { authMessages } from './messages';
import { routeLimits } from './rate-limits';
import { ssoMessages } from './sso/messages';
import { ssoRequiredFor } from './sso/sign-in';
import { randomToken, sha256 } from './tokens';
import { startSignInChallenge } from './two-factor/challenges';
import { findUserById } from './users';

/** HttpOnly cookie that ties the callback to the browser that started the sign-in (login CSRF). */
export const OAUTH_BINDING_COOKIE = 'hlidka_oauth';

export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

function requireGoogle(ctx: AuthContext): GoogleOidc {
  if (!ctx.google) throw new AppError('FEATURE_DISABLED', authMessages.googleNotConfigured);
  return ctx.google;
}

/**
 * Whether Google sign-in is offered (enveloped), then Google sign-in: authorize, callback, refresh, link, unlink (flat
 * answers, as spec §7 writes them).
 */
export function registerGoogleRoutes(app: FastifyInstance) {
  const ctx = app.authContext;
  const cookiePath = GOOGLE_CALLBACK_PATH.replace(/\/callback$/, '');
  // The browser comes back to the address it started from (an allowed origin), so Google's redirect URI follows it.
  const cookieAttributes = (base: string) =>
    `Path=${cookiePath}; HttpOnly; SameSite=Lax${base.startsWith('https:') ? '; Secure' : ''}`;

  registerRoute(app, authRoutes.providers, async () => ({ google: ctx.google !== null }));

  registerRoute(app, authRoutes.googleAuthorize, async (request, reply) => {
    const google = requireGoogle(ctx);
    const now = app.clock.now();
    const state = randomToken(32);
    const nonce = randomToken(24);
    const codeVerifier = randomToken(48);
    const binding = randomToken(24);
    const base = appBaseUrl(request);
    let authorizationUrl: string;
    try {
      authorizationUrl = await google.authorizationUrl({
        state,
        nonce,
        codeVerifier,
        redirectUri: `${base}${GOOGLE_CALLBACK_PATH}`,
      });
    } catch (error) {
      request.log.error({ err: error }, 'Google discovery failed');
      throw new AppError('SERVICE_UNAVAILABLE', authMessages.oauthInitFailed, { cause: error });
    }
    await saveOauthState(app.db, { state, nonce, codeVerifier, binding, now });
    reply.header(
      'set-cookie',
      `${OAUTH_BINDING_COOKIE}=${binding}; Max-Age=${OAUTH_STATE_TTL_MS / 1000}; ${cookieAttributes(base)}`,
    );
    return {
      success: true as const,
      authorization_url: authorizationUrl,
      state,
      message: t(request, authMessages.oauthAuthorizeReady),
    };
  });

  registerRoute(app, authRoutes.googleCallback, async (request, reply) => {
    const base = appBaseUrl(request);
    const target = new URL(`${base}/auth/google/callback`);
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cache-control', 'no-store');
    reply.header('set-cookie', `${OAUTH_BINDING_COOKIE}=; Max-Age=0; ${cookieAttributes(base)}`);
    const fail = (code: string, message: Translated) => {
      target.search = new URLSearchParams({ error: code, error_description: t(request, message) }).toString();
      return reply.redirect(target.toString(), 302);
    };
    const google = ctx.google;
    if (!google) return fail('not_configured', authMessages.googleNotConfigured);
    const { code, state, error } = request.query;
    // The provider's error code (e.g. access_denied), reduced to the characters such codes use.
    if (error) return fail(error.replace(/[^\w.-]/g, '').slice(0, 64) || 'oauth_error', authMessages.googleLoginFailed);
    if (!code || !state) return fail('invalid_request', authMessages.oauthFailed);

    const now = app.clock.now();
    const pending = await takeOauthState(app.db, state);
    if (!pending || pending.ssoTeamId !== null || pending.expiresAt.getTime() <= now.getTime())
      return fail('invalid_state', authMessages.oauthFailed);
    const binding = readCookie(request, OAUTH_BINDING_COOKIE);
    if (!binding || sha256(binding) !== pending.browserBindingHash)
      return fail('invalid_state', authMessages.oauthFailed);

    try {
      const redirectUri = `${base}${GOOGLE_CALLBACK_PATH}`;
      const identity = await google.signIn(code, pending.codeVerifier, pending.nonce, redirectUri);
      const user = await userForGoogle(app.db, identity, referralCodeFromCookie(request), app.clock.now());
      if (await ssoRequiredFor(app.db, user.id)) return fail('sso_required', ssoMessages.ssoRequired);
      if (user.twoFactorEnabled) {
        // No tokens in the address yet: the app asks for the second factor and trades the challenge for them.
        const challenge = await startSignInChallenge(app.db, user, 'google', app.clock.now());
        target.search = new URLSearchParams({
          two_factor_challenge: challenge.challengeToken,
          methods: challenge.methods.join(','),
          expires_at: challenge.expiresAt,
        }).toString();
        return reply.redirect(target.toString(), 302);
      }
      const answer = await ctx.service.completeLogin(user, 'google', clientInfo(request));
      target.search = new URLSearchParams({
        token: answer.token,
        refresh_token: answer.refreshToken,
        expires_at: answer.expiresAt,
        user_id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
      }).toString();
      return reply.redirect(target.toString(), 302);
    } catch (failure) {
      if (failure instanceof CallbackFailure) return fail(failure.code, failure.translated);
      if (failure instanceof GoogleError) {
        request.log.warn({ err: failure, step: failure.step }, 'Google sign-in refused');
        return fail(failure.step === 'nonce' ? 'invalid_nonce' : `${failure.step}_failed`, authMessages.oauthFailed);
      }
      throw failure;
    }
  });

  registerRoute(app, authRoutes.googleRefresh, async (request) => {
    const auth = request.auth;
    if (!auth.sessionId) throw new AppError('FORBIDDEN', authMessages.apiKeyNotAllowed);
    if ((await sessionMethod(app.db, auth.userId, auth.sessionId)) !== 'google')
      throw new AppError('VALIDATION_ERROR', authMessages.googleRefreshNotGoogle);
    const access = await ctx.sessions.accessFor(auth.userId, auth.sessionId);
    return {
      success: true as const,
      tokens: { access_token: access.token, expires_at: access.expiresAt.toISOString() },
      message: t(request, authMessages.googleRefreshOk),
    };
  });

  registerRoute(
    app,
    authRoutes.googleLink,
    async (request) => {
      const google = requireGoogle(ctx);
      const auth = request.auth;
      if (auth.method !== 'jwt') throw new AppError('FORBIDDEN', authMessages.apiKeyNotAllowed);
      let identity: GoogleIdentity;
      try {
        identity = await google.userInfo(request.body.access_token);
        await google.assertAccessTokenAudience(request.body.access_token, identity.sub);
      } catch (error) {
        request.log.warn({ err: error }, 'Google link: userinfo refused');
        throw new AppError('VALIDATION_ERROR', authMessages.googleLinkFailed, {
          errors: { access_token: [authMessages.googleLinkFailed] },
        });
      }
      await linkGoogle(app.db, auth.userId, identity.sub, app.clock.now());
      return {
        success: true as const,
        provider: 'google' as const,
        linked: true as const,
        profile: {
          id: identity.sub,
          email: identity.email,
          emailVerified: identity.emailVerified,
          name: identity.name,
          picture: identity.picture,
        },
      };
    },
    routeLimits.googleLink,
  );

  registerRoute(app, authRoutes.googleUnlink, async (request) => {
    const auth = request.auth;
    if (auth.method !== 'jwt') throw new AppError('FORBIDDEN', authMessages.apiKeyNotAllowed);
    const user = await findUserById(app.db, auth.userId);
    if (!user) throw new AppError('NOT_FOUND', authMessages.profileNotFound);
    if (user.googleSub === null) return { success: true as const };
    if (user.passwordHash === null) throw new AppError('CONFLICT', authMessages.googleUnlinkNeedsPassword);
    await unlinkGoogle(app.db, user.id, auth.sessionId, app.clock.now());
    return { success: true as const };
  });
}
