import {
  EMAIL_CHANGE_CONFIRM_PATH,
  EMAIL_CHANGE_TOKEN_PARAM,
  EMAIL_CHANGE_TTL_HOURS,
  type EmailChangeData,
  userRoutes,
} from '@hlidka/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/errors';
import { type EmailChangeRequestRow, emailChangeRequests } from '../../db/schema/account';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { ok, registerRoute, type SignedIn } from '../../http/register-route';
import { mailRules } from '../../mail/mail-rules';
import { claimMail } from '../../mail/once-per-period';
import { authMessages } from '../auth/messages';
import { routeLimits } from '../auth/rate-limits';
import { randomToken, sha256 } from '../auth/tokens';
import { findUserByEmail, findUserById, normalizeEmail } from '../auth/users';
import { auditAccount } from './audit';
import { confirmEmailChangeEmail, emailChangedNotice } from './emails';
import { accountMessages as m } from './messages';

const TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3600 * 1000;

function toData(row: EmailChangeRequestRow | undefined): EmailChangeData {
  return {
    pending: row
      ? { newEmail: row.newEmail, requestedAt: row.createdAt.toISOString(), expiresAt: row.expiresAt.toISOString() }
      : null,
  };
}

async function pendingOf(db: DbOrTx, userId: string, now: Date) {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.expiresAt, now)))
    .limit(1);
  return row;
}

/** E-mail change: re-authenticate with the password, confirm by a link sent to the new address. */
export function registerEmailChangeRoutes(app: FastifyInstance) {
  const ctx = app.authContext;

  /** Changing how the account is reached takes a signed-in session, not an API key. */
  function sessionUserId({ auth }: SignedIn): string {
    if (auth.method !== 'jwt') throw new AppError('FORBIDDEN', authMessages.apiKeyNotAllowed);
    return auth.userId;
  }

  registerRoute(app, userRoutes.getEmailChange, async (request) =>
    toData(await pendingOf(app.db, sessionUserId(request), app.clock.now())),
  );

  registerRoute(
    app,
    userRoutes.requestEmailChange,
    async (request) => {
      const userId = sessionUserId(request);
      const user = await findUserById(app.db, userId);
      if (!user) throw new AppError('NOT_FOUND', authMessages.profileNotFound);
      const { password } = request.body;
      if (!user.passwordHash) {
        throw new AppError('VALIDATION_ERROR', m.emailChangeNeedsPasswordFirst, {
          errors: { password: [m.emailChangeNeedsPasswordFirst] },
        });
      }
      if (!password) {
        throw new AppError('VALIDATION_ERROR', m.emailChangeNeedsPassword, {
          errors: { password: [m.emailChangeNeedsPassword] },
        });
      }
      if (!(await ctx.hasher.verify(user.passwordHash, password))) {
        throw new AppError('VALIDATION_ERROR', authMessages.currentPasswordWrong, {
          errors: { password: [authMessages.currentPasswordWrong] },
        });
      }
      const newEmail = normalizeEmail(request.body.newEmail);
      if (newEmail === user.email) {
        throw new AppError('VALIDATION_ERROR', m.emailUnchanged, { errors: { newEmail: [m.emailUnchanged] } });
      }
      if (await findUserByEmail(app.db, newEmail)) {
        throw new AppError('CONFLICT', authMessages.emailTaken, { errors: { newEmail: [authMessages.emailTaken] } });
      }
      const now = app.clock.now();
      const token = randomToken(32);
      const { row, claimed } = await app.db.transaction(async (tx) => {
        // One request of a burst at a time per account, so a repeat answers with the change the first one stored.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        // A repeat within the rule answers the same and keeps the link already sent working.
        if (!(await claimMail(tx, mailRules.emailChange, `${userId}:${newEmail}`, now))) {
          return { row: await pendingOf(tx, userId, now), claimed: false };
        }
        await tx.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
        const [inserted] = await tx
          .insert(emailChangeRequests)
          .values({
            userId,
            newEmail,
            tokenHash: sha256(token),
            createdAt: now,
            expiresAt: new Date(now.getTime() + TTL_MS),
          })
          .returning();
        await auditAccount(tx, userId, {
          action: 'email_change_request',
          before: { email: user.email },
          after: { email: newEmail },
        });
        return { row: inserted, claimed: true };
      });
      if (!claimed) return ok(toData(row), { message: m.emailChangeSent });
      const link = new URL(`${app.config.publicUrl}${EMAIL_CHANGE_CONFIRM_PATH}`);
      link.searchParams.set(EMAIL_CHANGE_TOKEN_PARAM, token);
      ctx.sendMail(
        confirmEmailChangeEmail({
          to: newEmail,
          firstName: user.firstName,
          link: link.toString(),
          hours: EMAIL_CHANGE_TTL_HOURS,
          language: user.language,
        }),
      );
      return ok(toData(row), { message: m.emailChangeSent });
    },
    routeLimits.passwordCheck,
  );

  registerRoute(app, userRoutes.cancelEmailChange, async (request) => {
    const userId = sessionUserId(request);
    await app.db.transaction(async (tx) => {
      const cancelled = await tx
        .delete(emailChangeRequests)
        .where(eq(emailChangeRequests.userId, userId))
        .returning({ newEmail: emailChangeRequests.newEmail });
      for (const { newEmail } of cancelled) {
        await auditAccount(tx, userId, { action: 'email_change_cancel', before: { pendingEmail: newEmail } });
      }
    });
    return ok(toData(undefined), { message: m.emailChangeCancelled });
  });

  registerRoute(
    app,
    userRoutes.confirmEmailChange,
    async (request) => {
      const now = app.clock.now();
      const invalid = () =>
        new AppError('VALIDATION_ERROR', m.emailChangeInvalid, { errors: { token: [m.emailChangeInvalid] } });
      let result: { userId: string; oldEmail: string; newEmail: string; firstName: string; language: 'cs' | 'en' };
      try {
        result = await app.db.transaction(async (tx) => {
          // Single use: the request row is deleted by the confirmation that uses it.
          const [pending] = await tx
            .delete(emailChangeRequests)
            .where(eq(emailChangeRequests.tokenHash, sha256(request.body.token)))
            .returning();
          if (!pending || pending.expiresAt.getTime() <= now.getTime()) throw invalid();
          const user = await findUserById(tx, pending.userId);
          if (!user) throw invalid();
          await tx.update(users).set({ email: pending.newEmail, updatedAt: now }).where(eq(users.id, user.id));
          // Confirmed from the link (maybe signed out): the account's owner acted.
          await auditAccount(
            tx,
            user.id,
            { action: 'email_change', before: { email: user.email }, after: { email: pending.newEmail } },
            { userId: user.id, email: pending.newEmail },
          );
          return {
            userId: user.id,
            oldEmail: user.email,
            newEmail: pending.newEmail,
            firstName: user.firstName,
            language: user.language,
          };
        });
      } catch (error) {
        // Someone took the address between the request and the confirmation.
        if (isUniqueViolation(error)) {
          throw new AppError('CONFLICT', authMessages.emailTaken, { errors: { token: [authMessages.emailTaken] } });
        }
        throw error;
      }
      ctx.sendMail(
        emailChangedNotice({
          to: result.oldEmail,
          firstName: result.firstName,
          newEmail: result.newEmail,
          securityUrl: `${app.config.publicUrl}/settings/security`,
          language: result.language,
        }),
      );
      return ok({ changed: true as const, email: result.newEmail }, { message: m.emailChanged });
    },
    routeLimits.resetPassword,
  );
}
