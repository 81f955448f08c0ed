import { type MaintenanceSpan, type MaintenanceTiming, occurrencesBetween } from '@hlidka/contract';
import { sql } from 'drizzle-orm';
import { pgArray } from '../../db/array-literal';
import type { DbOrTx } from '../../db/types';

export interface WindowOccurrence extends MaintenanceSpan {
  windowId: string;
  title: string;
  description: string | null;
}

interface Row {
  website_id: string;
  id: string;
  title: string;
  description: string | null;
  starts_at_local: string;
  time_zone: string;
  duration_minutes: number;
  recurrence: MaintenanceTiming['recurrence'];
}

/**
 * The maintenance occurrences overlapping [from, to) of each website given: windows on the website itself, and on
 * a status page or a group of one it is in. One query; the occurrences are worked out here.
 */
export async function maintenanceByWebsite(
  db: DbOrTx,
  websiteIds: readonly string[],
  from: Date,
  to: Date,
): Promise<Map<string, WindowOccurrence[]>> {
  const out = new Map<string, WindowOccurrence[]>();
  if (websiteIds.length === 0) return out;
  // One array parameter, not one per website: a statement's parameters cost PGlite time per batch.
  const ids = sql`any(${pgArray(websiteIds)}::uuid[])`;
  const result = await db.execute(sql`
    with targets as (
      select window_id, website_id from maintenance_window_websites where website_id = ${ids}
      union
      select mp.window_id, spw.website_id from maintenance_window_status_pages mp
        join status_page_websites spw on spw.status_page_id = mp.status_page_id
        where spw.website_id = ${ids}
      union
      select mg.window_id, spw.website_id from maintenance_window_groups mg
        join status_page_websites spw on spw.group_id = mg.group_id
        where spw.website_id = ${ids}
    )
    select t.website_id, w.id, w.title, w.description, w.starts_at_local, w.time_zone, w.duration_minutes, w.recurrence
    from targets t join maintenance_windows w on w.id = t.window_id
    where w.first_starts_at < ${to.toISOString()}::timestamptz
      and (w.last_ends_at is null or w.last_ends_at > ${from.toISOString()}::timestamptz)`);
  for (const row of result.rows as unknown as Row[]) {
    const timing: MaintenanceTiming = {
      startsAtLocal: row.starts_at_local,
      timeZone: row.time_zone,
      durationMinutes: Number(row.duration_minutes),
      recurrence: typeof row.recurrence === 'string' ? JSON.parse(row.recurrence) : row.recurrence,
    };
    const found = occurrencesBetween(timing, from, to).map((o) => ({
      ...o,
      windowId: row.id,
      title: row.title,
      description: row.description,
    }));
    if (found.length === 0) continue;
    const list = out.get(row.website_id) ?? [];
    list.push(...found);
    out.set(row.website_id, list);
  }
  for (const list of out.values()) list.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  return out;
}

/** True when `at` falls in one of the occurrences. */
export const duringMaintenance = (occurrences: readonly MaintenanceSpan[] | undefined, at: Date) =>
  occurrences?.some((o) => o.startsAt <= at && at < o.endsAt) ?? false;
