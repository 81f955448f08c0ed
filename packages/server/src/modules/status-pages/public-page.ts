import { createHash } from 'node:crypto';
import {
  type IncidentUpdate,
  type PublicDay,
  type PublicIncident,
  type PublicMaintenance,
  type PublicPostmortem,
  type PublicStatusPage,
  type PublicWebsite,
  STATUS_PAGE_DAYS,
  UPCOMING_MAINTENANCE_DAYS,
} from '@hlidka/contract';
import { and, asc, desc, eq, gte, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { incidents } from '../../db/schema/incidents';
import { checkRollupsDaily, checkRollupsHourly, websites } from '../../db/schema/monitoring';
import { incidentPostmortems } from '../../db/schema/postmortems';
import {
  incidentUpdates,
  type StatusPageRow,
  statusPageGroups,
  statusPages,
  statusPageWebsites,
} from '../../db/schema/status-pages';
import type { DbOrTx } from '../../db/types';
import { duringMaintenance, maintenanceByWebsite } from '../../monitoring/maintenance/lookup';
import { dayBucket, hourBucket } from '../../monitoring/rollups/upsert';
import { overallState, publicStateOf } from './public-state';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Resolved incidents a page lists. */
const PAST_INCIDENT_LIMIT = 50;

/** Which page a visitor asked for: by slug on Hlídka's address, or by the custom domain it is served on. */
export type PageAddress = { slug: string } | { domain: string };

export async function findPublishedPage(db: DbOrTx, address: PageAddress): Promise<StatusPageRow | null> {
  const where =
    'slug' in address ? eq(statusPages.slug, address.slug.toLowerCase()) : eq(statusPages.customDomain, address.domain);
  const [row] = await db
    .select()
    .from(statusPages)
    .where(and(where, eq(statusPages.published, true)))
    .limit(1);
  return row ?? null;
}

/**
 * A cheap fingerprint of everything that changes a page's headline: the page, its websites' states, their incidents
 * and the updates and postmortems posted to them (an edit or a deletion too). Figures (bars, response times) change slowly and ride on the cache's age limit.
 */
export async function pageVersion(db: DbOrTx, page: StatusPageRow): Promise<string> {
  const [row] = await db
    .select({
      states: sql<string>`coalesce(max(${websites.statusChangedAt})::text, '') || count(*)::text || coalesce(string_agg(${websites.status}, ',' order by ${websites.id}), '')`,
      incidents: sql<string>`coalesce((select max(i.updated_at)::text || count(*)::text from incidents i where i.website_id in (select website_id from status_page_websites where status_page_id = ${page.id})), '')`,
      updates: sql<string>`coalesce((select max(u.created_at)::text || coalesce(max(u.edited_at)::text, '') || count(*)::text from incident_updates u join incidents i on i.id = u.incident_id where i.website_id in (select website_id from status_page_websites where status_page_id = ${page.id})), '')`,
      postmortems: sql<string>`coalesce((select max(p.updated_at)::text || count(*)::text || '-' || count(p.published_at)::text from incident_postmortems p join incidents i on i.id = p.incident_id where i.website_id in (select website_id from status_page_websites where status_page_id = ${page.id})), '')`,
      maintenance: sql<string>`coalesce((select max(m.updated_at)::text || count(*)::text from maintenance_windows m where m.id in (select window_id from maintenance_window_status_pages where status_page_id = ${page.id}) or m.id in (select mg.window_id from maintenance_window_groups mg join status_page_groups g on g.id = mg.group_id where g.status_page_id = ${page.id}) or m.id in (select window_id from maintenance_window_websites where website_id in (select website_id from status_page_websites where status_page_id = ${page.id}))), '')`,
    })
    .from(statusPageWebsites)
    .innerJoin(websites, eq(websites.id, statusPageWebsites.websiteId))
    .where(eq(statusPageWebsites.statusPageId, page.id));
  return `${page.updatedAt.toISOString()}|${row?.states ?? ''}|${row?.incidents ?? ''}|${row?.updates ?? ''}|${row?.postmortems ?? ''}|${row?.maintenance ?? ''}`;
}

function dayFigures(rows: { bucket: Date; covered: number; downtime: number }[], now: Date): PublicDay[] {
  const byDay = new Map(rows.map((r) => [r.bucket.getTime(), r]));
  const today = dayBucket(now).getTime();
  const days: PublicDay[] = [];
  for (let i = STATUS_PAGE_DAYS - 1; i >= 0; i--) {
    const start = today - i * DAY;
    const row = byDay.get(start);
    const covered = row?.covered ?? 0;
    days.push({
      date: new Date(start).toISOString().slice(0, 10),
      uptime: covered > 0 ? Math.round(((covered - (row?.downtime ?? 0)) / covered) * 100_000) / 1000 : null,
      downtimeSeconds: row?.downtime ?? 0,
    });
  }
  return days;
}

function toUpdate(row: typeof incidentUpdates.$inferSelect): Omit<IncidentUpdate, 'incidentId'> {
  return {
    id: row.id,
    status: row.status,
    message: { cs: row.messageCs, en: row.messageEn },
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

/** Build what visitors see of a page. Only the websites on the page are read; nothing else leaves the server. */
export async function buildPublicPage(db: DbOrTx, page: StatusPageRow, now: Date): Promise<PublicStatusPage> {
  const groups = await db
    .select({ id: statusPageGroups.id, name: statusPageGroups.name })
    .from(statusPageGroups)
    .where(eq(statusPageGroups.statusPageId, page.id))
    .orderBy(asc(statusPageGroups.position));
  const entries = await db
    .select({
      groupId: statusPageWebsites.groupId,
      websiteId: websites.id,
      key: statusPageWebsites.badgeKey,
      name: sql<string>`coalesce(${statusPageWebsites.displayName}, ${websites.name})`,
      status: websites.status,
      /** Its open incident is linked to the outage of a website it depends on (monitoring/dependencies). */
      affected: sql<boolean>`exists (select 1 from incidents i where i.website_id = ${websites.id}
        and i.status <> 'resolved' and i.parent_incident_id is not null and i.parent_released_at is null)`,
    })
    .from(statusPageWebsites)
    .innerJoin(websites, eq(websites.id, statusPageWebsites.websiteId))
    .where(eq(statusPageWebsites.statusPageId, page.id))
    .orderBy(asc(statusPageWebsites.position));
  const ids = entries.map((e) => e.websiteId);

  const dailyRows = ids.length
    ? await db
        .select({
          websiteId: checkRollupsDaily.websiteId,
          bucket: checkRollupsDaily.bucket,
          covered: checkRollupsDaily.coveredSeconds,
          downtime: checkRollupsDaily.downtimeSeconds,
        })
        .from(checkRollupsDaily)
        .where(
          and(
            inArray(checkRollupsDaily.websiteId, ids),
            gte(checkRollupsDaily.bucket, new Date(dayBucket(now).getTime() - (STATUS_PAGE_DAYS - 1) * DAY)),
          ),
        )
    : [];
  const responseRows =
    ids.length && page.showResponseTimes
      ? await db
          .select({
            websiteId: checkRollupsHourly.websiteId,
            sum: sql<number>`sum(${checkRollupsHourly.responseSumMs})::float8`,
            count: sql<number>`sum(${checkRollupsHourly.responseCount})::int`,
          })
          .from(checkRollupsHourly)
          .where(
            and(
              inArray(checkRollupsHourly.websiteId, ids),
              gte(checkRollupsHourly.bucket, new Date(hourBucket(now).getTime() - 23 * HOUR)),
            ),
          )
          .groupBy(checkRollupsHourly.websiteId)
      : [];
  const response = new Map(
    responseRows.map((r) => [r.websiteId, r.count > 0 ? Math.round(Number(r.sum) / r.count) : null]),
  );

  const maintenance = await maintenanceByWebsite(
    db,
    ids,
    now,
    new Date(now.getTime() + UPCOMING_MAINTENANCE_DAYS * DAY),
  );

  const publicWebsite = (entry: (typeof entries)[number]): PublicWebsite => {
    const rows = dailyRows.filter((r) => r.websiteId === entry.websiteId);
    const covered = rows.reduce((sum, r) => sum + r.covered, 0);
    const downtime = rows.reduce((sum, r) => sum + r.downtime, 0);
    return {
      key: entry.key,
      name: entry.name,
      state: publicStateOf(
        entry.status,
        duringMaintenance(maintenance.get(entry.websiteId), now),
        entry.affected === true,
      ),
      uptime: covered > 0 ? Math.round(((covered - downtime) / covered) * 100_000) / 1000 : null,
      responseMs: response.get(entry.websiteId) ?? null,
      days: dayFigures(rows, now),
    };
  };
  const publicGroups = groups.map((g) => ({
    name: g.name,
    websites: entries.filter((e) => e.groupId === g.id).map(publicWebsite),
  }));

  const nameOf = new Map(entries.map((e) => [e.websiteId, e.name]));
  const planned = new Map<string, PublicMaintenance>();
  // In the page's order: the lookup's rows come in no particular order.
  for (const websiteId of new Set(entries.map((e) => e.websiteId))) {
    for (const o of maintenance.get(websiteId) ?? []) {
      const key = `${o.windowId}|${o.startsAt.getTime()}`;
      const item = planned.get(key) ?? {
        title: o.title,
        description: o.description,
        startsAt: o.startsAt.toISOString(),
        endsAt: o.endsAt.toISOString(),
        ongoing: o.startsAt <= now,
        websiteNames: [],
      };
      item.websiteNames.push(nameOf.get(websiteId) ?? '');
      planned.set(key, item);
    }
  }
  const incidentRows = ids.length
    ? await db
        .select()
        .from(incidents)
        .where(
          and(
            inArray(incidents.websiteId, ids),
            or(
              ne(incidents.status, 'resolved'),
              gte(incidents.resolvedAt, new Date(now.getTime() - STATUS_PAGE_DAYS * DAY)),
            ),
          ),
        )
        .orderBy(desc(incidents.startedAt))
        .limit(PAST_INCIDENT_LIMIT + ids.length)
    : [];
  const updateRows = incidentRows.length
    ? await db
        .select()
        .from(incidentUpdates)
        .where(
          inArray(
            incidentUpdates.incidentId,
            incidentRows.map((i) => i.id),
          ),
        )
        .orderBy(desc(incidentUpdates.createdAt))
    : [];
  // Published postmortems only: a draft never leaves the team.
  const postmortemRows = incidentRows.length
    ? await db
        .select()
        .from(incidentPostmortems)
        .where(
          and(
            inArray(
              incidentPostmortems.incidentId,
              incidentRows.map((i) => i.id),
            ),
            isNotNull(incidentPostmortems.publishedAt),
          ),
        )
    : [];
  const postmortemOf = (incidentId: string): PublicPostmortem | null => {
    const row = postmortemRows.find((p) => p.incidentId === incidentId);
    return row?.publishedAt
      ? { body: row.body, publishedAt: row.publishedAt.toISOString(), updatedAt: row.updatedAt.toISOString() }
      : null;
  };
  const toIncident = (row: (typeof incidentRows)[number]): PublicIncident => ({
    id: row.id,
    websiteName: nameOf.get(row.websiteId) ?? '',
    startedAt: row.startedAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    updates: updateRows.filter((u) => u.incidentId === row.id).map(toUpdate),
    postmortem: postmortemOf(row.id),
  });

  return {
    name: page.name,
    slug: page.slug,
    description: page.description,
    footer: page.footer,
    logoUrl: page.logoUrl,
    accentColor: page.accentColor,
    language: page.language,
    timeZone: page.timeZone,
    showResponseTimes: page.showResponseTimes,
    state: overallState(publicGroups.flatMap((g) => g.websites.map((w) => w.state))),
    groups: publicGroups,
    maintenance: [...planned.values()].sort((a, b) => a.startsAt.localeCompare(b.startsAt)),
    activeIncidents: incidentRows.filter((i) => i.status !== 'resolved').map(toIncident),
    pastIncidents: incidentRows
      .filter((i) => i.status === 'resolved')
      .slice(0, PAST_INCIDENT_LIMIT)
      .map(toIncident),
    generatedAt: now.toISOString(),
  };
}

export interface CachedPage {
  page: StatusPageRow;
  data: PublicStatusPage;
  /** Strong validator of the JSON answer. */
  etag: string;
}

/** How long a built page is served while nothing in its fingerprint changes (its bars and figures may lag this much). */
export const PAGE_CACHE_MS = 60_000;

/**
 * Built pages by id, rebuilt when their fingerprint changes or they are a minute old: a visit costs one indexed
 * query while nothing happens, and an incident shows at once.
 */
export class PublicPageCache {
  private readonly entries = new Map<string, { version: string; validUntil: number; cached: CachedPage }>();

  constructor(private readonly maxEntries = 1000) {}

  async get(db: DbOrTx, address: PageAddress, now: Date): Promise<CachedPage | null> {
    const page = await findPublishedPage(db, address);
    if (!page) return null;
    const version = await pageVersion(db, page);
    const hit = this.entries.get(page.id);
    if (hit && hit.version === version && now.getTime() < hit.validUntil) return hit.cached;
    const data = await buildPublicPage(db, page, now);
    // Rebuilt after a minute, or when maintenance starts or ends, whichever comes first.
    const boundaries = data.maintenance.map((m) => Date.parse(m.ongoing ? m.endsAt : m.startsAt));
    const validUntil = Math.min(now.getTime() + PAGE_CACHE_MS, ...boundaries);
    const body = JSON.stringify({ ...data, generatedAt: '' });
    const cached = { page, data, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(page.id, { version, validUntil, cached });
    return cached;
  }

  forget(pageId: string) {
    this.entries.delete(pageId);
  }
}
