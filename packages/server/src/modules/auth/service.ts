import type { AuthSessionData, authRoutes, LoginAnswer, RouteBody, TwoFactorMethod } from '@hlidka/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { passwordResetTokens } from '../../db/schema/auth';
import { type UserRow, users } from '../../db/schema/users';
import type { Db } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { mailRules } from '../../mail/mail-rules';
import { claimMail } from '../../mail/once-per-period';
import { auditAccount } from '../account/audit';
import { attributeReferral } from '../affiliate/service';
import { type Email, passwordResetEmail, suspiciousLoginEmail } from './emails';
import { recordLogin, suspiciousReasonsFor, throttledFor } from './login-events';
import { authMessages } from './messages';
import { type PasswordHasher, passwordProblems } from './passwords';
import { RefreshError, type SessionService } from './sessions';
import { ssoMessages } from './sso/messages';
import { ssoRequiredFor } from './sso/sign-in';
import { randomToken, sha256 } from './tokens';
import { startSignInChallenge } from './two-factor/challenges';
import type { ClientInfo } from './user-agent';
import { findUserByEmail, findUserById, normalizeEmail, toUser } from './users';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AuthDeps {
  db: Db;
  now: () => Date;
  sessions: SessionService;
  hasher: PasswordHasher;
  publicUrl: string;
  /** Sends in the background; failures are logged, never shown (they would tell whether an account exists). */
  sendMail: (mail: Email) => void;
}

/** Turn password problems into a 400 on the given field. */
export function assertAcceptablePassword(password: string, email: string | undefined, field: string) {
  const problems = passwordProblems(password, email);
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', undefined, { errors: { [field]: problems } });
}

const refreshErrorMessages: Record<RefreshError['reason'], Translated> = {
  invalid: authMessages.refreshExpired,
  expired: authMessages.refreshExpired,
  reused: authMessages.refreshReused,
};

/** Registration, sign-in, refresh, sign-out and password reset (the routes are thin wrappers around these). */
export class AuthService {
  constructor(private readonly deps: AuthDeps) {}

