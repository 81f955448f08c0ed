import {
  ACCOUNT_DELETION_PHRASES,
  type ActiveSession,
  type LoginHistoryQuery,
  type LoginRecord,
  userRoutes,
} from '@hlidka/contract';
import { and, count, countDistinct, desc, eq, gt, gte, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { avatars } from '../../db/schema/account';
import { type LoginEventRow, loginEvents } from '../../db/schema/auth';
import { type SessionRow, sessions } from '../../db/schema/sessions';
import { type UserRow, users } from '../../db/schema/users';
import { AppError } from '../../http/app-error';
import { t } from '../../http/language';
import { ok, registerRoute } from '../../http/register-route';
import { authContext } from '../auth/context';
import { deletionScope, authMessages as m } from '../auth/messages';
import { routeLimits } from '../auth/rate-limits';
import { assertAcceptablePassword } from '../auth/service';
import { findUserById, toSettings, toUser } from '../auth/users';
import { AVATAR_PATH_PREFIX } from './avatar';
import { deleteUserData, deletionBlockers } from './deletion';
import { accountMessages } from './messages';

function authOf(request: FastifyRequest) {
  if (!request.auth) throw new AppError('UNAUTHORIZED', m.unauthorized);
  return request.auth;
}

/** Actions that change how the account signs in need a signed-in session, not an API key. */
function sessionAuthOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (auth.method !== 'jwt' || !auth.sessionId) throw new AppError('FORBIDDEN', m.apiKeyNotAllowed);
  return { userId: auth.userId, sessionId: auth.sessionId };
}

function toLoginRecord(row: LoginEventRow): LoginRecord {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    browser: row.browser,
    os: row.os,
    device: row.device,
    method: row.method,
    success: row.success,
    failureReason: row.failureReason,
    suspicious: row.suspicious,
    suspiciousReasons: row.suspiciousReasons.filter(
      (r): r is 'new_device' | 'many_failures' => r === 'new_device' || r === 'many_failures',
    ),
  };
}

function toActiveSession(row: SessionRow, currentId: string | undefined): ActiveSession {
  return {
    id: row.id,
    method: row.method,
    ip: row.lastIp ?? row.ip,
    userAgent: row.userAgent,
    browser: row.browser,
    os: row.os,
    device: row.device,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentId,
  };
}

/** A date-only `to` means the whole of that day (UTC). */
function range(query: LoginHistoryQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(loginEvents.createdAt, new Date(query.from)));
  if (query.to) {
    const to = new Date(query.to);
    if (query.to.length === 10) to.setUTCDate(to.getUTCDate() + 1);
    conditions.push(query.to.length === 10 ? sql`${loginEvents.createdAt} < ${to}` : lte(loginEvents.createdAt, to));
  }
  return conditions;
}

