import { silenceDataSchema, silenceListDataSchema, websiteGroupDataSchema } from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { silences } from '../../db/schema/silences';
import { expireSilences } from '../../monitoring/silences/clear';
import { describeEachApp } from '../../testing/app';
import type { Registered } from '../../testing/auth';
import { incidentsOf, insertWebsite, timelineOf, websiteStatus } from '../../testing/incidents';
import { judgeCheck, openIncident, type Receiver, slackSubscriber } from '../../testing/notifications';
import { bearer, expectData, expectError, registerUser } from '../../testing/teams';

const minutes = (n: number) => n * 60_000;

// Issue 28, item 3: a silence of a website, a group or an incident holds back every alert (checks and the incident
// engine go on); it clears when the incident resolves, at its end, or by hand, and the incident's timeline says so.
describeEachApp('silences', (t) => {
  const receivers: Receiver[] = [];
  afterAll(async () => {
    for (const r of receivers) await r.down();
  });

  const call = (method: 'GET' | 'POST', url: string, user: Registered, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(user.token), ...(payload === undefined ? {} : { payload }) });
  const silence = async (user: Registered, body: object) =>
    expectData(await call('POST', '/api/silences', user, body), silenceDataSchema, 201).silence;
  const silencesOf = async (user: Registered, query = '') =>
    expectData(await call('GET', `/api/silences${query}`, user), silenceListDataSchema).silences;
  const timeline = async (websiteId: string) => {
    const [incident] = await incidentsOf(t.db, websiteId);
    return (await timelineOf(t.db, incident?.id ?? '')).map((entry) => entry.type);
  };

  /** A user with a Slack channel for openings and resolutions, re-notified every 5 minutes; the clock at 10:00. */
  async function subscribed() {
    const subscriber = await slackSubscriber(t, receivers, {
      events: ['incident.opened', 'incident.resolved'],
      renotifyMinutes: 5,
    });
    t.clock.set('2026-01-15T10:00:00.000Z');
    return subscriber;
  }

  it('sends nothing for a silenced website while the engine goes on, and clears on recovery', async () => {
    const { user, texts } = await subscribed();
    const websiteId = await insertWebsite(t.db, user.user.id, { name: 'Sklad' });
    const created = await silence(user, {
      targetKind: 'website',
      targetId: websiteId,
      reason: 'Nasazení nové verze',
      durationMinutes: 60,
    });
    expect(created).toMatchObject({
      active: true,
      until: '2026-01-15T11:00:00.000Z',
      clearedReason: null,
      websiteIds: [websiteId],
    });

    // The checks fail: the website goes down and an incident opens, but no alert, and no re-notification later.
    await judgeCheck(t.database, websiteId, false, 0);
    await judgeCheck(t.database, websiteId, false, 30);
    t.clock.set('2026-01-15T10:00:30.000Z');
    await t.app.notifications.runOnce();
    expect(await websiteStatus(t.db, websiteId)).toBe('down');
    expect((await incidentsOf(t.db, websiteId)).map((incident) => incident.status)).toEqual(['open']);
    t.clock.advance(minutes(6));
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    expect(texts()).toEqual([]);

    // It recovers: the incident resolves, the silence ends with it, and the resolution is not announced either.
    await judgeCheck(t.database, websiteId, true, 420);
    t.clock.set('2026-01-15T10:07:00.000Z');
    await t.app.notifications.runOnce();
    expect(texts()).toEqual([]);
    expect(await timeline(websiteId)).toEqual(['opened', 'resolved', 'silence_recovered']);
    expect(await silencesOf(user)).toEqual([]);
    const [ended] = await silencesOf(user, '?active=false');
    expect(ended).toMatchObject({
      id: created.id,
      active: false,
      clearedReason: 'recovery',
      clearedAt: '2026-01-15T10:07:00.000Z',
    });

    // The next outage is alerted again.
    await judgeCheck(t.database, websiteId, false, 480);
    await judgeCheck(t.database, websiteId, false, 510);
    t.clock.set('2026-01-15T10:08:30.000Z');
    await t.app.notifications.runOnce();
    expect(texts()).toEqual(['Web Sklad je nedostupný']);
  });

  it('holds back the re-notifications of a silenced incident until the silence expires', async () => {
    const { user, texts } = await subscribed();
    const { websiteId } = await openIncident(t.database, user.user.id, { name: 'Pokladna' });
    t.clock.set('2026-01-15T10:00:30.000Z');
    await t.app.notifications.runOnce();
    expect(texts()).toEqual(['Web Pokladna je nedostupný']);
    const [incident] = await incidentsOf(t.db, websiteId);

    t.clock.set('2026-01-15T10:01:00.000Z');
    await silence(user, {
      targetKind: 'incident',
      targetId: incident?.id,
      reason: 'Dodavatel o výpadku ví',
      durationMinutes: 30,
    });
    const [silenced] = await timelineOf(t.db, incident?.id ?? '').then((entries) => entries.slice(-1));
    expect(silenced).toMatchObject({ type: 'silenced', data: { text: 'Dodavatel o výpadku ví' } });
    expect((await silencesOf(user)).map((held) => held.websiteIds)).toEqual([[websiteId]]);
    expect(silenced?.actorName).toBeTruthy();
    for (const at of ['10:06:00', '10:16:00', '10:30:00']) {
      t.clock.set(`2026-01-15T${at}.000Z`);
      await t.app.notifications.runOnce();
    }
    expect(texts()).toHaveLength(1);

    // 10:31 it runs out: marked expired on the timeline, and the re-notification goes out again.
    t.clock.set('2026-01-15T10:32:00.000Z');
    expect(await expireSilences(t.db, t.clock.now())).toBe(1);
    expect(await timeline(websiteId)).toEqual(['opened', 'silenced', 'silence_expired']);
    // (The access token has run out by now: the row is read directly.)
    const [expired] = await t.db
      .select()
      .from(silences)
      .where(eq(silences.targetId, incident?.id ?? ''));
    expect(expired).toMatchObject({ clearedReason: 'expiry', clearedAt: new Date('2026-01-15T10:31:00.000Z') });
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    expect(texts().length).toBeGreaterThan(1);
  });

  it('silences a group’s websites, is cleared by hand, and is seen only by who sees its target', async () => {
    const { user, texts } = await subscribed();
    const stranger = await registerUser(t.app);
    const group = expectData(
      await call('POST', '/api/website-groups', user, { name: 'Sklady' }),
      websiteGroupDataSchema,
      201,
    ).group;
    const websiteId = await insertWebsite(t.db, user.user.id, { name: 'Sklad Brno', groupId: group.id });
    const otherId = await insertWebsite(t.db, user.user.id, { name: 'Sklad Ostrava', groupId: group.id });
    await insertWebsite(t.db, user.user.id, { name: 'Mimo skupinu' });
    const created = await silence(user, {
      targetKind: 'group',
      targetId: group.id,
      reason: 'Stěhování serverovny',
      durationMinutes: 240,
    });
    expect([...created.websiteIds].sort()).toEqual([websiteId, otherId].sort());
    await judgeCheck(t.database, websiteId, false, 0);
    await judgeCheck(t.database, websiteId, false, 30);
    t.clock.set('2026-01-15T10:00:30.000Z');
    await t.app.notifications.runOnce();
    expect(texts()).toEqual([]);

    // A stranger neither sees it nor clears it, nor silences the user's website.
    expect(await silencesOf(stranger)).toEqual([]);
    expectError(await call('POST', `/api/silences/${created.id}/clear`, stranger), 404, 'NOT_FOUND');
    expectError(
      await call('POST', '/api/silences', stranger, {
        targetKind: 'website',
        targetId: websiteId,
        reason: 'Cizí',
        durationMinutes: 30,
      }),
      404,
      'NOT_FOUND',
    );
    const empty = expectError(
      await call('POST', '/api/silences', user, {
        targetKind: 'group',
        targetId: group.id,
        reason: ' ',
        durationMinutes: 30,
      }),
      400,
      'VALIDATION_ERROR',
    );
    expect(Object.keys(empty.errors ?? {})).toEqual(['reason']);

    // Cleared by hand: noted on the open incident, and the re-notification goes out when due.
    t.clock.set('2026-01-15T10:02:00.000Z');
    const cleared = expectData(
      await call('POST', `/api/silences/${created.id}/clear`, user),
      silenceDataSchema,
    ).silence;
    expect(cleared).toMatchObject({ active: false, clearedReason: 'manual', clearedAt: '2026-01-15T10:02:00.000Z' });
    expect(await timeline(websiteId)).toEqual(['opened', 'silence_cleared']);
    expectError(await call('POST', `/api/silences/${created.id}/clear`, user), 409, 'CONFLICT');
    t.clock.set('2026-01-15T10:06:00.000Z');
    await t.app.notifications.runOnce();
    await t.app.notifications.runOnce();
    expect(texts()).toHaveLength(1);

    // A resolved incident cannot be silenced.
    await judgeCheck(t.database, websiteId, true, 400);
    const [incident] = await incidentsOf(t.db, websiteId);
    const refused = expectError(
      await call('POST', '/api/silences', user, {
        targetKind: 'incident',
        targetId: incident?.id,
        reason: 'Pozdě',
        durationMinutes: 30,
      }),
      409,
      'CONFLICT',
    );
    expect(refused.message).toBe('Vyřešený incident nelze ztlumit.');
  });
});
