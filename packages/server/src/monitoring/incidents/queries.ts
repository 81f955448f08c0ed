import {
  type AcknowledgementVia,
  acknowledgementViaValues,
  type Incident,
  type IncidentActor,
  type IncidentDetail,
  type IncidentNote,
  type IncidentTimelineEntry,
  type incidentListQuerySchema,
} from '@hlidka/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { incidentEvents, incidentNotes, incidents } from '../../db/schema/incidents';
import { websiteNameKey, websites } from '../../db/schema/monitoring';
import { users } from '../../db/schema/users';
import type { DbOrTx } from '../../db/types';
import type { Language } from '../../http/types';
import { websiteInScope } from '../../modules/access/scope';
import { refuseOutOfScope } from '../../modules/access/team-role';
import { incidentLinks } from '../dependencies/links';
import { incidentDescription, incidentMessages, incidentTitle } from './messages';

/**
 * An incident out of the user's scope: 404 'Incident nebyl nalezen' like a missing one, or 403 TWO_FACTOR_REQUIRED to
 * a member of the website's team whom its two-factor requirement shuts out.
 */
export async function refuseIncident(db: DbOrTx, userId: string, incidentId: string): Promise<never> {
  const [row] = await db
    .select({ teamId: websites.teamId })
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .where(eq(incidents.id, incidentId))
    .limit(1);
  return refuseOutOfScope(db, row?.teamId, userId, incidentMessages.notFound);
}

const ackUser = alias(users, 'ack_user');
const resolveUser = alias(users, 'resolve_user');

const displayName = (first: string | null, last: string | null, email: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || email || '';

const incidentColumns = {
  id: incidents.id,
  status: incidents.status,
  causeCode: incidents.causeCode,
  causeParams: incidents.causeParams,
  causeMessage: incidents.causeMessage,
  regionVerdicts: incidents.regionVerdicts,
  startedAt: incidents.startedAt,
  createdAt: incidents.createdAt,
  updatedAt: incidents.updatedAt,
  acknowledgedAt: incidents.acknowledgedAt,
  acknowledgedByUserId: incidents.acknowledgedByUserId,
  resolvedAt: incidents.resolvedAt,
  resolvedByUserId: incidents.resolvedByUserId,
  websiteId: websites.id,
  websiteName: websites.name,
  websiteUrl: websites.url,
  websiteType: websites.type,
  websiteTeamId: websites.teamId,
  ackFirst: ackUser.firstName,
  ackLast: ackUser.lastName,
  ackEmail: ackUser.email,
  resolveFirst: resolveUser.firstName,
  resolveLast: resolveUser.lastName,
  resolveEmail: resolveUser.email,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(incidentColumns)
    .from(incidents)
    .innerJoin(websites, eq(websites.id, incidents.websiteId))
    .leftJoin(ackUser, eq(ackUser.id, incidents.acknowledgedByUserId))
    .leftJoin(resolveUser, eq(resolveUser.id, incidents.resolvedByUserId));
}

type IncidentSelection = Awaited<ReturnType<typeof baseQuery>>[number];

function actor(userId: string | null, first: string | null, last: string | null, email: string | null) {
  if (userId === null && email === null) return null;
  return { userId, name: displayName(first, last, email) } satisfies IncidentActor;
}

/** An incident as the API answers, its title and description worded in the reader's language. */
export function toIncident(row: IncidentSelection, now: Date, language: Language): Incident {
  const end = row.resolvedAt ?? now;
  const cause = { code: row.causeCode, params: row.causeParams };
  const website = { name: row.websiteName, url: row.websiteUrl, type: row.websiteType };
  return {
    id: row.id,
    title: incidentTitle(language, website, row.causeCode),
    description: incidentDescription(language, website, cause),
    status: row.status,
    website: { id: row.websiteId, name: row.websiteName, url: row.websiteUrl, teamId: row.websiteTeamId },
    causeCode: row.causeCode,
    causeParams: row.causeParams,
    causeMessage: row.causeMessage,
    startedAt: row.startedAt.toISOString(),
    regions: row.regionVerdicts,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    acknowledgedAt: row.acknowledgedAt?.toISOString() ?? null,
    acknowledgedBy: row.acknowledgedAt
      ? actor(row.acknowledgedByUserId, row.ackFirst, row.ackLast, row.ackEmail)
      : null,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: row.resolvedByUserId
      ? actor(row.resolvedByUserId, row.resolveFirst, row.resolveLast, row.resolveEmail)
      : null,
    durationSeconds: Math.max(0, Math.round((end.getTime() - row.startedAt.getTime()) / 1000)),
  };
}

// Every title is "{website} is down" in the reader's language: ordering by title is ordering by the website's name,
// in the order of names of that language (Czech: ch after h, č after c…).
const sortColumns = (language: Language) =>
  ({
    title: websiteNameKey[language],
    status: incidents.status,
    website: websiteNameKey[language],
    createdAt: incidents.createdAt,
    updatedAt: incidents.updatedAt,
    resolvedAt: incidents.resolvedAt,
  }) as const;

type ListQuery = z.output<typeof incidentListQuerySchema>;

/** A page of the incidents a user may see. The caller checks `teamId` membership first (404 for strangers). */
export async function listIncidents(
  db: DbOrTx,
  userId: string,
  query: ListQuery,
  now: Date,
  language: Language = 'cs',
) {
  const conditions: SQL[] = [websiteInScope(userId)];
  if (query.status?.length) conditions.push(inArray(incidents.status, query.status));
  if (query.websiteId) conditions.push(eq(incidents.websiteId, query.websiteId));
  if (query.teamId) conditions.push(eq(websites.teamId, query.teamId));
  // Overlap with the period: unresolved at some moment of [from, to).
  if (query.to) conditions.push(lt(incidents.startedAt, new Date(query.to)));
  if (query.from) {
    conditions.push(or(isNull(incidents.resolvedAt), gte(incidents.resolvedAt, new Date(query.from))) as SQL);
  }
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(ilike(websites.name, pattern));
  }
  const where = and(...conditions);
  const column = sortColumns(language)[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const order =
    query.sort === 'resolvedAt'
      ? [sql`${incidents.resolvedAt} ${sql.raw(query.order === 'asc' ? 'asc' : 'desc')} nulls last`]
      : [direction(column)];
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...order, direction(incidents.createdAt), direction(incidents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: count() })
      .from(incidents)
      .innerJoin(websites, eq(websites.id, incidents.websiteId))
      .where(where),
  ]);
  const totalCount = Number(total?.total ?? 0);
  return {
    incidents: rows.map((row) => toIncident(row, now, language)),
    pagination: {
      page: query.page,
      limit: query.limit,
      total: totalCount,
      totalPages: Math.ceil(totalCount / query.limit),
    },
  };
}

