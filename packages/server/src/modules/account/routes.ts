import { ACCOUNT_DELETION_PHRASES, userRoutes } from '@hlidka/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { t } from '../../http/language';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { deletionScope, authMessages as m } from '../auth/messages';
import { routeLimits } from '../auth/rate-limits';
import { findUserById, toSettings, toUser } from '../auth/users';
import { findOwnSession, listActiveSessions } from './active-sessions';
import { auditAccount } from './audit';
import { deletionBlockers } from './deletion';
import { loginHistory, loginStats } from './login-history';
import { acceptTerms, changePassword, deleteAccount, updateProfile, updateSettings } from './service';

/** Actions that change how the account signs in need a signed-in session, not an API key. */
function sessionAuthOf({ auth }: SignedIn) {
  if (auth.method !== 'jwt' || !auth.sessionId) throw new AppError('FORBIDDEN', m.apiKeyNotAllowed);
  return { userId: auth.userId, sessionId: auth.sessionId };
}

export function registerAccountRoutes(app: FastifyInstance) {
  const ctx = app.authContext;

  async function currentUser(request: SignedIn): Promise<UserRow> {
    const user = await findUserById(app.db, request.auth.userId);
    if (!user) throw new AppError('NOT_FOUND', m.profileNotFound);
    return user;
  }

  const changeProfile = (request: SignedIn, body: Parameters<typeof updateProfile>[2]) =>
    updateProfile(app.db, request.auth.userId, body, app.clock.now());

  registerRoute(app, userRoutes.getUser, async (request) => toUser(await currentUser(request)));

  registerRoute(app, userRoutes.updateUser, async (request) => toUser(await changeProfile(request, request.body)));

  registerRoute(app, userRoutes.updateProfile, async (request) => ({
    user: toUser(await changeProfile(request, request.body)),
  }));

  registerRoute(app, userRoutes.getSettings, async (request) => {
    const user = await findUserById(app.db, request.auth.userId);
    if (!user) throw new AppError('NOT_FOUND', m.settingsNotFound);
    return { settings: toSettings(user) };
  });

  registerRoute(app, userRoutes.updateSettings, async (request) => {
    const row = await updateSettings(app.db, request.auth.userId, request.body, app.clock.now());
    // Answer in the language just chosen.
    request.language = row.language;
    return { settings: toSettings(row) };
  });

  registerRoute(
    app,
    userRoutes.changePassword,
    async (request) => {
      const { sessionId } = sessionAuthOf(request);
      const revoked = await changePassword(app.db, ctx, {
        user: await currentUser(request),
        sessionId,
        currentPassword: request.body.currentPassword,
        newPassword: request.body.newPassword,
        now: app.clock.now(),
      });
      return ok({ changed: true as const, otherSessionsRevoked: revoked }, { message: m.passwordChanged });
    },
    routeLimits.passwordCheck,
  );

  registerRoute(app, userRoutes.deletionCheck, async (request) => {
    const user = await currentUser(request);
    const blockers = await deletionBlockers(app.db, user.id);
    const requiresPassword = user.passwordHash !== null;
    return {
      canDelete: blockers.length === 0,
      requiresPassword,
      confirmationPhrase: requiresPassword ? null : ACCOUNT_DELETION_PHRASES[request.language],
      willDelete: [...deletionScope[request.language]],
      blockers: blockers.map((b) => ({ code: b.code, message: t(request, b.message) })),
    };
  });

  registerRoute(
    app,
    userRoutes.deleteAccount,
    async (request) => {
      sessionAuthOf(request);
      await deleteAccount(app.db, ctx, await currentUser(request), request.body);
      return ok({ deleted: true as const }, { message: m.accountDeleted });
    },
    routeLimits.passwordCheck,
  );

  registerRoute(app, userRoutes.loginHistory, (request) =>
    loginHistory(app.db, request.auth.userId, request.query, false),
  );
  registerRoute(app, userRoutes.suspiciousLogins, (request) =>
    loginHistory(app.db, request.auth.userId, request.query, true),
  );

  registerRoute(app, userRoutes.loginStats, async (request) => ({
    stats: await loginStats(app.db, request.auth.userId, request.query),
  }));

  registerRoute(app, userRoutes.activeSessions, async (request) => {
    const auth = request.auth;
    return { sessions: await listActiveSessions(app.db, auth.userId, auth.sessionId, app.clock.now()) };
  });

  registerRoute(app, userRoutes.terminateSession, async (request) => {
    const userId = request.auth.userId;
    const owned = await findOwnSession(app.db, userId, request.params.id);
    const ended =
      owned !== null &&
      (await app.db.transaction(async (tx) => {
        if (!(await ctx.sessions.revoke(owned, 'terminated', tx))) return false;
        await auditAccount(tx, userId, { action: 'session_end', after: { sessions: 1 } });
        return true;
      }));
    if (!ended) throw new AppError('NOT_FOUND', m.sessionNotFound);
    return { terminated: true as const };
  });

  registerRoute(app, userRoutes.terminateOtherSessions, async (request) => {
    const { userId, sessionId } = sessionAuthOf(request);
    const terminated = await app.db.transaction(async (tx) => {
      const ended = await ctx.sessions.revokeAllOf(userId, 'terminated', sessionId, tx);
      if (ended > 0) await auditAccount(tx, userId, { action: 'session_end', after: { sessions: ended } });
      return ended;
    });
    return { terminated };
  });

  registerRoute(app, userRoutes.acceptTerms, async (request) => {
    const row = await acceptTerms(app.db, request.auth.userId, request.body.marketingConsent, app.clock.now());
    return ok({ user: toUser(row) }, { message: m.termsAccepted });
  });
}
