import type { AcknowledgementVia, CauseParams, LiveEvent, WebsiteStatus } from '@hlidka/contract';
import { incidentEvents, outbox } from '../../db/schema/incidents';
import type { DbOrTx } from '../../db/types';
import { notifyInTransaction, type ScopedEvent } from '../../events/notify';
import { releaseDependentsOnRecovery } from '../dependencies/hooks';
import { clearSilencesOnRecovery } from '../silences/clear';
import { type PerformanceMeasure, trackDegradedPeriod } from './performance';

/** Outbox row types; the notifications worker decides which of them to deliver. */
export type OutboxType =
  | 'incident.opened'
  | 'incident.acknowledged'
  | 'incident.resolved'
  | 'incident.note_added'
  | 'website.status_changed';

export interface WebsiteRef {
  id: string;
  name: string;
  url: string;
  ownerId: string;
  teamId: string | null;
}

export interface IncidentRef {
  id: string;
  status: 'open' | 'acknowledged' | 'resolved';
  causeCode: string | null;
  causeParams: CauseParams;
  causeMessage: string | null;
}

export interface Actor {
  userId: string;
  name: string;
}

/** The outbox payload: everything a notifier needs without another query. */
export interface OutboxPayload {
  [key: string]: unknown;
  websiteId: string;
  websiteName: string;
  websiteUrl: string;
  ownerId: string;
  teamId: string | null;
  at: string;
}

/** The outbox row for the notifiers and, at commit, the live event for the app's screens. */
async function writeOutbox(tx: DbOrTx, type: OutboxType, payload: OutboxPayload, live: ScopedEvent, now: Date) {
  await tx.insert(outbox).values({ type, payload, createdAt: now });
  await notifyInTransaction(tx, live);
}

const scopeOf = (website: WebsiteRef) => ({ userId: website.ownerId, teamId: website.teamId });

/**
 * Record one change of an incident in the caller's transaction: a timeline row, an outbox row and a live event.
 * The change itself (the incidents row) is written by the caller in the same transaction.
 */
export async function recordIncidentChange(
  tx: DbOrTx,
  change: {
    type: 'opened' | 'acknowledged' | 'resolved' | 'note';
    incident: IncidentRef;
    website: WebsiteRef;
    /** A person; a channel acknowledging through its message's link has no user id. */
    actor: Actor | { userId: null; name: string } | null;
    now: Date;
    /** For acknowledgements: in the app, through an e-mail's link or a chat button. */
    via?: AcknowledgementVia;
    /** For notes: the note's id and text. */
    note?: { id: string; body: string };
    /** Resolved on recovery (no actor). */
    automatic?: boolean;
  },
): Promise<void> {
  const { incident, website, actor, now } = change;
  const data: Record<string, unknown> = {};
  if (change.type === 'opened')
    Object.assign(data, {
      causeCode: incident.causeCode,
      causeParams: incident.causeParams,
      causeMessage: incident.causeMessage,
    });
  if (change.note) Object.assign(data, { noteId: change.note.id, text: change.note.body });
  if (change.type === 'acknowledged') data.via = change.via ?? 'app';
  if (change.type === 'resolved') data.automatic = change.automatic ?? actor === null;
  await tx.insert(incidentEvents).values({
    incidentId: incident.id,
    type: change.type,
    actorUserId: actor?.userId ?? null,
    actorName: actor?.name ?? null,
    data,
    createdAt: now,
  });
  if (change.type === 'resolved') {
    await clearSilencesOnRecovery(tx, { incidentId: incident.id, websiteId: website.id }, now);
    await releaseDependentsOnRecovery(tx, { incidentId: incident.id, websiteId: website.id }, now);
  }
  const at = now.toISOString();
  const event: LiveEvent =
    change.type === 'opened'
      ? {
          type: 'incident.opened',
          incidentId: incident.id,
          websiteId: website.id,
          status: incident.status,
          at,
        }
      : {
          type: 'incident.updated',
          incidentId: incident.id,
          websiteId: website.id,
          status: incident.status,
          change: change.type,
          at,
        };
  const type: OutboxType = change.type === 'note' ? 'incident.note_added' : `incident.${change.type}`;
  await writeOutbox(
    tx,
    type,
    {
      incidentId: incident.id,
      status: incident.status,
      causeCode: incident.causeCode,
      causeParams: incident.causeParams,
      causeMessage: incident.causeMessage,
      websiteId: website.id,
      websiteName: website.name,
      websiteUrl: website.url,
      ownerId: website.ownerId,
      teamId: website.teamId,
      actor,
      ...(change.note ? { note: change.note.body } : {}),
      ...(change.type === 'resolved' ? { automatic: data.automatic } : {}),
      at,
    },
    { scope: scopeOf(website), event },
    now,
  );
}

/**
 * Record a website's status change (the caller updates the websites row): the outbox row, the live event and the
 * degraded periods. A change to or from `degraded` carries the response time judged and the budget.
 */
export async function recordWebsiteStatusChange(
  tx: DbOrTx,
  change: {
    website: WebsiteRef;
    status: WebsiteStatus;
    previousStatus: WebsiteStatus | null;
    now: Date;
    measure?: PerformanceMeasure | null;
  },
): Promise<void> {
  const { website, now } = change;
  const at = now.toISOString();
  await trackDegradedPeriod(tx, website.id, change.previousStatus, change.status, now);
  await writeOutbox(
    tx,
    'website.status_changed',
    {
      websiteId: website.id,
      websiteName: website.name,
      websiteUrl: website.url,
      ownerId: website.ownerId,
      teamId: website.teamId,
      status: change.status,
      previousStatus: change.previousStatus,
      ...(change.measure ? { performance: change.measure } : {}),
      at,
    },
    {
      scope: scopeOf(website),
      event: {
        type: 'website.status_changed',
        websiteId: website.id,
        status: change.status,
        previousStatus: change.previousStatus,
        at,
      },
    },
    now,
  );
}
