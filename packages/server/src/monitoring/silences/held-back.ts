import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

type Value = AnyColumn | SQL | string | null;

/**
 * SQL: whether a silence of the website, of its group or of the incident held at `at` — it began by then, had not run
 * out, and was not cleared before (a silence cleared as the incident resolved still holds back that resolution).
 */
export function silencedAt(at: Date, target: { websiteId: Value; groupId: Value; incidentId: Value }): SQL {
  const when = at.toISOString();
  return sql`exists (select 1 from silences s where s.created_at <= ${when}::timestamptz and s.until > ${when}::timestamptz
    and (s.cleared_at is null or s.cleared_at >= ${when}::timestamptz)
    and ((s.target_kind = 'website' and s.target_id = ${target.websiteId})
      or (s.target_kind = 'group' and s.target_id = ${target.groupId})
      or (s.target_kind = 'incident' and s.target_id = ${target.incidentId})))`;
}

/**
 * SQL: no alert of any kind about the website goes out for an event at `at` — the one place that decides it, for the
 * fan-out of events and for reminders. Held back while the website is in a maintenance window (the engine announces
 * the real state after it) and while a silence of the website, its group or the incident holds (checks go on).
 */
export function alertsHeldBack(
  at: Date,
  target: { status: Value; websiteId: Value; groupId: Value; incidentId: Value },
): SQL {
  return sql`(${target.status} = 'maintenance' or ${silencedAt(at, target)})`;
}
