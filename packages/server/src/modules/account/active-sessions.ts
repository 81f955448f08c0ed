import type { ActiveSession } from '@hlidka/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { type SessionRow, sessions } from '../../db/schema/sessions';
import type { DbOrTx } from '../../db/types';

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

/** The user's sessions still in force, the most recently used first; `currentId` marks the caller's own. */
export async function listActiveSessions(
  db: DbOrTx,
  userId: string,
  currentId: string | undefined,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastUsedAt));
  return rows.map((row) => toActiveSession(row, currentId));
}

/** The id of one of the user's sessions not yet revoked, or null. */
export async function findOwnSession(db: DbOrTx, userId: string, id: string): Promise<string | null> {
  const [owned] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  return owned?.id ?? null;
}
