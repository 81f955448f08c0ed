import { TWO_FACTOR_CHALLENGE_TTL_MS, type TwoFactorChallenge, type TwoFactorMethod } from '@hlidka/contract';
import { and, count, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { passkeys, recoveryCodes, totpCredentials, twoFactorChallenges } from '../../../db/schema/two-factor';
import type { UserRow } from '../../../db/schema/users';
import type { DbOrTx } from '../../../db/types';
import { randomToken, sha256 } from '../tokens';

export type FirstFactor = 'password' | 'google' | 'sso';

/** The second factors a user can sign in with now, in the order the screen offers them. */
export async function secondFactorsOf(db: DbOrTx, userId: string): Promise<TwoFactorMethod[]> {
  const [totp] = await db
    .select({ n: count() })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.confirmedAt)));
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  const [codes] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  const methods: TwoFactorMethod[] = [];
  if ((totp?.n ?? 0) > 0) methods.push('totp');
  if ((keys?.n ?? 0) > 0) methods.push('passkey');
  if ((codes?.n ?? 0) > 0) methods.push('recovery');
  return methods;
}

/** After a correct password (or Google): a single-use challenge for the second step, instead of tokens. */
export async function startSignInChallenge(
  db: DbOrTx,
  user: UserRow,
  firstFactor: FirstFactor,
  now: Date,
): Promise<TwoFactorChallenge> {
  const token = `tfc_${randomToken(32)}`;
  const expiresAt = new Date(now.getTime() + TWO_FACTOR_CHALLENGE_TTL_MS);
  // Expired challenges of the user go first: nothing else needs them.
  await db
    .delete(twoFactorChallenges)
    .where(and(eq(twoFactorChallenges.userId, user.id), lt(twoFactorChallenges.expiresAt, now)));
  await db.insert(twoFactorChallenges).values({
    userId: user.id,
    purpose: 'sign_in',
    tokenHash: sha256(token),
    firstFactor,
    createdAt: now,
    expiresAt,
  });
  return {
    twoFactorRequired: true,
    challengeToken: token,
    methods: await secondFactorsOf(db, user.id),
    expiresAt: expiresAt.toISOString(),
  };
}

/** The live (unused, unexpired) sign-in challenge of a token, or null. */
export async function liveSignInChallenge(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, sha256(token)),
        eq(twoFactorChallenges.purpose, 'sign_in'),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Spend a challenge; false when another request spent it first. */
export async function spendChallenge(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorChallenges)
    .set({ usedAt: now })
    .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
    .returning({ id: twoFactorChallenges.id });
  return rows.length > 0;
}

/** Challenges that ended (used or expired) before `before`, for the hourly pruning. */
export async function pruneChallenges(db: DbOrTx, before: Date) {
  await db
    .delete(twoFactorChallenges)
    .where(or(lt(twoFactorChallenges.expiresAt, before), lt(twoFactorChallenges.usedAt, before)));
}
