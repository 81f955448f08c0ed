import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { liveEventTickets } from '../db/schema/incidents';
import type { Db } from '../db/types';
import type { RequestAuth } from '../http/types';

/** How long a ticket may wait before it opens a stream. */
export const TICKET_TTL_MS = 60_000;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A new single-use ticket for `auth`'s user (the raw ticket is returned once and kept only as its hash). */
export async function issueTicket(db: Db, auth: RequestAuth, now: Date): Promise<{ ticket: string; expiresAt: Date }> {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
  // Expired tickets of anyone go first: the table stays tiny without a separate job.
  await db.delete(liveEventTickets).where(lt(liveEventTickets.expiresAt, now));
  await db.insert(liveEventTickets).values({
    tokenHash: hash(ticket),
    userId: auth.userId,
    sessionId: auth.sessionId ?? null,
    apiKeyId: auth.apiKeyId ?? null,
    expiresAt,
  });
  return { ticket, expiresAt };
}

/** Use a ticket: the auth it was issued for, or null when unknown, used or expired. Deleting it makes it single-use. */
export async function redeemTicket(db: Db, ticket: string, now: Date): Promise<RequestAuth | null> {
  const [row] = await db
    .delete(liveEventTickets)
    .where(and(eq(liveEventTickets.tokenHash, hash(ticket)), gt(liveEventTickets.expiresAt, now)))
    .returning();
  if (!row) return null;
  if (row.apiKeyId) return { userId: row.userId, method: 'api_key', apiKeyId: row.apiKeyId };
  return { userId: row.userId, method: 'jwt', ...(row.sessionId ? { sessionId: row.sessionId } : {}) };
}
