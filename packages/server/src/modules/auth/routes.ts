import { authRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import { ok, registerRoute } from '../../http/register-route';
import { clearReferralCookie, referralCodeFromCookie } from '../affiliate/referral-cookie';
import { bearerToken, resolveBearer } from './authenticate';
import { clientInfo } from './context';
import { authMessages } from './messages';
import { routeLimits } from './rate-limits';

/** Register, sign in, refresh, sign out, forgotten password. */
export function registerAuthRoutes(app: FastifyInstance) {
  const ctx = app.authContext;

  registerRoute(
    app,
    authRoutes.register,
    async (request, reply) => {
      // The referral code the client sends, else the one a `?ref=CODE` visit left in the cookie.
      const cookieCode = referralCodeFromCookie(request);
      const answer = await ctx.service.register(
        { ...request.body, referralCode: request.body.referralCode ?? cookieCode ?? undefined },
        clientInfo(request),
      );
      if (cookieCode) reply.header('set-cookie', clearReferralCookie(app.config.publicUrl.startsWith('https:')));
      return answer;
    },
    routeLimits.register,
  );

  registerRoute(app, authRoutes.login, async (request) => ctx.service.login(request.body, clientInfo(request)));

  registerRoute(app, authRoutes.refreshToken, async (request) =>
    ctx.service.refresh(request.body.refreshToken, clientInfo(request)),
  );

  // Logout works with an expired or missing access token too: it then ends the refresh token's session.
  registerRoute(app, authRoutes.logout, async (request) => {
    const token = bearerToken(request);
    let sessionId: string | undefined;
    let userId: string | undefined;
    if (token) {
      const who = await resolveBearer(app.db, ctx.tokens, token, app.clock.now()).catch(() => null);
      sessionId = who?.auth.sessionId;
      userId = who?.auth.userId;
    }
    const result = await ctx.service.logout({ sessionId, userId, refreshToken: request.body?.refreshToken });
    return ok(result, { message: authMessages.loggedOut });
  });

  registerRoute(
    app,
    authRoutes.forgotPassword,
    async (request) =>
      ok(await ctx.service.forgotPassword(request.body.email), { message: authMessages.resetEmailSent }),
    routeLimits.forgotPassword,
  );

  registerRoute(
    app,
    authRoutes.resetPassword,
    async (request) =>
      ok(await ctx.service.resetPassword(request.body.token, request.body.password), {
        message: authMessages.passwordChanged,
      }),
    routeLimits.resetPassword,
  );
}
