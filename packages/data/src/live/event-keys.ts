import { type KeyPattern, pathOnly } from '../key-match';
import { keyPrefixes } from '../keys';
import type { StreamEvent } from './event-stream';

const under = (prefix: string, id: string) => `${prefix}/${encodeURIComponent(id)}`;

/** A website's own keys, the website list (status, last check) and the dashboard counts. */
const websiteKeys = (websiteId: string): KeyPattern[] => [
  pathOnly(keyPrefixes.websites),
  under(keyPrefixes.websites, websiteId),
  keyPrefixes.dashboard,
];

/**
 * The keys an event touches. The switch covers every type of the contract's union (the compiler fails a new type
 * that is not handled); `resync` (missed events could not be replayed) revalidates everything.
 */
export function patternsFor(event: StreamEvent): KeyPattern[] {
  switch (event.type) {
    case 'website.status_changed':
    case 'check.landed':
    case 'heartbeat.signal':
      return websiteKeys(event.websiteId);
    case 'incident.opened':
    case 'incident.updated':
      return [
        pathOnly(keyPrefixes.incidents),
        under(keyPrefixes.incidents, event.incidentId),
        // A recovery ends the silences that covered the incident.
        pathOnly(keyPrefixes.silences),
        ...websiteKeys(event.websiteId),
      ];
    case 'notification.created':
      return [keyPrefixes.notifications];
    case 'resync':
      return ['/api'];
  }
}
