import type { LoginHistoryQuery, LoginRecord } from '@hlidka/contract';
import { and, count, countDistinct, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { type LoginEventRow, loginEvents } from '../../db/schema/auth';
import type { DbOrTx } from '../../db/types';

function toLoginRecord(row: LoginEventRow): LoginRecord {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    browser: row.browser,
    os: row.os,
    device: row.device,
    method: row.method,
    secondFactor: row.secondFactor,
    success: row.success,
    failureReason: row.failureReason,
    suspicious: row.suspicious,
    suspiciousReasons: row.suspiciousReasons.filter(
      (r): r is 'new_device' | 'many_failures' => r === 'new_device' || r === 'many_failures',
    ),
  };
}

/** A date-only `to` means the whole of that day (UTC). */
function range(query: Pick<LoginHistoryQuery, 'from' | 'to'>): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(loginEvents.createdAt, new Date(query.from)));
  if (query.to) {
    const to = new Date(query.to);
    if (query.to.length === 10) to.setUTCDate(to.getUTCDate() + 1);
    conditions.push(query.to.length === 10 ? sql`${loginEvents.createdAt} < ${to}` : lte(loginEvents.createdAt, to));
  }
  return conditions;
}

/** A page of the user's sign-ins (or only the suspicious ones), newest first. */
export async function loginHistory(db: DbOrTx, userId: string, query: LoginHistoryQuery, suspiciousOnly: boolean) {
  const where = and(
    eq(loginEvents.userId, userId),
    suspiciousOnly ? eq(loginEvents.suspicious, true) : undefined,
    ...range(query),
  );
  const [total] = await db.select({ n: count() }).from(loginEvents).where(where);
  const rows = await db
    .select()
    .from(loginEvents)
    .where(where)
    .orderBy(desc(loginEvents.createdAt), desc(loginEvents.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const n = total?.n ?? 0;
  return {
    logins: rows.map(toLoginRecord),
    pagination: { page: query.page, limit: query.limit, total: n, totalPages: Math.ceil(n / query.limit) },
  };
}

/** Counts over the user's sign-ins in the period asked. */
export async function loginStats(db: DbOrTx, userId: string, query: Pick<LoginHistoryQuery, 'from' | 'to'>) {
  const where = and(eq(loginEvents.userId, userId), ...range(query));
  const [stats] = await db
    .select({
      total: count(),
      successful: sql<number>`count(*) filter (where ${loginEvents.success})::int`,
      failed: sql<number>`count(*) filter (where not ${loginEvents.success})::int`,
      suspicious: sql<number>`count(*) filter (where ${loginEvents.suspicious})::int`,
      uniqueIps: countDistinct(loginEvents.ip),
      uniqueDevices: sql<number>`count(distinct (coalesce(${loginEvents.browser}, '') || '|' || coalesce(${loginEvents.os}, '')))::int`,
      password: sql<number>`count(*) filter (where ${loginEvents.method} = 'password')::int`,
      google: sql<number>`count(*) filter (where ${loginEvents.method} = 'google')::int`,
      lastLoginAt: sql<string | null>`max(${loginEvents.createdAt}) filter (where ${loginEvents.success})`,
      lastFailedLoginAt: sql<string | null>`max(${loginEvents.createdAt}) filter (where not ${loginEvents.success})`,
    })
    .from(loginEvents)
    .where(where);
  const iso = (value: string | Date | null | undefined) => (value ? new Date(value).toISOString() : null);
  return {
    totalLogins: Number(stats?.total ?? 0),
    successfulLogins: Number(stats?.successful ?? 0),
    failedLogins: Number(stats?.failed ?? 0),
    suspiciousLogins: Number(stats?.suspicious ?? 0),
    uniqueIps: Number(stats?.uniqueIps ?? 0),
    uniqueDevices: Number(stats?.uniqueDevices ?? 0),
    byMethod: { password: Number(stats?.password ?? 0), google: Number(stats?.google ?? 0) },
    lastLoginAt: iso(stats?.lastLoginAt),
    lastFailedLoginAt: iso(stats?.lastFailedLoginAt),
  };
}
