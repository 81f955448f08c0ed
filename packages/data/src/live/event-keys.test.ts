import { describe, expect, it } from 'vitest';
import { type KeyPattern, matchKeys } from '../key-match';
import { patternsFor } from './event-keys';

const at = '2026-03-01T10:00:00.000Z';

const keysOf = (patterns: KeyPattern[]) => {
  const match = matchKeys(...patterns);
  return [
    ['/api/websites'],
    ['/api/websites', { page: 2 }],
    ['/api/websites/w1'],
    ['/api/websites/w1/checks', { limit: 10 }],
    ['/api/websites/w1/runs', { limit: 20 }],
    ['/api/websites/w2'],
    ['/api/dashboard/stats'],
    ['/api/incidents'],
    ['/api/incidents/i1'],
    ['/api/incidents/i2'],
    ['/api/silences'],
    ['/api/notifications', { limit: 5 }],
    ['/api/notifications/unread-count'],
    ['/api/teams'],
    ['/api/user'],
  ]
    .filter((key) => match(key))
    .map((key) => key[0]);
};

describe('event → keys', () => {
  it('a check result touches its website, the website list and the dashboard, not other websites', () => {
    const event = { type: 'check.landed', websiteId: 'w1', ok: true, code: null, responseMs: 5, region: 'eu', at };
    expect(keysOf(patternsFor({ ...event, type: 'check.landed' }))).toEqual([
      '/api/websites',
      '/api/websites',
      '/api/websites/w1',
      '/api/websites/w1/checks',
      '/api/websites/w1/runs',
      '/api/dashboard/stats',
    ]);
    // A heartbeat's signal (a /start records no check) refreshes its run history the same way.
    const signal = patternsFor({ type: 'heartbeat.signal', websiteId: 'w1', signal: 'start', at });
    expect(keysOf(signal)).toEqual(keysOf(patternsFor({ ...event, type: 'check.landed' })));
    const changed = {
      type: 'website.status_changed',
      websiteId: 'w1',
      status: 'up',
      previousStatus: null,
      at,
    } as const;
    expect(keysOf(patternsFor(changed))).toEqual(keysOf(patternsFor({ ...event, type: 'check.landed' })));
  });

  it('an incident event touches the incident lists, that incident, the silences and its website', () => {
    const opened = { type: 'incident.opened', incidentId: 'i1', websiteId: 'w2', status: 'open', at } as const;
    const expected = [
      '/api/websites',
      '/api/websites',
      '/api/websites/w2',
      '/api/dashboard/stats',
      '/api/incidents',
      '/api/incidents/i1',
      '/api/silences',
    ];
    expect(keysOf(patternsFor(opened))).toEqual(expected);
    expect(keysOf(patternsFor({ ...opened, type: 'incident.updated', change: 'note' }))).toEqual(expected);
  });

  it('a notification touches the bell (list and count) only; resync everything', () => {
    const created = { type: 'notification.created', notificationId: 'n1', incidentId: null, at } as const;
    expect(keysOf(patternsFor(created))).toEqual(['/api/notifications', '/api/notifications/unread-count']);
    expect(keysOf(patternsFor({ type: 'resync', at }))).toHaveLength(15);
  });
});