  async register(body: RouteBody<typeof authRoutes.register>, client: ClientInfo) {
    const { db, now: clock, hasher, sessions } = this.deps;
    const email = normalizeEmail(body.email);
    assertAcceptablePassword(body.password, email, 'password');
    const passwordHash = await hasher.hash(body.password);
    const now = clock();
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            email,
            passwordHash,
            firstName: body.firstName,
            lastName: body.lastName,
            termsAccepted: body.termsAccepted,
            termsAcceptedAt: body.termsAccepted ? now : null,
            marketingConsent: body.marketingConsent,
            referralCode: body.referralCode ?? null,
            createdAt: now,
            updatedAt: now,
            passwordChangedAt: now,
          })
          .returning();
        if (!row) throw new Error('user insert returned nothing');
        await attributeReferral(tx, { userId: row.id, email, code: body.referralCode, at: now });
        const issued = await sessions.start(row.id, 'password', client, tx);
        await recordLogin(tx, { userId: row.id, email, method: 'password', success: true, client, at: now });
        return this.answer(issued, row);
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new AppError('CONFLICT', authMessages.emailTaken, { errors: { email: [authMessages.emailTaken] } });
      }
      throw error;
    }
  }

  /** The session, or for a user with two-factor on a challenge for the second step (and no tokens yet). */
  async login(input: { email: string; password: string }, client: ClientInfo): Promise<LoginAnswer> {
    const { db, now: clock, hasher } = this.deps;
    const email = normalizeEmail(input.email);
    const wait = await throttledFor(db, email, client.ip, clock());
    if (wait > 0) {
      throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts, { headers: { 'retry-after': String(wait) } });
    }
    const user = await findUserByEmail(db, email);
    const ok = user?.passwordHash
      ? await hasher.verify(user.passwordHash, input.password)
      : await hasher.verifyDummy(input.password);
    if (!user || !ok) {
      await recordLogin(db, {
        userId: user?.id ?? null,
        email,
        method: 'password',
        success: false,
        failureReason: user ? (user.passwordHash ? 'invalid_password' : 'no_password') : 'unknown_email',
        client,
        at: clock(),
      });
      throw new AppError('INVALID_CREDENTIALS', authMessages.invalidCredentials);
    }
    // A team that signs in only through its single sign-on refuses the password (its break-glass account excepted).
    if (await ssoRequiredFor(db, user.id)) {
      await recordLogin(db, {
        userId: user.id,
        email,
        method: 'password',
        success: false,
        failureReason: 'sso_required',
        client,
        at: clock(),
      });
      throw new AppError('SSO_REQUIRED', ssoMessages.ssoRequired);
    }
    if (user.twoFactorEnabled) return startSignInChallenge(db, user, 'password', clock());
    return this.completeLogin(user, 'password', client);
  }

  /** A verified sign-in: new session, login record, and a warning e-mail when it looks suspicious. */
  async completeLogin(
    user: UserRow,
    method: 'password' | 'google' | 'sso',
    client: ClientInfo,
    secondFactor: TwoFactorMethod | null = null,
  ): Promise<AuthSessionData> {
    const { db, now: clock, sessions } = this.deps;
    const now = clock();
    const reasons = await suspiciousReasonsFor(db, user.id, user.email, client, now);
    const issued = await sessions.start(user.id, method, client);
    await recordLogin(db, {
      userId: user.id,
      email: user.email,
      method,
      secondFactor,
      success: true,
      suspiciousReasons: reasons,
      client,
      at: now,
    });
    if (reasons.length > 0 && user.loginAlerts) {
      this.deps.sendMail(
        suspiciousLoginEmail({
          to: user.email,
          firstName: user.firstName,
          language: user.language,
          at: now,
          client,
          reasons,
          securityUrl: `${this.deps.publicUrl}/settings/security`,
        }),
      );
    }
    return this.answer(issued, user);
  }

  async refresh(refreshToken: string, client: ClientInfo) {
    try {
      const issued = await this.deps.sessions.refresh(refreshToken, client);
      return { token: issued.token, refreshToken: issued.refreshToken, expiresAt: issued.expiresAt.toISOString() };
    } catch (error) {
      if (error instanceof RefreshError) {
        throw new AppError('REFRESH_TOKEN_UNAVAILABLE', refreshErrorMessages[error.reason]);
      }
      throw error;
    }
  }

  /** End the session of the access token and/or of the refresh token. Always succeeds. */
  async logout(input: { sessionId?: string; userId?: string; refreshToken?: string }) {
    const { sessions } = this.deps;
    if (input.sessionId) await sessions.revoke(input.sessionId, 'logout');
    if (input.refreshToken) {
      const session = await sessions.sessionOfRefreshToken(input.refreshToken);
      // With both, the refresh token must belong to the same user, so one user cannot sign another out.
      if (session && (!input.userId || session.userId === input.userId)) await sessions.revoke(session.id, 'logout');
    }
    return { loggedOut: true as const };
  }

  /** Same answer whether or not the account exists; the e-mail goes out in the background. */
  async forgotPassword(emailInput: string) {
    const { db, now: clock } = this.deps;
    const user = await findUserByEmail(db, emailInput);
    if (!user) return { sent: true as const };
    const now = clock();
    // More requests answer the same but send nothing (the database decides, so a burst sends one e-mail).
    if (!(await claimMail(db, mailRules.passwordReset, user.id, now))) return { sent: true as const };
    const token = randomToken(32);
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    const link = `${this.deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    this.deps.sendMail(
      passwordResetEmail({ to: user.email, firstName: user.firstName, link, language: user.language }),
    );
    return { sent: true as const };
  }

  /** Use a reset token once: new password, every reset token of the user spent, every session signed out. */
  async resetPassword(token: string, password: string) {
    const { db, now: clock, hasher, sessions } = this.deps;
    const now = clock();
    const invalid = () =>
      new AppError('VALIDATION_ERROR', authMessages.resetTokenInvalid, {
        errors: { token: [authMessages.resetTokenInvalid] },
      });
    const [found] = await db
      .select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, sha256(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .limit(1);
    if (!found) throw invalid();
    const user = await findUserById(db, found.userId);
    if (!user) throw invalid();
    assertAcceptablePassword(password, user.email, 'password');
    const passwordHash = await hasher.hash(password);
    await db.transaction(async (tx) => {
      const spent = await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.id, found.id), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (spent.length === 0) throw invalid();
      await tx
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
      await sessions.revokeAllOf(user.id, 'password_reset', undefined, tx);
      // From the e-mailed link, nobody signed in: the account's owner acted.
      await auditAccount(tx, user.id, { action: 'password_reset' }, { userId: user.id, email: user.email });
    });
    return { reset: true as const };
  }

  answer(issued: { token: string; refreshToken: string; expiresAt: Date }, user: UserRow): AuthSessionData {
    return {
      token: issued.token,
      refreshToken: issued.refreshToken,
      expiresAt: issued.expiresAt.toISOString(),
      user: toUser(user),
    };
  }
}
