import type { LiveEvent, ResyncEvent } from '@hlidka/contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';

/** What the client acts on in /api/events: the contract's live events, and `resync` (refetch everything). */
export type StreamEvent = LiveEvent | ResyncEvent;
type StreamEventType = StreamEvent['type'];
type StreamEventOf<Type extends StreamEventType> = Extract<StreamEvent, { type: Type }>;

/**
 * Every field of every event type, held to the contract by the compiler (a missing or an unknown name fails). The
 * server checks each event against the contract's schema before sending it (events/bus.ts); the client checks the
 * shape without carrying the schema code (zod) into the signed-in shell.
 */
const eventFields: { [Type in StreamEventType]: { [Field in Exclude<keyof StreamEventOf<Type>, 'type'>]-?: true } } = {
  'website.status_changed': { websiteId: true, status: true, previousStatus: true, at: true },
  'check.landed': { websiteId: true, ok: true, code: true, responseMs: true, region: true, at: true },
  'heartbeat.signal': { websiteId: true, signal: true, at: true },
  'incident.opened': { incidentId: true, websiteId: true, status: true, at: true },
  'incident.updated': { incidentId: true, websiteId: true, status: true, change: true, at: true },
  'notification.created': { notificationId: true, incidentId: true, at: true },
  resync: { at: true },
};

const isStreamEventType = (type: unknown): type is StreamEventType =>
  typeof type === 'string' && Object.hasOwn(eventFields, type);

/** The event a message carries, narrowed by its `type`; null for other messages (`ready`, unknown types, bad data). */
export function readStreamEvent(message: EventSourceMessage): StreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || !('type' in data)) return null;
  const { type } = data;
  if (!isStreamEventType(type) || type !== message.event) return null;
  const complete = Object.keys(eventFields[type]).every((field) => Object.hasOwn(data, field));
  return complete ? (data as StreamEvent) : null;
}

export interface EventStreamCallbacks {
  onEvent(event: StreamEvent): void;
  /** The id of the latest event, also of those the client does not act on (`ready`): a reconnect resumes after it. */
  onId?(id: string): void;
  /** The server's reconnect delay (`retry:`). */
  onRetry?(ms: number): void;
}

/** A parser of one text/event-stream response (eventsource-parser): feed it the decoded chunks as they arrive. */
export function createEventStreamParser(callbacks: EventStreamCallbacks): { feed(chunk: string): void } {
  return createParser({
    onEvent(message) {
      const event = readStreamEvent(message);
      if (event) callbacks.onEvent(event);
    },
    onId: callbacks.onId,
    onRetry: callbacks.onRetry,
  });
}
