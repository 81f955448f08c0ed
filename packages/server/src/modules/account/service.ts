import { ACCOUNT_DELETION_PHRASES, type UserSettings } from '@hlidka/contract';
import { and, eq, ne } from 'drizzle-orm';
import { avatars } from '../../db/schema/account';
import { type UserRow, users } from '../../db/schema/users';
import type { Db, DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../auth/context';
import { authMessages as m } from '../auth/messages';
import { assertAcceptablePassword } from '../auth/service';
import { findUserById } from '../auth/users';
import { auditAccount, auditAccountUpdate } from './audit';
import { AVATAR_PATH_PREFIX } from './avatar';
import { deleteUserData, deletionBlockers } from './deletion';
import { accountMessages } from './messages';

export interface ProfileChange {
  firstName?: string;
  lastName?: string;
  avatarUrl?: string | null;
}

/** Change the name or avatar. An avatar given as another URL (or none) replaces an uploaded one. */
export async function updateProfile(db: DbOrTx, userId: string, body: ProfileChange, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await findUserById(tx, userId);
    if (!before) throw new AppError('NOT_FOUND', m.profileNotFound);
    if (body.avatarUrl !== undefined) {
      // Only the user's own upload can be kept.
      const keep = body.avatarUrl?.startsWith(AVATAR_PATH_PREFIX)
        ? body.avatarUrl.slice(AVATAR_PATH_PREFIX.length)
        : null;
      const [own] = keep
        ? await tx
            .select({ id: avatars.id })
            .from(avatars)
            .where(and(eq(avatars.id, keep), eq(avatars.userId, userId)))
        : [];
      if (keep && !own) {
        throw new AppError('VALIDATION_ERROR', accountMessages.profileUpdateFailed, {
          errors: { avatarUrl: [accountMessages.avatarNotFound] },
        });
      }
      await tx.delete(avatars).where(and(eq(avatars.userId, userId), own ? ne(avatars.id, own.id) : undefined));
    }
    const [row] = await tx
      .update(users)
      .set({
        ...(body.firstName === undefined ? {} : { firstName: body.firstName }),
        ...(body.lastName === undefined ? {} : { lastName: body.lastName }),
        ...(body.avatarUrl === undefined ? {} : { avatarUrl: body.avatarUrl }),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', m.profileNotFound);
    await auditAccountUpdate(tx, before, row);
    return row;
  });
}

/** Change the personal settings (language, time zone, e-mail preferences…). */
export async function updateSettings(
  db: DbOrTx,
  userId: string,
  body: Partial<UserSettings>,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await findUserById(tx, userId);
    const [row] = await tx
      .update(users)
      .set({ ...body, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!row || !before) throw new AppError('NOT_FOUND', m.settingsNotFound);
    await auditAccountUpdate(tx, before, row);
    return row;
  });
}

/** Record the acceptance of the terms (and the marketing choice made with it). */
export async function acceptTerms(db: DbOrTx, userId: string, marketingConsent: boolean, now: Date): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const before = await findUserById(tx, userId);
    const [row] = await tx
      .update(users)
      .set({ termsAccepted: true, termsAcceptedAt: now, marketingConsent, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!row || !before) throw new AppError('NOT_FOUND', m.profileNotFound);
    await auditAccountUpdate(tx, before, row);
    return row;
  });
}

/**
 * Set a new password (the current one is asked for when the account has one) and sign out every other session.
 * Returns how many sessions were revoked.
 */
export async function changePassword(
  db: Db,
  auth: Pick<AuthContext, 'hasher' | 'sessions'>,
  input: { user: UserRow; sessionId: string; currentPassword?: string; newPassword: string; now: Date },
): Promise<number> {
  const { user, currentPassword, newPassword, now } = input;
  if (user.passwordHash) {
    if (!currentPassword) {
      throw new AppError('VALIDATION_ERROR', m.currentPasswordRequired, {
        errors: { currentPassword: [m.currentPasswordRequired] },
      });
    }
    if (!(await auth.hasher.verify(user.passwordHash, currentPassword))) {
      throw new AppError('VALIDATION_ERROR', m.currentPasswordWrong, {
        errors: { currentPassword: [m.currentPasswordWrong] },
      });
    }
  }
  assertAcceptablePassword(newPassword, user.email, 'newPassword');
  const passwordHash = await auth.hasher.hash(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, user.id));
    // The action says it all: a password never reaches the log, not even as redacted.
    await auditAccount(tx, user.id, { action: 'password_change' });
    return auth.sessions.revokeAllOf(user.id, 'password_changed', input.sessionId, tx);
  });
}

/**
 * Delete the account and its data, confirmed by the password (or, for an account without one, the typed phrase in
 * either language); refused while something blocks it (e.g. teams the user owns with other members).
 */
export async function deleteAccount(
  db: Db,
  auth: Pick<AuthContext, 'hasher'>,
  user: UserRow,
  confirmation: { password?: string; confirmation?: string },
): Promise<void> {
  const { password } = confirmation;
  if (user.passwordHash) {
    if (!password || !(await auth.hasher.verify(user.passwordHash, password))) {
      const message = password ? m.currentPasswordWrong : m.deletionNeedsPassword;
      throw new AppError('VALIDATION_ERROR', message, { errors: { password: [message] } });
    }
  } else {
    const typed = confirmation.confirmation?.toLocaleUpperCase('cs');
    if (typed !== ACCOUNT_DELETION_PHRASES.cs && typed !== ACCOUNT_DELETION_PHRASES.en) {
      throw new AppError('VALIDATION_ERROR', m.deletionNeedsPhrase, {
        errors: { confirmation: [m.deletionNeedsPhrase] },
      });
    }
  }
  const blockers = await deletionBlockers(db, user.id);
  if (blockers[0]) throw new AppError('CONFLICT', blockers[0].message);
  await db.transaction((tx) => deleteUserData(tx, user.id));
}
