import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { oauthStates } from '../../db/schema/auth';
import { sessions } from '../../db/schema/sessions';
import { type UserRow, users } from '../../db/schema/users';
import type { Db, DbOrTx } from '../../db/types';
import { AppError, type Translated } from '../../http/app-error';
import { auditAccount } from '../account/audit';
import { attributeReferral } from '../affiliate/service';
import type { GoogleIdentity } from './google';
import { authMessages } from './messages';
import { sha256 } from './tokens';

/** How long a started Google or SSO sign-in may take. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** Split a display name when Google gives no given/family name. */
function names(identity: GoogleIdentity) {
  const [first = '', ...rest] = (identity.name ?? '').split(/\s+/).filter(Boolean);
  return {
    firstName: identity.givenName ?? first,
    lastName: identity.familyName ?? rest.join(' '),
  };
}

/** A sign-in that ends on the app's callback screen with this code and message. */
export class CallbackFailure extends Error {
  constructor(
    readonly code: string,
    readonly translated: Translated,
  ) {
    super(code);
  }
}

/**
 * The account for a verified Google identity: by Google `sub`; else the account with the same verified e-mail, which
 * gets linked; else a new account (without a password, terms not yet accepted).
 */
export async function userForGoogle(
  db: DbOrTx,
  identity: GoogleIdentity,
  referralCode: string | null,
  now: Date,
): Promise<UserRow> {
  const [bySub] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
  if (bySub) return bySub;
  if (!identity.email || !identity.emailVerified) {
    throw new CallbackFailure('email_not_verified', authMessages.googleEmailUnverified);
  }
  const [byEmail] = await db.select().from(users).where(eq(users.email, identity.email)).limit(1);
  if (byEmail) {
    if (byEmail.googleSub && byEmail.googleSub !== identity.sub) {
      throw new CallbackFailure('account_linked_elsewhere', authMessages.googleLinkedElsewhere);
    }
    const [linked] = await db
      .update(users)
      .set({ googleSub: identity.sub, avatarUrl: byEmail.avatarUrl ?? identity.picture, updatedAt: now })
      .where(eq(users.id, byEmail.id))
      .returning();
    return linked ?? byEmail;
  }
  const { firstName, lastName } = names(identity);
  try {
    const [created] = await db
      .insert(users)
      .values({
        email: identity.email,
        googleSub: identity.sub,
        firstName: firstName.slice(0, 100),
        lastName: lastName.slice(0, 100),
        avatarUrl: identity.picture,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('user insert returned nothing');
    // A new account from a referral link (the `?ref=CODE` cookie) counts as a referred sign-up.
    await attributeReferral(db, { userId: created.id, email: created.email, code: referralCode, at: now });
    return created;
  } catch (error) {
    // Two callbacks for the same new person at once: the other one created the account.
    if (isUniqueViolation(error)) {
      const [again] = await db.select().from(users).where(eq(users.googleSub, identity.sub)).limit(1);
      if (again) return again;
    }
    throw error;
  }
}

/** Remember a started sign-in (hashed state, nonce, PKCE verifier, browser binding); expired ones are dropped. */
export async function saveOauthState(
  db: DbOrTx,
  input: { state: string; nonce: string; codeVerifier: string; binding: string; now: Date; ssoTeamId?: string },
): Promise<void> {
  const { now } = input;
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    stateHash: sha256(input.state),
    nonce: input.nonce,
    codeVerifier: input.codeVerifier,
    browserBindingHash: sha256(input.binding),
    ssoTeamId: input.ssoTeamId ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
}

/** The started sign-in of this state, used up (single use: deleted by the request that takes it); null if unknown. */
export async function takeOauthState(db: DbOrTx, state: string) {
  const [pending] = await db
    .delete(oauthStates)
    .where(eq(oauthStates.stateHash, sha256(state)))
    .returning();
  return pending ?? null;
}

/** How the session signed in, or null when it is not the user's. */
export async function sessionMethod(db: DbOrTx, userId: string, sessionId: string) {
  const [session] = await db
    .select({ method: sessions.method })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .limit(1);
  return session?.method ?? null;
}

/** Link a Google account to the user; 409 when another account has it. */
export async function linkGoogle(db: DbOrTx, userId: string, googleSub: string, now: Date): Promise<void> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.googleSub, googleSub), ne(users.id, userId)))
    .limit(1);
  if (owner) throw new AppError('CONFLICT', authMessages.googleLinkedElsewhere);
  try {
    await db.transaction(async (tx) => {
      const [before] = await tx.select({ googleSub: users.googleSub }).from(users).where(eq(users.id, userId));
      await tx.update(users).set({ googleSub, updatedAt: now }).where(eq(users.id, userId));
      if (before?.googleSub !== googleSub) await auditAccount(tx, userId, { action: 'google_link' });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', authMessages.googleLinkedElsewhere);
    throw error;
  }
}

/** Unlink Google: sessions that signed in with Google end, except `keepSessionId` (the one asking). */
export async function unlinkGoogle(db: Db, userId: string, keepSessionId: string | undefined, now: Date) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ googleSub: null, updatedAt: now }).where(eq(users.id, userId));
    await auditAccount(tx, userId, { action: 'google_unlink' });
    await tx
      .update(sessions)
      .set({ revokedAt: now, revokedReason: 'google_unlinked' })
      .where(
        and(
          eq(sessions.userId, userId),
          eq(sessions.method, 'google'),
          isNull(sessions.revokedAt),
          keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
        ),
      );
  });
}