/**
 * The newest incidents of one website, for its detail screen. The caller has checked that the user may see the
 * website.
 */
export async function listWebsiteIncidents(
  db: DbOrTx,
  websiteId: string,
  options: { limit?: number; now?: Date; language?: Language } = {},
): Promise<Incident[]> {
  const rows = await baseQuery(db)
    .where(eq(incidents.websiteId, websiteId))
    .orderBy(desc(incidents.createdAt), desc(incidents.id))
    .limit(options.limit ?? 20);
  const now = options.now ?? new Date();
  return rows.map((row) => toIncident(row, now, options.language ?? 'cs'));
}

/** Unresolved incidents per website (for lists and the dashboard). */
export async function openIncidentCounts(db: DbOrTx, websiteIds: string[]): Promise<Map<string, number>> {
  if (websiteIds.length === 0) return new Map();
  const rows = await db
    .select({ websiteId: incidents.websiteId, n: count() })
    .from(incidents)
    .where(and(inArray(incidents.websiteId, websiteIds), sql`${incidents.status} <> 'resolved'`))
    .groupBy(incidents.websiteId);
  return new Map(rows.map((row) => [row.websiteId, Number(row.n)]));
}

/** One incident the user may see, or null (a stranger's incident looks exactly like a missing one). */
export async function findVisibleIncident(
  db: DbOrTx,
  userId: string,
  incidentId: string,
  now: Date,
  language: Language = 'cs',
) {
  const [row] = await baseQuery(db)
    .where(and(eq(incidents.id, incidentId), websiteInScope(userId)))
    .limit(1);
  return row ? toIncident(row, now, language) : null;
}

const viaOf = (value: unknown): AcknowledgementVia | null =>
  (acknowledgementViaValues as readonly unknown[]).includes(value) ? (value as AcknowledgementVia) : null;

function escalationOf(value: unknown): { step: number; round: number } | null {
  const v = value as { step?: unknown; round?: unknown } | null | undefined;
  return typeof v?.step === 'number' && typeof v.round === 'number' ? { step: v.step, round: v.round } : null;
}

/** An incident with its timeline and notes. */
export async function incidentDetail(db: DbOrTx, incident: Incident): Promise<IncidentDetail> {
  const [events, notes, links] = await Promise.all([
    db.select().from(incidentEvents).where(eq(incidentEvents.incidentId, incident.id)).orderBy(asc(incidentEvents.seq)),
    db
      .select()
      .from(incidentNotes)
      .where(eq(incidentNotes.incidentId, incident.id))
      .orderBy(asc(incidentNotes.createdAt), asc(incidentNotes.id)),
    incidentLinks(db, incident.id),
  ]);
  const timeline: IncidentTimelineEntry[] = events.map((event) => ({
    id: event.id,
    type: event.type,
    actor: event.actorName !== null ? { userId: event.actorUserId, name: event.actorName } : null,
    causeCode: typeof event.data.causeCode === 'string' ? event.data.causeCode : null,
    text: typeof event.data.text === 'string' ? event.data.text : null,
    via: viaOf(event.data.via),
    escalation: escalationOf(event.data.escalation),
    createdAt: event.createdAt.toISOString(),
  }));
  const noteList: IncidentNote[] = notes.map((note) => ({
    id: note.id,
    author: { userId: note.authorUserId, name: note.authorName },
    body: note.body,
    createdAt: note.createdAt.toISOString(),
  }));
  return { ...incident, timeline, notes: noteList, ...links };
}
