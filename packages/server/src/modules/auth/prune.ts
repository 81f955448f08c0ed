import { and, isNotNull, lt, or } from 'drizzle-orm';
import { loginEvents, oauthStates, passwordResetTokens } from '../../db/schema/auth';
import { sessions } from '../../db/schema/sessions';
import type { DbOrTx } from '../../db/types';
import { mailRules } from '../../mail/mail-rules';
import { pruneMailAllowances } from '../../mail/once-per-period';
import { pruneChallenges } from './two-factor/challenges';

/** Sign-in history is kept this long. */
export const LOGIN_HISTORY_RETENTION_MS = 365 * 24 * 60 * 60 * 1000;
/** Ended sessions (and so their refresh tokens) are kept this long, for reuse detection and the audit trail. */
export const ENDED_SESSION_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Delete what auth no longer needs: old sign-in records, long-ended sessions, spent reset tokens, stale OAuth states. */
export async function pruneAuthData(db: DbOrTx, now: Date): Promise<void> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(loginEvents).where(lt(loginEvents.createdAt, before(LOGIN_HISTORY_RETENTION_MS)));
  // Refresh tokens go with their session (foreign key cascade).
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, before(ENDED_SESSION_RETENTION_MS)),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, before(ENDED_SESSION_RETENTION_MS))),
      ),
    );
  await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, before(24 * 60 * 60 * 1000)));
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await pruneChallenges(db, now);
  // The allowances of e-mails that sign-in and account requests send (password reset, e-mail change, subscriptions).
  await pruneMailAllowances(db, Object.values(mailRules), now);
}
