import { afterAll, expect, it } from 'vitest';
import type { Database } from '../../db/types';
import { describeEachApp } from '../../testing/app';
import { incidentsOf, timelineOf, websiteStatus } from '../../testing/incidents';
import { judgeCheck, openIncident, type Receiver, slackSubscriber } from '../../testing/notifications';

const minutes = (n: number) => n * 60_000;

/** One check of the website `seconds` after 10:00:00; `maintenance` as the result writer marks it in a window. */
const check = (database: Database, websiteId: string, ok: boolean, seconds: number, maintenance: boolean) =>
  judgeCheck(database, websiteId, ok, seconds, maintenance ? { maintenance: true } : {});

// Issue 25, item 1: during a maintenance window no alert of any kind goes out, not even the "resolved" alert of an
// incident that was open when the window began; after it the real state is announced once if it differs.
describeEachApp('alerts around a maintenance window', (t) => {
  const receivers: Receiver[] = [];
  afterAll(async () => {
    for (const r of receivers) await r.down();
  });

  const subscribed = () =>
    slackSubscriber(t, receivers, {
      events: ['incident.opened', 'incident.acknowledged', 'incident.resolved'],
      renotifyMinutes: 5,
    });

  it('holds back the resolved alert of an incident open before the window, notes it, and sends it once after', async () => {
    const { user, texts } = await subscribed();
    const { websiteId } = await openIncident(t.database, user.user.id, { name: 'Sklad' });
    await t.app.notifications.runOnce();
    expect(texts()).toEqual(['Web Sklad je nedostupný']);

    // 10:05 the window is on and the website recovers: it shows maintenance; nothing resolves, nothing is sent —
    // not the resolve, not the re-notification that would be due at 10:10.
    t.clock.set('2026-01-15T10:05:00.000Z');
    await check(t.database, websiteId, true, 300, true);
    expect(await websiteStatus(t.db, websiteId)).toBe('maintenance');
    t.clock.advance(minutes(6));
    await check(t.database, websiteId, true, 660, true);
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    expect(texts()).toEqual(['Web Sklad je nedostupný']);
    const [incident] = await incidentsOf(t.db, websiteId);
    expect(incident?.status).toBe('open');

    // 10:30 the window is over and the website is up: it was down before the window, so the resolve goes out once.
    t.clock.set('2026-01-15T10:30:00.000Z');
    await check(t.database, websiteId, true, 1800, false);
    await check(t.database, websiteId, true, 1860, false);
    expect(await websiteStatus(t.db, websiteId)).toBe('up');
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    expect(texts()).toHaveLength(2);
    expect(texts()[1]).toContain('Sklad');
    expect(texts()[1]).not.toBe(texts()[0]);
    const timeline = (await timelineOf(t.db, incident?.id ?? '')).map((e) => e.type);
    expect(timeline).toEqual(['opened', 'maintenance_started', 'maintenance_ended', 'resolved']);
  });

  it('sends nothing when the website ends the window in the state it began with, and nothing for what people do in it', async () => {
    const { user, texts } = await subscribed();
    const { websiteId } = await openIncident(t.database, user.user.id, { name: 'Pokladna' });
    await t.app.notifications.runOnce();
    expect(texts()).toHaveLength(1);

    t.clock.set('2026-01-15T10:05:00.000Z');
    await check(t.database, websiteId, true, 300, true);
    // Acknowledged by hand during the window: recorded on the timeline, alerted to no one.
    const [incident] = await incidentsOf(t.db, websiteId);
    const ack = await t.app.inject({
      method: 'POST',
      url: `/api/incidents/${incident?.id}/acknowledge`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(ack.statusCode, ack.body).toBe(200);
    await check(t.database, websiteId, false, 360, true);
    await check(t.database, websiteId, false, 420, true);
    await t.app.notifications.runOnce();

    // Down before, down after: no announcement.
    t.clock.set('2026-01-15T10:30:00.000Z');
    await check(t.database, websiteId, false, 1800, false);
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    expect(await websiteStatus(t.db, websiteId)).toBe('down');
    expect(texts()).toHaveLength(1);
    expect(await incidentsOf(t.db, websiteId)).toHaveLength(1);
  });
});
