import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { teamMessages } from './messages';

/** Only someone who signs in with two-factor may require it of a team. */
export async function requireOwnTwoFactor(db: DbOrTx, userId: string): Promise<void> {
  const [row] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row?.enabled) {
    throw new AppError('CONFLICT', teamMessages.twoFactorNeededToRequire, {
      errors: { requireTwoFactor: [teamMessages.twoFactorNeededToRequire] },
    });
  }
}
