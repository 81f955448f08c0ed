import type { AuditEvent, auditFilterShape } from '@hlidka/contract';
import { and, desc, eq, gte, ilike, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type AuditEventRow, auditEvents } from '../../db/schema/audit';
import type { DbOrTx } from '../../db/types';
import { AppError } from '../../http/app-error';
import { requireTeamRole } from '../access/team-role';
import { isErasedActor } from './erasure';
import { auditMessages as m } from './messages';

const auditFilters = (shape: typeof auditFilterShape) => z.object(shape);
export type AuditFilters = z.output<ReturnType<typeof auditFilters>>;

export function toAuditEvent(row: AuditEventRow): AuditEvent {
  return {
    id: row.id,
    teamId: row.teamId,
    actor: { userId: row.actorUserId, name: row.actorName, email: row.actorEmail, erased: isErasedActor(row) },
    apiKey: row.apiKeyId ? { id: row.apiKeyId, name: row.apiKeyName ?? '' } : null,
    action: row.action,
    resourceType: row.resourceType,
    resourceId: row.resourceId,
    resourceName: row.resourceName,
    before: row.before,
    after: row.after,
    ip: row.ip,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Which entries the caller may read: a team's to its owners and admins (403 for the others, 404 for outsiders), else
 * the caller's personal ones. Every read of the log goes through here.
 */
export async function auditScope(db: DbOrTx, userId: string, teamId: string | undefined): Promise<SQL> {
  if (teamId) {
    await requireTeamRole(db, teamId, userId, 'admin');
    return eq(auditEvents.teamId, teamId);
  }
  return and(eq(auditEvents.ownerId, userId), isNull(auditEvents.teamId)) as SQL;
}

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function filterConditions(filters: AuditFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.actorId) where.push(eq(auditEvents.actorUserId, filters.actorId));
  if (filters.action) where.push(eq(auditEvents.action, filters.action));
  if (filters.resourceType) where.push(eq(auditEvents.resourceType, filters.resourceType));
  if (filters.resourceId) where.push(eq(auditEvents.resourceId, filters.resourceId));
  if (filters.from) where.push(gte(auditEvents.createdAt, new Date(filters.from)));
  if (filters.to) where.push(lte(auditEvents.createdAt, new Date(filters.to)));
  if (filters.q) {
    const pattern = `%${likeEscape(filters.q)}%`;
    const text = or(
      ilike(auditEvents.resourceName, pattern),
      ilike(auditEvents.resourceId, pattern),
      ilike(auditEvents.actorName, pattern),
      ilike(auditEvents.actorEmail, pattern),
      ilike(auditEvents.apiKeyName, pattern),
      ilike(auditEvents.ip, pattern),
    );
    if (text) where.push(text);
  }
  return where;
}

/** A page boundary: the last entry's time and id (entries are ordered by both, newest first). */
interface Cursor {
  at: Date;
  id: string;
}

export function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString('base64url');
}

function decodeCursor(cursor: string): Cursor {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const date = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(date.getTime())) {
    throw new AppError('VALIDATION_ERROR', m.badCursor, { errors: { cursor: [m.badCursor] } });
  }
  return { at: date, id };
}

const olderThan = (cursor: Cursor) =>
  or(lt(auditEvents.createdAt, cursor.at), and(eq(auditEvents.createdAt, cursor.at), lt(auditEvents.id, cursor.id)));

/** One page of entries, newest first, after `cursor` (keyset pagination: stable while new entries arrive). */
export async function auditPage(
  db: DbOrTx,
  scope: SQL,
  filters: AuditFilters,
  page: { cursor?: string | undefined; limit: number },
): Promise<{ rows: AuditEventRow[]; nextCursor: string | null }> {
  const where = [scope, ...filterConditions(filters)];
  if (page.cursor) where.push(olderThan(decodeCursor(page.cursor)) as SQL);
  const rows = await db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  const last = shown.at(-1);
  return { rows: shown, nextCursor: more && last ? encodeCursor(last) : null };
}

/** Every matching entry, page by page (the CSV export streams these). */
export async function* auditRows(db: DbOrTx, scope: SQL, filters: AuditFilters, batch = 500) {
  let cursor: string | undefined;
  for (;;) {
    const page = await auditPage(db, scope, filters, { cursor, limit: batch });
    yield* page.rows;
    if (!page.nextCursor) return;
    cursor = page.nextCursor;
  }
}

/** Used by the retention job and tests: the count of entries, whatever their scope. */
export async function countAuditEvents(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from audit_events`);
  return Number(result.rows[0]?.n ?? 0);
}
