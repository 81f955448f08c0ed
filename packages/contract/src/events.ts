import { z } from 'zod';
import { checkErrorCodeSchema } from './checks';

// Live events (issue 4 §6): Server-Sent Events at GET /api/events. The app reads the stream with fetch and its bearer
// token, so an expired token is refreshed as for any request; a client that cannot send headers (an EventSource) asks
// for a short-lived, single-use ticket instead and opens `/api/events?ticket=…`. Each event has an `id:`; a reconnect
// sends the last one back (`Last-Event-ID`, or `?lastEventId=`) and receives what it missed, or one `resync` event
// when the gap cannot be filled (then refetch everything). A comment line (`: ping`) every 25 s keeps proxies from
// closing the stream.

const isoDateTime = z.iso.datetime({ offset: true });

/**
 * A website's last known state: the one list (the server's column and constraint follow it). `maintenance`: a
 * maintenance window of the website is on; its checks still run (their results are shown beside it), but it counts
 * neither as up nor as down and no alert goes out until the window ends. `degraded`: up, but its response time is
 * over the website's budget (`degradedAfterMs`); it counts as up for uptime, its time is counted apart.
 */
export const websiteStatusValues = ['up', 'down', 'paused', 'pending', 'maintenance', 'degraded'] as const;
export const websiteStatusValueSchema = z.enum(websiteStatusValues);
export const incidentStatusValueSchema = z.enum(['open', 'acknowledged', 'resolved']);

export const websiteStatusChangedEventSchema = z
  .object({
    type: z.literal('website.status_changed'),
    websiteId: z.uuid(),
    status: websiteStatusValueSchema,
    previousStatus: websiteStatusValueSchema.nullable(),
    at: isoDateTime,
  })
  .meta({ id: 'WebsiteStatusChangedEvent' });

/** A check result landed (at most one per website every few seconds; the latest wins). */
export const checkLandedEventSchema = z
  .object({
    type: z.literal('check.landed'),
    websiteId: z.uuid(),
    ok: z.boolean(),
    /** Result code of a failure, null when ok. */
    code: checkErrorCodeSchema.nullable(),
    responseMs: z.number().int().nonnegative().nullable(),
    region: z.string(),
    at: isoDateTime,
  })
  .meta({ id: 'CheckLandedEvent' });

/**
 * A heartbeat signal: `success` (the job ran), `fail` (the job reported a failure: `/fail` or `?status=down`), `start`
 * (a run began: its duration is measured at the next success).
 */
export const heartbeatSignalSchema = z.enum(['success', 'fail', 'start']).meta({ id: 'HeartbeatSignal' });
export type HeartbeatSignal = z.infer<typeof heartbeatSignalSchema>;

/**
 * A heartbeat's job sent a signal: its run history changed (a `/start` opens a run that records no check, so no
 * `check.landed` follows it).
 */
export const heartbeatSignalEventSchema = z
  .object({
    type: z.literal('heartbeat.signal'),
    websiteId: z.uuid(),
    signal: heartbeatSignalSchema,
    at: isoDateTime,
  })
  .meta({ id: 'HeartbeatSignalEvent' });

export const incidentOpenedEventSchema = z
  .object({
    type: z.literal('incident.opened'),
    incidentId: z.uuid(),
    websiteId: z.uuid(),
    status: incidentStatusValueSchema,
    at: isoDateTime,
  })
  .meta({ id: 'IncidentOpenedEvent' });

export const incidentUpdatedEventSchema = z
  .object({
    type: z.literal('incident.updated'),
    incidentId: z.uuid(),
    websiteId: z.uuid(),
    status: incidentStatusValueSchema,
    /** What happened: acknowledged, resolved (by hand or on recovery), a note added. */
    change: z.enum(['acknowledged', 'resolved', 'note']),
    at: isoDateTime,
  })
  .meta({ id: 'IncidentUpdatedEvent' });

export const notificationCreatedEventSchema = z
  .object({
    type: z.literal('notification.created'),
    notificationId: z.uuid(),
    incidentId: z.uuid().nullable(),
    at: isoDateTime,
  })
  .meta({ id: 'NotificationCreatedEvent' });

/** The payload of one event (`data:` line, JSON). The SSE `event:` field carries `type` too. */
export const liveEventSchema = z
  .discriminatedUnion('type', [
    websiteStatusChangedEventSchema,
    checkLandedEventSchema,
    heartbeatSignalEventSchema,
    incidentOpenedEventSchema,
    incidentUpdatedEventSchema,
    notificationCreatedEventSchema,
  ])
  .meta({ id: 'LiveEvent' });
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
export const liveEventTypes = [
  'website.status_changed',
  'check.landed',
  'heartbeat.signal',
  'incident.opened',
  'incident.updated',
  'notification.created',
] as const satisfies readonly LiveEventType[];

/** Sent instead of missed events when a reconnect's Last-Event-ID is unknown or too old: refetch everything. */
export const resyncEventSchema = z.object({ type: z.literal('resync'), at: isoDateTime }).meta({ id: 'ResyncEvent' });
export type ResyncEvent = z.infer<typeof resyncEventSchema>;

export const eventTicketDataSchema = z
  .object({
    /** Single use; pass as `?ticket=` to GET /api/events. */
    ticket: z.string(),
    expiresAt: isoDateTime,
  })
  .meta({ id: 'EventTicket' });
export type EventTicketData = z.infer<typeof eventTicketDataSchema>;

export const eventStreamQuerySchema = z.strictObject({
  ticket: z.string().min(16).max(200).optional(),
  /** For a new EventSource after a ticket was used (it cannot set the Last-Event-ID header itself). */
  lastEventId: z.string().max(100).optional(),
});

const tags = ['Live events'];

export const eventRouteSchemas = {
  ticket: {
    summary: 'A 60-second, single-use ticket for opening the event stream (EventSource cannot send headers)',
    tags,
    response: eventTicketDataSchema,
  },
  stream: {
    summary: 'Server-Sent Events scoped to what the caller may see',
    description:
      'Authenticate with `?ticket=` (from POST /api/events/ticket) or a bearer token. `text/event-stream`; every ' +
      'event has an id, `event:` is the type, `data:` a LiveEvent as JSON; `Last-Event-ID` resumes; `: ping` every 25 s.',
    tags,
    query: eventStreamQuerySchema,
    response: z.string(),
  },
};
