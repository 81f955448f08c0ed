import type {
  AuditAction,
  AuthSessionData,
  Passkey,
  TotpSetup,
  TwoFactorChange,
  TwoFactorLoginBody,
  TwoFactorReauthBody,
  TwoFactorStatus,
  WebAuthnCredential,
} from '@hlidka/contract';
import { and, count, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { isUniqueViolation } from '../../../db/errors';
import {
  type PasskeyRow,
  passkeys,
  recoveryCodes,
  totpCredentials,
  twoFactorChallenges,
} from '../../../db/schema/two-factor';
import { type UserRow, users } from '../../../db/schema/users';
import type { Db, DbOrTx } from '../../../db/types';
import { AppError, type Translated } from '../../../http/app-error';
import { recordAudit } from '../../audit/record';
import { recordLogin, secondFactorThrottledFor, throttledFor } from '../login-events';
import { authMessages } from '../messages';
import type { PasswordHasher } from '../passwords';
import type { AuthService } from '../service';
import type { ClientInfo } from '../user-agent';
import { findUserById } from '../users';
import { liveSignInChallenge, spendChallenge } from './challenges';
import { twoFactorMessages } from './messages';
import { replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { acceptedTotpStep, newTotpSecret, normalizeTotpCode, type TotpSecretBox } from './totp';
import {
  authenticationOptions,
  type RelyingParty,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './webauthn';

export interface TwoFactorDeps {
  db: Db;
  now: () => Date;
  box: TotpSecretBox;
  hasher: PasswordHasher;
  auth: AuthService;
}

/** How long the browser has to answer a passkey registration. */
const REGISTRATION_TTL_MS = 5 * 60 * 1000;

const fieldError = (field: string, message: Translated) =>
  new AppError('VALIDATION_ERROR', message, { errors: { [field]: [message] } });

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/** Two-factor settings of the signed-in user, and the second sign-in step. */
export class TwoFactorService {
  constructor(private readonly deps: TwoFactorDeps) {}

  async status(userId: string, db: DbOrTx = this.deps.db): Promise<TwoFactorStatus> {
    const [totp] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)).limit(1);
    const keys = await db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);
    const [codes] = await db
      .select({ n: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    const totpOn = Boolean(totp?.confirmedAt);
    return {
      enabled: totpOn || keys.length > 0,
      totp: { enabled: totpOn, confirmedAt: totp?.confirmedAt?.toISOString() ?? null },
      passkeys: keys.map(toPasskey),
      recoveryCodesRemaining: codes?.n ?? 0,
    };
  }

  // Authenticator app.

  /** A new pending secret (replacing an unconfirmed one); refused while an app is on. */
  async setupTotp(user: UserRow): Promise<TotpSetup> {
    const { db, now, box } = this.deps;
    const [existing] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id)).limit(1);
    if (existing?.confirmedAt) throw new AppError('CONFLICT', twoFactorMessages.totpAlreadyOn);
    const setup = await newTotpSecret(user.email);
    const sealed = box.seal(setup.secret);
    await db
      .insert(totpCredentials)
      .values({ userId: user.id, secretEncrypted: sealed, createdAt: now() })
      .onConflictDoUpdate({
        target: totpCredentials.userId,
        set: { secretEncrypted: sealed, createdAt: now(), lastUsedStep: null, confirmedAt: null },
      });
    return setup;
  }

  /** Turn the pending app on with a code from it; the first second factor brings the recovery codes. */
  async confirmTotp(user: UserRow, typed: string): Promise<TwoFactorChange> {
    const { db, now: clock, box } = this.deps;
    const [pending] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id)).limit(1);
    if (!pending || pending.confirmedAt) throw fieldError('code', twoFactorMessages.totpSetupMissing);
    const code = normalizeTotpCode(typed);
    if (!code) throw fieldError('code', twoFactorMessages.codeShape);
    const now = clock();
    const step = acceptedTotpStep(box.open(pending.secretEncrypted), code, now, pending.lastUsedStep);
    if (step === null) throw fieldError('code', twoFactorMessages.codeInvalid);
    return db.transaction(async (tx) => {
      await tx
        .update(totpCredentials)
        .set({ confirmedAt: now, lastUsedStep: step })
        .where(eq(totpCredentials.userId, user.id));
      const recovery = await this.#enable(tx, user.id, now);
      const twoFactor = await this.status(user.id, tx);
      await auditTwoFactor(tx, user, { action: 'enable', resourceType: 'two_factor', after: twoFactor });
      return { twoFactor, recoveryCodes: recovery };
    });
  }

  // Turning off, recovery codes.

  /** Password or an unused recovery code (which is spent), as a fresh proof for a sensitive change. */
  async #reauthenticate(user: UserRow, body: TwoFactorReauthBody) {
    const { db, hasher, now } = this.deps;
    if (body.password !== undefined) {
      const ok = user.passwordHash
        ? await hasher.verify(user.passwordHash, body.password)
        : await hasher.verifyDummy(body.password);
      if (!ok) throw fieldError('password', twoFactorMessages.passwordWrong);
      return;
    }
    if (body.recoveryCode !== undefined) {
      if (!(await useRecoveryCode(db, user.id, body.recoveryCode, now())))
        throw fieldError('recoveryCode', twoFactorMessages.recoveryCodeInvalid);
      return;
    }
    throw new AppError('VALIDATION_ERROR', twoFactorMessages.reauthRequired, {
      errors: { password: [twoFactorMessages.reauthRequired] },
    });
  }

  async disable(user: UserRow, body: TwoFactorReauthBody): Promise<TwoFactorStatus> {
    await this.#reauthenticate(user, body);
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      const before = await this.status(user.id, tx);
      await tx.delete(totpCredentials).where(eq(totpCredentials.userId, user.id));
      await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, user.id));
      await tx.update(users).set({ twoFactorEnabled: false, updatedAt: now() }).where(eq(users.id, user.id));
      const after = await this.status(user.id, tx);
      await auditTwoFactor(tx, user, { action: 'disable', resourceType: 'two_factor', before, after });
      return after;
    });
  }

  async regenerateRecoveryCodes(user: UserRow, body: TwoFactorReauthBody): Promise<string[]> {
    if (!user.twoFactorEnabled) throw new AppError('CONFLICT', twoFactorMessages.notEnabled);
    await this.#reauthenticate(user, body);
    const { db, now } = this.deps;
    return db.transaction(async (tx) => {
      const codes = await replaceRecoveryCodes(tx, user.id, now());
      await auditTwoFactor(tx, user, {
        action: 'regenerate',
        resourceType: 'two_factor',
        after: { recoveryCodes: codes.length },
      });
      return codes;
    });
  }

  /** Mark two-factor on; the first time, a new set of recovery codes (returned once), else null. */
  async #enable(tx: DbOrTx, userId: string, now: Date): Promise<string[] | null> {
    const turnedOn = await tx
      .update(users)
      .set({ twoFactorEnabled: true, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, false)))
      .returning({ id: users.id });
    return turnedOn.length > 0 ? replaceRecoveryCodes(tx, userId, now) : null;
  }

  // Passkeys.

  async passkeyRegistrationOptions(user: UserRow, rp: RelyingParty) {
    const { db, now: clock } = this.deps;
    const existing = await db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    const options = await registrationOptions(
      rp,
      { id: user.id, email: user.email, displayName: `${user.firstName} ${user.lastName}`.trim() },
      existing,
    );
    const now = clock();
    await db.transaction(async (tx) => {
      await tx
        .delete(twoFactorChallenges)
        .where(and(eq(twoFactorChallenges.userId, user.id), eq(twoFactorChallenges.purpose, 'passkey_registration')));
      await tx.insert(twoFactorChallenges).values({
        userId: user.id,
        purpose: 'passkey_registration',
        webauthnChallenge: options.challenge,
        createdAt: now,
        expiresAt: new Date(now.getTime() + REGISTRATION_TTL_MS),
      });
    });
    return options;
  }

  async addPasskey(user: UserRow, name: string, credential: WebAuthnCredential, rp: RelyingParty) {
    const { db, now: clock } = this.deps;
    const now = clock();
    const [challenge] = await db
      .select()
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.userId, user.id),
          eq(twoFactorChallenges.purpose, 'passkey_registration'),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, now),
        ),
      )
      .orderBy(desc(twoFactorChallenges.createdAt))
      .limit(1);
    if (!challenge?.webauthnChallenge) throw fieldError('credential', twoFactorMessages.passkeyRegistrationExpired);
    const verified = await verifyRegistration(rp, credential, challenge.webauthnChallenge);
    if (!verified) throw fieldError('credential', twoFactorMessages.passkeyRegistrationFailed);
    try {
      return await db.transaction(async (tx) => {
        if (!(await spendChallenge(tx, challenge.id, now)))
          throw fieldError('credential', twoFactorMessages.passkeyRegistrationExpired);
        const [added] = await tx
          .insert(passkeys)
          .values({ userId: user.id, name, createdAt: now, ...verified })
          .returning({ id: passkeys.id });
        const recovery = await this.#enable(tx, user.id, now);
        await auditTwoFactor(tx, user, {
          action: 'create',
          resourceType: 'passkey',
          id: added?.id,
          name,
          after: { name },
        });
        return { twoFactor: await this.status(user.id, tx), recoveryCodes: recovery };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', twoFactorMessages.passkeyExists);
      throw error;
    }
  }

  async renamePasskey(userId: string, id: string, name: string): Promise<Passkey> {
    return this.deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select({ name: passkeys.name })
        .from(passkeys)
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
      const [row] = await tx
        .update(passkeys)
        .set({ name })
        .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', twoFactorMessages.passkeyNotFound);
      await auditTwoFactor(
        tx,
        { id: userId },
        { action: 'update', resourceType: 'passkey', id, name, before, after: { name } },
      );
      return toPasskey(row);
    });
  }

  /** Remove a passkey; the last second factor is refused (turning two-factor off says what that means). */
  async removePasskey(userId: string, id: string): Promise<TwoFactorStatus> {
    const { db } = this.deps;
    return db.transaction(async (tx) => {
      const before = await this.status(userId, tx);
      if (!before.passkeys.some((key) => key.id === id))
        throw new AppError('NOT_FOUND', twoFactorMessages.passkeyNotFound);
      if (!before.totp.enabled && before.passkeys.length === 1)
        throw new AppError('CONFLICT', twoFactorMessages.passkeyLastFactor);
      await tx.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
      const removed = before.passkeys.find((key) => key.id === id);
      await auditTwoFactor(
        tx,
        { id: userId },
        { action: 'delete', resourceType: 'passkey', id, name: removed?.name, before: removed },
      );
      return this.status(userId, tx);
    });
  }

  // The second sign-in step.

  async #liveChallenge(token: string) {
    const challenge = await liveSignInChallenge(this.deps.db, token, this.deps.now());
    if (!challenge) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID', twoFactorMessages.challengeInvalid);
    const user = await findUserById(this.deps.db, challenge.userId);
    if (!user?.twoFactorEnabled) throw new AppError('TWO_FACTOR_CHALLENGE_INVALID', twoFactorMessages.challengeInvalid);
    return { challenge, user };
  }

  /** WebAuthn options for the passkeys of the challenge's user; the WebAuthn challenge is kept on the row. */
  async signInPasskeyOptions(token: string, rp: RelyingParty) {
    const { challenge, user } = await this.#liveChallenge(token);
    const keys = await this.deps.db.select().from(passkeys).where(eq(passkeys.userId, user.id));
    if (keys.length === 0) throw fieldError('credential', twoFactorMessages.noPasskeys);
    const options = await authenticationOptions(rp, keys);
    await this.deps.db
      .update(twoFactorChallenges)
      .set({ webauthnChallenge: options.challenge })
      .where(eq(twoFactorChallenges.id, challenge.id));
    return options;
  }

  /**
   * The challenge and a second factor for the session. Wrong factors are recorded as failed sign-ins and throttled like
   * wrong passwords (per e-mail and IP, and per IP); the challenge stays usable until it expires or succeeds once.
   */
  async completeSignIn(body: TwoFactorLoginBody, client: ClientInfo, rp: RelyingParty): Promise<AuthSessionData> {
    const { db, now: clock, box } = this.deps;
    const { challenge, user } = await this.#liveChallenge(body.challengeToken);
    const firstFactor = challenge.firstFactor ?? 'password';
    const wait = Math.max(
      await throttledFor(db, user.email, client.ip, clock()),
      await secondFactorThrottledFor(db, user.id, clock()),
    );
    if (wait > 0) {
      throw new AppError('RATE_LIMITED', authMessages.tooManyAttempts, { headers: { 'retry-after': String(wait) } });
    }
    const fail = async (reason: string, field: string, message: Translated): Promise<never> => {
      await recordLogin(db, {
        userId: user.id,
        email: user.email,
        method: firstFactor,
        secondFactor: body.method,
        success: false,
        failureReason: reason,
        client,
        at: clock(),
      });
      throw fieldError(field, message);
    };

    const now = clock();
    if (body.method === 'totp') {
      const code = normalizeTotpCode(body.code);
      if (!code) throw fieldError('code', twoFactorMessages.codeShape);
      const [totp] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id)).limit(1);
      const step = totp?.confirmedAt
        ? acceptedTotpStep(box.open(totp.secretEncrypted), code, now, totp.lastUsedStep)
        : null;
      if (step === null) return fail('invalid_totp_code', 'code', twoFactorMessages.codeInvalid);
      // Claim the step atomically, so two requests with one code cannot both pass.
      const claimed = await db
        .update(totpCredentials)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(totpCredentials.userId, user.id),
            or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
          ),
        )
        .returning({ userId: totpCredentials.userId });
      if (claimed.length === 0) return fail('invalid_totp_code', 'code', twoFactorMessages.codeInvalid);
    } else if (body.method === 'recovery') {
      if (!(await useRecoveryCode(db, user.id, body.code, now)))
        return fail('invalid_recovery_code', 'code', twoFactorMessages.recoveryCodeInvalid);
    } else {
      const [key] = await db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.userId, user.id), eq(passkeys.credentialId, body.credential.id)))
        .limit(1);
      const counter =
        key && challenge.webauthnChallenge
          ? await verifyAuthentication(rp, body.credential, challenge.webauthnChallenge, key)
          : null;
      if (!key || counter === null) return fail('invalid_passkey', 'credential', twoFactorMessages.passkeyFailed);
      await db.update(passkeys).set({ counter, lastUsedAt: now }).where(eq(passkeys.id, key.id));
    }
    if (!(await spendChallenge(db, challenge.id, now)))
      throw new AppError('TWO_FACTOR_CHALLENGE_INVALID', twoFactorMessages.challengeInvalid);
    return this.deps.auth.completeLogin(user, firstFactor, client, body.method);
  }
}

/** A change of the user's two-factor settings or passkeys, in their personal audit log (never a secret or a code). */
function auditTwoFactor(
  tx: DbOrTx,
  user: { id: string },
  change: {
    action: AuditAction;
    resourceType: 'two_factor' | 'passkey';
    id?: string | undefined;
    name?: string | undefined;
    before?: object | undefined;
    after?: object | undefined;
  },
) {
  return recordAudit(tx, {
    scope: { ownerId: user.id, teamId: null },
    action: change.action,
    resourceType: change.resourceType,
    resourceId: change.id ?? user.id,
    resourceName: change.name ?? null,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}
