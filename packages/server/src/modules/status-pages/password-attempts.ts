import { STATUS_PAGE_PASSWORD_ATTEMPTS, STATUS_PAGE_PASSWORD_WINDOW_MINUTES } from '@hlidka/contract';
import { and, eq, sql } from 'drizzle-orm';
import { statusPagePasswordAttempts } from '../../db/schema/status-pages';
import type { DbOrTx } from '../../db/types';

const WINDOW_MS = STATUS_PAGE_PASSWORD_WINDOW_MINUTES * 60_000;

/**
 * Count an attempt at a page's password from an address, before the password is checked: true while the address is
 * within its allowance. The database decides in one statement, so parallel guesses and other instances count too.
 */
export async function countPasswordAttempt(db: DbOrTx, pageId: string, address: string, now: Date): Promise<boolean> {
  const windowStart = sql`${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(statusPagePasswordAttempts)
    .values({ statusPageId: pageId, address, attempts: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [statusPagePasswordAttempts.statusPageId, statusPagePasswordAttempts.address],
      set: {
        attempts: sql`case when ${statusPagePasswordAttempts.windowStartedAt} <= ${windowStart} then 1 else ${statusPagePasswordAttempts.attempts} + 1 end`,
        windowStartedAt: sql`case when ${statusPagePasswordAttempts.windowStartedAt} <= ${windowStart} then ${at} else ${statusPagePasswordAttempts.windowStartedAt} end`,
      },
    })
    .returning({ attempts: statusPagePasswordAttempts.attempts });
  return (row?.attempts ?? 0) <= STATUS_PAGE_PASSWORD_ATTEMPTS;
}

/** The right password clears the address's count. */
export async function clearPasswordAttempts(db: DbOrTx, pageId: string, address: string) {
  await db
    .delete(statusPagePasswordAttempts)
    .where(and(eq(statusPagePasswordAttempts.statusPageId, pageId), eq(statusPagePasswordAttempts.address, address)));
}