export function registerAccountRoutes(app: FastifyInstance) {
  const ctx = authContext(app);

  async function currentUser(request: FastifyRequest): Promise<UserRow> {
    const user = await findUserById(app.db, authOf(request).userId);
    if (!user) throw new AppError('NOT_FOUND', m.profileNotFound);
    return user;
  }

  async function updateProfile(
    request: FastifyRequest,
    body: { firstName?: string; lastName?: string; avatarUrl?: string | null },
  ) {
    const { userId } = authOf(request);
    // An avatar given as another URL (or none) replaces an uploaded one; only the user's own upload can be kept.
    if (body.avatarUrl !== undefined) {
      const keep = body.avatarUrl?.startsWith(AVATAR_PATH_PREFIX)
        ? body.avatarUrl.slice(AVATAR_PATH_PREFIX.length)
        : null;
      const [own] = keep
        ? await app.db
            .select({ id: avatars.id })
            .from(avatars)
            .where(and(eq(avatars.id, keep), eq(avatars.userId, userId)))
        : [];
      if (keep && !own) {
        throw new AppError('VALIDATION_ERROR', accountMessages.profileUpdateFailed, {
          errors: { avatarUrl: [accountMessages.avatarNotFound] },
        });
      }
      await app.db.delete(avatars).where(and(eq(avatars.userId, userId), own ? ne(avatars.id, own.id) : undefined));
    }
    const [row] = await app.db
      .update(users)
      .set({
        ...(body.firstName === undefined ? {} : { firstName: body.firstName }),
        ...(body.lastName === undefined ? {} : { lastName: body.lastName }),
        ...(body.avatarUrl === undefined ? {} : { avatarUrl: body.avatarUrl }),
        updatedAt: app.clock.now(),
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', m.profileNotFound);
    return row;
  }

  registerRoute(app, userRoutes.getUser, async (request) => toUser(await currentUser(request)));

  registerRoute(app, userRoutes.updateUser, async (request) => toUser(await updateProfile(request, request.body)));

  registerRoute(app, userRoutes.updateProfile, async (request) => ({
    user: toUser(await updateProfile(request, request.body)),
  }));

  registerRoute(app, userRoutes.getSettings, async (request) => {
    const user = await findUserById(app.db, authOf(request).userId);
    if (!user) throw new AppError('NOT_FOUND', m.settingsNotFound);
    return { settings: toSettings(user) };
  });

  registerRoute(app, userRoutes.updateSettings, async (request) => {
    const { userId } = authOf(request);
    const [row] = await app.db
      .update(users)
      .set({ ...request.body, updatedAt: app.clock.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', m.settingsNotFound);
    // Answer in the language just chosen.
    request.language = row.language;
    return { settings: toSettings(row) };
  });

  registerRoute(
    app,
    userRoutes.changePassword,
    async (request) => {
      const { userId, sessionId } = sessionAuthOf(request);
      const user = await currentUser(request);
      const { currentPassword, newPassword } = request.body;
      if (user.passwordHash) {
        if (!currentPassword) {
          throw new AppError('VALIDATION_ERROR', m.currentPasswordRequired, {
            errors: { currentPassword: [m.currentPasswordRequired] },
          });
        }
        if (!(await ctx.hasher.verify(user.passwordHash, currentPassword))) {
          throw new AppError('VALIDATION_ERROR', m.currentPasswordWrong, {
            errors: { currentPassword: [m.currentPasswordWrong] },
          });
        }
      }
      assertAcceptablePassword(newPassword, user.email, 'newPassword');
      const passwordHash = await ctx.hasher.hash(newPassword);
      const now = app.clock.now();
      const revoked = await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(users.id, userId));
        return ctx.sessions.revokeAllOf(userId, 'password_changed', sessionId, tx);
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
      const user = await currentUser(request);
      const { password, confirmation } = request.body;
      if (user.passwordHash) {
        if (!password || !(await ctx.hasher.verify(user.passwordHash, password))) {
          const message = password ? m.currentPasswordWrong : m.deletionNeedsPassword;
          throw new AppError('VALIDATION_ERROR', message, { errors: { password: [message] } });
        }
      } else {
        const typed = confirmation?.toLocaleUpperCase('cs');
        if (typed !== ACCOUNT_DELETION_PHRASES.cs && typed !== ACCOUNT_DELETION_PHRASES.en) {
          throw new AppError('VALIDATION_ERROR', m.deletionNeedsPhrase, {
            errors: { confirmation: [m.deletionNeedsPhrase] },
          });
        }
      }
      const blockers = await deletionBlockers(app.db, user.id);
      if (blockers[0]) {
        throw new AppError('CONFLICT', blockers[0].message);
      }
      await app.db.transaction((tx) => deleteUserData(tx, user.id));
      return ok({ deleted: true as const }, { message: m.accountDeleted });
    },
    routeLimits.passwordCheck,
  );

  async function history(request: FastifyRequest, query: LoginHistoryQuery, suspiciousOnly: boolean) {
    const { userId } = authOf(request);
    const where = and(
      eq(loginEvents.userId, userId),
      suspiciousOnly ? eq(loginEvents.suspicious, true) : undefined,
      ...range(query),
    );
    const [total] = await app.db.select({ n: count() }).from(loginEvents).where(where);
    const rows = await app.db
      .select()
      .from(loginEvents)
      .where(where)
      .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    const n = total?.n ?? 0;
    return {
      logins: rows.map(toLoginRecord),
      pagination: { page: query.page, limit: query.limit, total: n, totalPages: Math.ceil(n / query.limit) },
    };
  }

  registerRoute(app, userRoutes.loginHistory, (request) => history(request, request.query, false));
  registerRoute(app, userRoutes.suspiciousLogins, (request) => history(request, request.query, true));

  registerRoute(app, userRoutes.loginStats, async (request) => {
    const { userId } = authOf(request);
    const where = and(eq(loginEvents.userId, userId), ...range(request.query));
    const [stats] = await app.db
      .select({
        total: count(),
        successful: sql<number>`count(*) filter (where ${loginEvents.success})::int`,
        failed: sql<number>`count(*) filter (where not ${loginEvents.success})::int`,
        suspicious: sql<number>`count(*) filter (where ${loginEvents.suspicious})::int`,
        uniqueIps: countDistinct(loginEvents.ip),
        uniqueDevices: sql<number>`count(distinct (coalesce(${loginEvents.browser}, '') || '|' || coalesce(${loginEvents.os}, '')))::int`,
        password: sql<number>`count(*) filter (where ${loginEvents.method} = 'password')::int`,
        google: sql<number>`count(*) filter (where ${loginEvents.method} = 'google')::int`,
        lastLoginAt: sql<string | null>`max(${loginEvents.createdAt}) filter (where ${loginEvents.success})`,
        lastFailedLoginAt: sql<string | null>`max(${loginEvents.createdAt}) filter (where not ${loginEvents.success})`,
      })
      .from(loginEvents)
      .where(where);
    const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
    return {
      stats: {
        totalLogins: Number(stats?.total ?? 0),
        successfulLogins: Number(stats?.successful ?? 0),
        failedLogins: Number(stats?.failed ?? 0),
        suspiciousLogins: Number(stats?.suspicious ?? 0),
        uniqueIps: Number(stats?.uniqueIps ?? 0),
        uniqueDevices: Number(stats?.uniqueDevices ?? 0),
        byMethod: { password: Number(stats?.password ?? 0), google: Number(stats?.google ?? 0) },
        lastLoginAt: iso(stats?.lastLoginAt),
        lastFailedLoginAt: iso(stats?.lastFailedLoginAt),
      },
    };
  });

  registerRoute(app, userRoutes.activeSessions, async (request) => {
    const auth = authOf(request);
    const rows = await app.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, auth.userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, app.clock.now())))
      .orderBy(desc(sessions.lastUsedAt));
    return { sessions: rows.map((row) => toActiveSession(row, auth.sessionId)) };
  });

  registerRoute(app, userRoutes.terminateSession, async (request) => {
    const { userId } = authOf(request);
    const [owned] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, request.params.id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .limit(1);
    if (!owned || !(await ctx.sessions.revoke(owned.id, 'terminated'))) {
      throw new AppError('NOT_FOUND', m.sessionNotFound);
    }
    return { terminated: true as const };
  });

  registerRoute(app, userRoutes.terminateOtherSessions, async (request) => {
    const { userId, sessionId } = sessionAuthOf(request);
    return { terminated: await ctx.sessions.revokeAllOf(userId, 'terminated', sessionId) };
  });

  registerRoute(app, userRoutes.acceptTerms, async (request) => {
    const { userId } = authOf(request);
    const now = app.clock.now();
    const [row] = await app.db
      .update(users)
      .set({
        termsAccepted: true,
        termsAcceptedAt: now,
        marketingConsent: request.body.marketingConsent,
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', m.profileNotFound);
    return ok({ user: toUser(row) }, { message: m.termsAccepted });
  });
}
