import {
  incidentDataSchema,
  type LiveEvent,
  notificationBulkDataSchema,
  notificationDataSchema,
  notificationDeletedDataSchema,
  notificationListDataSchema,
  unreadCountDataSchema,
} from '@hlidka/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications';
import { describeEachApp } from '../../../testing/app';
import { bearer, expectData, expectError } from '../../../testing/auth';
import { openIncident } from '../../../testing/notifications';
import { addMember, createTeam, registerUser } from '../../../testing/teams';
import { processOutbox } from '../delivery/fanout';

describeEachApp('in-app notifications', (t) => {
  const get = async (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const send = async (token: string, method: 'POST' | 'DELETE', url: string) =>
    t.app.inject({ method, url, headers: bearer(token) });
  const unread = async (token: string) =>
    expectData(await get(token, '/api/notifications/unread-count'), unreadCountDataSchema).count;

  it('an incident lands in the bell in the owner’s language, pushed live, status following its e-mail', async () => {
    const jana = await registerUser(t.app);
    const live: LiveEvent[] = [];
    const stop = t.app.events.subscribe({
      visible: (scope) => scope.userId === jana.user.id,
      listener: (message) => {
        if (message.kind === 'event') live.push(message.event.event);
      },
    });
    // Live events travel through NOTIFY: listening before anything happens, and waiting for them to arrive.
    await t.app.events.start();
    await openIncident(t.database, jana.user.id, { name: 'Eshop' });
    const round = await t.app.notifications.runOnce();
    expect(round.notifications).toBe(1);
    const created = () => live.filter((event) => event.type === 'notification.created');
    await expect.poll(() => created().length, { timeout: 20_000 }).toBe(1);
    stop();

    const list = expectData(await get(jana.token, '/api/notifications'), notificationListDataSchema);
    expect(list.notifications).toHaveLength(1);
    const [first] = list.notifications;
    expect(first).toMatchObject({ subject: 'Web Eshop je nedostupný', isRead: false, status: 'sent' });
    expect(first?.content).toContain('Příčina: Vypršel časový limit');
    expect(first?.incidentId).toBeDefined();
    expect(created()).toEqual([expect.objectContaining({ type: 'notification.created', notificationId: first?.id })]);
    // The personal e-mail went out (capturing mailer), so the notification is sent.
    expect(t.mailer.to(jana.email).map((mail) => mail.subject)).toEqual(['Web Eshop je nedostupný']);

    // A second round creates nothing new.
    expect((await t.app.notifications.runOnce()).notifications).toBe(0);
    expect(await unread(jana.token)).toBe(1);
  });

  it('stores what happened, not words: after switching to English the reader reads it, and is e-mailed, in English', async () => {
    const jana = await registerUser(t.app);
    await openIncident(t.database, jana.user.id, { name: 'Eshop' });
    // Fanned out while Jana reads Czech: the bell keeps a kind and values, the e-mail waits for the worker.
    await processOutbox(t.db, { now: t.app.clock.now() });
    const [stored] = await t.db.select().from(notifications).where(eq(notifications.userId, jana.user.id));
    expect(stored).toMatchObject({
      kind: 'incident.opened',
      params: { websiteName: 'Eshop', causeCode: 'timeout' },
      subject: null,
      content: null,
    });

    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(jana.token),
      payload: { language: 'en' },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const [first] = expectData(await get(jana.token, '/api/notifications'), notificationListDataSchema).notifications;
    expect(first).toMatchObject({
      kind: 'incident.opened',
      params: { websiteName: 'Eshop', causeCode: 'timeout' },
      subject: 'Eshop is down',
      content: 'Cause: Timed out',
    });
    const incident = expectData(await get(jana.token, `/api/incidents/${first?.incidentId}`), incidentDataSchema);
    expect(incident.incident).toMatchObject({ title: 'Eshop is down', causeCode: 'timeout' });

    await t.app.notifications.runOnce();
    expect(t.mailer.to(jana.email).map((mail) => mail.subject)).toEqual(['Eshop is down']);
  });

  it('shows notifications stored as text by an older version as they were written', async () => {
    const eva = await registerUser(t.app);
    await t.db.insert(notifications).values({
      userId: eva.user.id,
      subject: 'Web Obchod je nedostupný',
      content: 'Příčina: Vypršel časový limit',
      dedupKey: `legacy:${eva.user.id}`,
    });
    const [legacy] = expectData(await get(eva.token, '/api/notifications'), notificationListDataSchema).notifications;
    expect(legacy).toMatchObject({
      kind: null,
      params: {},
      subject: 'Web Obchod je nedostupný',
      content: 'Příčina: Vypršel časový limit',
    });
  });

  it('reads, marks all, deletes; another user’s notification answers 404', async () => {
    const eva = await registerUser(t.app);
    const other = await registerUser(t.app);
    const rows = await t.db
      .insert(notifications)
      .values(
        [1, 2, 3].map((n) => ({
          userId: eva.user.id,
          subject: `Zpráva ${n}`,
          content: 'Obsah',
          dedupKey: `inbox-test:${eva.user.id}:${n}`,
          createdAt: new Date(Date.UTC(2026, 0, 15, 10, n)),
        })),
      )
      .returning();
    const ids = rows.map((r) => r.id);
    expect(await unread(eva.token)).toBe(3);

    const listed = expectData(await get(eva.token, '/api/notifications?limit=2'), notificationListDataSchema);
    expect(listed.notifications.map((n) => n.subject)).toEqual(['Zpráva 3', 'Zpráva 2']);

    const read = expectData(await send(eva.token, 'POST', `/api/notifications/${ids[0]}/read`), notificationDataSchema);
    expect(read.notification.isRead).toBe(true);
    expect(await unread(eva.token)).toBe(2);
    const unreadOnly = expectData(await get(eva.token, '/api/notifications?unread=true'), notificationListDataSchema);
    expect(unreadOnly.notifications).toHaveLength(2);

    expectError(await send(other.token, 'POST', `/api/notifications/${ids[1]}/read`), 404, 'NOT_FOUND');
    expectError(await send(other.token, 'DELETE', `/api/notifications/${ids[1]}`), 404, 'NOT_FOUND');

    expect(
      expectData(await send(eva.token, 'POST', '/api/notifications/mark-all-read'), notificationBulkDataSchema).count,
    ).toBe(2);
    expect(await unread(eva.token)).toBe(0);

    expectData(await send(eva.token, 'DELETE', `/api/notifications/${ids[0]}`), notificationDeletedDataSchema);
    expect(expectData(await send(eva.token, 'DELETE', '/api/notifications'), notificationBulkDataSchema).count).toBe(2);
    expect(expectData(await get(eva.token, '/api/notifications'), notificationListDataSchema).notifications).toEqual(
      [],
    );
    expectError(await get(eva.token, '/api/notifications?limit=0'), 400, 'VALIDATION_ERROR');
    expectError(await t.app.inject({ method: 'GET', url: '/api/notifications' }), 401);
  });

  it('keeps the unread count and mark-all consistent under concurrent requests', async () => {
    const petr = await registerUser(t.app);
    const rows = await t.db
      .insert(notifications)
      .values(
        Array.from({ length: 30 }, (_, n) => ({
          userId: petr.user.id,
          subject: `N ${n}`,
          content: '',
          dedupKey: `inbox-concurrent:${petr.user.id}:${n}`,
        })),
      )
      .returning({ id: notifications.id });
    const responses = await Promise.all([
      ...rows.slice(0, 15).map((row) => send(petr.token, 'POST', `/api/notifications/${row.id}/read`)),
      send(petr.token, 'POST', '/api/notifications/mark-all-read'),
      send(petr.token, 'POST', '/api/notifications/mark-all-read'),
      get(petr.token, '/api/notifications/unread-count'),
    ]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    // Every notification was marked exactly once: the single reads plus both mark-alls add up to 30.
    const markedByAll = responses
      .slice(15, 17)
      .map((r) => expectData(r, notificationBulkDataSchema).count)
      .reduce((a, b) => a + b, 0);
    const markedSingly = 15;
    expect(markedByAll).toBeGreaterThanOrEqual(15);
    expect(markedByAll).toBeLessThanOrEqual(30);
    expect(markedByAll + markedSingly).toBeGreaterThanOrEqual(30);
    expect(await unread(petr.token)).toBe(0);
    const all = expectData(await get(petr.token, '/api/notifications?limit=100'), notificationListDataSchema);
    expect(all.notifications.every((n) => n.isRead)).toBe(true);
  });

  it('a team website’s incident reaches every member, each in their own language, and nobody else', async () => {
    const owner = await registerUser(t.app);
    const team = await createTeam(t.app, owner);
    const member = await addMember(t, owner, team.id);
    await t.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(member.token),
      payload: { language: 'en' },
    });
    const stranger = await registerUser(t.app);
    await openIncident(t.database, owner.user.id, { name: 'Týmový web', teamId: team.id });
    await t.app.notifications.runOnce();
    const subjects = async (token: string) =>
      expectData(await get(token, '/api/notifications'), notificationListDataSchema).notifications.map(
        (n) => n.subject,
      );
    expect(await subjects(owner.token)).toEqual(['Web Týmový web je nedostupný']);
    expect(await subjects(member.token)).toEqual(['Týmový web is down']);
    expect(await subjects(stranger.token)).toEqual([]);
  });
});
