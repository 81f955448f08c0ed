import type { CauseParams, NotificationEventType } from '@hlidka/contract';
import type { OutboxRow } from '../../../db/schema/incidents';
import type { DeliveryPayload } from '../../../db/schema/notifications';

interface IncidentOutboxPayload {
  incidentId?: string;
  status?: string;
  causeCode?: string | null;
  causeParams?: CauseParams;
  causeMessage?: string | null;
  websiteId: string;
  websiteName: string;
  websiteUrl: string;
  ownerId: string;
  teamId: string | null;
  actor?: { name?: string } | null;
  at: string;
  certificate?: { validTo: string; daysLeft: number };
  domain?: { expiresAt: string; daysLeft: number };
  previousStatus?: string | null;
  performance?: { responseMs: number; budgetMs: number; mode: 'each' | 'p95' };
  change?: { id: string; item: string; before: string; after: string };
  dependents?: { id: string; name: string }[];
  afterParent?: string;
}

/** What an outbox row means for notifications. */
export interface OutboxEvent {
  /** The events it counts as (a rule or setting matches any of them); the first names the message. */
  events: NotificationEventType[];
  payload: DeliveryPayload;
  websiteId: string;
  ownerId: string;
  teamId: string | null;
  incidentId: string | null;
}

/** A status change that notifies: a pause, turning degraded, and a degraded website back within its budget. */
function statusEvent(p: IncidentOutboxPayload): NotificationEventType | null {
  if (p.status === 'paused') return 'website.paused';
  if (p.status === 'degraded') return 'website.degraded';
  if (p.status === 'up' && p.previousStatus === 'degraded') return 'website.recovered_performance';
  return null;
}

/**
 * The notification events of an outbox row, or null for rows that notify nobody (notes, status changes other than a
 * pause). An incident of a heartbeat website opening counts as `heartbeat.missed` and as `incident.opened`.
 */
export function outboxEvent(row: Pick<OutboxRow, 'type' | 'payload'>, websiteType: string | null): OutboxEvent | null {
  const p = row.payload as unknown as IncidentOutboxPayload;
  let events: NotificationEventType[];
  switch (row.type) {
    case 'incident.opened':
      events = websiteType === 'heartbeat' ? ['heartbeat.missed', 'incident.opened'] : ['incident.opened'];
      break;
    case 'incident.acknowledged':
      events = ['incident.acknowledged'];
      break;
    case 'incident.resolved':
      events = ['incident.resolved'];
      break;
    case 'tls.expiring':
      events = ['tls.expiring'];
      break;
    case 'domain.expiring':
      events = ['domain.expiring'];
      break;
    case 'website.changed':
      events = ['website.changed'];
      break;
    case 'website.status_changed': {
      const event = statusEvent(p);
      if (!event) return null;
      events = [event];
      break;
    }
    default:
      return null;
  }
  const [first] = events;
  if (!first) return null;
  const incident =
    p.incidentId && row.type.startsWith('incident.')
      ? {
          id: p.incidentId,
          status: (p.status as 'open' | 'acknowledged' | 'resolved') ?? 'open',
          causeCode: p.causeCode ?? null,
          causeParams: p.causeParams ?? {},
          causeMessage: p.causeMessage ?? null,
        }
      : null;
  return {
    events,
    websiteId: p.websiteId,
    ownerId: p.ownerId,
    teamId: p.teamId,
    incidentId: incident?.id ?? null,
    payload: {
      event: first,
      at: p.at,
      website: { id: p.websiteId, name: p.websiteName, url: p.websiteUrl },
      ...(websiteType ? { websiteType } : {}),
      incident,
      actorName: p.actor?.name || null,
      ...(row.type === 'tls.expiring' && p.certificate ? { certificate: p.certificate } : {}),
      ...(row.type === 'domain.expiring' && p.domain ? { domain: p.domain } : {}),
      ...(row.type === 'website.status_changed' && p.performance ? { performance: p.performance } : {}),
      ...(row.type === 'website.changed' && p.change ? { change: p.change } : {}),
      ...(row.type === 'incident.opened' && p.dependents?.length ? { dependents: p.dependents } : {}),
      ...(row.type === 'incident.opened' && p.afterParent ? { afterParent: p.afterParent } : {}),
    },
  };
}
