import { and, asc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { incidents, type OutboxRow } from '../../db/schema/incidents';
import { websites } from '../../db/schema/monitoring';
import type { DeliveryPayload, StatusPageNotice } from '../../db/schema/notifications';
import { incidentUpdates, statusPageSubscribers, statusPages, statusPageWebsites } from '../../db/schema/status-pages';
import type { DbOrTx } from '../../db/types';
import type { PlannedDelivery } from '../notifications/delivery/one-email-per-address';

// A status page's subscribers are recipients of the notification pipeline: an outbox row of an incident (opened,
// resolved, an update posted) becomes one delivery per confirmed subscriber of every published page that shows the
// website. The worker sends them with retries and backoff like any delivery (subscriber-send.ts).

/** Outbox rows the subscribers of a page hear of, and the event their message names. */
const SUBSCRIBER_EVENTS = {
  'incident.opened': 'incident.opened',
  'incident.update_posted': 'incident.updated',
  'incident.resolved': 'incident.resolved',
} as const;

interface IncidentRowPayload {
  incidentId?: string;
  updateId?: string;
  websiteId?: string;
  at?: string;
}

export interface Audience {
  subscriberId: string;
  kind: 'email' | 'webhook';
  target: string;
  pageId: string;
}

/** The dedup key of one notice to one subscriber: the same for every retry, sent as the webhook's Idempotency-Key. */
export const subscriberDedupKey = (subscriberId: string, event: string, subjectId: string) =>
  `status:${subscriberId}:${event}:${subjectId}`;

/** One planned delivery to a subscriber (e-mail addresses take part in the one-e-mail-per-address rule). */
export function subscriberDelivery(
  audience: Audience,
  notice: StatusPageNotice,
  input: { dedupKey: string; at: string; incidentId: string | null; websiteId: string | null; now: Date },
): PlannedDelivery {
  const payload: DeliveryPayload = {
    event: notice.event,
    at: input.at,
    website: null,
    incident: null,
    actorName: null,
    statusPage: notice,
  };
  return {
    dedupKey: input.dedupKey,
    userId: null,
    subscriberId: audience.subscriberId,
    channelId: null,
    kind: 'subscriber',
    purpose: 'event',
    event: notice.event,
    payload,
    notificationId: null,
    incidentId: input.incidentId,
    websiteId: input.websiteId,
    nextAttemptAt: input.now,
    ...(audience.kind === 'email' ? { email: { addresses: [audience.target], confirmed: [audience.target] } } : {}),
  };
}

/**
 * The deliveries one outbox row makes for status pages' subscribers (none for other rows). Only subscribers confirmed
 * before the event hear of it; pages in the order they were made, so an address on two pages hears from the first.
 */
export async function planSubscriberNotices(
  tx: DbOrTx,
  row: Pick<OutboxRow, 'type' | 'payload'>,
  now: Date,
): Promise<PlannedDelivery[]> {
  const event = SUBSCRIBER_EVENTS[row.type as keyof typeof SUBSCRIBER_EVENTS];
  const p = row.payload as IncidentRowPayload;
  if (!event || !p.incidentId || !p.websiteId || !p.at) return [];
  const at = new Date(p.at);
  const audience = await tx
    .select({
      subscriberId: statusPageSubscribers.id,
      kind: statusPageSubscribers.kind,
      target: statusPageSubscribers.target,
      pageId: statusPages.id,
      websiteName: sql<string>`coalesce(${statusPageWebsites.displayName}, ${websites.name})`,
    })
    .from(statusPageSubscribers)
    .innerJoin(
      statusPages,
      and(eq(statusPages.id, statusPageSubscribers.statusPageId), eq(statusPages.published, true)),
    )
    .innerJoin(
      statusPageWebsites,
      and(eq(statusPageWebsites.statusPageId, statusPages.id), eq(statusPageWebsites.websiteId, p.websiteId)),
    )
    .innerJoin(websites, eq(websites.id, statusPageWebsites.websiteId))
    .where(and(isNotNull(statusPageSubscribers.confirmedAt), lt(statusPageSubscribers.confirmedAt, at)))
    .orderBy(asc(statusPages.createdAt), asc(statusPages.id), asc(statusPageSubscribers.createdAt));
  if (audience.length === 0) return [];
  const [incident] = await tx
    .select({ startedAt: incidents.startedAt, resolvedAt: incidents.resolvedAt })
    .from(incidents)
    .where(eq(incidents.id, p.incidentId));
  if (!incident) return [];
  const [update] =
    event === 'incident.updated' && p.updateId
      ? await tx.select().from(incidentUpdates).where(eq(incidentUpdates.id, p.updateId))
      : [];
  if (event === 'incident.updated' && !update) return [];
  const subjectId = update?.id ?? p.incidentId;
  return audience.map((subscriber) =>
    subscriberDelivery(
      subscriber,
      {
        pageId: subscriber.pageId,
        event,
        incident: {
          id: p.incidentId as string,
          websiteName: subscriber.websiteName,
          startedAt: incident.startedAt.toISOString(),
          resolvedAt: event === 'incident.resolved' ? (incident.resolvedAt?.toISOString() ?? (p.at as string)) : null,
        },
        update: update ? { status: update.status, message: { cs: update.messageCs, en: update.messageEn } } : null,
      },
      {
        dedupKey: subscriberDedupKey(subscriber.subscriberId, event, subjectId),
        at: p.at as string,
        incidentId: p.incidentId as string,
        websiteId: p.websiteId as string,
        now,
      },
    ),
  );
}

/** Confirmed subscribers of the published pages among `pageIds`, pages in the order they were made. */
export async function confirmedAudience(db: DbOrTx, pageIds: string[]): Promise<Audience[]> {
  if (pageIds.length === 0) return [];
  return db
    .select({
      subscriberId: statusPageSubscribers.id,
      kind: statusPageSubscribers.kind,
      target: statusPageSubscribers.target,
      pageId: statusPages.id,
    })
    .from(statusPageSubscribers)
    .innerJoin(
      statusPages,
      and(eq(statusPages.id, statusPageSubscribers.statusPageId), eq(statusPages.published, true)),
    )
    .where(and(inArray(statusPages.id, pageIds), isNotNull(statusPageSubscribers.confirmedAt)))
    .orderBy(asc(statusPages.createdAt), asc(statusPages.id), asc(statusPageSubscribers.createdAt));
}
