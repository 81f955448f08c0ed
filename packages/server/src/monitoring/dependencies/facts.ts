import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';

/** What the dependency rules need to know of one website: its state, its counters and its unresolved incident. */
export interface WebsiteFacts {
  id: string;
  name: string;
  /** The engine's state (during a maintenance window, the one it began with). */
  status: string;
  paused: boolean;
  groupId: string | null;
  dependsOnWebsiteId: string | null;
  dependsOnGroupId: string | null;
  /** The longest failure streak of its regions (0 = its latest checks passed). */
  failures: number;
  /** The oldest of its regions' latest checks: every region has checked since then (null: never checked). */
  checkedAt: Date | null;
  /** How long a verdict on it may take: its interval times its confirmation count, its timeout and a margin (ms). */
  verdictMs: number;
  incident: {
    id: string;
    createdAt: Date;
    startedAt: Date;
    parentIncidentId: string | null;
    alertsHeldUntil: Date | null;
    alertsReleasedAt: Date | null;
  } | null;
}

const MARGIN_MS = 30_000;

type Row = {
  id: string;
  name: string;
  status: string;
  status_before_maintenance: string | null;
  group_id: string | null;
  depends_on_website_id: string | null;
  depends_on_group_id: string | null;
  interval_seconds: number;
  timeout_seconds: number;
  failures_to_open: number;
  failures: number | null;
  checked_at: string | Date | null;
  incident_id: string | null;
  incident_created_at: string | Date | null;
  incident_started_at: string | Date | null;
  parent_incident_id: string | null;
  alerts_held_until: string | Date | null;
  alerts_released_at: string | Date | null;
};

const date = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

/** The facts of the websites `where` selects (raw SQL on `w`). */
export async function websiteFacts(tx: DbOrTx, where: SQL): Promise<WebsiteFacts[]> {
  const result = await tx.execute<Row>(sql`
    select w.id, w.name, w.status, w.status_before_maintenance, w.group_id, w.depends_on_website_id,
      w.depends_on_group_id, w.interval_seconds, w.timeout_seconds, w.failures_to_open,
      s.failures, s.checked_at, i.id as incident_id, i.created_at as incident_created_at,
      i.started_at as incident_started_at, i.parent_incident_id, i.alerts_held_until, i.alerts_released_at
    from websites w
    left join lateral (
      -- The counters change only when a streak does; the schedule rows (the writer's, per region) every check.
      select (select max(c.consecutive_failures)::int from website_incident_state c where c.website_id = w.id) as failures,
        greatest(
          (select min(c.last_checked_at) from website_incident_state c where c.website_id = w.id),
          (select case when bool_or(k.last_checked_at is null) then null else min(k.last_checked_at) end
            from check_schedules k where k.website_id = w.id)
        ) as checked_at
    ) s on true
    left join incidents i on i.website_id = w.id and i.status <> 'resolved'
    where ${where}`);
  return result.rows.map((row) => ({
    id: row.id,
    name: row.name,
    status: row.status === 'maintenance' ? (row.status_before_maintenance ?? 'pending') : row.status,
    paused: row.status === 'paused',
    groupId: row.group_id,
    dependsOnWebsiteId: row.depends_on_website_id,
    dependsOnGroupId: row.depends_on_group_id,
    failures: row.failures ?? 0,
    checkedAt: date(row.checked_at),
    verdictMs: row.interval_seconds * 1000 * row.failures_to_open + row.timeout_seconds * 1000 + MARGIN_MS,
    incident: row.incident_id
      ? {
          id: row.incident_id,
          createdAt: date(row.incident_created_at) ?? new Date(0),
          startedAt: date(row.incident_started_at) ?? new Date(0),
          parentIncidentId: row.parent_incident_id,
          alertsHeldUntil: date(row.alerts_held_until),
          alertsReleasedAt: date(row.alerts_released_at),
        }
      : null,
  }));
}

/** Down with an unresolved incident: what a dependent's failure can be linked to. */
export const isDown = (w: WebsiteFacts): boolean => w.status === 'down' && w.incident !== null;

/** Its latest checks (in every region, all made since `since`) passed: it is not about to go down. */
export const passedSince = (w: WebsiteFacts, since: Date): boolean =>
  !isDown(w) && w.failures === 0 && w.checkedAt !== null && w.checkedAt.getTime() >= since.getTime();

/** The websites a website depends on: the one it names, or every website of the group it names (paused ones left out). */
export async function parentsOf(tx: DbOrTx, child: WebsiteFacts): Promise<WebsiteFacts[]> {
  if (child.dependsOnWebsiteId)
    return websiteFacts(tx, sql`w.id = ${child.dependsOnWebsiteId}::uuid and w.status <> 'paused'`);
  if (child.dependsOnGroupId) {
    return websiteFacts(
      tx,
      sql`w.group_id = ${child.dependsOnGroupId}::uuid and w.id <> ${child.id}::uuid and w.status <> 'paused'`,
    );
  }
  return [];
}

/**
 * The parent's state for a child failing since `since`. `down`: the website — or every website of the group (a group
 * of redundant machines fails only as a whole) — is down, with the incident to link to (a group's latest: the one
 * whose failure took the last of it down). `clear`: it is not down and cannot be this round (a website that passed,
 * or a group with one website that passed). `unknown`: its verdict is still coming, by `until` at the latest.
 */
export type ParentState =
  | { kind: 'down'; incidentId: string; name: string }
  | { kind: 'clear' }
  | { kind: 'unknown'; until: Date };

export function parentState(parents: readonly WebsiteFacts[], since: Date, now: Date): ParentState {
  if (parents.length === 0) return { kind: 'clear' };
  if (parents.every(isDown)) {
    const latest = parents.reduce((a, b) =>
      (b.incident?.createdAt.getTime() ?? 0) > (a.incident?.createdAt.getTime() ?? 0) ? b : a,
    );
    return { kind: 'down', incidentId: latest.incident?.id ?? '', name: latest.name };
  }
  if (parents.some((p) => passedSince(p, since))) return { kind: 'clear' };
  const waits = parents.filter((p) => !isDown(p)).map((p) => p.verdictMs);
  return { kind: 'unknown', until: new Date(now.getTime() + Math.min(Math.max(...waits), MAX_CHILD_WAIT_MS)) };
}

/** A child's alerts wait at most this long for its parent's verdict. */
export const MAX_CHILD_WAIT_MS = 10 * 60_000;
/** A parent's alert waits at most this long for its dependents' verdicts (later ones join its incident silently). */
export const MAX_PARENT_WAIT_MS = 2 * 60_000;
