import { type LiveEvent, liveEventSchema, liveEventTypes, resyncEventSchema } from '@hlidka/contract';
import { describe, expect, it } from 'vitest';
import { patternsFor } from './event-keys';
import { createEventStreamParser, readStreamEvent, type StreamEvent } from './event-stream';

const at = '2026-03-01T10:00:00.000Z';
const websiteId = '0b0c5a3e-7c1f-4f55-9d7a-1d2b3c4d5e6f';
const incidentId = '5c9f2a10-3e4d-4b6a-8f70-2a1b3c4d5e6f';
const notificationId = '9e8d7c6b-5a49-4382-a716-151413121110';

/** One complete event of every type of the contract. */
const samples: { [Type in LiveEvent['type']]: Extract<LiveEvent, { type: Type }> } = {
  'website.status_changed': { type: 'website.status_changed', websiteId, status: 'down', previousStatus: 'up', at },
  'check.landed': { type: 'check.landed', websiteId, ok: false, code: 'timeout', responseMs: null, region: 'eu', at },
  'heartbeat.signal': { type: 'heartbeat.signal', websiteId, signal: 'start', at },
  'incident.opened': { type: 'incident.opened', incidentId, websiteId, status: 'open', at },
  'incident.updated': { type: 'incident.updated', incidentId, websiteId, status: 'resolved', change: 'resolved', at },
  'notification.created': { type: 'notification.created', notificationId, incidentId: null, at },
};

const frame = (id: string, event: { type: string }) =>
  `id: ${id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
const message = (event: { type: string }) => ({ event: event.type, data: JSON.stringify(event) });

function parse(chunks: string[]) {
  const events: StreamEvent[] = [];
  const ids: string[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser({
    onEvent: (event) => events.push(event),
    onId: (id) => ids.push(id),
    onRetry: (ms) => retries.push(ms),
  });
  for (const chunk of chunks) parser.feed(chunk);
  return { events, ids, retries };
}

describe('the event stream', () => {
  const resync = { type: 'resync', at } as const;
  const text =
    'retry: 3000\n\n' +
    `id: e-0\nevent: ready\ndata: ${JSON.stringify({ type: 'ready' })}\n\n` +
    ': ping\n\n' +
    frame('e-1', samples['check.landed']) +
    frame('e-2', samples['incident.opened']).replaceAll('\n', '\r\n') +
    frame('e-3', resync);
  const expected = [samples['check.landed'], samples['incident.opened'], resync];

  it('reads the contract’s events, the ids (also of `ready`) and the retry delay', () => {
    expect(parse([text])).toEqual({ events: expected, ids: ['e-0', 'e-1', 'e-2', 'e-3'], retries: [3000] });
  });

  it('reads the same whatever the chunks: split mid-event, mid-line, mid-CRLF', () => {
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)]).events, `cut at ${cut}`).toEqual(expected);
    }
    expect(parse([...text]).events).toEqual(expected);
  });

  it('ignores unknown types, data that does not match its type, and incomplete events', () => {
    const { websiteId: _, ...withoutWebsite } = samples['check.landed'];
    const { events } = parse([
      frame('1', { type: 'website.deleted' }),
      frame('2', { type: 'toString' }),
      `id: 3\nevent: check.landed\ndata: ${JSON.stringify(samples['incident.opened'])}\n\n`,
      `id: 4\nevent: check.landed\ndata: ${JSON.stringify(withoutWebsite)}\n\n`,
      'id: 5\nevent: check.landed\ndata: {not json\n\n',
      'id: 6\ndata: plain text\n\n',
      frame('7', samples['notification.created']),
    ]);
    expect(events).toEqual([samples['notification.created']]);
  });

  it('accepts what the contract’s schema accepts and refuses an event missing any field', () => {
    for (const type of liveEventTypes) {
      const event = samples[type];
      expect(liveEventSchema.parse(event)).toEqual(event);
      expect(readStreamEvent(message(event))).toEqual(event);
      for (const field of Object.keys(event).filter((name) => name !== 'type')) {
        const incomplete = Object.fromEntries(Object.entries(event).filter(([name]) => name !== field));
        expect(liveEventSchema.safeParse(incomplete).success, `${type} without ${field}`).toBe(false);
        expect(readStreamEvent({ event: type, data: JSON.stringify(incomplete) }), `${type} without ${field}`).toBe(
          null,
        );
      }
    }
    expect(resyncEventSchema.parse(resync)).toEqual(resync);
    expect(readStreamEvent({ event: 'resync', data: JSON.stringify({ type: 'resync' }) })).toBe(null);
  });

  it('is typed by the contract’s union: an event missing a field does not compile', () => {
    // @ts-expect-error `region` is missing
    const incomplete: StreamEvent = { type: 'check.landed', websiteId, ok: true, code: null, responseMs: 3, at };
    // @ts-expect-error `incidentId` is missing
    const touches = () => patternsFor({ type: 'incident.opened', websiteId, status: 'open', at });
    expect(incomplete.type).toBe('check.landed');
    expect(touches).toBeTypeOf('function');
  });
});
