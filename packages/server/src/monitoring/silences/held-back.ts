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
 * SQL: the incident's alerts wait for a dependency at `at` (monitoring/dependencies): it is linked to the incident of
 * the website it depends on, which has not recovered by then; or it waits for a verdict (its parent's state this
 * round, or its dependents' so that one alert names them all) that had not come by then. The announcement written when
 * such a wait ends is not held by it.
 */
export function heldForDependency(at: Date, incidentId: Value, announcement: boolean): SQL {
  const when = at.toISOString();
  const ownWait = announcement
    ? sql`false`
    : sql`(d.alerts_held_until is not null and (d.alerts_released_at is null or d.alerts_released_at >= ${when}::timestamptz))`;
  return sql`exists (select 1 from incidents d where d.id = ${incidentId} and (
    (d.parent_incident_id is not null and (d.parent_released_at is null or d.parent_released_at > ${when}::timestamptz))
    or ${ownWait}))`;
}

/**
 * SQL: no alert of any kind about the website goes out for an event at `at` — the one place that decides it, for the
 * fan-out of events and for reminders. Held back while the website is in a maintenance window (the engine announces
 * the real state after it), while a silence of the website, its group or the incident holds (checks go on), and while
 * the incident waits for a dependency (`announcement`: the row that ends such a wait).
 */
export function alertsHeldBack(
  at: Date,
  target: { status: Value; websiteId: Value; groupId: Value; incidentId: Value },
  options: { announcement?: boolean } = {},
): SQL {
  return sql`(${target.status} = 'maintenance' or ${silencedAt(at, target)} or ${heldForDependency(at, target.incidentId, options.announcement === true)})`;
}
