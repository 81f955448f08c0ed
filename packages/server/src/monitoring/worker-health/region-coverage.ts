import type { LiveRegion, NotificationKind } from '@hlidka/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { listWorkers } from './registry';

/** A worker that reported within this time serves its region (the form offers it; websites there are checked). */
export const LIVE_WORKER_MS = 10 * 60_000;

/** The outbox row type (and notification kind) of "no worker in the website's region". */
export const REGION_NO_WORKER = 'region.no_worker' satisfies NotificationKind;

/** What the outbox row of one notice carries: whom it is for, which website, which regions nothing serves. */
export type RegionNoWorkerPayload = {
  userId: string;
  websiteId: string;
  websiteName: string;
  websiteUrl: string;
  regions: string[];
  at: string;
};

/** Regions whose workers reported in the last 10 minutes, by name, with how many workers each. */
export async function liveRegions(db: DbOrTx, now: Date): Promise<LiveRegion[]> {
  const counts = new Map<string, number>();
  for (const worker of await listWorkers(db, now, LIVE_WORKER_MS)) {
    counts.set(worker.region, (counts.get(worker.region) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, workers]) => ({ name, workers }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Sets each website's `no_worker_regions` to the regions of its `regions` that no live worker serves (empty for a
 * paused website), and writes one `region.no_worker` notice to the owner whenever that set changes to a non-empty one:
 * once per website and set of regions, however often this runs and in however many processes (the update only takes
 * rows whose stored set differs, and the notice comes from the rows it took, in the same statement).
 * `websiteIds` limits it to those websites (after a save); without it every website is looked at (the periodic run).
 */
export async function refreshRegionCoverage(
  db: DbOrTx,
  now: Date,
  websiteIds?: readonly string[],
): Promise<{ notices: number }> {
  if (websiteIds && websiteIds.length === 0) return { notices: 0 };
  const cutoff = new Date(now.getTime() - LIVE_WORKER_MS).toISOString();
  const only: SQL = websiteIds
    ? sql`and w.id in (${sql.join(
        websiteIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const at = now.toISOString();
  const result = await db.execute<{ id: number }>(sql`
    with live as (
      select distinct region from workers where heartbeat_at > ${cutoff}::timestamptz and stopped_at is null
    ), wanted as (
      select w.id, case when w.status = 'paused' then '[]'::jsonb else coalesce(
        (select jsonb_agg(r.value order by r.value) from jsonb_array_elements_text(w.regions) as r(value)
          where r.value not in (select region from live)),
        '[]'::jsonb) end as missing
      from websites w
      where (jsonb_array_length(w.regions) > 0 or jsonb_array_length(w.no_worker_regions) > 0) ${only}
    ), changed as (
      update websites w set no_worker_regions = wanted.missing
      from wanted where w.id = wanted.id and w.no_worker_regions <> wanted.missing
      returning w.id, w.owner_id, w.name, w.url, w.no_worker_regions
    )
    insert into outbox (type, payload, created_at)
    select ${REGION_NO_WORKER}, jsonb_build_object(
        'userId', owner_id, 'websiteId', id, 'websiteName', name, 'websiteUrl', url,
        'regions', no_worker_regions, 'at', ${at}::text),
      ${at}::timestamptz
    from changed where jsonb_array_length(no_worker_regions) > 0
    returning id`);
  return { notices: result.rows.length };
}
